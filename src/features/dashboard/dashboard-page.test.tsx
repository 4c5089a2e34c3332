import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { createInMemoryRepository } from '../../data/in-memory-repository';
import { createQueryClient } from '../../data/query-client';
import { setWorkspaceRepository } from '../../data/workspace';
import DashboardPage from './dashboard-page';

function renderDashboard() {
  const router = createMemoryRouter(
    [
      { path: '/dashboard', element: <DashboardPage /> },
      { path: '*', element: <p>Went somewhere else</p> },
    ],
    { initialEntries: ['/dashboard'] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

beforeEach(() => setWorkspaceRepository(createInMemoryRepository({ latencyMs: 0 })));

// Rendering whole pages is slow on a busy machine; these get more than the default 5 s.
describe('DashboardPage', { timeout: 15_000 }, () => {
  it('shows a count per project kind, each card linking to its list', async () => {
    const router = renderDashboard();
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    const novels = await screen.findByRole('link', { name: /^Novels 6/ });
    expect(novels).toHaveAttribute('href', '/novels');
    expect(screen.getByRole('link', { name: /^Universes 3/ })).toHaveAttribute('href', '/universes');
    expect(screen.getByRole('link', { name: /^Campaigns 4/ })).toHaveAttribute('href', '/campaigns');
    await userEvent.click(novels);
    expect(router.state.location.pathname).toBe('/novels');
  });

  it('lists recent activity newest first and expands it with View All', async () => {
    renderDashboard();
    const recent = screen.getByRole('region', { name: 'Recent Activity' });
    const first = await within(recent).findAllByRole('link');
    expect(first).toHaveLength(5);
    expect(first[0]).toHaveAccessibleName(/The Ashen Crown.*Novel · Updated 35 minutes ago/);
    const viewAll = within(recent).getByRole('button', { name: 'View All' });
    expect(viewAll).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(viewAll);
    expect(within(recent).getAllByRole('link')).toHaveLength(13);
    expect(within(recent).getByRole('button', { name: 'Show Less' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('never greys out View All: with every favorite shown, it says so', async () => {
    renderDashboard();
    const favorites = screen.getByRole('region', { name: 'Favorites' });
    await within(favorites).findAllByRole('link');
    const viewAll = within(favorites).getByRole('button', { name: 'View All' });
    expect(viewAll).toBeEnabled();
    await userEvent.click(viewAll);
    const count = within(favorites).getAllByRole('link').length;
    expect(within(favorites).getByRole('status')).toHaveTextContent(`All ${count} projects here are shown.`);
  });

  it('lists favorites of every kind, linking to each', async () => {
    renderDashboard();
    const favorites = screen.getByRole('region', { name: 'Favorites' });
    expect(await within(favorites).findByRole('link', { name: /The Emberreach/ })).toHaveAttribute(
      'href',
      '/universes/u-emberreach',
    );
    expect(within(favorites).getByRole('link', { name: /The Cinder Road/ })).toHaveAttribute(
      'href',
      '/campaigns/c-cinder-road',
    );
    expect(within(favorites).getByRole('link', { name: /The Drowned Bells/ })).toHaveAttribute(
      'href',
      '/novels/n-drowned-bells',
    );
  });

  it('offers the three kinds of project from New Project', async () => {
    const router = renderDashboard();
    await userEvent.click(screen.getByRole('button', { name: 'New Project' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'New Universe' })).toHaveAttribute(
      'href',
      '/universes/new',
    );
    expect(within(menu).getByRole('menuitem', { name: 'New Campaign' })).toHaveAttribute(
      'href',
      '/campaigns/new',
    );
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'New Novel' }));
    expect(router.state.location.pathname + router.state.location.search).toBe('/novels?new=1');
  });
});
