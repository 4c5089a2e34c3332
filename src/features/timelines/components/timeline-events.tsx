import { CalendarPlus, ChevronDown, ListFilter, Plus } from 'lucide-react';
import { useDeferredValue, useId, useMemo, useState } from 'react';
import type { TimelineEvent } from '../../../../common/domain/timeline';
import type { Calendar } from '../../../../common/time/calendar';
import { cn } from '../../../lib/cn';
import { Button } from '../../../ui/button';
import { EmptyState } from '../../../ui/empty-state';
import type { EventActionHandlers } from '../../../ui/event-actions';
import { SearchInput } from '../../../ui/search-input';
import { WorldDateCalendarProvider } from '../../../ui/world-date/owner';
import {
  ALL_EVENTS,
  buildEventSearchIndex,
  countEventsByFilter,
  type EventFilter,
  filterEvents,
  filterLabel,
  sortEventsForCalendar,
} from '../model/event-filters';
import { eventCountLabel } from '../model/timeline-list';
import { EventCardView } from './event-card-view';
import { EventFilterSidebar } from './event-filter-sidebar';
import { EventViewModeToggle } from './event-view-mode-toggle';
import { EventListView, EventTimelineView, type EventViewMode } from './event-views';

export type TimelineEventsProps = EventActionHandlers & {
  events: readonly TimelineEvent[];
  /** The calendar of the timeline's owner: events in its day order; without one, by date text. */
  calendar?: Calendar | undefined;
  onAdd: () => void;
};

/**
 * The filter sidebar, the search, the view modes and the events. Sorting, the search index and the
 * counts are computed once per list; a keystroke only filters (pure, linear) and renders one screen.
 */
export function TimelineEvents({ events, calendar, onAdd, onEdit, onDelete }: TimelineEventsProps) {
  const [filter, setFilter] = useState<EventFilter>(ALL_EVENTS);
  const [term, setTerm] = useState('');
  const [mode, setMode] = useState<EventViewMode>('timeline');
  const [areFiltersOpen, setFiltersOpen] = useState(false);
  const filtersId = useId();
  // Typing stays responsive on a huge timeline: the list catches up with the box, never the reverse.
  const deferredTerm = useDeferredValue(term);

  const sorted = useMemo(() => sortEventsForCalendar(events, calendar), [events, calendar]);
  const index = useMemo(() => buildEventSearchIndex(sorted), [sorted]);
  const counts = useMemo(() => countEventsByFilter(sorted), [sorted]);
  const visible = useMemo(
    () => filterEvents(sorted, filter, deferredTerm, index),
    [sorted, filter, deferredTerm, index],
  );

  const View = mode === 'timeline' ? EventTimelineView : mode === 'list' ? EventListView : EventCardView;

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[16rem_minmax(0,1fr)]">
      <div className="flex flex-col gap-2 lg:sticky lg:top-20 lg:self-start">
        {/* On phones the sidebar would push the events a screen down; it folds behind a button there. */}
        <Button
          variant="secondary"
          className="lg:hidden"
          aria-expanded={areFiltersOpen}
          aria-controls={filtersId}
          onClick={() => setFiltersOpen((isOpen) => !isOpen)}
        >
          <span className="inline-flex flex-1 items-center gap-2 text-left">
            <ListFilter aria-hidden="true" />
            Filters: {filterLabel(filter)}
          </span>
          <ChevronDown aria-hidden="true" className={areFiltersOpen ? 'rotate-180' : undefined} />
        </Button>
        <div id={filtersId} className={cn(areFiltersOpen ? 'block' : 'hidden', 'lg:block')}>
          <EventFilterSidebar value={filter} onChange={setFilter} counts={counts} />
        </div>
      </div>
      <section aria-labelledby="events-heading" className="flex min-w-0 flex-col gap-4">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <SearchInput
            label="Search events"
            placeholder="Search events..."
            value={term}
            onValueChange={setTerm}
            className="w-full sm:max-w-xs"
          />
          <EventViewModeToggle value={mode} onChange={setMode} />
        </div>
        <h2 id="events-heading" className="sr-only">
          Events
        </h2>
        <p role="status" className="text-sm text-fg-muted">
          {visible.length === sorted.length
            ? eventCountLabel(sorted.length)
            : `${visible.length} of ${eventCountLabel(sorted.length)}`}
        </p>
        {visible.length === 0 ? (
          <EmptyState
            icon={<CalendarPlus />}
            title="No events found"
            headingLevel={3}
            description={
              sorted.length === 0
                ? 'This timeline has no events yet.'
                : 'No event matches this filter and search. Try another filter or other words.'
            }
            action={
              <Button onClick={onAdd}>
                <Plus aria-hidden="true" />
                Add First Event
              </Button>
            }
          />
        ) : (
          <WorldDateCalendarProvider calendar={calendar}>
            <View events={visible} onEdit={onEdit} onDelete={onDelete} />
          </WorldDateCalendarProvider>
        )}
      </section>
    </div>
  );
}
