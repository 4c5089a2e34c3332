import type { Calendar, CalendarDate } from './calendar';
import { dayFromDate, daysInMonth, isValidYear, weekdayOfDay } from './engine';
import { formatDate } from './format';

/** A year and a month (1-based, the position in the calendar's full list) of a calendar. */
export type MonthOf = { year: number; month: number };

/** One day of a month grid: its number in the month and its day number (engine.ts). */
export type GridDay = { kind: 'day'; dayOfMonth: number; day: number };
/** A cell before the month's first day or after its last, named for its place. */
export type GridBlank = { kind: 'blank'; key: string };
export type GridCell = GridDay | GridBlank;

/** A month laid out in weeks: one row per week, one column per weekday, blanks before and after it. */
export type MonthGrid = { weekdays: readonly string[]; weeks: GridCell[][]; length: number };

/** The month's days in rows of the calendar's week, the first day under its weekday. */
export function monthGrid(calendar: Calendar, { year, month }: MonthOf): MonthGrid {
  const length = daysInMonth(calendar, year, month);
  const width = calendar.weekdays.length;
  if (length === 0) return { weekdays: calendar.weekdays, weeks: [], length };
  const first = dayFromDate(calendar, { year, month, day: 1 });
  const cells: GridCell[] = Array.from({ length: weekdayOfDay(calendar, first) }, (_, index) => ({
    kind: 'blank',
    key: `before-${index}`,
  }));
  for (let dayOfMonth = 1; dayOfMonth <= length; dayOfMonth += 1) {
    cells.push({ kind: 'day', dayOfMonth, day: first + dayOfMonth - 1 });
  }
  while (cells.length % width !== 0) cells.push({ kind: 'blank', key: `after-${cells.length}` });
  const weeks: GridCell[][] = [];
  for (let index = 0; index < cells.length; index += width) weeks.push(cells.slice(index, index + width));
  return { weekdays: calendar.weekdays, weeks, length };
}

/** The months that appear in a year, with their lengths that year (festival months only in theirs). */
export function monthsOfYear(
  calendar: Calendar,
  year: number,
): { month: number; name: string; length: number; isIntercalary: boolean }[] {
  return calendar.months.flatMap((entry, index) => {
    const length = daysInMonth(calendar, year, index + 1);
    return length === 0
      ? []
      : [{ month: index + 1, name: entry.name, length, isIntercalary: entry.isIntercalary }];
  });
}

const MAX_EMPTY_YEARS = 1_000;

/** The month after (step 1) or before (step −1) this one that appears, across years; undefined past the range. */
export function stepMonth(calendar: Calendar, from: MonthOf, step: 1 | -1): MonthOf | undefined {
  let { year, month } = from;
  for (let guard = 0; guard < calendar.months.length * MAX_EMPTY_YEARS; guard += 1) {
    month += step;
    if (month > calendar.months.length || month < 1) {
      year += step;
      if (year === 0 && !calendar.hasYearZero) year += step;
      if (!isValidYear(calendar, year)) return undefined;
      month = step === 1 ? 1 : calendar.months.length;
    }
    if (daysInMonth(calendar, year, month) > 0) return { year, month };
  }
  return undefined;
}

/** The month a date falls in. */
/** A React key for a week row: its days (and blanks), which never repeat within a month. */
export function weekKey(week: readonly GridCell[]): string {
  return week.map((cell) => (cell.kind === 'day' ? cell.day : cell.key)).join();
}

/** Whether a day of the month shown is the calendar's today. */
export function isTodayIn(calendar: Calendar, shown: MonthOf, dayOfMonth: number): boolean {
  const { today } = calendar;
  return shown.year === today.year && shown.month === today.month && dayOfMonth === today.day;
}

export const monthOfDate = (date: CalendarDate): MonthOf => ({ year: date.year, month: date.month });

/** The month's name and year as the calendar writes them: "Thawmonth, Year 322 EA", "March 2025 AD". */
export function monthTitle(calendar: Calendar, { year, month }: MonthOf): string {
  const format = calendar.eras.length > 0 ? 'MMMM[,] Y ERA' : 'MMMM[,] Y';
  return formatDate(calendar, { year, month, day: 1 }, format);
}

/** The year as the calendar writes it: "Year 322 EA" or "2025". */
export function yearTitle(calendar: Calendar, year: number): string {
  const text = formatDate(calendar, { year, month: 1, day: 1 }, calendar.eras.length > 0 ? 'Y ERA' : 'Y');
  return `Year ${text}`;
}
