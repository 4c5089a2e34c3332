import type { Universe } from '../../../../common/domain/universe';
import { matchesSearch } from '../../../lib/text-search';

export const universeFilters = [
  { value: 'all', label: 'All Universes' },
  { value: 'recent', label: 'Recent Edits' },
  { value: 'favorites', label: 'Favorites' },
] as const;
export type UniverseFilter = (typeof universeFilters)[number]['value'];

/** "Recent Edits" means changed within this long before now. */
export const RECENT_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;

/** The spec's search: case-insensitive substring of the name or the description. */
export function matchesUniverseSearch(universe: Universe, term: string): boolean {
  return matchesSearch(term, [universe.name, universe.description]);
}

function isRecent(universe: Universe, now: Date): boolean {
  const updated = Date.parse(universe.lastUpdated);
  return !Number.isNaN(updated) && now.getTime() - updated <= RECENT_WINDOW_MS;
}

/**
 * What the list shows for a search term and a filter; both must match. All and Favorites keep the
 * list's order; Recent Edits keeps the last week's changes, newest first.
 */
export function filterUniverses(
  universes: readonly Universe[],
  term: string,
  filter: UniverseFilter,
  now: Date = new Date(),
): Universe[] {
  const found = universes.filter((universe) => matchesUniverseSearch(universe, term));
  switch (filter) {
    case 'all':
      return found;
    case 'favorites':
      return found.filter((universe) => universe.isFavorite);
    case 'recent':
      return found
        .filter((universe) => isRecent(universe, now))
        .sort((a, b) => Date.parse(b.lastUpdated) - Date.parse(a.lastUpdated));
  }
}

export function isUniverseFilter(value: string | null): value is UniverseFilter {
  return universeFilters.some((option) => option.value === value);
}
