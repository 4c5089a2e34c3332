import { type ReactNode, useId } from 'react';
import { EmptyState } from '../../../ui/empty-state';

export type TabSectionProps = {
  title: string;
  count: number;
  /** What the section is missing when count is 0, e.g. 'No sessions yet'. */
  emptyTitle: string;
  emptyDescription: string;
  emptyIcon?: ReactNode;
  /** A line of figures beside the heading (total XP, ...). */
  aside?: ReactNode;
  children: ReactNode;
};

/** A tab's content under its h2 with the number of entries; an empty state says what is missing. */
export function TabSection({
  title,
  count,
  emptyTitle,
  emptyDescription,
  emptyIcon,
  aside,
  children,
}: TabSectionProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id={headingId} className="flex items-baseline gap-2 text-xl font-semibold text-fg">
          {title}
          <span className="text-sm font-normal text-fg-muted">({count})</span>
        </h2>
        {count > 0 && aside ? <div className="text-sm text-fg-muted">{aside}</div> : null}
      </div>
      {count === 0 ? (
        <EmptyState headingLevel={3} icon={emptyIcon} title={emptyTitle} description={emptyDescription} />
      ) : (
        children
      )}
    </section>
  );
}

export const tabGridClassName = 'grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3';
