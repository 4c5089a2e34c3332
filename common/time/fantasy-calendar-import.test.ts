import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readCalendarFile } from './calendar-import';
import { mod } from './cycles';
import { dayFromDate, daysInMonth, weekdayName, yearDays } from './engine';
import { fantasyCalendarRule } from './fantasy-calendar-import';
import fantasyCalendarGregorian from './fixtures/fantasy-calendar-gregorian.json';
import fantasyCalendarHandMade from './fixtures/fantasy-calendar-hand-made.json';
import fantasyCalendarHarptos from './fixtures/fantasy-calendar-harptos.json';
import { parseWorldDate } from './parse';

const fixtures: Record<string, unknown> = {
  'fantasy-calendar-gregorian': fantasyCalendarGregorian,
  'fantasy-calendar-harptos': fantasyCalendarHarptos,
  'fantasy-calendar-hand-made': fantasyCalendarHandMade,
};
// The files' values as JSON text (the same values a user's file holds; only spacing differs).
const fixture = (name: string) => JSON.stringify(fixtures[name] ?? null);

function read(name: string) {
  const result = readCalendarFile(fixture(name));
  if (!result.ok) throw new Error(result.errors.join('\n'));
  return result.value;
}

describe("Fantasy-Calendar's own Gregorian preset (a real file)", () => {
  const imported = read('fantasy-calendar-gregorian');
  const { calendar } = imported;

  it('is recognised by its shape and keeps the months, the week and the leap rule', () => {
    expect(imported.source).toBe('fantasy-calendar');
    expect(calendar.name).toBe('Gregorian Calendar');
    expect(calendar.months.map((month) => month.name)).toEqual([
      'January',
      'February',
      'March',
      'April',
      'May',
      'June',
      'July',
      'August',
      'September',
      'October',
      'November',
      'December',
    ]);
    expect(calendar.weekdays[0]).toBe('Monday');
    expect(calendar.leapDays).toEqual([{ month: 'February', rule: '400,!100,4', days: 1, yearOffset: 0 }]);
    expect(calendar.today).toEqual({ year: 2020, month: 9, day: 20 });
  });

  it('counts the same year lengths and weekdays as the real Gregorian calendar', () => {
    for (let year = 1; year <= 2400; year += 1) {
      const isLeap = new Date(Date.UTC(year, 1, 29)).getUTCMonth() === 1;
      expect(yearDays(calendar, year)).toBe(isLeap ? 366 : 365);
    }
    expect(weekdayName(calendar, dayFromDate(calendar, { year: 2020, month: 1, day: 1 }))).toBe('Wednesday');
    expect(weekdayName(calendar, dayFromDate(calendar, { year: 1969, month: 7, day: 20 }))).toBe('Sunday');
  });

  it('keeps the eras, making the abbreviations the file lacks, and says so', () => {
    expect(calendar.eras.map((era) => [era.name, era.abbreviation, era.start])).toEqual([
      ['Before Christ', 'BC', undefined],
      ['Anno Domini', 'AD', 1],
    ]);
    expect(imported.changed).toContain('The era "Before Christ" has no abbreviation in the file; it is "BC"');
  });

  it('names what it cannot carry: the fractional moon, seasons, weather, era formats', () => {
    expect(calendar.moons).toEqual([{ name: 'Moon', cycleDays: 30, offsetDays: 10 }]);
    expect(imported.changed).toContain(
      'The moon "Moon" has a cycle of 29.530588853 days; here cycles are whole days, so it is 30',
    );
    expect(imported.notCarried).toEqual(
      expect.arrayContaining([
        '2 seasons ("Winter" and "Summer") with their sunrise and sunset',
        'Weather and locations',
        'The era "Before Christ"\'s own date format ("Year {{year}} - B.C.")',
      ]),
    );
  });
});

