import { cn } from '../../../lib/cn';
import { type TimelineTypeFilter, timelineTypeFilters } from '../model/timeline-list';

export type TimelineTypeFilterButtonsProps = {
  value: TimelineTypeFilter;
  onChange: (value: TimelineTypeFilter) => void;
};

/** All / Novels / Universes / Campaigns: one pressed at a time. */
export function TimelineTypeFilterButtons({ value, onChange }: TimelineTypeFilterButtonsProps) {
  return (
    <fieldset
      aria-label="Filter by type"
      className="m-0 inline-flex min-w-0 flex-wrap gap-1 rounded-md border border-border-strong bg-surface p-0.5"
    >
      {timelineTypeFilters.map((filter) => (
        <button
          key={filter.value}
          type="button"
          aria-pressed={value === filter.value}
          onClick={() => onChange(filter.value)}
          className={cn(
            'h-8 rounded px-3 text-sm font-medium transition-colors duration-150',
            value === filter.value ? 'bg-accent-soft text-accent-text' : 'text-fg-muted hover:text-fg',
          )}
        >
          {filter.label}
        </button>
      ))}
    </fieldset>
  );
}
