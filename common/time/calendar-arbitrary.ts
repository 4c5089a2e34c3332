// For tests only: fast-check arbitraries of valid calendars (periodic festival months, leap rules, eras of
// every kind, with and without a year zero) and of days within ±1,000,000 years.
import fc from 'fast-check';
import { type Calendar, type CalendarDate, calendarSchema } from './calendar';
import { dateFromDay, dayFromDate, daysInMonth, yearDays } from './engine';

const leapRule = fc
  .array(fc.record({ divisor: fc.integer({ min: 1, max: 500 }), isLeap: fc.boolean() }), {
    minLength: 1,
    maxLength: 4,
  })
  .map((terms) => terms.map((term) => `${term.isLeap ? '' : '!'}${term.divisor}`).join(','));

const extraMonth = fc.record({
  length: fc.integer({ min: 1, max: 40 }),
  isIntercalary: fc.boolean(),
  everyYears: fc.option(fc.integer({ min: 2, max: 9 }), { nil: undefined }),
  yearOffset: fc.integer({ min: -5, max: 5 }),
});

type EraCount = 'continue' | 'restart' | 'countdown';

const eras = fc
  .array(
    fc.record({
      gap: fc.integer({ min: 1, max: 300 }),
      count: fc.constantFrom<EraCount>('continue', 'restart'),
    }),
    {
      maxLength: 3,
    },
  )
  .chain((later) =>
    fc.record({
      first: fc.constantFrom<EraCount>(later.length > 0 ? 'countdown' : 'continue', 'continue'),
      firstStart: fc.integer({ min: -500, max: 500 }),
      later: fc.constant(later),
    }),
  );

export const calendarArbitrary: fc.Arbitrary<Calendar> = fc
  .record({
    firstLength: fc.integer({ min: 1, max: 40 }),
    extraMonths: fc.array(extraMonth, { maxLength: 6 }),
    weekdays: fc.integer({ min: 1, max: 12 }),
    firstWeekday: fc.nat(),
    leaps: fc.array(
      fc.record({
        rule: leapRule,
        days: fc.integer({ min: 1, max: 3 }),
        offset: fc.integer({ min: -3, max: 3 }),
      }),
      {
        maxLength: 2,
      },
    ),
    hasYearZero: fc.boolean(),
    eras,
    moons: fc.array(
      fc.record({
        cycleDays: fc.integer({ min: 1, max: 60 }),
        offsetDays: fc.integer({ min: -30, max: 30 }),
      }),
      {
        maxLength: 2,
      },
    ),
  })
  .map((spec) => {
    let start = spec.eras.firstStart;
    const laterEras = spec.eras.later.map((era, index) => {
      start += era.gap;
      if (start === 0 && !spec.hasYearZero) start = 1;
      return { name: `Era ${index + 1}`, abbreviation: `E${index + 1}`, start, count: era.count };
    });
    const hasEras = spec.eras.later.length > 0 || spec.eras.first === 'continue';
    return calendarSchema.parse({
      name: 'Generated',
      months: [
        { name: 'First', length: spec.firstLength },
        ...spec.extraMonths.map((month, index) => ({ name: `Month ${index + 2}`, ...month })),
      ],
      weekdays: Array.from({ length: spec.weekdays }, (_, index) => `Day ${index + 1}`),
      firstWeekday: spec.firstWeekday % spec.weekdays,
      leapDays: spec.leaps.map((leap) => ({
        month: 'First',
        rule: leap.rule,
        days: leap.days,
        yearOffset: leap.offset,
      })),
      hasYearZero: spec.hasYearZero,
      eras: hasEras ? [{ name: 'Era 0', abbreviation: 'E0', count: spec.eras.first }, ...laterEras] : [],
      moons: spec.moons.map((moon, index) => ({ name: `Moon ${index + 1}`, ...moon })),
      format: hasEras ? 'D MMMM Y ERA' : 'D MMMM Y',
      today: { year: 1, month: 1, day: 1 },
    });
  });

/** Years within ±1,000,000, the range the engine must handle exactly. */
export const yearArbitrary = fc.integer({ min: -1_000_000, max: 1_000_000 });

/** A real date of a calendar: a year, then a day of that year. */
export function dateArbitrary(calendar: Calendar): fc.Arbitrary<CalendarDate> {
  return fc.tuple(yearArbitrary, fc.nat()).map(([year, seed]) => {
    const shown = year === 0 && !calendar.hasYearZero ? 1 : year;
    const start = dayFromDate(calendar, firstOfYear(calendar, shown));
    return dateFromDay(calendar, start + (seed % yearDays(calendar, shown)));
  });
}

function firstOfYear(calendar: Calendar, year: number): CalendarDate {
  const month = calendar.months.findIndex((_, index) => daysInMonth(calendar, year, index + 1) > 0);
  return { year, month: month + 1, day: 1 };
}
