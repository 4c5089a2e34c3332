import { BookOpen, SearchX } from 'lucide-react';
import { EmptyState } from '../../../ui/empty-state';

export type NovelsEmptyStateProps = {
  term: string;
  /** How many novels exist before search and filter, to tell "none yet" from "none match". */
  totalCount: number;
};

/** Why the novels list is empty: nothing matches the search, nothing passes the filter, or no novels yet. */
export function NovelsEmptyState({ term, totalCount }: NovelsEmptyStateProps) {
  const trimmed = term.trim();
  if (trimmed !== '') return <EmptyState icon={<SearchX />} title={`No novels matching "${trimmed}"`} />;
  if (totalCount > 0) {
    return (
      <EmptyState
        icon={<BookOpen />}
        title="No novels match this filter"
        description="Choose another option in the Filter menu, or All Novels to see every novel."
      />
    );
  }
  return (
    <EmptyState
      icon={<BookOpen />}
      title="No novels yet"
      description="Start your first novel with the New Novel button."
    />
  );
}

/** Announces how many novels a search or filter left, without moving focus. */
export function novelsShownSummary(count: number): string {
  return `${count} ${count === 1 ? 'novel' : 'novels'} shown`;
}