describe("Fantasy-Calendar's Calendar of Harptos preset (a real file)", () => {
  const imported = read('fantasy-calendar-harptos');
  const { calendar } = imported;

  it('keeps the five festival days as intercalary months and Shieldmeet as a leap day every 4 years', () => {
    expect(calendar.months).toHaveLength(17);
    expect(calendar.months.filter((month) => month.isIntercalary).map((month) => month.name)).toEqual([
      'Midwinter',
      'Greengrass',
      'Midsummer',
      'Highharvestide',
      'The Feast of the Moon',
    ]);
    expect(calendar.hasYearZero).toBe(true);
    expect(yearDays(calendar, 1372)).toBe(366);
    expect(yearDays(calendar, 1373)).toBe(365);
    expect(daysInMonth(calendar, 1372, 10)).toBe(2);
    expect(calendar.weekdays).toHaveLength(10);
  });

  it('turns the yearly festival into an event with its rule as text, and names the seasonal one it cannot place', () => {
    expect(imported.events).toEqual([
      expect.objectContaining({ title: 'Greengrass', date: 'Every year, 1 Greengrass', tags: ['Festivals'] }),
    ]);
    expect(imported.events[0]?.description).toMatch(/^Greengrass was a festival/);
    expect(imported.events[0]?.description).not.toMatch(/[<>]|&lt;/);
    expect(imported.notCarried).toContain(
      '1 event whose date is a rule a timeline cannot hold (moons, seasons, weekdays, ranges or other events): "Winter Solstice"',
    );
    expect(imported.changed).toContain(
      'Each month starts its week anew in Fantasy-Calendar; here the week runs on across months',
    );
  });
});

describe('a hand-made Fantasy-Calendar export', () => {
  const imported = read('fantasy-calendar-hand-made');
  const { calendar } = imported;

  it('keeps a festival month of every 7th year, leap rules with their offsets, clock and eras', () => {
    expect(calendar.months[3]).toMatchObject({
      name: 'Drowning Night',
      isIntercalary: true,
      everyYears: 7,
      yearOffset: 3,
    });
    expect(daysInMonth(calendar, 10, 4)).toBe(2);
    expect(daysInMonth(calendar, 11, 4)).toBe(0);
    expect(calendar.leapDays).toEqual([
      { month: 'Ebb', rule: '!50,5', days: 1, yearOffset: 2 },
      { month: 'Thaw', rule: '100', days: 1, yearOffset: 0 },
    ]);
    expect(daysInMonth(calendar, 7, 5)).toBe(37);
    expect(daysInMonth(calendar, 52, 5)).toBe(36);
    expect([calendar.hoursPerDay, calendar.minutesPerHour]).toEqual([20, 50]);
    expect(calendar.eras.map((era) => [era.abbreviation, era.start, era.count])).toEqual([
      ['AR', undefined, 'continue'],
      ['AS', 800, 'restart'],
    ]);
    expect(calendar.firstWeekday).toBe(2);
  });

  it('makes timeline events of dated and yearly events, with categories as tags and plain-text descriptions', () => {
    expect(imported.events).toEqual([
      {
        title: 'The Harbour Burns',
        date: '9 High Tide 405 AS',
        description: 'Fire takes the old harbour.\nNobody & nothing is saved.',
        tags: ['Disasters'],
      },
      {
        title: 'Founding of Brinehold',
        date: '1 Thaw 301 AS',
        description: 'Imported from Fantasy-Calendar.',
        tags: ['History'],
      },
      {
        title: 'Tide Festival',
        date: 'Every year, 20 High Tide',
        description: 'Every year at high tide.',
        tags: ['History'],
      },
      { title: 'The Great Flood', date: '3 Ebb 351 AS', description: 'The delta drowns.', tags: [] },
    ]);
    // The date text reads back as the day the file gave.
    expect(parseWorldDate('9 High Tide 405 AS', calendar)?.date).toMatchObject({
      year: 1204,
      month: 3,
      day: 9,
    });
  });

  it('names each thing it drops or changes', () => {
    expect(imported.notCarried).toEqual(
      expect.arrayContaining([
        'The month "Frost" has a week of its own; here every month uses the calendar\'s week',
        'The moon "Drowned Eye" is hidden from players in Fantasy-Calendar; here it is shown',
        '1 event whose date is a rule a timeline cannot hold (moons, seasons, weekdays, ranges or other events): "Full Lantern"',
        'Which events were hidden from players ("Founding of Brinehold")',
        'The description of the era "Age of Sails"',
      ]),
    );
    expect(imported.changed).toEqual(
      expect.arrayContaining([
        'The era "Age of Sails" starts on the first day of year 800, not during it',
        'The leap day "Salt Day" is a festival day of its own in Fantasy-Calendar; here it is one more day at the end of Thaw',
      ]),
    );
  });
});

describe('Fantasy-Calendar leap intervals', () => {
  it('writes the terms largest first and reads "+" as counting from year 0', () => {
    expect(fantasyCalendarRule('4,!100,400', 0)).toEqual({
      rule: '400,!100,4',
      offset: 0,
      isMixedOffset: false,
    });
    expect(fantasyCalendarRule('+5', 3)).toEqual({ rule: '5', offset: 0, isMixedOffset: false });
    expect(fantasyCalendarRule('+10,3', 2)).toEqual({ rule: '10,3', offset: 2, isMixedOffset: true });
    expect(fantasyCalendarRule(4, 1)).toEqual({ rule: '4', offset: 1, isMixedOffset: false });
    expect(fantasyCalendarRule('four', 0)).toBeUndefined();
  });
});

