import type { Importance, TimelineEventType } from '../../../../common/domain/enums';
import type { TimelineEvent } from '../../../../common/domain/timeline';
import type { Calendar } from '../../../../common/time/calendar';
import { sortByStoredDay, sortByWorldDate } from '../../../../common/time/sort';
import { naturalCompare } from '../../../lib/natural-compare';
import { eventTypeOptions, importanceOptions } from '../../../ui/event-meta';

/** The sidebar is one selection: every event, one importance, one type, or one tag. */
export type EventFilter =
  | { kind: 'all' }
  | { kind: 'importance'; value: Importance }
  | { kind: 'type'; value: TimelineEventType }
  | { kind: 'tag'; value: string };

export const ALL_EVENTS: EventFilter = { kind: 'all' };

/** The spec's popular tags, offered in the sidebar whether or not any event carries them yet. */
export const POPULAR_TAGS = ['artifact', 'battle', 'politics', 'discovery', 'journey'] as const;

export function isSameFilter(a: EventFilter, b: EventFilter): boolean {
  if (a.kind === 'all' || b.kind === 'all') return a.kind === b.kind;
  return a.kind === b.kind && a.value === b.value;
}

export function matchesEventFilter(event: TimelineEvent, filter: EventFilter): boolean {
  switch (filter.kind) {
    case 'all':
      return true;
    case 'importance':
      return event.importance === filter.value;
    case 'type':
      return event.type === filter.value;
    case 'tag':
      return event.tags.includes(filter.value);
  }
}

// A character no one can type into a search box, so a term never matches across two fields.
const FIELD_SEPARATOR = '\n';

/**
 * What the search looks through for each event (title, description, tags, characters), lower-cased
 * once per list instead of once per keystroke: with 10,000 events that is most of a keystroke's cost.
 */
export type EventSearchIndex = readonly string[];

export function buildEventSearchIndex(events: readonly TimelineEvent[]): EventSearchIndex {
  return events.map((event) =>
    [event.title, event.description, ...event.tags, ...event.characters]
      .join(FIELD_SEPARATOR)
      .toLocaleLowerCase(),
  );
}

/**
 * The events to show: the sidebar filter and the search (case-insensitive substring of the title,
 * description, a tag or a character; blank matches all) must both match. The input order is kept.
 * `index` must come from `buildEventSearchIndex(events)` for the same array.
 */
export function filterEvents(
  events: readonly TimelineEvent[],
  filter: EventFilter,
  term: string,
  index: EventSearchIndex = buildEventSearchIndex(events),
): TimelineEvent[] {
  const needle = term.trim().toLocaleLowerCase().replaceAll(FIELD_SEPARATOR, ' ');
  const result: TimelineEvent[] = [];
  for (let i = 0; i < events.length; i += 1) {
    const event = events[i];
    if (event === undefined || !matchesEventFilter(event, filter)) continue;
    if (needle !== '' && !(index[i] ?? '').includes(needle)) continue;
    result.push(event);
  }
  return result;
}

export function compareEventDates(a: TimelineEvent, b: TimelineEvent): number {
  return naturalCompare(a.date, b.date);
}

/**
 * Events ascending by their date text, numbers compared by value ("Year 9" before "Year 10"; see
 * docs/decisions/009-event-date-ordering.md). The data layer already returns them in this order, so a
 * linear check usually saves the sort; the screen still guarantees the order whatever the source.
 * Stable: events with the same date keep their relative order.
 */
export function sortEventsByDate(events: readonly TimelineEvent[]): readonly TimelineEvent[] {
  for (let i = 1; i < events.length; i += 1) {
    const previous = events[i - 1];
    const current = events[i];
    if (previous && current && compareEventDates(previous, current) > 0) {
      return [...events].sort(compareEventDates);
    }
  }
  return events;
}

/**
 * Events in the order of the calendar of the timeline's owner (decision 035): dates the calendar can
 * read by their day count (as stored with them when they are), then the text it cannot read, naturally.
 * Without a calendar, as
 * `sortEventsByDate`. Stable: events of the same day keep their order.
 */
export function sortEventsForCalendar(
  events: readonly TimelineEvent[],
  calendar: Calendar | undefined,
): readonly TimelineEvent[] {
  if (calendar === undefined) return sortEventsByDate(events);
  // The days stored at each write (decision 044) spare reading every date; a source without them is read.
  return (
    sortByStoredDay(events, (event) => event.date) ?? sortByWorldDate(events, (event) => event.date, calendar)
  );
}

export type EventFilterCounts = {
  all: number;
  importance: Record<Importance, number>;
  type: Record<TimelineEventType, number>;
  tags: ReadonlyMap<string, number>;
};

/** How many events each sidebar choice would show (before the search), for the counts beside them. */
export function countEventsByFilter(events: readonly TimelineEvent[]): EventFilterCounts {
  const importance: Record<Importance, number> = { critical: 0, major: 0, moderate: 0, minor: 0 };
  const type: Record<TimelineEventType, number> = { major: 0, minor: 0 };
  const tags = new Map<string, number>();
  for (const event of events) {
    importance[event.importance] += 1;
    type[event.type] += 1;
    for (const tag of new Set(event.tags)) tags.set(tag, (tags.get(tag) ?? 0) + 1);
  }
  return { all: events.length, importance, type, tags };
}

/** The sidebar choice in words: "All Events", "Critical", "Minor Events", "battle". */
export function filterLabel(filter: EventFilter): string {
  switch (filter.kind) {
    case 'all':
      return 'All Events';
    case 'importance':
      return importanceOptions.find((option) => option.value === filter.value)?.label ?? filter.value;
    case 'type':
      return eventTypeOptions.find((option) => option.value === filter.value)?.filterLabel ?? filter.value;
    case 'tag':
      return filter.value;
  }
}
