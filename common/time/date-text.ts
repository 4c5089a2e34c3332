// A date an author typed (an event's, a session's, a birth's), read in the owner's calendar for showing
// and ordering. The text is what is kept; reading it is a view that never rewrites it (decision 040).
import type { Calendar } from './calendar';
import { dateFromDay } from './engine';
import { formatDate } from './format';
import { parseWorldDate, type WorldDate } from './parse';

/** The longest date text a field takes (the event dialog's and the relations' limit). */
export const DATE_TEXT_MAX = 100;

export type DateText =
  | { kind: 'empty' }
  | { kind: 'dated'; text: string; world: WorldDate; formatted: string }
  | { kind: 'undated'; text: string };

/** What a date text says in a calendar: nothing, a day (with the calendar's own way of writing it), or text. */
export function readDateText(text: string, calendar: Calendar): DateText {
  const trimmed = text.trim();
  if (trimmed === '') return { kind: 'empty' };
  const world = parseWorldDate(trimmed, calendar);
  if (world === undefined) return { kind: 'undated', text: trimmed };
  const formatted = formatDate(calendar, world.date);
  return { kind: 'dated', text: trimmed, world, formatted };
}

/** The day a date text names, or undefined when it names none. */
export function dayOfText(text: string, calendar: Calendar): number | undefined {
  return parseWorldDate(text, calendar)?.day;
}

/**
 * The date `days` after the one a text names, written in the calendar's format ('' when the text names no
 * day). Used to move a campaign's current date on; the qualifier of the old text does not carry over.
 */
export function addDaysToText(text: string, days: number, calendar: Calendar): string {
  const world = parseWorldDate(text, calendar);
  if (world === undefined || !Number.isSafeInteger(days)) return '';
  return formatDate(calendar, dateFromDay(calendar, world.day + days));
}
