import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { createInMemoryRepository } from '../../data/in-memory-repository';
import { createQueryClient } from '../../data/query-client';
import { setWorkspaceRepository } from '../../data/workspace';
import type { WorkspaceRepository } from '../../data/workspace-repository';
import { expiresLabel, retentionSentence } from './trash-labels';
import TrashPage from './trash-page';

let repository: WorkspaceRepository;

function renderTrash() {
  const router = createMemoryRouter([{ path: '/trash', element: <TrashPage /> }], {
    initialEntries: ['/trash'],
  });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  repository = createInMemoryRepository({ latencyMs: 0 });
  setWorkspaceRepository(repository);
});

describe('the Trash page', () => {
  it('says it is empty, and how long things stay', async () => {
    renderTrash();
    expect(await screen.findByRole('heading', { name: 'The Trash is empty' })).toBeInTheDocument();
    expect(screen.getByText(retentionSentence(30))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Empty trash/ })).not.toBeInTheDocument();
  });

  it('lists entries newest first with what went with them, and restores one whole', async () => {
    await repository.deleteNovel('n-quiet-orchard');
    await repository.deleteUniverse('u-emberreach');
    const user = userEvent.setup();
    renderTrash();
    const list = await screen.findByRole('list', { name: 'Deleted items' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => within(row).getByRole('heading').textContent)).toEqual([
      'The Emberreach',
      'A Quiet Orchard',
    ]);
    expect(rows[0]).toHaveTextContent('Universe');
    expect(rows[0]).toHaveTextContent('With 2 worlds, 2 campaigns');
    expect(rows[0]).toHaveTextContent('Goes for good in 30 days');

    await user.click(within(list).getByRole('button', { name: 'Restore The Emberreach' }));
    expect(await screen.findByRole('status')).toHaveTextContent('“The Emberreach” restored.');
    expect(await repository.listWorlds('u-emberreach')).toHaveLength(2);
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
  });

  it('shows the server’s sentence when a restore is in the way', async () => {
    await repository.records('location').delete('loc-briarholt');
    await repository.deleteWorld('w-thornwild');
    const user = userEvent.setup();
    renderTrash();
    await user.click(await screen.findByRole('button', { name: 'Restore Briarholt' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Restore the world “The Thornwild” first: “Briarholt” belongs to it.',
    );
  });

  it('deletes one forever and empties the rest, each after a confirmation', async () => {
    await repository.deleteNovel('n-quiet-orchard');
    await repository.records('location').delete('loc-briarholt');
    const user = userEvent.setup();
    renderTrash();
    await user.click(await screen.findByRole('button', { name: 'Delete Briarholt forever' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Delete “Briarholt” forever?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete forever' }));
    expect(await screen.findByText('“Briarholt” deleted for good.')).toBeInTheDocument();
    expect((await repository.listTrash()).entries.map((entry) => entry.label)).toEqual(['A Quiet Orchard']);

    await user.click(screen.getByRole('button', { name: 'Empty trash' }));
    const empty = screen.getByRole('alertdialog', { name: 'Empty the Trash?' });
    expect(empty).toHaveTextContent('The 1 item in the Trash');
    await user.click(within(empty).getByRole('button', { name: 'Empty trash' }));
    expect(await screen.findByRole('heading', { name: 'The Trash is empty' })).toBeInTheDocument();
    expect((await repository.listTrash()).entries).toEqual([]);
  });
});

describe('expiresLabel', () => {
  const now = new Date('2026-11-21T10:00:00.000Z');
  it('counts whole days left, and says today in the last one', () => {
    expect(expiresLabel('2026-12-21T10:00:00.000Z', now)).toBe('Goes for good in 30 days');
    // A moment after a delete with a 30-day setting: still 30.
    expect(expiresLabel('2026-12-21T09:59:58.000Z', now)).toBe('Goes for good in 30 days');
    expect(expiresLabel('2026-12-20T09:00:00.000Z', now)).toBe('Goes for good in 29 days');
    expect(expiresLabel('2026-11-22T12:00:00.000Z', now)).toBe('Goes for good in 1 day');
    expect(expiresLabel('2026-11-21T20:00:00.000Z', now)).toBe('Goes for good today');
  });

  it('says when what held the same ids since stepped aside into the Trash (decision 050)', async () => {
    await repository.deleteNovel('n-quiet-orchard');
    setWorkspaceRepository({
      ...repository,
      restoreTrashEntry: async (id) => ({
        ...(await repository.restoreTrashEntry(id)),
        setAsideEntryId: 'aside-1',
      }),
    });
    const user = userEvent.setup();
    renderTrash();
    const list = await screen.findByRole('list', { name: 'Deleted items' });
    await user.click(within(list).getByRole('button', { name: /^Restore/ }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'What held the same ids since is in the Trash as “Set aside to restore …”.',
    );
  });
});
