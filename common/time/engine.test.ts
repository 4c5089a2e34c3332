import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, addMonths, addYears, daysBetween, wholeYearsBetween } from './arithmetic';
import { type Calendar, calendarSchema } from './calendar';
import { calendarArbitrary, dateArbitrary } from './calendar-arbitrary';
import { countLeapYears, isLeapYear, leapRuleAsCycles, parseLeapRule } from './cycles';
import {
  dateFromDay,
  dayFromDate,
  daysInMonth,
  isLeap,
  isValidDate,
  moonPhases,
  weekdayOfDay,
  yearDays,
} from './engine';
import { eraOfYear, yearFromEra } from './eras';
import { emberreach, gregorian, lamplight } from './presets';

const presets: [string, Calendar][] = [
  ['Gregorian', gregorian],
  ['Emberreach', emberreach],
  ['Lamplight', lamplight],
];

/** A small calendar built for one test: 3 months of 10 days, a 5-day week. */
function makeCalendar(overrides: Record<string, unknown> = {}): Calendar {
  return calendarSchema.parse({
    name: 'Test',
    months: [
      { name: 'One', length: 10 },
      { name: 'Two', length: 10 },
      { name: 'Three', length: 10 },
    ],
    weekdays: ['A', 'B', 'C', 'D', 'E'],
    today: { year: 1, month: 1, day: 1 },
    ...overrides,
  });
}

describe('date ⇄ day number', () => {
  it.each(presets)('round trips date → day → date in the %s calendar', (_, calendar) => {
    fc.assert(
      fc.property(dateArbitrary(calendar), (date) => {
        expect(dateFromDay(calendar, dayFromDate(calendar, date))).toEqual(date);
      }),
    );
  });

  it('round trips date → day → date and day → date → day in random calendars', () => {
    fc.assert(
      fc.property(
        calendarArbitrary.chain((calendar) => fc.tuple(fc.constant(calendar), dateArbitrary(calendar))),
        ([calendar, date]) => {
          const day = dayFromDate(calendar, date);
          expect(dateFromDay(calendar, day)).toEqual(date);
          expect(dayFromDate(calendar, dateFromDay(calendar, day + 1))).toBe(day + 1);
          expect(dayFromDate(calendar, dateFromDay(calendar, day - 1))).toBe(day - 1);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('gives consecutive days consecutive numbers across year ends, in random calendars', () => {
    fc.assert(
      fc.property(calendarArbitrary, fc.integer({ min: -2000, max: 2000 }), (calendar, year) => {
        const shown = year === 0 && !calendar.hasYearZero ? 1 : year;
        const next = shown === -1 && !calendar.hasYearZero ? 1 : shown + 1;
        const lastMonth = [...calendar.months.keys()]
          .reverse()
          .find((index) => daysInMonth(calendar, shown, index + 1) > 0);
        const month = (lastMonth ?? 0) + 1;
        const last = { year: shown, month, day: daysInMonth(calendar, shown, month) };
        const following = dateFromDay(calendar, dayFromDate(calendar, last) + 1);
        expect(following.year).toBe(next);
        expect(following.day).toBe(1);
      }),
      { numRuns: 300 },
    );
  });

  it('advances the weekday by one each day', () => {
    fc.assert(
      fc.property(
        calendarArbitrary.chain((calendar) => fc.tuple(fc.constant(calendar), dateArbitrary(calendar))),
        ([calendar, date]) => {
          const day = dayFromDate(calendar, date);
          expect(weekdayOfDay(calendar, day + 1)).toBe(
            (weekdayOfDay(calendar, day) + 1) % calendar.weekdays.length,
          );
        },
      ),
    );
  });

  it('adding then subtracting days is the identity', () => {
    fc.assert(
      fc.property(
        calendarArbitrary.chain((calendar) =>
          fc.tuple(fc.constant(calendar), dateArbitrary(calendar), fc.integer({ min: -1e6, max: 1e6 })),
        ),
        ([calendar, date, days]) => {
          expect(addDays(calendar, addDays(calendar, date, days), -days)).toEqual(date);
          expect(daysBetween(calendar, date, addDays(calendar, date, days))).toBe(days);
        },
      ),
    );
  });

  it('handles years a million either side of year 1 exactly', () => {
    const far = { year: 1_000_000, month: 12, day: 31 };
    const before = { year: -1_000_000, month: 1, day: 1 };
    expect(dateFromDay(gregorian, dayFromDate(gregorian, far))).toEqual(far);
    expect(dateFromDay(gregorian, dayFromDate(gregorian, before))).toEqual(before);
    // 400 Gregorian years are exactly 146,097 days.
    expect(
      dayFromDate(gregorian, { year: 800_001, month: 1, day: 1 }) -
        dayFromDate(gregorian, { year: 1, month: 1, day: 1 }),
    ).toBe(2000 * 146_097);
  });

  it('refuses dates the calendar does not have', () => {
    expect(isValidDate(gregorian, { year: 2023, month: 2, day: 29 })).toBe(false);
    expect(isValidDate(gregorian, { year: 2023, month: 13, day: 1 })).toBe(false);
    expect(() => dayFromDate(gregorian, { year: 0, month: 1, day: 1 })).toThrow(RangeError);
  });
});

describe('leap rules', () => {
  it('reads rules and explains bad ones', () => {
    expect(parseLeapRule('400,!100,4')).toEqual([
      { divisor: 400, isLeap: true },
      { divisor: 100, isLeap: false },
      { divisor: 4, isLeap: true },
    ]);
    expect(parseLeapRule('4,,2')).toMatch(/is not a leap rule/);
    expect(parseLeapRule('0')).toMatch(/is not a leap rule/);
    expect(parseLeapRule('1,2,3,4,5,6,7')).toMatch(/at most 6 terms/);
  });

  it('applies the first term that divides the year', () => {
    const terms = parseLeapRule('400,!100,4');
    if (typeof terms === 'string') throw new Error(terms);
    expect([2000, 1900, 2024, 2023, 0, -4, -100].map((year) => isLeapYear(terms, year, 0))).toEqual([
      true,
      false,
      true,
      false,
      true,
      true,
      false,
    ]);
  });

  it('counts leap years in closed form as a loop over the years would', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ divisor: fc.integer({ min: 1, max: 60 }), isLeap: fc.boolean() }), {
          minLength: 1,
          maxLength: 5,
        }),
        fc.integer({ min: -700, max: 700 }),
        fc.integer({ min: -10, max: 10 }),
        (terms, year, offset) => {
          let looped = 0;
          for (let y = Math.min(0, year); y < Math.max(0, year); y += 1)
            if (isLeapYear(terms, y, offset)) looped += 1;
          expect(countLeapYears(leapRuleAsCycles(terms), year, offset)).toBe(year < 0 ? 0 - looped : looped);
        },
      ),
    );
  });

  it('adds the leap day to the named month', () => {
    expect(daysInMonth(gregorian, 2024, 2)).toBe(29);
    expect(daysInMonth(gregorian, 2100, 2)).toBe(28);
    expect(yearDays(gregorian, 2000)).toBe(366);
    expect(isLeap(gregorian, -1)).toBe(true); // 1 BC is astronomical year 0
    expect(daysInMonth(lamplight, 96, 10)).toBe(6);
    expect(daysInMonth(lamplight, 100, 10)).toBe(5);
  });
});

