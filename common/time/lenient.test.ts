import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Calendar, type CalendarDate, calendarSchema } from './calendar';
import { calendarArbitrary, dateArbitrary } from './calendar-arbitrary';
import { dateFromDay, dayFromDate } from './engine';
import { formatDate } from './format';
import { readLenientDate } from './lenient';
import { explainWorldDate, parseWorldDate } from './parse';
import { emberreach, gregorian, lamplight } from './presets';
import { compareDateSortKeys, dateSortKey } from './sort';

// Sample calendars beside the presets: the (a format that starts with a weekday, eras counting
// down to and up from a Founding), a numeric one, a year-first one with accented names and a month of
// two words, and one without eras.
const saltmarch = calendarSchema.parse({
  name: 'Saltmarch Count',
  months: ['Saltmonth', 'Tidemonth', 'Reedmonth', 'Gullmonth', 'Stormmonth', 'Brinemonth'].map((name) => ({
    name,
    length: 45,
  })),
  weekdays: ['Oarday', 'Netday', 'Keelday', 'Sailday', 'Mooringday'],
  eras: [
    { name: 'Before the Founding', abbreviation: 'BF', count: 'countdown' },
    { name: 'After the Founding', abbreviation: 'AF', start: 1, count: 'restart' },
  ],
  format: 'dddd, D MMMM Y ERA',
  today: { year: 290, month: 1, day: 3 },
});
const numeric = calendarSchema.parse({ ...gregorian, name: 'Numeric', format: 'DD/MM/YYYY ERA' });
const yearFirst = calendarSchema.parse({
  name: 'Sélune Reckoning',
  months: [
    { name: 'Préaube', length: 28 },
    { name: 'Été Haut', length: 35 },
    { name: 'Brumaire', length: 30 },
    { name: 'Nuit Longue', length: 3, isIntercalary: true, everyYears: 3 },
  ],
  weekdays: ['Lundé', 'Mardé', 'Mercé', 'Jeudé'],
  hasYearZero: true,
  eras: [],
  format: 'Y, MMMM D',
  today: { year: 0, month: 1, day: 1 },
});
const withTime = calendarSchema.parse({
  ...lamplight,
  name: 'Lamplight with hours',
  format: 'D MMMM Y ERA, HH:mm',
});

const calendars: [string, Calendar][] = [
  ['Gregorian', gregorian],
  ['Emberreach', emberreach],
  ['Lamplight', lamplight],
  ['Saltmarch', saltmarch],
  ['numeric', numeric],
  ['year-first', yearFirst],
  ['with hours', withTime],
];

const days = (calendar: Calendar) =>
  fc.integer({ min: -3_000_000, max: 3_000_000 }).map((day) => dateFromDay(calendar, day));

const read = (text: string, calendar: Calendar) => parseWorldDate(text, calendar)?.date;

