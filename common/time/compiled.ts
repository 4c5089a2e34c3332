// A calendar prepared once for arithmetic: leap rules turned into signed cycles, month and era lookups,
// the mean year length for the first guess of a year. Cached per calendar object, so callers pass the
// plain calendar everywhere.
import type { Calendar } from './calendar';
import { type CycleSum, type LeapTerm, leapRuleAsCycles, parseLeapRule } from './cycles';

export type CompiledLeap = { terms: LeapTerm[]; cycles: CycleSum; days: number; offset: number };

export type CompiledMonth = {
  name: string;
  length: number;
  isIntercalary: boolean;
  /** 1 for a month of every year. */
  every: number;
  offset: number;
  leaps: CompiledLeap[];
};

export type CompiledEra = {
  name: string;
  abbreviation: string;
  /** Astronomical year of its first day; −Infinity for the first era. */
  start: number;
  /** Astronomical start of the next era; Infinity for the last. */
  end: number;
  count: 'continue' | 'restart' | 'countdown';
};

export type CompiledCalendar = {
  calendar: Calendar;
  months: CompiledMonth[];
  /** Days of the months that appear every year, leap days left out. */
  baseDays: number;
  periodicMonths: CompiledMonth[];
  leaps: CompiledLeap[];
  /** Ordinary months of every year, and the ordinary months that come and go. */
  baseOrdinaryMonths: number;
  periodicOrdinaryMonths: CompiledMonth[];
  meanYearDays: number;
  meanYearMonths: number;
  eras: CompiledEra[];
};

const cache = new WeakMap<Calendar, CompiledCalendar>();

/** The calendar prepared for arithmetic; assumes a calendar the schema accepted. */
export function compile(calendar: Calendar): CompiledCalendar {
  const cached = cache.get(calendar);
  if (cached) return cached;
  const compiled = build(calendar);
  cache.set(calendar, compiled);
  return compiled;
}

function build(calendar: Calendar): CompiledCalendar {
  const leaps = calendar.leapDays.map((leap) => {
    const terms = parseLeapRule(leap.rule);
    if (typeof terms === 'string') throw new RangeError(terms);
    return {
      terms,
      cycles: leapRuleAsCycles(terms),
      days: leap.days,
      offset: leap.yearOffset,
      month: leap.month,
    };
  });
  const months = calendar.months.map((month) => ({
    name: month.name,
    length: month.length,
    isIntercalary: month.isIntercalary,
    every: month.everyYears ?? 1,
    offset: month.yearOffset,
    leaps: leaps.filter((leap) => leap.month.toLowerCase() === month.name.toLowerCase()),
  }));
  const everyYear = months.filter((month) => month.every === 1);
  const periodicMonths = months.filter((month) => month.every > 1);
  const leapDensity = (leap: CompiledLeap) =>
    leap.cycles.reduce((sum, cycle) => sum + cycle.coefficient / cycle.period, 0);
  const meanYearDays =
    everyYear.reduce((sum, month) => sum + month.length, 0) +
    periodicMonths.reduce((sum, month) => sum + month.length / month.every, 0) +
    leaps.reduce((sum, leap) => sum + leap.days * leapDensity(leap), 0);
  const ordinary = months.filter((month) => !month.isIntercalary);
  const periodicOrdinaryMonths = ordinary.filter((month) => month.every > 1);
  const baseOrdinaryMonths = ordinary.length - periodicOrdinaryMonths.length;
  const compiled: CompiledCalendar = {
    calendar,
    months,
    baseDays: everyYear.reduce((sum, month) => sum + month.length, 0),
    periodicMonths,
    leaps,
    baseOrdinaryMonths,
    periodicOrdinaryMonths,
    meanYearDays,
    meanYearMonths:
      baseOrdinaryMonths + periodicOrdinaryMonths.reduce((sum, month) => sum + 1 / month.every, 0),
    eras: compileEras(calendar),
  };
  return compiled;
}

/** The astronomical year (with a year 0) of a calendar year. */
export function toAstronomical(calendar: Calendar, year: number): number {
  return calendar.hasYearZero || year > 0 ? year : year + 1;
}

/** The calendar year of an astronomical year. */
export function fromAstronomical(calendar: Calendar, year: number): number {
  return calendar.hasYearZero || year > 0 ? year : year - 1;
}

function compileEras(calendar: Calendar): CompiledEra[] {
  const starts = calendar.eras.map((era, index) =>
    index === 0 || era.start === undefined ? -Infinity : toAstronomical(calendar, era.start),
  );
  return calendar.eras.map((era, index) => ({
    name: era.name,
    abbreviation: era.abbreviation,
    start: starts[index] ?? -Infinity,
    end: starts[index + 1] ?? Infinity,
    count: era.count,
  }));
}
