// Writing and reading dates in a calendar's own format (tokens in format-tokens.ts). Reading is strict:
// the whole text must match the format and name a real date, or the answer is undefined, never a throw.
import type { Calendar, CalendarDateTime, Era } from './calendar';
import { dayFromDate, isValidDate, weekdayOfDay } from './engine';
import { eraOfYear, yearFromEra } from './eras';
import { type FormatPart, type FormatToken, tokenizeFormat } from './format-tokens';
import { collapseSpaces, foldName, namesOf } from './names';

const tokenized = new Map<string, FormatPart[]>();

function partsOf(format: string): FormatPart[] {
  let parts = tokenized.get(format);
  if (!parts) {
    parts = tokenizeFormat(format);
    if (tokenized.size > 100) tokenized.clear();
    tokenized.set(format, parts);
  }
  return parts;
}

const pad = (value: number, width: number) =>
  value < 0 ? `-${String(-value).padStart(width, '0')}` : String(value).padStart(width, '0');

type Shown = { calendar: Calendar; date: CalendarDateTime; year: number; era: Era | undefined };

/** A date (and time, 00:00 when it has none) written in the calendar's format or the one given. */
export function formatDate(calendar: Calendar, date: CalendarDateTime, format = calendar.format): string {
  const era = eraOfYear(calendar, date.year);
  const shown: Shown = {
    calendar,
    date,
    year: era ? era.year : date.year,
    era: era ? calendar.eras[era.era] : undefined,
  };
  return partsOf(format)
    .map((part) => (part.kind === 'literal' ? part.text : tokenText(part.token, shown)))
    .join('');
}

function tokenText(token: FormatToken, { calendar, date, year, era }: Shown): string {
  switch (token) {
    case 'YYYY':
      return pad(year, 4);
    case 'Y':
      return String(year);
    case 'MMMM':
      return calendar.months[date.month - 1]?.name ?? String(date.month);
    case 'MM':
      return pad(date.month, 2);
    case 'M':
      return String(date.month);
    case 'DD':
      return pad(date.day, 2);
    case 'D':
      return String(date.day);
    case 'dddd':
      return calendar.weekdays[weekdayOfDay(calendar, dayFromDate(calendar, date))] ?? '';
    case 'EEEE':
      return era?.name ?? '';
    case 'ERA':
      return era?.abbreviation ?? '';
    case 'HH':
      return pad(date.hour ?? 0, 2);
    case 'H':
      return String(date.hour ?? 0);
    case 'mm':
      return pad(date.minute ?? 0, 2);
  }
}

type Fields = {
  year?: number;
  era?: number;
  month?: number;
  day?: number;
  weekday?: number;
  hour?: number;
  minute?: number;
};

/** Reads one name from a list at a position, longest first; the index of the name and its length. */
function readName(text: string, at: number, names: readonly string[]): [number, number] | undefined {
  let best: [number, number] | undefined;
  names.forEach((name, index) => {
    if (text.startsWith(name, at) && (!best || name.length > best[1])) best = [index, name.length];
  });
  return best;
}

const signedNumber = /-?\d{1,10}/y;
const unsignedNumber = /\d{1,6}/y;

function readNumber(text: string, at: number, pattern: RegExp): [number, number] | undefined {
  pattern.lastIndex = at;
  const match = pattern.exec(text);
  return match ? [Number(match[0]), match[0].length] : undefined;
}

/** Reads the fields a format names; undefined as soon as the text stops matching. */
function readFields(calendar: Calendar, text: string, parts: FormatPart[]): Fields | undefined {
  const fields: Fields = {};
  const names = namesOf(calendar);
  let at = 0;
  for (const part of parts) {
    if (part.kind === 'literal') {
      const literal = collapseSpaces(part.text).toLowerCase();
      if (!text.startsWith(literal, at)) return undefined;
      at += literal.length;
      continue;
    }
    let read: [number, number] | undefined;
    switch (part.token) {
      case 'YYYY':
      case 'Y':
        read = readNumber(text, at, signedNumber);
        if (read) fields.year = read[0];
        break;
      case 'MMMM':
        read = readName(text, at, names.months);
        if (read) fields.month = read[0] + 1;
        break;
      case 'MM':
      case 'M':
        read = readNumber(text, at, unsignedNumber);
        if (read) fields.month = read[0];
        break;
      case 'DD':
      case 'D':
        read = readNumber(text, at, unsignedNumber);
        if (read) fields.day = read[0];
        break;
      case 'dddd':
        read = readName(text, at, names.weekdays);
        if (read) fields.weekday = read[0];
        break;
      case 'EEEE':
      case 'ERA':
        read = readName(text, at, part.token === 'ERA' ? names.eraAbbreviations : names.eraNames);
        if (read) fields.era = read[0];
        break;
      case 'HH':
      case 'H':
        read = readNumber(text, at, unsignedNumber);
        if (read) fields.hour = read[0];
        break;
      case 'mm':
        read = readNumber(text, at, unsignedNumber);
        if (read) fields.minute = read[0];
        break;
    }
    if (!read) return undefined;
    at += read[1];
  }
  return at === text.length ? fields : undefined;
}

/** Turns read fields into a real date and time, or undefined when they do not name one. */
export function dateFromFields(calendar: Calendar, fields: Fields): CalendarDateTime | undefined {
  const { month, day, hour, minute } = fields;
  if (fields.year === undefined || month === undefined || day === undefined) return undefined;
  const hasEras = calendar.eras.length > 0;
  const year =
    hasEras && fields.era !== undefined ? yearFromEra(calendar, fields.era, fields.year) : fields.year;
  if (year === undefined) return undefined;
  const date: CalendarDateTime = { year, month, day };
  if (!isValidDate(calendar, date)) return undefined;
  if (
    fields.weekday !== undefined &&
    weekdayOfDay(calendar, dayFromDate(calendar, date)) !== fields.weekday
  ) {
    return undefined;
  }
  if (hour !== undefined) {
    if (hour >= calendar.hoursPerDay) return undefined;
    date.hour = hour;
  }
  if (minute !== undefined) {
    if (minute >= calendar.minutesPerHour) return undefined;
    date.minute = minute;
  }
  return date;
}

/** Reads a date written in the calendar's format (or the one given); undefined when it is not one. */
export function parseDate(
  calendar: Calendar,
  text: string,
  format = calendar.format,
): CalendarDateTime | undefined {
  if (text.length > 500) return undefined;
  const fields = readFields(calendar, foldName(text), partsOf(format));
  return fields ? dateFromFields(calendar, fields) : undefined;
}
