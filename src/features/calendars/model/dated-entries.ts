import type { EventPlacement } from './event-placement';

/**
 * Anything shown on a day of the grid: a timeline's event, a campaign's session, a character's
 * birthday. The grid knows only this shape, so each kind is added by writing entries, not grid code.
 */
export type DatedEntry = {
  kind: 'event' | 'session' | 'birthday';
  /** Unique among the entries of a day. */
  id: string;
  label: string;
  /** Where choosing the entry leads. */
  href: string;
  day: number;
};

/** How many entries a day shows before "+N more". */
export const ENTRIES_PER_DAY = 3;

/** Each dated event as an entry leading to its timeline. */
export function eventEntries(placement: EventPlacement): DatedEntry[] {
  return placement.dated.map(({ event, date }) => ({
    kind: 'event',
    id: `event:${event.id}`,
    label: event.title,
    href: `/timelines/${encodeURIComponent(event.timelineId)}`,
    day: date.day,
  }));
}

/** The entries of each day, in the order given (which is date order for events). */
export function entriesByDay(entries: readonly DatedEntry[]): Map<number, DatedEntry[]> {
  const byDay = new Map<number, DatedEntry[]>();
  for (const entry of entries) {
    const list = byDay.get(entry.day);
    if (list === undefined) byDay.set(entry.day, [entry]);
    else list.push(entry);
  }
  return byDay;
}

/** The entries a day shows, and how many wait behind "+N more". */
export function entriesShown(
  entries: readonly DatedEntry[],
  isExpanded: boolean,
): { shown: readonly DatedEntry[]; hidden: number } {
  if (isExpanded || entries.length <= ENTRIES_PER_DAY) return { shown: entries, hidden: 0 };
  // Three places: two entries and the "+N more" button rather than three and a button.
  const shown = entries.slice(0, ENTRIES_PER_DAY - 1);
  return { shown, hidden: entries.length - shown.length };
}
