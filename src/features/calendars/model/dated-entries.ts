import type { Calendar } from '../../../../common/time/calendar';
import {
  type DatedSource,
  type DatedThing,
  datedThingsInRange,
  type PersonSource,
} from '../../../../common/time/dated-things';
import { dayFromDate, daysInMonth } from '../../../../common/time/engine';
import type { EventPlacement } from './event-placement';
import { type MonthOf, monthsOfYear } from './month-grid';

/**
 * Anything shown on a day of the grid: a timeline's event, a campaign's session, a character's
 * birthday. The grid knows only this shape, so each kind is added by writing entries, not grid code.
 */
export type DatedEntry = {
  /** A character's birth, death and birthdays are three kinds, so each is named for what it is. */
  kind: 'event' | 'chapter' | 'session' | 'birthday' | 'birth' | 'death';
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

/** A session or a person, with where its page is. */
export type LinkedSource<S> = S & { href: string };

/** The owner's chapters, sessions and people that fall in a range of days, as entries leading to their pages. */
export function thingEntries(
  calendar: Calendar,
  owner: {
    chapters: readonly LinkedSource<DatedSource>[];
    sessions: readonly LinkedSource<DatedSource>[];
    people: readonly LinkedSource<PersonSource>[];
  },
  range: { from: number; to: number },
): DatedEntry[] {
  const hrefs = new Map<string, string>();
  for (const chapter of owner.chapters) hrefs.set(`chapter:${chapter.id}`, chapter.href);
  for (const session of owner.sessions) hrefs.set(`session:${session.id}`, session.href);
  for (const person of owner.people) hrefs.set(`person:${person.id}`, person.href);
  return datedThingsInRange(calendar, owner, range).flatMap((thing) => {
    if (thing.kind === 'event') return [];
    const source = thing.kind === 'session' || thing.kind === 'chapter' ? thing.kind : 'person';
    const href = hrefs.get(`${source}:${thing.id}`) ?? '';
    return [
      { kind: thing.kind, id: `${thing.kind}:${thing.id}`, label: thingLabel(thing), href, day: thing.day },
    ];
  });
}

function thingLabel(thing: DatedThing): string {
  switch (thing.kind) {
    case 'birth':
      return `${thing.name} is born`;
    case 'death':
      return `${thing.name} dies`;
    case 'birthday':
      return thing.age === undefined ? thing.name : `${thing.name} turns ${thing.age}`;
    default:
      return thing.name;
  }
}

/** The days a month of the grid spans; undefined for a month that does not appear that year. */
export function monthRange(
  calendar: Calendar,
  { year, month }: MonthOf,
): { from: number; to: number } | undefined {
  const length = daysInMonth(calendar, year, month);
  if (length === 0) return undefined;
  const from = dayFromDate(calendar, { year, month, day: 1 });
  return { from, to: from + length - 1 };
}

/** The days a year spans. */
export function yearRange(calendar: Calendar, year: number): { from: number; to: number } | undefined {
  const months = monthsOfYear(calendar, year);
  const first = months[0];
  const last = months.at(-1);
  if (first === undefined || last === undefined) return undefined;
  const from = dayFromDate(calendar, { year, month: first.month, day: 1 });
  return { from, to: dayFromDate(calendar, { year, month: last.month, day: last.length }) };
}

/**
 * The entries of each day in a range: the events already placed (by day), then the sessions, births,
 * deaths and birthdays of the range. Built for the range shown only, so a month change reads a month.
 */
export function entriesInRange(
  events: ReadonlyMap<number, readonly DatedEntry[]>,
  others: readonly DatedEntry[],
  range: { from: number; to: number } | undefined,
): ReadonlyMap<number, readonly DatedEntry[]> {
  if (others.length === 0 || range === undefined) return events;
  const byDay = new Map<number, DatedEntry[]>();
  for (let day = range.from; day <= range.to; day += 1) {
    const list = events.get(day);
    if (list !== undefined) byDay.set(day, [...list]);
  }
  for (const entry of others) {
    const list = byDay.get(entry.day);
    if (list === undefined) byDay.set(entry.day, [entry]);
    else list.push(entry);
  }
  return byDay;
}