// What a Fantasy-Calendar file says a year's length is, read directly from its rules: each timespan of
// that year, plus each leap day whose largest dividing interval term is not a "!" term.
type Timespan = { length: number; interval: number; offset: number; type: 'month' | 'intercalary' };
type Leap = {
  timespan: number;
  terms: { divisor: number; isLeap: boolean }[];
  offset: number;
  plus: boolean;
};

function fileYearLength(timespans: Timespan[], leaps: Leap[], year: number): number {
  let days = 0;
  for (const span of timespans) {
    if (span.interval === 1 || mod(year - span.offset, span.interval) === 0) days += span.length;
  }
  for (const leap of leaps) {
    const offset = leap.plus ? 0 : leap.offset;
    const deciding = [...leap.terms]
      .sort((a, b) => b.divisor - a.divisor)
      .find((term) => mod(year - offset, term.divisor) === 0);
    if (deciding?.isLeap) days += 1;
  }
  return days;
}

describe('a Fantasy-Calendar calendar, converted', () => {
  it('has, over 1,000 years, the year lengths its rules say (property)', () => {
    const timespan = fc.record({
      length: fc.integer({ min: 1, max: 40 }),
      interval: fc.oneof(fc.constant(1), fc.integer({ min: 2, max: 9 })),
      offset: fc.integer({ min: 0, max: 9 }),
      type: fc.constantFrom<'month' | 'intercalary'>('month', 'intercalary'),
    });
    const leap = fc.record({
      terms: fc.array(fc.record({ divisor: fc.integer({ min: 1, max: 400 }), isLeap: fc.boolean() }), {
        minLength: 1,
        maxLength: 4,
      }),
      offset: fc.integer({ min: 0, max: 30 }),
      plus: fc.boolean(),
      pick: fc.nat(),
    });
    fc.assert(
      fc.property(
        timespan,
        fc.array(timespan, { maxLength: 6 }),
        fc.array(leap, { maxLength: 3 }),
        fc.integer({ min: -2_000, max: 2_000 }),
        (first, rest, rawLeaps, start) => {
          const timespans: Timespan[] = [{ ...first, interval: 1, type: 'month' }, ...rest];
          const everyYear = timespans.flatMap((span, index) => (span.interval === 1 ? [index] : []));
          const leaps: Leap[] = rawLeaps.map((raw) => ({
            ...raw,
            timespan: everyYear[raw.pick % everyYear.length] ?? 0,
          }));
          const file = {
            name: 'Property',
            static_data: {
              year_data: {
                first_day: 1,
                global_week: ['One', 'Two', 'Three'],
                timespans: timespans.map((span, index) => ({ name: `Month ${index}`, ...span })),
                leap_days: leaps.map((item) => ({
                  name: 'Leap',
                  timespan: item.timespan,
                  interval: item.terms
                    .map((term) => `${item.plus ? '+' : ''}${term.isLeap ? '' : '!'}${term.divisor}`)
                    .join(','),
                  offset: item.offset,
                })),
              },
              settings: { year_zero_exists: true },
            },
          };
          const result = readCalendarFile(JSON.stringify(file));
          expect(result.ok).toBe(true);
          if (!result.ok) return;
          for (let year = start; year < start + 1_000; year += 1) {
            expect(yearDays(result.value.calendar, year)).toBe(fileYearLength(timespans, leaps, year));
          }
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe('a Fantasy-Calendar file that cannot be read', () => {
  it('says where the problem is, and refuses rather than guessing', () => {
    const file = {
      name: 'Broken',
      static_data: {
        year_data: { global_week: ['One'], timespans: [{ name: 'Only', type: 'month', length: 'thirty' }] },
      },
    };
    expect(readCalendarFile(JSON.stringify(file))).toEqual({
      ok: false,
      source: 'fantasy-calendar',
      errors: ['static_data.year_data.timespans.0.length: must be a number'],
    });
    const weekless = { static_data: { year_data: { timespans: [] } } };
    const read = readCalendarFile(JSON.stringify(weekless));
    expect(read.ok === false && read.errors).toContain(
      'static_data.year_data.global_week: The file has no week',
    );
  });
});
