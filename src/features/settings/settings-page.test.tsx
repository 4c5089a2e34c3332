import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionContext, type SessionContextValue } from '../../auth/session-context';
import { createInMemoryRepository } from '../../data/in-memory-repository';
import { createQueryClient } from '../../data/query-client';
import { setWorkspaceRepository } from '../../data/workspace';
import { defaultUiState, useUiStore } from '../../store/ui-store';
import SettingsPage from './settings-page';

const signOut = vi.fn<SessionContextValue['signOut']>();

const session = {
  session: null,
  user: { email: 'elena@example.com' },
  isSignedIn: true,
  hasSessionEnded: false,
  signInWithPassword: vi.fn(),
  signOut,
} as unknown as SessionContextValue;

function renderSettings() {
  const router = createMemoryRouter(
    [
      { path: '/settings', element: <SettingsPage /> },
      { path: '/login', element: <p>Login screen</p> },
    ],
    { initialEntries: ['/settings'] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <SessionContext.Provider value={session}>
        <RouterProvider router={router} />
      </SessionContext.Provider>
    </QueryClientProvider>,
  );
  return router;
}

const MB = 1024 * 1024;

beforeEach(() => {
  setWorkspaceRepository({
    ...createInMemoryRepository({ latencyMs: 0 }),
    getUsage: async () => ({
      usedBytes: 12.3 * MB,
      quotaBytes: 500 * MB,
      categories: [
        { category: 'texts', bytes: 8 * MB, items: 40 },
        { category: 'history', bytes: 4.2 * MB, items: 300 },
        { category: 'relations', bytes: 0.1 * MB - 2048, items: 12 },
        { category: 'images', bytes: 0, items: 0 },
      ],
    }),
  });
  signOut.mockReset().mockResolvedValue({ errorMessage: null });
  useUiStore.setState(defaultUiState);
});

// Rendering whole pages is slow on a busy machine; these get more than the default 5 s.
describe('SettingsPage', { timeout: 15_000 }, () => {
  it('binds the dark mode switch to the shared store value', async () => {
    renderSettings();
    const darkMode = screen.getByRole('switch', { name: 'Dark mode' });
    expect(darkMode).toBeChecked();
    await userEvent.click(darkMode);
    expect(useUiStore.getState().isDarkMode).toBe(false);
    expect(darkMode).not.toBeChecked();
    useUiStore.getState().toggleDarkMode();
    expect(await screen.findByRole('switch', { name: 'Dark mode', checked: true })).toBeInTheDocument();
  });

  it('shows the storage used against the quota', async () => {
    renderSettings();
    expect(await screen.findByText('12.3 MB of 500 MB used')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Storage used' })).toBeInTheDocument();
  });

  it('shows what takes the room, category by category, leaving out what is empty', async () => {
    renderSettings();
    const table = await screen.findByRole('table', { name: 'What takes the room' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [
        within(row).getByRole('rowheader').textContent,
        within(row).getByRole('cell').textContent,
      ]);
    expect(rows).toEqual([
      ['Texts and documents', '8 MB'],
      ['History', '4.2 MB'],
      ['Relations', '101 KB'],
    ]);
  });

  it('shows the signed-in account', () => {
    renderSettings();
    expect(screen.getByText('elena@example.com')).toBeInTheDocument();
  });

  it('signs out of this browser only and goes to the login screen', async () => {
    const router = renderSettings();
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(signOut).toHaveBeenCalledWith('local');
    expect(await screen.findByText('Login screen')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('signs out of all devices after a confirmation', async () => {
    renderSettings();
    await userEvent.click(screen.getByRole('button', { name: 'Sign out of all devices' }));
    expect(signOut).not.toHaveBeenCalled();
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out everywhere' }));
    expect(signOut).toHaveBeenCalledWith('global');
    expect(await screen.findByText('Login screen')).toBeInTheDocument();
  });

  it('stays and explains when signing out fails', async () => {
    signOut.mockResolvedValue({ errorMessage: 'Network unavailable' });
    renderSettings();
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Network unavailable');
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeEnabled();
  });
});
