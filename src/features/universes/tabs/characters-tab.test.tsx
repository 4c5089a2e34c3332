import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Character } from '../../../../common/domain/reference';
import { createQueryClient } from '../../../data/query-client';
import { testRepository, testUniverse } from '../../../data/test-workspace';
import { setWorkspaceRepository } from '../../../data/workspace';
import { CharactersTab } from './characters-tab';

const mira: Character = {
  id: 'ch-1',
  name: 'Mira',
  role: 'Protagonist',
  description: 'A forge apprentice.',
  universeId: 'u-1',
};

async function renderTab(characters: Character[] = []) {
  const repository = testRepository({
    universes: [testUniverse(), testUniverse({ id: 'u-2', name: 'Tidewell' })],
    characters,
  });
  setWorkspaceRepository(repository);
  const universe = await repository.getUniverse('u-1');
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <CharactersTab universe={universe} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), repository };
}

const cardNames = () =>
  within(screen.getByRole('region', { name: /^Characters/ }))
    .queryAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

describe('the universe’s Characters tab', () => {
  it('adds the first character from the empty state, linked to the universe', async () => {
    const { user, repository } = await renderTab();
    expect(await screen.findByRole('heading', { name: 'No characters yet' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Character' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Character' });
    expect(within(dialog).getByText(/The character is linked to The Reach/)).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveFocus();

    await user.click(within(dialog).getByRole('button', { name: 'Add Character' }));
    expect(within(dialog).getByText('Name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Role is required')).toBeInTheDocument();

    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Nettle');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Role' }), 'Ally');
    await user.type(within(dialog).getByRole('textbox', { name: 'Description' }), 'Speaks in questions.');
    await user.click(within(dialog).getByRole('button', { name: 'Add Character' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByRole('heading', { level: 2, name: 'Characters (1)' })).toBeInTheDocument();
    expect(cardNames()).toEqual(['Nettle']);
    expect(screen.getByText('Speaks in questions.')).toBeInTheDocument();
    expect(await repository.records('character').list({ universeId: 'u-1' })).toEqual([
      expect.objectContaining({ name: 'Nettle', role: 'Ally', description: 'Speaks in questions.' }),
    ]);
  });

  it('edits a character from its card and shows the change', async () => {
    const { user, repository } = await renderTab([mira]);
    await user.click(await screen.findByRole('button', { name: 'Edit Mira' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Character' });
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue('Mira');
    expect(within(dialog).getByRole('combobox', { name: 'Role' })).toHaveValue('Protagonist');
    await user.clear(within(dialog).getByRole('textbox', { name: 'Name' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Mira Coldwater');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Role' }), 'Mentor');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(cardNames()).toEqual(['Mira Coldwater']));
    expect(screen.getByText('Mentor')).toBeInTheDocument();
    expect((await repository.records('character').list())[0]).toMatchObject({
      name: 'Mira Coldwater',
      role: 'Mentor',
      universeId: 'u-1',
      version: 2,
    });
  });

  it('shows a change made elsewhere meanwhile, keeping what was typed', async () => {
    const { user, repository } = await renderTab([mira]);
    await user.click(await screen.findByRole('button', { name: 'Edit Mira' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Character' });
    await repository.records('character').update('ch-1', { description: 'Changed in another tab.' }, 1);
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), ' Coldwater');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    expect(
      await within(dialog).findByText(/This character was changed elsewhere since you opened it/),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue('Mira Coldwater');
    await user.click(within(dialog).getByRole('button', { name: 'Save mine anyway' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((await repository.records('character').list())[0]).toMatchObject({
      name: 'Mira Coldwater',
      description: 'Changed in another tab.',
      version: 3,
    });
  });

  it('deletes a character after a confirmation naming it', async () => {
    const { user, repository } = await renderTab([mira]);
    await user.click(await screen.findByRole('button', { name: 'Delete Mira' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Delete "Mira"?' });
    expect(confirm).toHaveTextContent('Mira is deleted from References, The Reach');
    await user.click(within(confirm).getByRole('button', { name: 'Delete Character' }));

    expect(await screen.findByRole('heading', { name: 'No characters yet' })).toBeInTheDocument();
    expect(await repository.records('character').list()).toEqual([]);
  });

  it('shows no filter without fields, and narrows the list by a field’s value until cleared', async () => {
    const nettle: Character = {
      id: 'ch-2',
      name: 'Nettle',
      role: 'Ally',
      description: '',
      universeId: 'u-1',
    };
    const { user, repository } = await renderTab([mira, nettle]);
    await screen.findByRole('button', { name: 'Edit Mira' });
    expect(screen.queryByRole('form', { name: 'Filter by field' })).toBeNull();
    const school = await repository.createField({
      kind: 'character',
      scopeId: 'u-1',
      label: 'School',
      type: 'choice',
      choices: ['Abjuration', 'Evocation', 'Illusion'],
    });
    await repository.saveThingFields('character', 'ch-2', { [school.id]: 'Illusion' });
    await repository.saveThingFields('character', 'ch-1', { [school.id]: 'Evocation' });
    cleanup();
    const universe = await repository.getUniverse('u-1');
    cleanup();
    render(
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter>
          <CharactersTab universe={universe} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const form = await screen.findByRole('form', { name: 'Filter by field' });
    await user.click(within(form).getByRole('button', { name: 'Filter' }));
    expect(within(form).getByText('Choose a field to filter by')).toBeInTheDocument();
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Filter by field' }), 'School');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Value' }), 'Illusion');
    await user.click(within(form).getByRole('button', { name: 'Filter' }));
    await waitFor(() => expect(cardNames()).toEqual(['Nettle']));

    await user.selectOptions(within(form).getByRole('combobox', { name: 'Value' }), 'Abjuration');
    await user.click(within(form).getByRole('button', { name: 'Filter' }));
    expect(
      await screen.findByRole('heading', { name: 'No character matches this filter' }),
    ).toBeInTheDocument();
    expect(screen.getByText('No character of The Reach has School “Abjuration”.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'No characters yet' })).toBeNull();

    await user.click(within(form).getByRole('button', { name: 'Clear filter' }));
    await waitFor(() => expect(cardNames()).toEqual(['Mira', 'Nettle']));
    expect(within(form).queryByRole('button', { name: 'Clear filter' })).toBeNull();
  });
});
