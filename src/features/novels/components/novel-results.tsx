import { BookOpen, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Novel } from '../../../../common/domain/novel';
import { cn } from '../../../lib/cn';
import { EmptyState } from '../../../ui/empty-state';
import { listGridClassName } from '../../../ui/list-page-states';
import type { ViewMode } from '../../../ui/view-toggle';
import { NovelCard, type NovelItemProps, NovelRow } from './novel-card';

export type NovelResultsProps = {
  novels: Novel[];
  /** How many novels exist before search and filter, to tell "none yet" from "none match". */
  totalCount: number;
  term: string;
  view: ViewMode;
  onToggleFavorite: NovelItemProps['onToggleFavorite'];
};

/** The matching novels as cards or rows, or the reason there are none. */
export function NovelResults({ novels, totalCount, term, view, onToggleFavorite }: NovelResultsProps) {
  const trimmed = term.trim();
  const summary = `${novels.length} ${novels.length === 1 ? 'novel' : 'novels'} shown`;

  let content: ReactNode;
  if (novels.length === 0 && trimmed !== '') {
    content = <EmptyState icon={<SearchX />} title={`No novels matching "${trimmed}"`} />;
  } else if (novels.length === 0 && totalCount > 0) {
    content = (
      <EmptyState
        icon={<BookOpen />}
        title="No novels match this filter"
        description="Choose another option in the Filter menu, or All Novels to see every novel."
      />
    );
  } else if (novels.length === 0) {
    content = (
      <EmptyState
        icon={<BookOpen />}
        title="No novels yet"
        description="Start your first novel with the New Novel button."
      />
    );
  } else if (view === 'grid') {
    content = (
      <ul aria-label="Novels" className={listGridClassName}>
        {novels.map((novel) => (
          <li key={novel.id}>
            <NovelCard novel={novel} onToggleFavorite={onToggleFavorite} />
          </li>
        ))}
      </ul>
    );
  } else {
    content = (
      <ul
        aria-label="Novels"
        className={cn('divide-y divide-border rounded-xl border border-border bg-surface')}
      >
        {novels.map((novel) => (
          <li key={novel.id}>
            <NovelRow novel={novel} onToggleFavorite={onToggleFavorite} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <>
      {/* Announces how many novels a search or filter left, without moving focus. */}
      <p role="status" className="sr-only">
        {summary}
      </p>
      {content}
    </>
  );
}
