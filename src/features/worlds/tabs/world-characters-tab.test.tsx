import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Character } from '../../../../common/domain/reference';
import { createQueryClient } from '../../../data/query-client';
import { testRepository, testUniverse, testWorld } from '../../../data/test-workspace';
import { setWorkspaceRepository } from '../../../data/workspace';
import { WorldCharactersTab } from './world-characters-tab';

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
    worlds: [testWorld()],
    characters,
  });
  setWorkspaceRepository(repository);
  const world = await repository.getWorld('w-1');
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <WorldCharactersTab world={world} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), repository };
}

const cardNames = () =>
  within(screen.getByRole('region', { name: /^Characters/ }))
    .queryAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

describe('the world’s Characters tab', () => {
  it('says the characters are its universe’s, and adds one linked to that universe', async () => {
    const { user, repository } = await renderTab([mira]);
    expect(await screen.findByRole('heading', { level: 2, name: 'Characters (1)' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'The Reach' })).toHaveAttribute(
      'href',
      '/universes/u-1/characters',
    );
    await user.click(screen.getByRole('button', { name: 'Add Character' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Character' });
    expect(within(dialog).getByText(/linked to The Reach, the universe of The Green/)).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Captain Rusk');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Role' }), 'Villain');
    await user.click(within(dialog).getByRole('button', { name: 'Add Character' }));

    await waitFor(() => expect(cardNames()).toEqual(['Mira', 'Captain Rusk']));
    expect(screen.getByRole('heading', { level: 2, name: 'Characters (2)' })).toBeInTheDocument();
    expect((await repository.records('character').list({ universeId: 'u-1' })).map((c) => c.name)).toEqual([
      'Mira',
      'Captain Rusk',
    ]);
  });

  it('offers to add the first character from the empty state', async () => {
    const { user } = await renderTab();
    expect(await screen.findByRole('heading', { name: 'No characters yet' })).toBeInTheDocument();
    expect(screen.getByText('No character is linked to The Reach yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Character' }));
    expect(screen.getByRole('dialog', { name: 'Add Character' })).toBeInTheDocument();
  });

  it('edits and deletes a character from its card', async () => {
    const { user, repository } = await renderTab([mira]);
    await user.click(await screen.findByRole('button', { name: 'Edit Mira' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Character' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Description' }), ' Scarred.');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('A forge apprentice. Scarred.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete Mira' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Delete "Mira"?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete Character' }));
    expect(await screen.findByRole('heading', { name: 'No characters yet' })).toBeInTheDocument();
    expect(await repository.records('character').list()).toEqual([]);
  });
});
