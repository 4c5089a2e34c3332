// Tick marks and era bands of the time scale, in the calendar's own terms: millennia down to centuries,
// decades and years, then months, then days, whichever is the finest that leaves room for its labels.
// Years are ticked on the calendar's own count (multiples of the step; no year zero where the calendar
// has none) and labelled as the calendar writes them, with its era ("500 BC", "Year 1 of the Lantern").
import type { Calendar } from '../../../../common/time/calendar';
import { compile, fromAstronomical, toAstronomical } from '../../../../common/time/compiled';
import { daysBeforeYear, monthDays } from '../../../../common/time/engine';
import { eraOfYear } from '../../../../common/time/eras';
import { formatDate } from '../../../../common/time/format';
import { type TimeView, xToDay } from './time-scale';

export type TickUnit = 'years' | 'months' | 'days';
/** A level of detail: a unit and a step of it (every 100 years, every month, every 5 days). */
export type TickLevel = { unit: TickUnit; step: number };
export type Tick = { day: number; label: string; isMajor: boolean };

const YEAR_STEPS = [1, 5, 10, 50, 100, 500, 1_000, 5_000, 10_000, 50_000, 100_000, 500_000, 1_000_000];
const DAY_STEPS = [1, 2, 5, 10];

/** Levels from the finest to the coarsest. */
const LEVELS: readonly TickLevel[] = [
  ...DAY_STEPS.map((step) => ({ unit: 'days' as const, step })),
  { unit: 'months', step: 1 },
  ...YEAR_STEPS.map((step) => ({ unit: 'years' as const, step })),
];

/** The typical width in days of one step of a level. */
function levelDays(calendar: Calendar, level: TickLevel): number {
  const { meanYearDays, meanYearMonths } = compile(calendar);
  if (level.unit === 'days') return level.step;
  if (level.unit === 'months') return meanYearDays / Math.max(meanYearMonths, 1);
  return meanYearDays * level.step;
}

/** The finest level whose ticks stand at least `minSpacingPx` apart at this zoom. */
export function tickLevel(calendar: Calendar, daysPerPx: number, minSpacingPx = 80): TickLevel {
  for (const level of LEVELS) {
    if (levelDays(calendar, level) / daysPerPx >= minSpacingPx) return level;
  }
  return LEVELS[LEVELS.length - 1] as TickLevel;
}

/** What a level is called, for the zoom's status line: "millennia", "centuries", ..., "days". */
export function levelName(level: TickLevel): string {
  if (level.unit === 'days') return 'days';
  if (level.unit === 'months') return 'months';
  if (level.step >= 1_000) return 'millennia';
  if (level.step >= 100) return 'centuries';
  if (level.step >= 10) return 'decades';
  return 'years';
}

const compiledDaysBeforeYear = (calendar: Calendar, year: number) =>
  daysBeforeYear(compile(calendar), toAstronomical(calendar, year));

/** The calendar year (own count) a day falls in; days outside the calendar's range are clamped to it. */
function yearOfDay(calendar: Calendar, day: number): number {
  const compiled = compile(calendar);
  let year = Math.floor(day / compiled.meanYearDays);
  year = Math.max(-99_999_999, Math.min(99_999_999, year));
  while (year > -99_999_999 && daysBeforeYear(compiled, year) > day) year -= 1;
  while (year < 99_999_999 && daysBeforeYear(compiled, year + 1) <= day) year += 1;
  return fromAstronomical(calendar, year);
}

const yearLabel = (calendar: Calendar, year: number) =>
  formatDate(calendar, { year, month: 1, day: 1 }, calendar.eras.length > 0 ? 'Y ERA' : 'Y');

/** The next year of the calendar's own count, over a missing year zero. */
const nextYear = (calendar: Calendar, year: number) => (year === -1 && !calendar.hasYearZero ? 1 : year + 1);

