import type { TimelineEvent } from '../../../../common/domain/timeline';
import type { Calendar } from '../../../../common/time/calendar';
import { formatDate } from '../../../../common/time/format';
import { parseWorldDate, type WorldDate } from '../../../../common/time/parse';

export type ScaledEvent = { event: TimelineEvent; date: WorldDate };

/** Events read once in the calendar: those it dates in day order (stable), the rest as given. */
export function scaleEvents(
  events: readonly TimelineEvent[],
  calendar: Calendar,
): { dated: ScaledEvent[]; days: number[]; undated: TimelineEvent[] } {
  const dated: ScaledEvent[] = [];
  const undated: TimelineEvent[] = [];
  for (const event of events) {
    const date = parseWorldDate(event.date, calendar);
    if (date) dated.push({ event, date });
    else undated.push(event);
  }
  dated.sort((a, b) => a.date.day - b.date.day || (a.date.minute ?? -1) - (b.date.minute ?? -1));
  return { dated, days: dated.map((entry) => entry.date.day), undated };
}

/** An event's day written in the calendar's format, with any words the calendar could not pin down. */
export function scaledDateText(calendar: Calendar, { date }: ScaledEvent): string {
  const text = formatDate(calendar, date.date);
  return date.qualifier ? `${text}, ${date.qualifier}` : text;
}
