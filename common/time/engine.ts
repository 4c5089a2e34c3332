// Dates ⇄ day numbers for any calendar, exactly and in closed form. Day 0 is the first day of the
// astronomical year 0 (the year before year 1); the days before it are negative. Leap days and months that
// appear every N years are counted by floor divisions, never by walking the years, so year ±1,000,000
// costs what year 1 does.
import { type Calendar, type CalendarDate, calendarLimits } from './calendar';
import { type CompiledCalendar, compile, fromAstronomical, toAstronomical } from './compiled';
import { countInCycle, countLeapYears, floorDiv, isLeapYear, isOnCycle, mod } from './cycles';

/** Days from day 0 to the first day of an astronomical year (negative before year 0). */
export function daysBeforeYear(compiled: CompiledCalendar, year: number): number {
  let days = compiled.baseDays * year;
  for (const month of compiled.periodicMonths)
    days += month.length * countInCycle(year, month.every, month.offset);
  for (const leap of compiled.leaps) days += leap.days * countLeapYears(leap.cycles, year, leap.offset);
  return days;
}

/** Days of a month in an astronomical year: 0 when the month does not appear that year. */
export function monthDays(compiled: CompiledCalendar, year: number, monthIndex: number): number {
  const month = compiled.months[monthIndex];
  if (!month || !isOnCycle(year, month.every, month.offset)) return 0;
  let days = month.length;
  for (const leap of month.leaps) if (isLeapYear(leap.terms, year, leap.offset)) days += leap.days;
  return days;
}

/** Whether the year (the calendar's own count) is within range and exists (no 0 without a year zero). */
export function isValidYear(calendar: Calendar, year: number): boolean {
  return (
    Number.isSafeInteger(year) &&
    Math.abs(year) <= calendarLimits.year &&
    (year !== 0 || calendar.hasYearZero)
  );
}

/** Whether a date exists in the calendar: its month appears that year and the day is within it. */
export function isValidDate(calendar: Calendar, date: CalendarDate): boolean {
  if (!isValidYear(calendar, date.year) || !Number.isInteger(date.month) || !Number.isInteger(date.day))
    return false;
  const length = monthDays(compile(calendar), toAstronomical(calendar, date.year), date.month - 1);
  return date.day >= 1 && date.day <= length;
}

/** The day number of a date; throws a RangeError for a date the calendar does not have. */
export function dayFromDate(calendar: Calendar, date: CalendarDate): number {
  if (!isValidDate(calendar, date)) {
    throw new RangeError(`${date.year}-${date.month}-${date.day} is not a date of ${calendar.name}`);
  }
  const compiled = compile(calendar);
  const year = toAstronomical(calendar, date.year);
  let day = daysBeforeYear(compiled, year);
  for (let index = 0; index < date.month - 1; index += 1) day += monthDays(compiled, year, index);
  return day + date.day - 1;
}

/** The astronomical year a day number falls in: a guess from the mean year, then a step or two. */
function yearOfDay(compiled: CompiledCalendar, day: number): number {
  let year = Math.floor(day / compiled.meanYearDays);
  while (daysBeforeYear(compiled, year) > day) year -= 1;
  while (daysBeforeYear(compiled, year + 1) <= day) year += 1;
  return year;
}

/** The date of a day number. */
export function dateFromDay(calendar: Calendar, day: number): CalendarDate {
  if (!Number.isSafeInteger(day)) throw new RangeError(`${day} is not a whole day number`);
  const compiled = compile(calendar);
  const year = yearOfDay(compiled, day);
  let rest = day - daysBeforeYear(compiled, year);
  for (let index = 0; index < compiled.months.length; index += 1) {
    const length = monthDays(compiled, year, index);
    if (rest < length) return { year: fromAstronomical(calendar, year), month: index + 1, day: rest + 1 };
    rest -= length;
  }
  throw new RangeError(`Day ${day} falls outside its year: the calendar's year lengths disagree`);
}

/** Days in a year of the calendar's own count. */
export function yearDays(calendar: Calendar, year: number): number {
  const compiled = compile(calendar);
  const astronomical = toAstronomical(calendar, year);
  return daysBeforeYear(compiled, astronomical + 1) - daysBeforeYear(compiled, astronomical);
}

/** Days in a month (1-based) of a year of the calendar's own count; 0 when it does not appear that year. */
export function daysInMonth(calendar: Calendar, year: number, month: number): number {
  return monthDays(compile(calendar), toAstronomical(calendar, year), month - 1);
}

/** Whether a leap rule adds a day to some month of that year. */
export function isLeap(calendar: Calendar, year: number): boolean {
  const astronomical = toAstronomical(calendar, year);
  return compile(calendar).leaps.some((leap) => isLeapYear(leap.terms, astronomical, leap.offset));
}

/** The weekday (0-based index into `weekdays`) of a day number. */
export function weekdayOfDay(calendar: Calendar, day: number): number {
  const yearOne = daysBeforeYear(compile(calendar), 1);
  return mod(day - yearOne + calendar.firstWeekday, calendar.weekdays.length);
}

/** The weekday's name of a day number. */
export function weekdayName(calendar: Calendar, day: number): string {
  return calendar.weekdays[weekdayOfDay(calendar, day)] ?? '';
}

export const moonPhaseNames = [
  'new',
  'waxing crescent',
  'first quarter',
  'waxing gibbous',
  'full',
  'waning gibbous',
  'last quarter',
  'waning crescent',
] as const;
export type MoonPhaseName = (typeof moonPhaseNames)[number];

export type MoonPhase = {
  moon: string;
  /** Days since the last new moon, 0 on the new moon itself. */
  dayOfCycle: number;
  cycleDays: number;
  /** The nearest of eight phases, by integer rounding of dayOfCycle × 8 / cycleDays. */
  phase: MoonPhaseName;
};

/** Every moon's phase on a day. */
export function moonPhases(calendar: Calendar, day: number): MoonPhase[] {
  const yearOne = daysBeforeYear(compile(calendar), 1);
  return calendar.moons.map((moon) => {
    const dayOfCycle = mod(day - yearOne - moon.offsetDays, moon.cycleDays);
    const eighth = floorDiv(dayOfCycle * 16 + moon.cycleDays, moon.cycleDays * 2) % 8;
    return {
      moon: moon.name,
      dayOfCycle,
      cycleDays: moon.cycleDays,
      phase: moonPhaseNames[eighth] ?? 'new',
    };
  });
}