/** The ticks of the window at its level, left to right. */
export function ticksFor(calendar: Calendar, view: TimeView, width: number, level: TickLevel): Tick[] {
  const from = Math.floor(xToDay(view, 0));
  const to = Math.ceil(xToDay(view, width));
  const firstYear = yearOfDay(calendar, from);
  const lastYear = yearOfDay(calendar, to);
  if (level.unit === 'years') return yearTicks(calendar, firstYear, lastYear, level.step, from, to);
  const ticks: Tick[] = [];
  const compiled = compile(calendar);
  for (let year = firstYear; year <= lastYear; year = nextYear(calendar, year)) {
    const astronomical = toAstronomical(calendar, year);
    let day = daysBeforeYear(compiled, astronomical);
    let isFirstOfYear = true;
    compiled.months.forEach((month, index) => {
      const length = monthDays(compiled, astronomical, index);
      if (length === 0) return;
      if (level.unit === 'months') {
        if (day >= from && day <= to) {
          ticks.push({
            day,
            label: isFirstOfYear ? `${month.name} ${yearLabel(calendar, year)}` : month.name,
            isMajor: isFirstOfYear,
          });
        }
      } else if (day + length >= from && day <= to) {
        for (let dayOfMonth = 1; dayOfMonth <= length; dayOfMonth += level.step) {
          const at = day + dayOfMonth - 1;
          if (at < from || at > to) continue;
          ticks.push(
            dayOfMonth === 1
              ? {
                  day: at,
                  label: formatDate(calendar, { year, month: index + 1, day: 1 }, dayOneFormat(calendar)),
                  isMajor: true,
                }
              : { day: at, label: String(dayOfMonth), isMajor: false },
          );
        }
      }
      day += length;
      isFirstOfYear = false;
    });
  }
  return ticks;
}

const dayOneFormat = (calendar: Calendar) => (calendar.eras.length > 0 ? 'D MMMM Y ERA' : 'D MMMM Y');

function yearTicks(
  calendar: Calendar,
  firstYear: number,
  lastYear: number,
  step: number,
  from: number,
  to: number,
): Tick[] {
  const ticks: Tick[] = [];
  // Steps of 1, 10, 100... have a major tick every tenth; steps of 5, 50, 500... every second.
  const majorStep = step * (String(step).startsWith('1') ? 10 : 2);
  let previous: number | undefined;
  for (let multiple = Math.floor(firstYear / step) * step; multiple <= lastYear; multiple += step) {
    // Without a year zero the tick of the epoch stands on year 1, the first year of the count.
    const year = multiple === 0 && !calendar.hasYearZero ? 1 : multiple;
    if (year === previous) continue;
    previous = year;
    const day = compiledDaysBeforeYear(calendar, year);
    if (day < from || day > to) continue;
    ticks.push({ day, label: yearLabel(calendar, year), isMajor: multiple % majorStep === 0 });
  }
  return ticks;
}

/** An era's stretch of days: from its first day (none for the first era) to the next era's first. */
export type EraBand = { name: string; abbreviation: string; index: number; from: number; to: number };

/** The calendar's eras as bands of days, the first reaching back without end and the last forward. */
export function eraBands(calendar: Calendar): EraBand[] {
  const starts = calendar.eras.map((era) =>
    era.start === undefined ? Number.NEGATIVE_INFINITY : compiledDaysBeforeYear(calendar, era.start),
  );
  return calendar.eras.map((era, index) => ({
    name: era.name,
    abbreviation: era.abbreviation,
    index,
    from: starts[index] ?? Number.NEGATIVE_INFINITY,
    to: starts[index + 1] ?? Number.POSITIVE_INFINITY,
  }));
}

/** The era a day falls in, as its band's index; undefined without eras. */
export function eraIndexOfDay(calendar: Calendar, day: number): number | undefined {
  return eraOfYear(calendar, yearOfDay(calendar, day))?.era;
}
