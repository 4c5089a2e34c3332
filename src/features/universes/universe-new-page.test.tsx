import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useParams } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { createInMemoryRepository } from '../../data/in-memory-repository';
import { createQueryClient } from '../../data/query-client';
import { fetchUniverse } from '../../data/universes';
import { setWorkspaceRepository } from '../../data/workspace';
import UniverseNewPage from './universe-new-page';

function Landed() {
  const { universeId } = useParams();
  return <p>Landed on {universeId}</p>;
}

function renderPage() {
  const router = createMemoryRouter(
    [
      { path: '/universes/new', element: <UniverseNewPage /> },
      { path: '/universes/:universeId', element: <Landed /> },
    ],
    { initialEntries: ['/universes/new'] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

beforeEach(() => setWorkspaceRepository(createInMemoryRepository({ latencyMs: 0 })));

describe('UniverseNewPage', { timeout: 15_000 }, () => {
  it('refuses an empty name, keeping the description, and focuses the name', async () => {
    const user = userEvent.setup();
    const router = renderPage();
    await user.type(screen.getByLabelText('Description'), 'Glass seas');
    await user.click(screen.getByRole('button', { name: 'Create Universe' }));
    expect(screen.getByText('Name is required')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Name/ })).toHaveFocus();
    expect(screen.getByLabelText('Description')).toHaveValue('Glass seas');
    expect(router.state.location.pathname).toBe('/universes/new');
  });

  it('creates the universe and lands on its page', async () => {
    const user = userEvent.setup();
    const router = renderPage();
    await user.type(screen.getByRole('textbox', { name: /Name/ }), '  Glasswater  ');
    await user.type(screen.getByLabelText('Description'), 'Glass seas');
    await user.click(screen.getByRole('button', { name: 'Create Universe' }));
    const landed = await screen.findByText(/^Landed on /);
    const id = router.state.location.pathname.split('/').pop() ?? '';
    expect(landed).toHaveTextContent(`Landed on ${id}`);
    const created = await fetchUniverse(id);
    expect(created?.name).toBe('Glasswater');
    expect(created?.description).toBe('Glass seas');
    expect(created?.worldCount).toBe(0);
  });
});
