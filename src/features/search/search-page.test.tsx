import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Workspace } from '../../../common/domain/workspace';
import { testUniverse, testWorld } from '../../data/test-workspace';
import { nameUserKinds } from '../../data/user-kinds';
import { renderAfter, renderWithRepository, SLOW } from '../../test-utils/render-with-repository';
import SearchPage from './search-page';

const records: Partial<Workspace> = {
  universes: [testUniverse({ name: 'The Emberreach' }), testUniverse({ id: 'u-2', name: 'Tidewell' })],
  worlds: [testWorld({ name: 'Mira Hollow' })],
  characters: [
    { id: 'ch-1', name: 'Mira Coldwater', role: 'Protagonist', description: '', universeId: 'u-1' },
    { id: 'ch-2', name: 'Mira', role: 'Ally', description: '', universeId: 'u-2' },
  ],
};

const names = () =>
  within(screen.getByRole('list', { name: 'Search results' }))
    .getAllByRole('link')
    .map((link) => link.querySelector('span span')?.textContent);

function renderPage(path: string) {
  return renderWithRepository([{ path: '/search', element: <SearchPage /> }], path, records);
}

describe('the results page', () => {
  it('shows every hit with its place and counts per kind, and filters by kind through the address', async () => {
    const { user, router } = renderPage('/search?q=mira');
    expect(screen.getByRole('heading', { level: 1, name: 'Search' })).toBeInTheDocument();
    expect(await screen.findByText('3 results for “mira”')).toBeInTheDocument();
    expect(names()).toEqual(['Mira', 'Mira Hollow', 'Mira Coldwater']);
    expect(screen.getByRole('link', { name: /Mira Coldwater/ })).toHaveAttribute(
      'href',
      '/universes/u-1/characters/ch-1',
    );

    const kinds = screen.getByRole('combobox', { name: 'Kind' });
    expect(
      within(kinds)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All kinds (3)', 'Character (2)', 'World (1)']);
    await user.selectOptions(kinds, 'Character (2)');
    expect(router.state.location.search).toBe('?q=mira&kind=character');
    await waitFor(() => expect(names()).toEqual(['Mira', 'Mira Coldwater']));
  });

  it('keeps to a universe chosen in Within, and refines the query from its box', async () => {
    const { user, router } = renderPage('/search?q=mira');
    await screen.findByRole('list', { name: 'Search results' });
    const within_ = screen.getByRole('combobox', { name: 'Within' });
    await waitFor(() =>
      expect(within(within_).getByRole('option', { name: 'Tidewell' })).toBeInTheDocument(),
    );
    await user.selectOptions(within_, 'Tidewell');
    expect(router.state.location.search).toBe('?q=mira&scope=universe%3Au-2');
    await waitFor(() => expect(names()).toEqual(['Mira']));

    const box = screen.getByRole('searchbox', { name: 'Search for' });
    await user.clear(box);
    await user.type(box, 'zzyzx{Enter}');
    expect(router.state.location.search).toBe('?q=zzyzx&scope=universe%3Au-2');
    expect(await screen.findByRole('heading', { name: 'No results for “zzyzx”' })).toBeInTheDocument();
  });

  it('says when a filter in the address is not one', async () => {
    renderPage('/search?q=mira&kind=dragon');
    expect(await screen.findByText(/Not a kind of record or part/)).toBeInTheDocument();
    expect(await screen.findByText('3 results for “mira”')).toBeInTheDocument();
  });
});

describe('a thing of a kind of your own among the results (decision 085)', () => {
  afterEach(() => nameUserKinds([]));

  it('is found by its description, named by its kind, and opens its page under its universe', async () => {
    const { user, router } = await renderAfter(
      [
        { path: '/search', element: <SearchPage /> },
        { path: '/universes/:universeId/:segment/:partId', element: <h1>The thing’s page</h1> },
      ],
      '/search?q=quenchwater',
      records,
      async (repository) => {
        const kind = await repository.defineKind({
          name: 'Religion',
          plural: 'Religions',
          icon: 'Church',
          livesIn: 'universes',
        });
        nameUserKinds(await repository.listKinds());
        await repository.createPart('universes', 'u-1', `k-${kind.id}`, {
          name: 'Cinder Choir',
          description: 'They sing to the quenchwater.',
        });
      },
    );
    expect(await screen.findByText('1 result for “quenchwater”', {}, SLOW)).toBeInTheDocument();
    expect(names()).toEqual(['Cinder Choir']);
    expect(
      within(screen.getByRole('combobox', { name: 'Kind' }))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All kinds (1)', 'Religion (1)']);
    await user.click(screen.getByRole('link', { name: /Cinder Choir/ }));
    expect(router.state.location.pathname).toMatch(/^\/universes\/u-1\/k-[^/]+\/[^/]+$/);
  });
});
