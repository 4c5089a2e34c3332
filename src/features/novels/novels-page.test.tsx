import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useParams } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { createInMemoryRepository } from '../../data/in-memory-repository';
import { createQueryClient } from '../../data/query-client';
import { setWorkspaceRepository } from '../../data/workspace';
import type { WorkspaceRepository } from '../../data/workspace-repository';
import NovelsPage from './novels-page';

function NovelLanding() {
  const { novelId } = useParams();
  return <p>Landed on {novelId}</p>;
}

function renderNovels(url = '/novels') {
  const router = createMemoryRouter(
    [
      { path: '/novels', element: <NovelsPage /> },
      { path: '/novels/:novelId', element: <NovelLanding /> },
    ],
    { initialEntries: [url] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

async function titles() {
  const list = await screen.findByRole('list', { name: 'Novels' });
  return within(list)
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);
}

let repository: WorkspaceRepository;
beforeEach(() => {
  repository = createInMemoryRepository({ latencyMs: 0 });
  setWorkspaceRepository(repository);
});

describe('NovelsPage', () => {
  it('searches titles and says exactly when nothing matches', async () => {
    const user = userEvent.setup();
    renderNovels();
    expect(await titles()).toHaveLength(6);
    await user.type(screen.getByRole('searchbox', { name: 'Search novels' }), 'BELLS');
    expect(await titles()).toEqual(['The Drowned Bells']);
    await user.clear(screen.getByRole('searchbox', { name: 'Search novels' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search novels' }), 'zeppelin');
    expect(screen.getByRole('heading', { name: 'No novels matching "zeppelin"' })).toBeInTheDocument();
  });

  it('filters by favorites and by status from the Filter menu', async () => {
    const user = userEvent.setup();
    renderNovels();
    await titles();
    await user.click(screen.getByRole('button', { name: 'Filter: All Novels' }));
    await user.click(await screen.findByRole('menuitemradio', { name: 'Favorites' }));
    expect(await titles()).toEqual(['The Ashen Crown', 'The Drowned Bells']);
    await user.click(screen.getByRole('button', { name: 'Filter: Favorites' }));
    await user.click(await screen.findByRole('menuitemradio', { name: 'Completed' }));
    expect(await titles()).toEqual(['Song of the Thornwild', 'The Lamplighter’s Ledger']);
  });

  it('flips a favorite in place', async () => {
    const user = userEvent.setup();
    renderNovels();
    const star = await screen.findByRole('button', { name: 'Favorite Skyward Tithe' });
    expect(star).toHaveAttribute('aria-pressed', 'false');
    await user.click(star);
    expect(screen.getByRole('button', { name: 'Favorite Skyward Tithe' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect((await repository.listNovels()).find((n) => n.title === 'Skyward Tithe')?.isFavorite).toBe(true);
  });

  it('creates a novel from the dialog and lands on it', async () => {
    const user = userEvent.setup();
    const router = renderNovels();
    await user.click(screen.getByRole('button', { name: 'New Novel' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Novel' });
    await user.click(within(dialog).getByRole('button', { name: 'Create Novel' }));
    expect(within(dialog).getByText('Title is required')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /Title/ })).toHaveFocus();

    await user.type(within(dialog).getByRole('textbox', { name: /Title/ }), 'Glass Harbor');
    await user.type(within(dialog).getByRole('textbox', { name: 'Description' }), 'Tides and debts.');
    await within(dialog).findByRole('option', { name: 'Tidewell Expanse' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Universe/ }), 'Tidewell Expanse');
    await user.click(within(dialog).getByRole('button', { name: 'Create Novel' }));

    await screen.findByText(/^Landed on /);
    const created = (await repository.listNovels()).find((n) => n.title === 'Glass Harbor');
    expect(created).toMatchObject({ status: 'draft', wordCount: 0, universeId: 'u-tidewell' });
    expect(router.state.location.pathname).toBe(`/novels/${created?.id}`);
  });

  it('keeps what was typed and shows the message when creating fails', async () => {
    const user = userEvent.setup();
    setWorkspaceRepository({
      ...repository,
      createNovel: () => Promise.reject(new Error('The workspace is read-only right now')),
    });
    renderNovels();
    await user.click(screen.getByRole('button', { name: 'New Novel' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Novel' });
    await user.type(within(dialog).getByRole('textbox', { name: /Title/ }), 'Glass Harbor');
    await user.click(within(dialog).getByRole('button', { name: 'Create Novel' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The workspace is read-only right now',
    );
    expect(within(dialog).getByRole('textbox', { name: /Title/ })).toHaveValue('Glass Harbor');
  });

  it('opens the dialog from /novels?new=1 and drops the parameter', async () => {
    const router = renderNovels('/novels?new=1');
    expect(await screen.findByRole('dialog', { name: 'New Novel' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('shows skeleton cards while the list loads', async () => {
    setWorkspaceRepository(createInMemoryRepository({ latencyMs: 50 }));
    renderNovels();
    expect(screen.getByText('Loading novels…').closest('[role="status"]')).toHaveAttribute(
      'aria-busy',
      'true',
    );
    expect(await titles()).toHaveLength(6);
    expect(screen.queryByText('Loading novels…')).not.toBeInTheDocument();
  });

  it('shows the error with Try Again and disables New Novel when the list fails', async () => {
    setWorkspaceRepository({ ...repository, listNovels: () => Promise.reject(new Error('Disk on fire')) });
    renderNovels();
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent('Disk on fire');
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New Novel' })).toBeDisabled();
  });
});
