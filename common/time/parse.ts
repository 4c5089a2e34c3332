// Free-text dates: reads what authors write ("Year 311 of the Ember Age, later that night", "Lamp Year
// 95, Rainmonth 3", "2024-05-01", or the calendar's own format) into a day of the calendar, keeping any
// words it does not read as a qualifier to show, and then anything the lenient reader (lenient.ts) reads:
// "14 March 2025", "Tue 14 mar 2025", "14/3/2025". Text it cannot read gives undefined and stays text.
import type { Calendar, CalendarDate, CalendarDateTime } from './calendar';
import { fromAstronomical } from './compiled';
import { dayFromDate, isValidDate, isValidYear } from './engine';
import { findEra, yearFromEra } from './eras';
import { dateFromFields, parseDate } from './format';
import { readLenientDate } from './lenient';
import { collapseSpaces, namesOf } from './names';

export type WorldDate = {
  date: CalendarDateTime;
  /** The day number (engine.ts), for ordering and arithmetic. */
  day: number;
  /** Minutes into the day, when the text gave a time. */
  minute?: number;
  /** Words after the date that it does not pin down ("spring", "later that night", "dusk"). */
  qualifier?: string;
};

const MAX_LENGTH = 300;

/** The calendar date a free text names, or undefined when it names none. Never throws. */
export function parseWorldDate(text: string, calendar: Calendar): WorldDate | undefined {
  const trimmed = collapseSpaces(text).trim();
  if (trimmed === '' || trimmed.length > MAX_LENGTH) return undefined;
  const own = parseDate(calendar, trimmed);
  if (own) return withDay(calendar, own);
  const read = readIso(calendar, trimmed) ?? readYearPhrase(calendar, trimmed);
  if (read) return read;
  // Last, the lenient reader (decision 051): weekday and era optional, abbreviations, numbers.
  const lenient = readLenientDate(trimmed, calendar);
  return lenient.ok ? withDay(calendar, lenient.date) : undefined;
}

/**
 * Why a text names no date of the calendar ("“Marsh” is not a month, weekday or era of Gregorian",
 * "February 2025 AD has 28 days, not 30"), or undefined when it names one (or is empty).
 */
export function explainWorldDate(text: string, calendar: Calendar): string | undefined {
  if (text.trim() === '' || parseWorldDate(text, calendar) !== undefined) return undefined;
  const lenient = readLenientDate(collapseSpaces(text).trim(), calendar);
  return lenient.ok ? undefined : lenient.message;
}

/** ISO 8601 `YYYY-MM-DD` (optionally `THH:mm`), with astronomical years as ISO has them: 0000 is 1 BC. */
function readIso(calendar: Calendar, text: string): WorldDate | undefined {
  const match = /^(-?\d{4,9})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2}))?$/.exec(text);
  if (!match) return undefined;
  const date = dateFromFields(calendar, {
    year: fromAstronomical(calendar, Number(match[1])),
    month: Number(match[2]),
    day: Number(match[3]),
    ...(match[4] === undefined ? {} : { hour: Number(match[4]), minute: Number(match[5]) }),
  });
  return date ? withDay(calendar, date) : undefined;
}

const yearOfEra = /^year (-?\d+) of (.+)$/i;
const eraThenYear = /^(.+?) (?:year )?(-?\d+)$/i;
const yearThenEra = /^(-?\d+) (.+)$/i;
const plainYear = /^year (-?\d+)$/i;

/**
 * "Year N of the <Era>", "<Era> [Year] N", "N <Era>" or "Year N", then optionally ", <Month> D" (or
 * "D <Month>" or "<Month>"), then anything else as the qualifier. Without a month it is the first day of
 * the year.
 */
function readYearPhrase(calendar: Calendar, text: string): WorldDate | undefined {
  const [head = '', ...rest] = text.split(',').map((part) => part.trim());
  const year = readYear(calendar, head);
  if (year === undefined) return undefined;
  const read = rest.length > 0 ? readMonthDay(calendar, year, rest[0] as string) : 'no month';
  // A month named with a day it does not have ("Thawmonth 31") is a mistake, not a qualifier.
  if (read === 'not a date') return undefined;
  const monthDay = read === 'no month' ? undefined : read;
  const date = monthDay ?? firstDayOfYear(calendar, year);
  if (!date) return undefined;
  const qualifier = (monthDay ? rest.slice(1) : rest).join(', ');
  const result = withDay(calendar, date);
  if (qualifier !== '') result.qualifier = qualifier;
  return result;
}

function readYear(calendar: Calendar, head: string): number | undefined {
  const plain = plainYear.exec(head);
  if (plain) {
    const year = Number(plain[1]);
    return isValidYear(calendar, year) ? year : undefined;
  }
  for (const [pattern, yearAt, eraAt] of [
    [yearOfEra, 1, 2],
    [eraThenYear, 2, 1],
    [yearThenEra, 1, 2],
  ] as const) {
    const match = pattern.exec(head);
    if (!match) continue;
    const era = findEra(calendar, match[eraAt] as string);
    if (era !== undefined) return yearFromEra(calendar, era, Number(match[yearAt]));
  }
  return undefined;
}

function readMonthDay(
  calendar: Calendar,
  year: number,
  text: string,
): CalendarDate | 'no month' | 'not a date' {
  const lower = text.toLowerCase();
  const months = namesOf(calendar).months;
  const month = months.findIndex(
    (name) =>
      lower === name ||
      (lower.startsWith(name) && lower[name.length] === ' ') ||
      (lower.endsWith(name) && lower[lower.length - name.length - 1] === ' '),
  );
  if (month === -1) return 'no month';
  const name = months[month] as string;
  const number = lower === name ? '1' : lower.replace(name, '').trim();
  if (!/^\d{1,6}$/.test(number)) return 'no month';
  const date = { year, month: month + 1, day: Number(number) };
  return isValidDate(calendar, date) ? date : 'not a date';
}

function firstDayOfYear(calendar: Calendar, year: number): CalendarDate | undefined {
  for (let month = 1; month <= calendar.months.length; month += 1) {
    const date = { year, month, day: 1 };
    if (isValidDate(calendar, date)) return date;
  }
  return undefined;
}

function withDay(calendar: Calendar, date: CalendarDateTime): WorldDate {
  const result: WorldDate = { date, day: dayFromDate(calendar, date) };
  if (date.hour !== undefined) result.minute = date.hour * calendar.minutesPerHour + (date.minute ?? 0);
  return result;
}
