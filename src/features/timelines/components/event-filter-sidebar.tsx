import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';
import { eventTypeOptions, importanceOptions } from '../../../ui/event-meta';
import { type EventFilter, type EventFilterCounts, isSameFilter, POPULAR_TAGS } from '../model/event-filters';

export type EventFilterSidebarProps = {
  value: EventFilter;
  onChange: (filter: EventFilter) => void;
  counts: EventFilterCounts;
};

function FilterButton({
  filter,
  current,
  onChange,
  count,
  children,
}: {
  filter: EventFilter;
  current: EventFilter;
  onChange: (filter: EventFilter) => void;
  count: number;
  children: ReactNode;
}) {
  const isActive = isSameFilter(filter, current);
  return (
    <li>
      <button
        type="button"
        aria-pressed={isActive}
        onClick={() => onChange(filter)}
        className={cn(
          'flex w-full items-start justify-between gap-2 rounded-md px-2.5 py-1.5 text-left text-sm transition-colors duration-150',
          isActive ? 'bg-accent-soft text-fg' : 'text-fg-muted hover:bg-surface-raised hover:text-fg',
        )}
      >
        <span className="flex min-w-0 flex-col">{children}</span>
        <span
          className={cn('shrink-0 text-xs tabular-nums', isActive ? 'text-accent-text' : 'text-fg-muted')}
        >
          {count}
        </span>
      </button>
    </li>
  );
}

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1">
      <h3 className="px-2.5 text-xs font-semibold tracking-wide text-fg-muted uppercase">{title}</h3>
      <ul className="flex flex-col gap-0.5">{children}</ul>
    </div>
  );
}

/**
 * One selection at a time (All Events, an importance, a type or a tag), combined with the search.
 * Plain buttons with aria-pressed: Tab reaches each, Enter or Space picks it, the pressed one is marked.
 */
export function EventFilterSidebar({ value, onChange, counts }: EventFilterSidebarProps) {
  const shared = { current: value, onChange };
  return (
    <section
      aria-labelledby="event-filters-heading"
      className="flex flex-col gap-4 rounded-xl border border-border bg-surface p-3"
    >
      <h2 id="event-filters-heading" className="sr-only">
        Filter events
      </h2>
      <ul className="flex flex-col">
        <FilterButton filter={{ kind: 'all' }} count={counts.all} {...shared}>
          <span className="font-medium text-fg">All Events</span>
        </FilterButton>
      </ul>
      <Group title="Importance">
        {importanceOptions.map((option) => (
          <FilterButton
            key={option.value}
            filter={{ kind: 'importance', value: option.value }}
            count={counts.importance[option.value]}
            {...shared}
          >
            <span className="font-medium text-fg">{option.label}</span>
            <span className="text-xs">{option.meaning}</span>
          </FilterButton>
        ))}
      </Group>
      <Group title="Type">
        {eventTypeOptions.map((option) => (
          <FilterButton
            key={option.value}
            filter={{ kind: 'type', value: option.value }}
            count={counts.type[option.value]}
            {...shared}
          >
            <span className="font-medium text-fg">{option.filterLabel}</span>
          </FilterButton>
        ))}
      </Group>
      <Group title="Popular tags">
        {POPULAR_TAGS.map((tag) => (
          <FilterButton
            key={tag}
            filter={{ kind: 'tag', value: tag }}
            count={counts.tags.get(tag) ?? 0}
            {...shared}
          >
            <span className="font-medium text-fg">{tag}</span>
          </FilterButton>
        ))}
      </Group>
    </section>
  );
}
