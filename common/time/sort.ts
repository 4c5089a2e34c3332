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

// biome-ignore lint/suspicious/noControlCharactersInRegex: the whole ASCII range, control characters included
const ASCII = /^[\x00-\x7f]*$/;

/**
 * A string whose plain comparison is natural order: case and accents folded, and each run of digits
 * written as its length then its digits, so 9 < 10 < 100 as numbers, compared once per text, not per pair.
 */
export function naturalKey(text: string): string {
  // Plain ASCII has no accents to fold: skipping the normalisation halves the cost of most texts.
  const folded = ASCII.test(text) ? text : text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
  const lower = folded.toLowerCase();
  // Digit runs found by hand: a replace with a callback per run costs most of the time otherwise.
  let key = '';
  let copied = 0;
  let index = 0;
  while (index < lower.length) {
    if (!isDigit(lower.charCodeAt(index))) {
      index += 1;
      continue;
    }
    let end = index + 1;
    while (end < lower.length && isDigit(lower.charCodeAt(end))) end += 1;
    let first = index;
    while (first < end - 1 && lower.charCodeAt(first) === ZERO) first += 1;
    key += `${lower.slice(copied, index)}0${String(end - first).padStart(3, '0')}${lower.slice(first, end)}`;
    copied = end;
    index = end;
  }
  return copied === 0 ? lower : key + lower.slice(copied);
}

const ZERO = 48;
const isDigit = (code: number) => code >= ZERO && code <= ZERO + 9;

/** An item's day as stored at its write (decision 044): null when the calendar cannot read its text. */
export type StoredDay = { worldDay?: number | null | undefined; worldMinute?: number | null | undefined };

/**
 * The items in their calendar's order by the days stored with them, reading no date: by day and time,
 * then the ones without a day by their text in natural order (as `sortByWorldDate` orders them). Stable.
 * `undefined` when an item has no stored day at all (a source that does not store them).
 */
export function sortByStoredDay<T extends StoredDay>(
  items: readonly T[],
  dateOf: (item: T) => string,
): T[] | undefined {
  const order = storedOrder(items, dateOf);
  if (order === 'unknown') return undefined;
  if (order === 'sorted') return [...items];
  const dated: T[] = [];
  const undated: { item: T; natural: string }[] = [];
  for (const item of items) {
    if (item.worldDay === null) undated.push({ item, natural: naturalKey(dateOf(item)) });
    else dated.push(item);
  }
  const byDay = sortDatedByPackedKey(dated) ?? dated.sort(compareStoredDays);
  undated.sort((a, b) => (a.natural < b.natural ? -1 : a.natural > b.natural ? 1 : 0));
  for (const { item } of undated) byDay.push(item);
  return byDay;
}

function compareStoredDays(a: StoredDay, b: StoredDay): number {
  return (a.worldDay as number) - (b.worldDay as number) || (a.worldMinute ?? -1) - (b.worldMinute ?? -1);
}

/**
 * Sorts by day, then minute, then place (so the sort is stable) with one number per item — the day and
 * minute counted from the earliest, times the item count, plus the item's place — and the typed array's
 * own numeric sort, which needs no comparison callback. `undefined` when the numbers would not all be
 * exact doubles (a range of days too wide for this many items); the caller then sorts by comparison.
 */
function sortDatedByPackedKey<T extends StoredDay>(dated: readonly T[]): T[] | undefined {
  const count = dated.length;
  if (count < 2) return [...dated];
  let firstDay = Number.POSITIVE_INFINITY;
  let lastDay = Number.NEGATIVE_INFINITY;
  let lastMinute = -1;
  for (const item of dated) {
    const day = item.worldDay as number;
    if (day < firstDay) firstDay = day;
    if (day > lastDay) lastDay = day;
    const minute = item.worldMinute ?? -1;
    if (minute > lastMinute) lastMinute = minute;
  }
  // Minutes stored as -1 (no time) to lastMinute: lastMinute + 2 places per day.
  const perDay = lastMinute + 2;
  if ((lastDay - firstDay + 1) * perDay * count >= Number.MAX_SAFE_INTEGER) return undefined;
  const keys = new Float64Array(count);
  for (let index = 0; index < count; index += 1) {
    const item = dated[index] as T;
    const place = ((item.worldDay as number) - firstDay) * perDay + (item.worldMinute ?? -1) + 1;
    keys[index] = place * count + index;
  }
  keys.sort();
  const sorted: T[] = new Array(count);
  for (let index = 0; index < count; index += 1) sorted[index] = dated[(keys[index] as number) % count] as T;
  return sorted;
}

/**
 * Whether items are in stored-day order already (a timeline's events arrive from the server so): one
 * pass, no sort. 'unknown' when an item stores no day.
 */
function storedOrder<T extends StoredDay>(
  items: readonly T[],
  dateOf: (item: T) => string,
): 'sorted' | 'unsorted' | 'unknown' {
  let isSorted = true;
  let previous: T | undefined;
  let previousNatural: string | undefined;
  for (const item of items) {
    const day = item.worldDay;
    if (day === undefined) return 'unknown';
    if (!isSorted || previous === undefined) {
      previous = item;
      continue;
    }
    const before = previous.worldDay as number | null;
    if (day === null) {
      if (before === null) {
        const natural = naturalKey(dateOf(item));
        previousNatural ??= naturalKey(dateOf(previous));
        if (previousNatural > natural) isSorted = false;
        previousNatural = natural;
      }
    } else if (
      before === null ||
      before > day ||
      (before === day && (previous.worldMinute ?? -1) > (item.worldMinute ?? -1))
    ) {
      isSorted = false;
    }
    previous = item;
  }
  return isSorted ? 'sorted' : 'unsorted';
}
