import { type ReactNode, useId } from 'react';
import { EmptyState } from './empty-state';

export type TabSectionProps = {
  /** The tab's h2 (the page's h1 is the record's name). */
  title: string;
  /** How many entries the tab lists, shown beside the title as "(n)". */
  count?: number;
  /**
   * Shown instead of the children when there is nothing to list: says what is missing, and `action`
   * (an `AddPartButton`) offers to fill it.
   */
  empty?: { isEmpty: boolean; title: string; description: string; icon?: ReactNode; action?: ReactNode };
  /** A line of figures beside the heading (total XP, players and NPCs); hidden while empty. */
  aside?: ReactNode;
  /** Buttons at the heading's right (an `AddPartButton`); hidden while empty, where `empty.action` is. */
  actions?: ReactNode;
  children: ReactNode;
};

/** A detail page tab's content under its own h2 with its count, or an empty state when it has none. */
export function TabSection({ title, count, empty, aside, actions, children }: TabSectionProps) {
  const headingId = useId();
  const isEmpty = empty?.isEmpty === true;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id={headingId} className="flex items-baseline gap-2 text-xl font-semibold text-fg">
          {title}
          {count === undefined ? null : <span className="text-sm font-normal text-fg-muted">({count})</span>}
        </h2>
        {(aside || actions) && !isEmpty ? (
          <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
            {aside ? <div className="text-sm text-fg-muted">{aside}</div> : null}
            {actions}
          </div>
        ) : null}
      </div>
      {empty?.isEmpty ? (
        <EmptyState
          headingLevel={3}
          icon={empty.icon}
          title={empty.title}
          description={empty.description}
          action={empty.action}
        />
      ) : (
        children
      )}
    </section>
  );
}

/** The grid of cards inside a tab: one column narrow, two from md, three from xl. */
export const tabGridClassName = 'grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3';

export type TabGridProps<T extends { id: string }> = {
  items: readonly T[];
  /** One card per item. */
  children: (item: T) => ReactNode;
};

/** A tab's entries as a list of cards in the tab grid. */
export function TabGrid<T extends { id: string }>({ items, children }: TabGridProps<T>) {
  return (
    <ul className={tabGridClassName}>
      {items.map((item) => (
        <li key={item.id}>{children(item)}</li>
      ))}
    </ul>
  );
}
