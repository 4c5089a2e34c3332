import type { TimelineEvent } from '../../../../common/domain/timeline';
import type { Calendar } from '../../../../common/time/calendar';
import { parseWorldDate, type WorldDate } from '../../../../common/time/parse';
import { sortByWorldDate } from '../../../../common/time/sort';

export type PlacedEvent = { event: TimelineEvent; date: WorldDate };

/** Events read in the calendar: by day number those it can date, and in date order those it cannot. */
export type EventPlacement = {
  byDay: ReadonlyMap<number, readonly PlacedEvent[]>;
  dated: readonly PlacedEvent[];
  undated: readonly TimelineEvent[];
};

/** Reads each event's date text once; the days keep the events' order by date, then as given. */
export function placeEvents(events: readonly TimelineEvent[], calendar: Calendar): EventPlacement {
  const byDay = new Map<number, PlacedEvent[]>();
  const dated: PlacedEvent[] = [];
  const undated: TimelineEvent[] = [];
  for (const event of sortByWorldDate(events, (entry) => entry.date, calendar)) {
    const date = parseWorldDate(event.date, calendar);
    if (date === undefined) {
      undated.push(event);
      continue;
    }
    const placed = { event, date };
    dated.push(placed);
    const list = byDay.get(date.day);
    if (list === undefined) byDay.set(date.day, [placed]);
    else list.push(placed);
  }
  return { byDay, dated, undated };
}
