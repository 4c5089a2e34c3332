import type { TimelineEvent } from '../../../../common/domain/timeline';
import type { Calendar } from '../../../../common/time/calendar';
import type { DatedSource, PersonSource } from '../../../../common/time/dated-things';
import { parseWorldDate } from '../../../../common/time/parse';
import type { LinkedSource } from './dated-entries';

/** A date of the world its owner's calendar cannot read, and the page where it can be fixed (decision 051). */
export type UnreadDate = {
  key: string;
  /** What holds it: "Event “The Fall”", "Chapter “The river road”". */
  what: string;
  /** The field: "Date", "World date", "Born", "Died", "Current world date". */
  field: string;
  text: string;
  href: string;
};

/**
 * Every date of the owner's events, chapters, sessions, characters and campaigns that the calendar
 * cannot read, in that order. Undated events come already found (the placement's), so a long timeline
 * is not read twice.
 */
export function unreadDates(
  calendar: Calendar,
  undatedEvents: readonly TimelineEvent[],
  sources: {
    chapters: readonly LinkedSource<DatedSource>[];
    sessions: readonly LinkedSource<DatedSource>[];
    people: readonly LinkedSource<PersonSource>[];
    currentDates: readonly LinkedSource<DatedSource>[];
  },
): UnreadDate[] {
  const unread = (text: string) => text.trim() !== '' && parseWorldDate(text, calendar) === undefined;
  const found: UnreadDate[] = undatedEvents.map((event) => ({
    key: `event:${event.id}`,
    what: `Event “${event.title}”`,
    field: 'Date',
    text: event.date,
    href: `/timelines/${encodeURIComponent(event.timelineId)}`,
  }));
  const add = (kind: string, label: string, field: string, list: readonly LinkedSource<DatedSource>[]) => {
    for (const source of list) {
      if (unread(source.date)) {
        found.push({
          key: `${kind}:${source.id}`,
          what: `${label} “${source.name}”`,
          field,
          text: source.date,
          href: source.href,
        });
      }
    }
  };
  add('chapter', 'Chapter', 'World date', sources.chapters);
  add('session', 'Session', 'World date', sources.sessions);
  for (const person of sources.people) {
    for (const [field, text] of [
      ['Born', person.born],
      ['Died', person.died],
    ] as const) {
      if (unread(text)) {
        found.push({ key: `${field}:${person.id}`, what: person.name, field, text, href: person.href });
      }
    }
  }
  add('campaign', 'Campaign', 'Current world date', sources.currentDates);
  return found;
}
