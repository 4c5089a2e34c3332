import { type ReactNode, useId } from 'react';
import { EmptyState } from '../../../ui/empty-state';

export type TabSectionProps = {
  title: string;
  count?: number;
  /** Shown instead of the content when there is nothing to list: says what is missing. */
  empty?: { isEmpty: boolean; title: string; description: string; icon?: ReactNode };
  children: ReactNode;
};

/** A novel tab's content under its own h2 (the page's h1 is the novel's title). */
export function TabSection({ title, count, empty, children }: TabSectionProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <h2 id={headingId} className="flex items-baseline gap-2 text-xl font-semibold text-fg">
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
