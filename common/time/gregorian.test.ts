import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CalendarDate } from './calendar';
import { dateFromDay, dayFromDate, isValidDate, weekdayName, weekdayOfDay } from './engine';
import { gregorian } from './presets';

const MS_PER_DAY = 86_400_000;
/** Our day 0 is 1 January of astronomical year 0 (1 BC); JavaScript's is 1 January 1970. */
const UNIX_EPOCH = dayFromDate(gregorian, { year: 1970, month: 1, day: 1 });

/** The proleptic Gregorian date JavaScript gives for a day since 1970, in our year count (no year 0). */
function javascriptDate(unixDay: number): CalendarDate {
  const date = new Date(unixDay * MS_PER_DAY);
  const astronomical = date.getUTCFullYear();
  return {
    year: astronomical > 0 ? astronomical : astronomical - 1,
    month: date.getUTCMonth() + 1,
    day: date.getUTCDate(),
  };
}

/** JavaScript's day since 1970 of one of our dates, setting the year apart so years below 100 stay as they are. */
function javascriptDay(date: CalendarDate): number {
  const astronomical = date.year > 0 ? date.year : date.year + 1;
  const value = new Date(Date.UTC(2000, 0, 1));
  value.setUTCFullYear(astronomical, date.month - 1, date.day);
  return value.getTime() / MS_PER_DAY;
}

describe('the Gregorian preset against JavaScript dates', () => {
  it('has 719,528 days from 1 January 1 BC to 1 January 1970', () => {
    expect(UNIX_EPOCH).toBe(719_528);
  });

  it('agrees with JavaScript on every day within 10,000 years of year 0', () => {
    const span = 10_000 * 366;
    fc.assert(
      fc.property(fc.integer({ min: -span, max: span }), (day) => {
        const unixDay = day - UNIX_EPOCH;
        const expected = javascriptDate(unixDay);
        expect(dateFromDay(gregorian, day)).toEqual(expected);
        expect(dayFromDate(gregorian, expected)).toBe(day);
        expect(weekdayOfDay(gregorian, day)).toBe(new Date(unixDay * MS_PER_DAY).getUTCDay());
      }),
      { numRuns: 2000 },
    );
  });

  it('agrees on known dates', () => {
    for (const date of [
      { year: 2000, month: 2, day: 29 },
      { year: 1, month: 1, day: 1 },
      { year: -1, month: 12, day: 31 },
      { year: 99, month: 3, day: 1 },
      { year: -4713, month: 11, day: 24 },
      { year: 1582, month: 10, day: 15 },
    ]) {
      expect(dayFromDate(gregorian, date) - UNIX_EPOCH).toBe(javascriptDay(date));
    }
  });

  it('knows leap days and weekdays', () => {
    expect(isValidDate(gregorian, { year: 2000, month: 2, day: 29 })).toBe(true);
    expect(isValidDate(gregorian, { year: 1900, month: 2, day: 29 })).toBe(false);
    expect(isValidDate(gregorian, { year: -1, month: 2, day: 29 })).toBe(true); // 1 BC = astronomical 0
    expect(isValidDate(gregorian, { year: 0, month: 1, day: 1 })).toBe(false);
    expect(weekdayName(gregorian, UNIX_EPOCH)).toBe('Thursday');
    expect(weekdayName(gregorian, dayFromDate(gregorian, { year: 1, month: 1, day: 1 }))).toBe('Monday');
  });
});
