import { screen, waitFor, within } from '@testing-library/react';
import { Outlet } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Workspace } from '../../../common/domain/workspace';
import { SessionContext, type SessionContextValue } from '../../auth/session-context';
import { testUniverse } from '../../data/test-workspace';
import { useUiStore } from '../../store/ui-store';
import { renderWithRepository } from '../../test-utils/render-with-repository';
import { CommandPaletteLauncher } from './command-palette-launcher';

const records: Partial<Workspace> = {
  universes: [testUniverse({ name: 'The Emberreach' })],
  characters: [
    { id: 'ch-1', name: 'Mira Coldwater', role: 'Protagonist', description: '', universeId: 'u-1' },
  ],
};

const signOut = vi.fn(async () => ({ errorMessage: null }));
const session = { signOut } as unknown as SessionContextValue;

function renderPalette() {
  return renderWithRepository(
    [
      {
        element: (
          <SessionContext value={session}>
            <button type="button">Opener</button>
            <CommandPaletteLauncher />
            <Outlet />
          </SessionContext>
        ),
        children: [
          { path: '/dashboard', element: <h1>Dashboard</h1> },
          { path: '/timelines', element: <h1>Timelines</h1> },
          { path: '/login', element: <h1>Login</h1> },
          { path: '/universes/:universeId/characters/:id', element: <h1>Character page</h1> },
        ],
      },
    ],
    '/dashboard',
    records,
  );
}

async function openPalette(user: ReturnType<typeof renderPalette>['user']) {
  await user.click(screen.getByRole('button', { name: 'Opener' }));
  await user.keyboard('{Control>}k{/Control}');
  const dialog = await screen.findByRole('dialog', { name: 'Command palette' });
  return { dialog, input: within(dialog).getByRole('combobox', { name: 'Type a command or search' }) };
}

beforeEach(() => {
  useUiStore.setState({ isDarkMode: true });
  signOut.mockClear();
});

describe('the command palette', () => {
  it('opens on Ctrl+K with every command, filters them as you type, and toggles dark mode with Enter', async () => {
    const { user } = renderPalette();
    const { dialog, input } = await openPalette(user);
    expect(input).toHaveFocus();
    const listbox = within(dialog).getByRole('listbox', { name: 'Commands and results' });
    expect(within(listbox).getAllByRole('option')).toHaveLength(14);

    await user.type(input, 'dark');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Toggle dark mode']);
    expect(within(dialog).getByRole('status')).toHaveTextContent('1 command');
    await user.keyboard('{Enter}');
    expect(useUiStore.getState().isDarkMode).toBe(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('goes where a command says, and shows search hits under the commands', async () => {
    const { user, router } = renderPalette();
    const { input } = await openPalette(user);
    await user.type(input, 'go time');
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'Timelines' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/timelines');

    const again = await openPalette(user);
    await user.type(again.input, 'coldw');
    const hit = await within(again.dialog).findByRole('option', { name: /Mira Coldwater/ });
    expect(within(again.dialog).getByRole('group', { name: 'Character (1)' })).toContainElement(hit);
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'Character page' })).toBeInTheDocument();
  });

  it('closes on Escape and gives focus back', async () => {
    const { user } = renderPalette();
    await openPalette(user);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Opener' })).toHaveFocus();
  });

  it('signs out', async () => {
    const { user, router } = renderPalette();
    const { input } = await openPalette(user);
    await user.type(input, 'sign out{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(signOut).toHaveBeenCalled();
  });
});
