import type { Calendar, CalendarDateTime } from '../../../common/time/calendar';
import { formatDate } from '../../../common/time/format';
import { explainWorldDate, parseWorldDate } from '../../../common/time/parse';

// What a world-date field says under itself as the author types (decision 051): the day the calendar
// reads, written in full with its weekday ("Tuesday, 14 March 2025 AD"); for text it cannot read, which
// part failed; while empty, the format, by example. Pure, for the field and its tests.

export type ReadBack =
  | { kind: 'empty'; example: string }
  | { kind: 'dated'; date: CalendarDateTime; shown: string; qualifier?: string }
  | { kind: 'unread'; problem: string };

/** The calendar's format with the weekday in front when it has none: how a read date is shown in full. */
export function fullFormat(calendar: Calendar): string {
  return calendar.format.includes('dddd') ? calendar.format : `dddd, ${calendar.format}`;
}

/** A date written in full: weekday, the calendar's format, and the time when it has one the format omits. */
export function fullDate(calendar: Calendar, date: CalendarDateTime): string {
  const shown = formatDate(calendar, date, fullFormat(calendar));
  if (date.hour === undefined || /H/.test(calendar.format.replace(/\[[^\]]*\]/g, ''))) return shown;
  return `${shown}, ${formatDate(calendar, date, 'HH:mm')}`;
}

export function readBack(text: string, calendar: Calendar): ReadBack {
  if (text.trim() === '') return { kind: 'empty', example: formatDate(calendar, calendar.today) };
  const read = parseWorldDate(text, calendar);
  if (read === undefined) {
    return { kind: 'unread', problem: explainWorldDate(text, calendar) ?? `Not a date in ${calendar.name}` };
  }
  const result: ReadBack = { kind: 'dated', date: read.date, shown: fullDate(calendar, read.date) };
  if (read.qualifier !== undefined) result.qualifier = read.qualifier;
  return result;
}
