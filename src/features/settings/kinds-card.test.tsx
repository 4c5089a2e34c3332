import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { createInMemoryRepository } from '../../data/in-memory-repository';
import { createQueryClient } from '../../data/query-client';
import { setWorkspaceRepository } from '../../data/workspace';
import type { WorkspaceRepository } from '../../data/workspace-repository';
import { KindsCard } from './kinds-card';

let repository: WorkspaceRepository;

beforeEach(() => {
  repository = createInMemoryRepository({ latencyMs: 0 });
  setWorkspaceRepository(repository);
});

function renderCard() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <KindsCard />
    </QueryClientProvider>,
  );
}

async function define(name: string, plural: string, livesIn = 'Campaign') {
  const user = userEvent.setup();
  const form = screen.getByRole('form', { name: 'Define a kind' });
  await user.clear(within(form).getByRole('textbox', { name: /^Name/ }));
  await user.type(within(form).getByRole('textbox', { name: /^Name/ }), name);
  await user.clear(within(form).getByRole('textbox', { name: /^Plural/ }));
  await user.type(within(form).getByRole('textbox', { name: /^Plural/ }), plural);
  await user.selectOptions(within(form).getByRole('combobox', { name: 'Icon' }), 'Church');
  await user.selectOptions(within(form).getByRole('combobox', { name: /^Lives in/ }), livesIn);
  await user.click(within(form).getByRole('button', { name: 'Define kind' }));
  return user;
}

describe('Settings ▸ Your kinds', () => {
  it('defines a kind, which is then listed and stored', async () => {
    renderCard();
    expect(await screen.findByText('No kinds of your own yet.')).toBeInTheDocument();
    await define('Religion', 'Religions');
    const list = await screen.findByRole('list', { name: 'Your kinds' });
    expect(within(list).getByText('Religion')).toBeInTheDocument();
    expect(within(list).getByText('Religions · lives in each campaign')).toBeInTheDocument();
    expect(await repository.listKinds()).toMatchObject([
      { name: 'Religion', plural: 'Religions', icon: 'Church', livesIn: 'campaigns' },
    ]);
  });

  it('refuses a name taken or empty with a message, keeping what was typed', async () => {
    await repository.defineKind({ name: 'Religion', plural: 'Religions', livesIn: 'campaigns' });
    renderCard();
    await screen.findByRole('list', { name: 'Your kinds' });
    await define('religion', 'Faiths');
    const form = screen.getByRole('form', { name: 'Define a kind' });
    const name = within(form).getByRole('textbox', { name: /^Name/ });
    expect(await screen.findByText('You already have a kind called “Religion”')).toBeInTheDocument();
    expect(name).toHaveValue('religion');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByRole('textbox', { name: /^Plural/ })).toHaveValue('Faiths');

    const user = userEvent.setup();
    await user.clear(name);
    await user.click(within(form).getByRole('button', { name: 'Define kind' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: /^Plural/ })).toHaveValue('Faiths');
    expect(await repository.listKinds()).toHaveLength(1);
  });

  it('renames a kind, and a delete says it goes to the Trash with its things', async () => {
    await repository.defineKind({ name: 'Religion', plural: 'Religions', livesIn: 'campaigns' });
    renderCard();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Rename Religion' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename Religion' });
    await user.clear(within(dialog).getByRole('textbox', { name: /^Name/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Faith');
    await user.clear(within(dialog).getByRole('textbox', { name: /^Plural/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /^Plural/ }), 'Faiths');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Faiths · lives in each campaign')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete Faith' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete Faith?' });
    expect(confirm).toHaveTextContent('goes to the Trash with all its faiths and their fields');
    await user.click(within(confirm).getByRole('button', { name: 'Delete kind' }));
    expect(await screen.findByText('No kinds of your own yet.')).toBeInTheDocument();
    expect(await repository.listKinds()).toEqual([]);
  });

  it('moves a kind up and down by keyboard, focus staying on it, and stores the order', async () => {
    for (const name of ['Religion', 'Guild', 'Spell']) {
      await repository.defineKind({ name, plural: `${name}s`, livesIn: 'universes' });
    }
    const user = userEvent.setup();
    renderCard();
    const list = await screen.findByRole('list', { name: 'Your kinds' });
    const order = () =>
      within(list)
        .getAllByRole('listitem')
        .map((item) => within(item).getByText(/^(Religion|Guild|Spell)$/).textContent);
    expect(order()).toEqual(['Religion', 'Guild', 'Spell']);
    expect(within(list).getByRole('button', { name: 'Move Religion up' })).toBeDisabled();
    expect(within(list).getByRole('button', { name: 'Move Spell down' })).toBeDisabled();

    within(list).getByRole('button', { name: 'Move Spell up' }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Spell moved to place 2 of 3.')).toBeInTheDocument();
    expect(order()).toEqual(['Religion', 'Spell', 'Guild']);
    expect(within(list).getByRole('button', { name: 'Move Spell up' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Spell moved to place 1 of 3.')).toBeInTheDocument();
    // First now: its Up is off, so focus is on its Down.
    expect(within(list).getByRole('button', { name: 'Move Spell down' })).toHaveFocus();
    expect(order()).toEqual(['Spell', 'Religion', 'Guild']);
    expect((await repository.listKinds()).map((kind) => kind.name)).toEqual(['Spell', 'Religion', 'Guild']);
  });

  it('offers no moves for a single kind', async () => {
    await repository.defineKind({ name: 'Religion', plural: 'Religions', livesIn: 'universes' });
    renderCard();
    const list = await screen.findByRole('list', { name: 'Your kinds' });
    expect(within(list).queryByRole('button', { name: /^Move/ })).toBeNull();
  });
});