describe('the lenient date reader', () => {
  it('reads the issue\'s dates: "14 March 2025" in Gregorian, "3 Saltmonth 290 AF" without its weekday', () => {
    expect(read('14 March 2025', gregorian)).toEqual({ year: 2025, month: 3, day: 14 });
    expect(read('3 Saltmonth 290 AF', saltmarch)).toEqual({ year: 290, month: 1, day: 3 });
    const bf = parseWorldDate('1 Saltmonth 40 BF', saltmarch);
    const af = parseWorldDate('1 Saltmonth 312 AF', saltmarch);
    expect(bf && af && bf.day < af.day).toBe(true);
    const keys = ['1 Saltmonth 312 AF', '1 Saltmonth 40 BF'].map((text) => dateSortKey(text, saltmarch));
    expect(compareDateSortKeys(keys[1] as never, keys[0] as never)).toBeLessThan(0);
  });

  it('takes weekday and era or leaves them out, abbreviations, numbers, any case and accents', () => {
    const march14 = { year: 2025, month: 3, day: 14 };
    for (const text of [
      'Friday, 14 March 2025 AD',
      'fri 14 mar 2025',
      '14 MARCH 2025',
      'March 14, 2025',
      '14th of March 2025',
      '14 Mar. 2025',
      '14/3/2025',
      '14.03.2025',
      '2025/3/14',
      '2025 March 14 AD',
      'AD 2025, 14 March',
    ]) {
      expect(read(text, gregorian), text).toEqual(march14);
    }
    expect(read('3 sept 2025', gregorian)).toEqual({ year: 2025, month: 9, day: 3 });
    expect(read('14 March 40 BC', gregorian)).toEqual({ year: -40, month: 3, day: 14 });
    expect(read('12 thaw 322 ea', emberreach)).toEqual({ year: 322, month: 3, day: 12 });
    expect(read('1 Kindling Night 320', emberreach)).toEqual({ year: 320, month: 4, day: 1 });
    expect(read('3 nuit longue 2', yearFirst)).toEqual({ year: 3, month: 4, day: 2 });
    expect(read('3, Ete Haut 2', yearFirst)).toEqual({ year: 3, month: 2, day: 2 });
    expect(read('3 Rainmonth 95', lamplight)).toEqual({ year: 95, month: 1, day: 3 });
    expect(read('3 Rainmonth 95 LY 18:30', lamplight)).toEqual({
      year: 95,
      month: 1,
      day: 3,
      hour: 18,
      minute: 30,
    });
  });

  it('says which part it cannot read', () => {
    const problem = (text: string, calendar: Calendar = gregorian) => {
      const result = readLenientDate(text, calendar);
      return result.ok ? 'read' : [result.part, result.message];
    };
    expect(problem('14 Marsh 2025')).toEqual(['word', '“Marsh” is not a month, weekday or era of Gregorian']);
    expect(problem('14 Ju 2025')[0]).toBe('word');
    expect(problem('14 Jun 2025')).toBe('read');
    expect(problem('30 February 2025')).toEqual(['day', 'February 2025 AD has 28 days, not 30']);
    expect(problem('14 March')).toEqual(['year', 'No year: add one, as in 1 January 2025 AD']);
    expect(problem('Tuesday 14 March 2025')).toEqual([
      'weekday',
      '14 March 2025 AD is a Friday, not a Tuesday',
    ]);
    expect(problem('14/13/2025')).toEqual(['month', 'There is no month 13 in Gregorian: it has 12']);
    expect(problem('14 March 0')).toEqual(['year', 'There is no year 0 in Gregorian']);
    expect(problem('14 March 2025 BC AD')).toEqual(['era', 'Two eras: “BC” and “AD”']);
    expect(problem('14 March 2025 25:00')).toEqual(['time', 'The hour must be under 24 in Gregorian']);
    expect(problem('1 Kindling Night 321', emberreach)).toEqual([
      'month',
      'Kindling Night does not come in 321 EA',
    ]);
    expect(problem('14 3 2025 7')[0]).toBe('text');
    expect(problem('')).toEqual(['text', 'Nothing to read: type a date']);
    expect(explainWorldDate('14 March 2025', gregorian)).toBeUndefined();
    expect(explainWorldDate('14 Marsh 2025', gregorian)).toBe(
      '“Marsh” is not a month, weekday or era of Gregorian',
    );
  });

  it('never throws, whatever it is given', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (text) => {
        for (const [, calendar] of calendars) readLenientDate(text, calendar);
      }),
    );
  });

  describe.each(calendars)('on the %s calendar', (_, calendar) => {
    it('reads every date the calendar formats back to the same day', () => {
      fc.assert(
        fc.property(days(calendar), (date) => {
          const text = formatDate(calendar, date);
          expect(parseWorldDate(text, calendar)?.day, text).toBe(dayFromDate(calendar, date));
          const lenient = readLenientDate(text, calendar);
          expect(lenient.ok && dayFromDate(calendar, lenient.date), text).toBe(dayFromDate(calendar, date));
        }),
        { numRuns: 300 },
      );
    });

    it('reads the same day with the weekday, in capitals, with the month abbreviated or as a number', () => {
      fc.assert(
        fc.property(
          days(calendar),
          fc.constantFrom('dddd', 'upper', 'abbreviated', 'number'),
          (date, how) => {
            const text = variant(calendar, date, how);
            expect(parseWorldDate(text, calendar)?.day, text).toBe(dayFromDate(calendar, date));
          },
        ),
        { numRuns: 300 },
      );
    });
  });

  it('reads random calendars: their formatted dates read back, with and without the era', () => {
    fc.assert(
      fc.property(
        calendarArbitrary.chain((calendar) => fc.tuple(fc.constant(calendar), dateArbitrary(calendar))),
        ([calendar, date]) => {
          const text = formatDate(calendar, date);
          const lenient = readLenientDate(text, calendar);
          expect(lenient.ok && dayFromDate(calendar, lenient.date), text).toBe(dayFromDate(calendar, date));
          const bare = formatDate(calendar, date, 'D MMMM Y');
          const withoutEra = readLenientDate(bare.replace(/-?\d+$/, String(date.year)), calendar);
          expect(withoutEra.ok && dayFromDate(calendar, withoutEra.date)).toBe(dayFromDate(calendar, date));
        },
      ),
      { numRuns: 200 },
    );
  });
});

function variant(calendar: Calendar, date: CalendarDate, how: string): string {
  const format = calendar.format.includes('dddd') ? calendar.format : `dddd, ${calendar.format}`;
  switch (how) {
    case 'dddd':
      return formatDate(calendar, date, format);
    case 'upper':
      return formatDate(calendar, date).toUpperCase();
    case 'abbreviated': {
      const name = calendar.months[date.month - 1]?.name ?? '';
      const others = [
        ...calendar.months.map((month) => month.name).filter((other) => other !== name),
        ...calendar.weekdays,
      ];
      // The shortest start of the first word no other month begins with (the whole name if none).
      const first = name.split(' ')[0] ?? name;
      let length = Math.min(3, first.length);
      while (
        length < first.length &&
        others.some((other) => other.toLowerCase().startsWith(first.slice(0, length).toLowerCase()))
      ) {
        length += 1;
      }
      const short = name.includes(' ') || length >= first.length ? name : first.slice(0, length);
      return formatDate(calendar, date, calendar.format.replace('MMMM', `[${short}]`));
    }
    default:
      return formatDate(calendar, date, calendar.format.replace('MMMM', 'M'));
  }
}