describe('intercalary months', () => {
  it('appear only in their years', () => {
    // Kindling Night comes every fourth year (astronomical years divisible by 4).
    expect(daysInMonth(emberreach, 320, 4)).toBe(1);
    expect(daysInMonth(emberreach, 321, 4)).toBe(0);
    expect(yearDays(emberreach, 320)).toBe(366);
    expect(yearDays(emberreach, 322)).toBe(365);
    expect(isValidDate(emberreach, { year: 322, month: 4, day: 1 })).toBe(false);
    const calendar = makeCalendar({
      months: [
        { name: 'One', length: 10 },
        { name: 'Feast', length: 3, isIntercalary: true, everyYears: 5, yearOffset: 2 },
      ],
    });
    expect([1, 2, 7, 12].map((year) => yearDays(calendar, year))).toEqual([10, 13, 13, 13]);
  });
});

describe('years and eras', () => {
  it('has no year zero when the calendar says so', () => {
    const noZero = makeCalendar();
    expect(dateFromDay(noZero, dayFromDate(noZero, { year: 1, month: 1, day: 1 }) - 1)).toEqual({
      year: -1,
      month: 3,
      day: 10,
    });
    const withZero = makeCalendar({ hasYearZero: true });
    expect(dateFromDay(withZero, dayFromDate(withZero, { year: 1, month: 1, day: 1 }) - 1).year).toBe(0);
  });

  it('counts negative years backwards from day 0', () => {
    const calendar = makeCalendar({ hasYearZero: true });
    expect(dayFromDate(calendar, { year: 0, month: 1, day: 1 })).toBe(0);
    expect(dayFromDate(calendar, { year: -1, month: 1, day: 1 })).toBe(-30);
    expect(dayFromDate(calendar, { year: -10, month: 3, day: 10 })).toBe(-271);
  });

  it('restarts, continues and counts down era years', () => {
    const calendar = makeCalendar({
      eras: [
        { name: 'Before', abbreviation: 'B', count: 'countdown' },
        { name: 'First', abbreviation: 'F', start: 1, count: 'restart' },
        { name: 'Second', abbreviation: 'S', start: 101, count: 'restart' },
        { name: 'Third', abbreviation: 'T', start: 201, count: 'continue' },
      ],
      format: 'D MMMM Y ERA',
    });
    expect(eraOfYear(calendar, -1)).toEqual({ era: 0, year: 1 });
    expect(eraOfYear(calendar, -5)).toEqual({ era: 0, year: 5 });
    expect(eraOfYear(calendar, 1)).toEqual({ era: 1, year: 1 });
    expect(eraOfYear(calendar, 100)).toEqual({ era: 1, year: 100 });
    expect(eraOfYear(calendar, 101)).toEqual({ era: 2, year: 1 });
    expect(eraOfYear(calendar, 250)).toEqual({ era: 3, year: 250 });
    expect(yearFromEra(calendar, 2, 50)).toBe(150);
    expect(yearFromEra(calendar, 2, 101)).toBeUndefined(); // past the Second era's end
    expect(yearFromEra(calendar, 1, 0)).toBeUndefined();
    expect(yearFromEra(calendar, 0, 1)).toBe(-1);
  });
});

