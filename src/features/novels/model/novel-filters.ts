import type { NovelStatus } from '../../../../common/domain/enums';
import type { Novel } from '../../../../common/domain/novel';
import { matchesSearch } from '../../../lib/text-search';

/** The Filter menu of /novels, in the spec's order (docs/decisions/007-list-filters.md). */
export const novelFilterOptions = [
  { value: 'all', label: 'All Novels' },
  { value: 'recent', label: 'Recent Edits' },
  { value: 'favorites', label: 'Favorites' },
  { value: 'draft', label: 'Draft' },
  { value: 'in-progress', label: 'In Progress' },
  { value: 'completed', label: 'Completed' },
] as const satisfies ReadonlyArray<{ value: string; label: string }>;

export type NovelFilter = (typeof novelFilterOptions)[number]['value'];

/** How far back 'Recent Edits' reaches. */
export const RECENT_EDIT_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Whether the instant lies within the last RECENT_EDIT_DAYS days (a future instant counts as recent). */
export function isRecentlyEdited(lastUpdated: string, now: Date): boolean {
  const then = Date.parse(lastUpdated);
  if (Number.isNaN(then)) return false;
  return now.getTime() - then <= RECENT_EDIT_DAYS * DAY_MS;
}

function matchesFilter(novel: Novel, filter: NovelFilter, now: Date): boolean {
  switch (filter) {
    case 'all':
      return true;
    case 'recent':
      return isRecentlyEdited(novel.lastUpdated, now);
    case 'favorites':
      return novel.isFavorite;
    case 'draft':
    case 'in-progress':
    case 'completed':
      return novel.status === (filter satisfies NovelStatus);
  }
}

function newestFirst(a: Novel, b: Novel): number {
  return Date.parse(b.lastUpdated) - Date.parse(a.lastUpdated);
}

/**
 * The novels /novels shows: those whose title contains the search term (case-insensitive) and that pass
 * the filter. Every filter keeps the list's own order except 'Recent Edits', which sorts newest first.
 */
export function filterNovels(
  novels: readonly Novel[],
  { term, filter }: { term: string; filter: NovelFilter },
  now: Date = new Date(),
): Novel[] {
  const kept = novels.filter(
    (novel) => matchesSearch(term, [novel.title]) && matchesFilter(novel, filter, now),
  );
  return filter === 'recent' ? kept.sort(newestFirst) : kept;
}
