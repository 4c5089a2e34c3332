import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../data/query-client';
import { testRepository } from '../../data/test-workspace';
import { setWorkspaceRepository } from '../../data/workspace';
import { NotificationsMenu } from './notifications-menu';

async function renderBell(setup?: (repository: ReturnType<typeof testRepository>) => Promise<unknown>) {
  const repository = testRepository();
  await setup?.(repository);
  setWorkspaceRepository(repository);
  const router = createMemoryRouter(
    [
      { path: '/dashboard', element: <NotificationsMenu /> },
      { path: '/novels/:id', element: <h1>Novel page</h1> },
    ],
    { initialEntries: ['/dashboard'] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), router };
}

describe('the notifications bell', () => {
  it('lists the latest changes, opens their record, and its unread mark goes once they are seen', async () => {
    const { user, router } = await renderBell((repository) => repository.createNovel({ title: 'Salt Road' }));
    const bell = screen.getByRole('button', { name: 'Notifications' });
    await waitFor(() => expect(bell).toHaveAccessibleDescription('You have unread notifications'));

    await user.click(bell);
    const panel = await screen.findByRole('dialog', { name: 'Recent changes' });
    expect(await within(panel).findByRole('link', { name: /Added novel “Salt Road”/ })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(bell).not.toHaveAccessibleDescription('You have unread notifications');

    await user.click(bell);
    await user.click(await screen.findByRole('link', { name: /Salt Road/ }));
    expect(router.state.location.pathname).toMatch(/^\/novels\//);
  });

  it('says so when nothing has changed yet, with no unread mark', async () => {
    const { user } = await renderBell();
    const bell = screen.getByRole('button', { name: 'Notifications' });
    await user.click(bell);
    const panel = await screen.findByRole('dialog', { name: 'Recent changes' });
    expect(await within(panel).findByText(/No changes yet/)).toBeInTheDocument();
    expect(bell).not.toHaveAccessibleDescription('You have unread notifications');
  });
});
