import { screen, waitFor, within } from '@testing-library/react';
import { Outlet } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Workspace } from '../../../common/domain/workspace';
import { testUniverse, testWorld } from '../../data/test-workspace';
import { renderWithRepository } from '../../test-utils/render-with-repository';
import { GlobalSearch } from './global-search';

const records: Partial<Workspace> = {
  universes: [testUniverse({ name: 'The Emberreach' })],
  worlds: [testWorld({ name: 'Mirewood' })],
  characters: [
    {
      id: 'ch-1',
      name: 'Mira Coldwater',
      role: 'Protagonist',
      description: 'A smuggler.',
      universeId: 'u-1',
    },
    {
      id: 'ch-2',
      name: 'Old Tam',
      role: 'Mentor',
      description: 'Knows Mira from the docks.',
      universeId: 'u-1',
    },
  ],
};

function renderSearch() {
  return renderWithRepository(
    [
      {
        element: (
          <>
            <GlobalSearch />
            <button type="button">Elsewhere</button>
            <Outlet />
          </>
        ),
        children: [
          { path: '/dashboard', element: <h1>Dashboard</h1> },
          { path: '/universes/:universeId/characters/:id', element: <h1>Character page</h1> },
          { path: '/search', element: <h1>Results page</h1> },
        ],
      },
    ],
    '/dashboard',
    records,
  );
}

describe('the top bar’s search', () => {
  it('shows results grouped by kind as you type, with counts, places and highlights', async () => {
    const { user } = renderSearch();
    const box = screen.getByRole('combobox', { name: 'Search' });
    expect(box).toHaveAttribute('placeholder', 'Search...');
    expect(box).toHaveAttribute('aria-expanded', 'false');

    await user.type(box, 'mir');
    // The first letter's answer may show first; wait for the whole query's.
    await screen.findByRole('option', { name: 'See all results for “mir”' });
    const listbox = screen.getByRole('listbox', { name: 'Search results' });
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(box).toHaveAttribute('aria-controls', listbox.id);
    const characters = within(listbox).getByRole('group', { name: 'Character (2)' });
    const options = within(characters).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Mira ColdwaterCharacter · The Emberreach',
      'Old TamCharacter · The EmberreachKnows Mira from the docks. Mentor',
    ]);
    expect(options[0]?.querySelector('mark')?.textContent).toBe('Mira');
    expect(within(listbox).getByRole('group', { name: 'World (1)' })).toBeInTheDocument();
    expect(within(listbox).getByRole('option', { name: 'See all results for “mir”' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('3 results');
  });

  it('moves with the arrows and opens the chosen hit’s page with Enter', async () => {
    const { user, router } = renderSearch();
    const box = screen.getByRole('combobox', { name: 'Search' });
    await user.type(box, 'mira');
    await screen.findByRole('listbox', { name: 'Search results' });
    await waitFor(() => expect(screen.getAllByRole('option')[0]).toHaveTextContent(/^Mira Coldwater/));

    await user.keyboard('{ArrowDown}');
    const first = screen.getAllByRole('option')[0];
    expect(first).toHaveAttribute('aria-selected', 'true');
    expect(box).toHaveAttribute('aria-activedescendant', first?.id);
    await user.keyboard('{ArrowDown}{ArrowUp}{Enter}');

    expect(await screen.findByRole('heading', { name: 'Character page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/universes/u-1/characters/ch-1');
  });

  it('closes on Escape, clears on a second Escape, and says when nothing matches', async () => {
    const { user } = renderSearch();
    const box = screen.getByRole('combobox', { name: 'Search' });
    await user.type(box, 'zzyzx');
    expect(await screen.findByText('No results for “zzyzx”')).toBeVisible();
    await user.keyboard('{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).toHaveValue('zzyzx');
    await user.keyboard('{Escape}');
    expect(box).toHaveValue('');
  });

  it('opens the results page from its last option, and / focuses the box', async () => {
    const { user, router } = renderSearch();
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    await user.keyboard('/');
    const box = screen.getByRole('combobox', { name: 'Search' });
    expect(box).toHaveFocus();
    await user.keyboard('old');
    await user.click(await screen.findByRole('option', { name: 'See all results for “old”' }));
    expect(await screen.findByRole('heading', { name: 'Results page' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?q=old');
  });
});
