// Ordering event dates: text the calendar can read sorts by its day and time; text it cannot read comes
// after all of it, in natural order ("Year 9" before "Year 10"). Equal keys compare as 0, so a stable
// sort keeps the stored order of events on the same day ("spring", "summer", "autumn" of one year).
import type { Calendar } from './calendar';
import { parseWorldDate } from './parse';

export type DateSortKey =
  | { isDated: true; day: number; minute: number; text: string }
  | { isDated: false; natural: string; text: string };

/** The key a date text sorts by in a calendar; parse once per text, then compare keys. */
export function dateSortKey(text: string, calendar: Calendar): DateSortKey {
  const parsed = parseWorldDate(text, calendar);
  if (parsed) return { isDated: true, day: parsed.day, minute: parsed.minute ?? -1, text };
  return { isDated: false, natural: naturalKey(text), text };
}

/** Dated before undated; dated by day then time (a date without a time first); undated naturally. */
export function compareDateSortKeys(a: DateSortKey, b: DateSortKey): number {
  if (a.isDated && b.isDated) return a.day - b.day || a.minute - b.minute;
  if (a.isDated) return -1;
  if (b.isDated) return 1;
  return a.natural < b.natural ? -1 : a.natural > b.natural ? 1 : 0;
}

/** The items sorted by their date text (a new array; equal dates keep their order). */
export function sortByWorldDate<T>(
  items: readonly T[],
  dateOf: (item: T) => string,
  calendar: Calendar,
): T[] {
  const keyed = items.map((item) => ({ item, key: dateSortKey(dateOf(item), calendar) }));
  keyed.sort((a, b) => compareDateSortKeys(a.key, b.key));
  return keyed.map(({ item }) => item);
}

/**
 * A string whose plain comparison is natural order: case and accents folded, and each run of digits
 * written as its length then its digits, so 9 < 10 < 100 as numbers, compared once per text, not per pair.
 */
export function naturalKey(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\d+/g, (digits) => {
      const significant = digits.replace(/^0+(?=\d)/, '');
      return `0${String(significant.length).padStart(3, '0')}${significant}`;
    });
}