describe('moons', () => {
  it('return to the same phase after a full cycle, and the offset shifts them', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e8, max: 1e8 }), (day) => {
        const [cinder, pale] = moonPhases(emberreach, day);
        const [cinderLater, paleLater] = moonPhases(emberreach, day + 28 * 45);
        expect(cinderLater).toEqual(cinder);
        expect(paleLater).toEqual(pale);
        expect(moonPhases(emberreach, day + 28)[0]).toEqual(cinder);
      }),
    );
    const yearOne = dayFromDate(emberreach, { year: 1, month: 1, day: 1 });
    expect(moonPhases(emberreach, yearOne + 3)[0]).toMatchObject({ dayOfCycle: 0, phase: 'new' });
    expect(moonPhases(emberreach, yearOne + 3 + 14)[0]).toMatchObject({ dayOfCycle: 14, phase: 'full' });
    const shifted = makeCalendar({ moons: [{ name: 'M', cycleDays: 8, offsetDays: 2 }] });
    const plain = makeCalendar({ moons: [{ name: 'M', cycleDays: 8, offsetDays: 0 }] });
    expect(moonPhases(shifted, 100 + 2)[0]?.phase).toBe(moonPhases(plain, 100)[0]?.phase);
  });
});

describe('adding months and years', () => {
  it('clamps or overflows the 31st into a shorter month', () => {
    const date = { year: 2023, month: 1, day: 31 };
    expect(addMonths(gregorian, date, 1, 'clamp')).toEqual({ year: 2023, month: 2, day: 28 });
    expect(addMonths(gregorian, date, 1, 'overflow')).toEqual({ year: 2023, month: 3, day: 3 });
    expect(addMonths(gregorian, { year: 2024, month: 3, day: 31 }, 1)).toEqual({
      year: 2024,
      month: 4,
      day: 30,
    });
    expect(addMonths(gregorian, { year: 2024, month: 11, day: 15 }, 14)).toEqual({
      year: 2026,
      month: 1,
      day: 15,
    });
    expect(addMonths(gregorian, { year: 1, month: 1, day: 15 }, -1)).toEqual({
      year: -1,
      month: 12,
      day: 15,
    });
    expect(addYears(gregorian, { year: 2024, month: 2, day: 29 }, 1)).toEqual({
      year: 2025,
      month: 2,
      day: 28,
    });
    expect(addYears(gregorian, { year: 2024, month: 2, day: 29 }, 1, 'overflow')).toEqual({
      year: 2025,
      month: 3,
      day: 1,
    });
  });

  it('steps over festival months', () => {
    // Highsun (7) + 1 month is Harvestmonth (9): Emberfall (8) is not an ordinary month.
    expect(addMonths(emberreach, { year: 322, month: 7, day: 10 }, 1)).toEqual({
      year: 322,
      month: 9,
      day: 10,
    });
    expect(addMonths(emberreach, { year: 322, month: 8, day: 3 }, 1)).toEqual({
      year: 322,
      month: 9,
      day: 3,
    });
    expect(addMonths(emberreach, { year: 322, month: 13, day: 1 }, 12)).toEqual({
      year: 323,
      month: 13,
      day: 1,
    });
  });

  it('adds months in any calendar as repeated single months would', () => {
    fc.assert(
      fc.property(
        calendarArbitrary.chain((calendar) =>
          fc.tuple(fc.constant(calendar), dateArbitrary(calendar), fc.integer({ min: 1, max: 30 })),
        ),
        ([calendar, date, months]) => {
          const first = { ...date, day: 1 };
          let stepped = first;
          for (let step = 0; step < months; step += 1) stepped = addMonths(calendar, stepped, 1);
          expect(addMonths(calendar, first, months)).toEqual(stepped);
        },
      ),
    );
  });

  it('counts ages in whole years, as birthdays are counted', () => {
    const born = { year: 2000, month: 2, day: 29 };
    expect(wholeYearsBetween(gregorian, born, { year: 2001, month: 2, day: 28 })).toBe(0);
    expect(wholeYearsBetween(gregorian, born, { year: 2001, month: 3, day: 1 })).toBe(1);
    expect(wholeYearsBetween(gregorian, born, { year: 2024, month: 2, day: 29 })).toBe(24);
    expect(wholeYearsBetween(gregorian, { year: -1, month: 6, day: 1 }, { year: 1, month: 6, day: 1 })).toBe(
      1,
    );
    expect(
      wholeYearsBetween(gregorian, { year: 2010, month: 1, day: 1 }, { year: 2000, month: 1, day: 1 }),
    ).toBe(-10);
  });
});
