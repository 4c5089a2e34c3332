// Date arithmetic: adding days, months and years, differences in days and whole years (ages, counted as
// people count birthdays). Months are counted over the ordinary months only, so adding a month steps over
// festival days; the 31st of a month that has 30 days either clamps or overflows, as the caller chooses.
import type { Calendar, CalendarDate } from './calendar';
import { type CompiledCalendar, compile, fromAstronomical, toAstronomical } from './compiled';
import { countInCycle } from './cycles';
import { dateFromDay, dayFromDate, daysBeforeYear, monthDays } from './engine';

/** 'clamp': the 31st becomes the month's last day; 'overflow': the extra days run into the next month. */
export type MonthEndPolicy = 'clamp' | 'overflow';

export function addDays(calendar: Calendar, date: CalendarDate, days: number): CalendarDate {
  return dateFromDay(calendar, dayFromDate(calendar, date) + days);
}

/** Whole days from a to b (negative when b is earlier). */
export function daysBetween(calendar: Calendar, a: CalendarDate, b: CalendarDate): number {
  return dayFromDate(calendar, b) - dayFromDate(calendar, a);
}

/** Adds years to the calendar's own count (skipping a missing year 0), keeping month and day by the policy. */
export function addYears(
  calendar: Calendar,
  date: CalendarDate,
  years: number,
  policy: MonthEndPolicy = 'clamp',
): CalendarDate {
  const year = toAstronomical(calendar, date.year) + years;
  return placeDay(calendar, year, date.month - 1, date.day, policy);
}

/** Adds ordinary months; from a festival month it counts from the ordinary month before it. */
export function addMonths(
  calendar: Calendar,
  date: CalendarDate,
  months: number,
  policy: MonthEndPolicy = 'clamp',
): CalendarDate {
  if (months === 0) return date;
  const compiled = compile(calendar);
  const year = toAstronomical(calendar, date.year);
  const ordinal = ordinaryMonthsBeforeYear(compiled, year) + ordinaryBefore(compiled, year, date.month - 1);
  const month = compiled.months[date.month - 1];
  const target = ordinal + months - (month?.isIntercalary ? 1 : 0);
  const targetYear = yearOfOrdinaryMonth(compiled, target);
  const monthIndex = nthOrdinaryMonth(
    compiled,
    targetYear,
    target - ordinaryMonthsBeforeYear(compiled, targetYear),
  );
  return placeDay(calendar, targetYear, monthIndex, date.day, policy);
}

/**
 * Whole years from birth to a later date, as birthdays are counted: the year is complete once the same
 * month and day are reached (a 29 February birthday comes on 1 March in a common year). Negative when the
 * date is before birth.
 */
export function wholeYearsBetween(calendar: Calendar, birth: CalendarDate, on: CalendarDate): number {
  if (dayFromDate(calendar, on) < dayFromDate(calendar, birth))
    return -wholeYearsBetween(calendar, on, birth);
  const years = toAstronomical(calendar, on.year) - toAstronomical(calendar, birth.year);
  const isBeforeBirthday = on.month < birth.month || (on.month === birth.month && on.day < birth.day);
  return isBeforeBirthday ? years - 1 : years;
}

/** Puts day `day` of a month of an astronomical year, clamping or overflowing past its end. */
function placeDay(
  calendar: Calendar,
  year: number,
  monthIndex: number,
  day: number,
  policy: MonthEndPolicy,
): CalendarDate {
  const compiled = compile(calendar);
  const length = monthDays(compiled, year, monthIndex);
  if (day <= length) return { year: fromAstronomical(calendar, year), month: monthIndex + 1, day };
  let start = 0;
  for (let index = 0; index < monthIndex; index += 1) start += monthDays(compiled, year, index);
  const yearStart = daysBeforeYear(compiled, year);
  if (policy === 'overflow') return dateFromDay(calendar, yearStart + start + day - 1);
  // A month absent that year has no last day: clamp to the day before where it would have begun.
  return dateFromDay(calendar, yearStart + start + Math.max(length, start === 0 ? 1 : 0) - 1);
}

function ordinaryMonthsBeforeYear(compiled: CompiledCalendar, year: number): number {
  let count = compiled.baseOrdinaryMonths * year;
  for (const month of compiled.periodicOrdinaryMonths) count += countInCycle(year, month.every, month.offset);
  return count;
}

/** Ordinary months of a year before month `monthIndex`. */
function ordinaryBefore(compiled: CompiledCalendar, year: number, monthIndex: number): number {
  let count = 0;
  for (let index = 0; index < monthIndex; index += 1) {
    const month = compiled.months[index];
    if (month && !month.isIntercalary && monthDays(compiled, year, index) > 0) count += 1;
  }
  return count;
}

function yearOfOrdinaryMonth(compiled: CompiledCalendar, ordinal: number): number {
  let year = Math.floor(ordinal / compiled.meanYearMonths);
  while (ordinaryMonthsBeforeYear(compiled, year) > ordinal) year -= 1;
  while (ordinaryMonthsBeforeYear(compiled, year + 1) <= ordinal) year += 1;
  return year;
}

/** The month index of the n-th (0-based) ordinary month of a year. */
function nthOrdinaryMonth(compiled: CompiledCalendar, year: number, n: number): number {
  let seen = 0;
  for (let index = 0; index < compiled.months.length; index += 1) {
    const month = compiled.months[index];
    if (!month || month.isIntercalary || monthDays(compiled, year, index) === 0) continue;
    if (seen === n) return index;
    seen += 1;
  }
  throw new RangeError(`Year ${year} has no ordinary month ${n + 1}`);
}
