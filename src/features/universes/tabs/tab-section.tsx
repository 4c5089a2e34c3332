import type { ReactNode } from 'react';
import { EmptyState } from '../../../ui/empty-state';

export type TabSectionProps = {
  title: string;
  count?: number;
  /** Shown instead of the children when the section has nothing to list. */
  empty?: { isEmpty: boolean; title: string; description: string; icon?: ReactNode };
  children: ReactNode;
};

/** A tab's content under its own h2, with an empty state that says what is missing. */
export function TabSection({ title, count, empty, children }: TabSectionProps) {
  return (
    <section aria-labelledby={`tab-${title}`} className="flex flex-col gap-4">
      <h2 id={`tab-${title}`} className="flex items-baseline gap-2 text-xl font-semibold text-fg">
        {title}
        {count === undefined ? null : <span className="text-sm font-normal text-fg-muted">({count})</span>}
      </h2>
      {empty?.isEmpty ? (
        <EmptyState headingLevel={3} icon={empty.icon} title={empty.title} description={empty.description} />
      ) : (
        children
      )}
    </section>
  );
}

export const tabGridClassName = 'grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3';
