import { describe, expect, it } from 'vitest';
import type { Universe } from '../../../../common/domain/universe';
import { filterUniverses, isUniverseFilter } from './universe-filters';

const now = new Date('2026-06-15T12:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();

function universe(id: string, overrides: Partial<Universe>): Universe {
  return {
    id,
    name: id,
    description: '',
    worldCount: 0,
    lastUpdated: daysAgo(1),
    imageUrl: '',
    isFavorite: false,
    ...overrides,
  };
}

const universes = [
  universe('ember', {
    name: 'The Emberreach',
    description: 'Oaths sworn by firelight',
    isFavorite: true,
    lastUpdated: daysAgo(3),
  }),
  universe('tide', { name: 'Tidewell Expanse', description: 'An ocean world', lastUpdated: daysAgo(1) }),
  universe('lantern', {
    name: 'Lanternfall',
    description: 'A gaslit age of captured shadows',
    lastUpdated: daysAgo(9),
  }),
];
const ids = (list: Universe[]) => list.map((item) => item.id);

describe('filterUniverses', () => {
  it('searches name and description, ignoring case; a blank term matches all', () => {
    expect(ids(filterUniverses(universes, 'TIDEWELL', 'all', now))).toEqual(['tide']);
    expect(ids(filterUniverses(universes, 'shadow', 'all', now))).toEqual(['lantern']);
    expect(ids(filterUniverses(universes, '   ', 'all', now))).toEqual(['ember', 'tide', 'lantern']);
    expect(filterUniverses(universes, 'dragons', 'all', now)).toEqual([]);
  });

  it('Favorites keeps only favorites', () => {
    expect(ids(filterUniverses(universes, '', 'favorites', now))).toEqual(['ember']);
  });

  it('Recent Edits keeps the last 7 days, newest first', () => {
    expect(ids(filterUniverses(universes, '', 'recent', now))).toEqual(['tide', 'ember']);
  });

  it('combines search and filter: both must match', () => {
    expect(ids(filterUniverses(universes, 'ocean', 'favorites', now))).toEqual([]);
    expect(ids(filterUniverses(universes, 'e', 'recent', now))).toEqual(['tide', 'ember']);
    expect(ids(filterUniverses(universes, 'gaslit', 'recent', now))).toEqual([]);
  });

  it('recognises only its own filter values (from the URL)', () => {
    expect(isUniverseFilter('favorites')).toBe(true);
    expect(isUniverseFilter('planning')).toBe(false);
    expect(isUniverseFilter(null)).toBe(false);
  });
});

describe('filterUniverses with clock skew', () => {
  it('counts a change dated slightly in the future as recent', () => {
    const future = universe('future', { lastUpdated: new Date(now.getTime() + 60_000).toISOString() });
    expect(filterUniverses([future], '', 'recent', now).map((item) => item.id)).toEqual(['future']);
  });
});
