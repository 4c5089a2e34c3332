import type { ReactNode } from 'react';
import { ListPageError, ListPageSkeleton, listGridClassName } from './list-page-states';
import type { ViewMode } from './view-toggle';

export type ListResultsProps<T extends { id: string }> = {
  /** The list query's state; a TanStack Query result fits as it is. */
  query: { isPending: boolean; error: Error | null };
  /** Announced while the skeleton shows: "Loading campaigns…". */
  loadingLabel: string;
  /** Names the list: "Campaigns". */
  label: string;
  /** What search and filter left, in the order to show. */
  items: readonly T[];
  view: ViewMode;
  renderCard: (item: T) => ReactNode;
  renderRow: (item: T) => ReactNode;
  /** Shown instead of the list when `items` is empty: why, and what to do. */
  empty: ReactNode;
  /** Read out politely when it changes, e.g. "3 novels shown" after a search. */
  summary?: string;
};

/**
 * The body of a list page: six skeleton cards while the query is pending, its error with Try Again, the
 * empty state, or the items as a grid of cards or a list of dense rows.
 */
export function ListResults<T extends { id: string }>({
  query,
  loadingLabel,
  label,
  items,
  view,
  renderCard,
  renderRow,
  empty,
  summary,
}: ListResultsProps<T>) {
  if (query.isPending) return <ListPageSkeleton label={loadingLabel} />;
  if (query.error) return <ListPageError message={query.error.message} />;
  return (
    <>
      {summary === undefined ? null : (
        <p role="status" className="sr-only">
          {summary}
        </p>
      )}
      {items.length === 0 ? (
        empty
      ) : (
        <ul aria-label={label} className={view === 'grid' ? listGridClassName : 'flex flex-col gap-2'}>
          {items.map((item) => (
            <li key={item.id}>{view === 'grid' ? renderCard(item) : renderRow(item)}</li>
          ))}
        </ul>
      )}
    </>
  );
}
