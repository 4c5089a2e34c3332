import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Calendar } from './calendar';
import { calendarArbitrary, dateArbitrary } from './calendar-arbitrary';
import { formatDate, parseDate } from './format';
import { tokenizeFormat } from './format-tokens';
import { emberreach, gregorian, lamplight } from './presets';

const presets: [string, Calendar][] = [
  ['Gregorian', gregorian],
  ['Emberreach', emberreach],
  ['Lamplight', lamplight],
];

describe('formatting and reading dates', () => {
  it('writes each preset in its format', () => {
    expect(formatDate(gregorian, { year: 2000, month: 2, day: 29 })).toBe('29 February 2000 AD');
    expect(formatDate(gregorian, { year: -44, month: 3, day: 15 })).toBe('15 March 44 BC');
    expect(formatDate(emberreach, { year: 322, month: 3, day: 5 })).toBe(
      '5 Thawmonth, Year 322 of the Ember Age',
    );
    expect(formatDate(emberreach, { year: -9, month: 1, day: 1 })).toBe(
      '1 Deepfrost, Year 9 of the Long Dusk',
    );
    expect(formatDate(lamplight, { year: 95, month: 1, day: 3 })).toMatch(/^\w+day 3 Rainmonth 95 LY$/);
    expect(formatDate(lamplight, { year: 450, month: 2, day: 1 })).toMatch(/ 51 LnY$/);
  });

  it('writes padded numbers, weekdays and times', () => {
    const date = { year: 7, month: 3, day: 4, hour: 9, minute: 5 };
    expect(formatDate(gregorian, date, 'YYYY-MM-DD HH:mm ERA')).toBe('0007-03-04 09:05 AD');
    expect(formatDate(gregorian, { year: 1970, month: 1, day: 1 }, 'dddd, D MMMM Y EEEE')).toBe(
      'Thursday, 1 January 1970 Anno Domini',
    );
    expect(tokenizeFormat('[Year] Y')).toEqual([
      { kind: 'literal', text: 'Year ' },
      { kind: 'token', token: 'Y' },
    ]);
  });

  it.each(presets)('reads back what it writes in the %s calendar', (_, calendar) => {
    fc.assert(
      fc.property(dateArbitrary(calendar), (date) => {
        expect(parseDate(calendar, formatDate(calendar, date))).toEqual(date);
      }),
    );
  });

  it('reads back what it writes in random calendars, and times too', () => {
    fc.assert(
      fc.property(
        calendarArbitrary.chain((calendar) => fc.tuple(fc.constant(calendar), dateArbitrary(calendar))),
        ([calendar, date]) => {
          expect(parseDate(calendar, formatDate(calendar, date))).toEqual(date);
        },
      ),
      { numRuns: 300 },
    );
    const timed = { year: 2024, month: 5, day: 1, hour: 23, minute: 59 };
    expect(
      parseDate(gregorian, formatDate(gregorian, timed, 'D MMMM Y ERA HH:mm'), 'D MMMM Y ERA HH:mm'),
    ).toEqual(timed);
  });

  it('reads case and spacing loosely', () => {
    expect(parseDate(emberreach, '  5   thawmonth, year 322 OF THE ember age ')).toEqual({
      year: 322,
      month: 3,
      day: 5,
    });
  });

  it('gives undefined for text that is not a date, never a throw', () => {
    expect(parseDate(gregorian, '30 February 2001 AD')).toBeUndefined();
    expect(parseDate(gregorian, '1 January 0 AD')).toBeUndefined();
    expect(parseDate(gregorian, '1 Janvier 2000 AD')).toBeUndefined();
    expect(parseDate(gregorian, '1 January 2000 AD and more')).toBeUndefined();
    expect(parseDate(lamplight, 'Wickday 1 Rainmonth 95 LY')).toBeUndefined(); // wrong weekday
    expect(parseDate(gregorian, '25 December 99999999999 AD')).toBeUndefined();
    expect(parseDate(gregorian, '12 May 2000 AD 25:00', 'D MMMM Y ERA HH:mm')).toBeUndefined();
    fc.assert(
      fc.property(fc.string(), (text) => {
        for (const [, calendar] of presets) parseDate(calendar, text);
      }),
    );
  });
});
