import { describe, expect, it } from 'vitest';
import { readCalendarFile } from './calendar-import';
import { dayFromDate, moonPhases, weekdayName, yearDays } from './engine';
import donjonGolarion from './fixtures/donjon-golarion.json';
import donjonHandMade from './fixtures/donjon-hand-made.json';
import fantasyCalendarGregorian from './fixtures/fantasy-calendar-gregorian.json';
import { parseWorldDate } from './parse';

const fixtures: Record<string, unknown> = {
  'donjon-golarion': donjonGolarion,
  'donjon-hand-made': donjonHandMade,
  'fantasy-calendar-gregorian': fantasyCalendarGregorian,
};
// The files' values as JSON text (the same values a user's file holds; only spacing differs).
const fixture = (name: string) => JSON.stringify(fixtures[name] ?? null);

function read(name: string, fallbackName = 'Golarion') {
  const result = readCalendarFile(fixture(name), { fallbackName });
  if (!result.ok) throw new Error(result.errors.join('\n'));
  return result.value;
}

describe('a donjon calendar of Golarion (a real file)', () => {
  const imported = read('donjon-golarion');
  const { calendar } = imported;

  it('is recognised by its shape and named after the file, which names nothing', () => {
    expect(imported.source).toBe('donjon');
    expect(calendar.name).toBe('Golarion');
  });

  it('keeps the twelve months with their lengths, the week and the year', () => {
    expect(calendar.months.map((month) => [month.name, month.length])).toEqual([
      ['Abadius', 31],
      ['Calistril', 30],
      ['Pharast', 31],
      ['Gozran', 30],
      ['Desnus', 31],
      ['Sarenith', 30],
      ['Erastus', 31],
      ['Arodus', 31],
      ['Rova', 30],
      ['Lamashan', 31],
      ['Neth', 30],
      ['Kuthona', 29],
    ]);
    expect(yearDays(calendar, 4707)).toBe(365);
    expect(calendar.today).toEqual({ year: 4707, month: 1, day: 1 });
  });

  it("starts the file's year on the weekday the file names (first_day)", () => {
    expect(weekdayName(calendar, dayFromDate(calendar, { year: 4707, month: 1, day: 1 }))).toBe('Moonday');
    expect(weekdayName(calendar, dayFromDate(calendar, { year: 4708, month: 1, day: 1 }))).toBe('Toilday');
  });

  it('rounds the fractional moon to whole days and says so', () => {
    expect(calendar.moons).toEqual([expect.objectContaining({ name: 'Somal', cycleDays: 30 })]);
    const firstDay = dayFromDate(calendar, { year: 4707, month: 1, day: 1 });
    expect(moonPhases(calendar, firstDay)[0]?.phase).toBe('new');
    expect(imported.changed).toEqual([
      'The moon "Somal" has a cycle of 29.53 days; here cycles are whole days, so it is 30',
    ]);
    expect(imported.notCarried).toEqual([]);
    expect(imported.events).toEqual([]);
  });
});

describe('a hand-made donjon calendar with notes', () => {
  const imported = read('donjon-hand-made', 'Ashlands');

  it('turns each dated note into an event on its day, titled by its first line', () => {
    expect(imported.events).toEqual([
      {
        title: 'The bridge at Karn falls',
        date: '14 Stonewake 1330',
        description: 'The bridge at Karn falls\nThe river is closed to barges for a season.',
        tags: [],
      },
    ]);
    expect(parseWorldDate('14 Stonewake 1330', imported.calendar)?.date).toMatchObject({
      year: 1330,
      month: 2,
      day: 14,
    });
    expect(imported.notCarried).toEqual(['1 note on days this calendar does not have: "1330-7-1"']);
  });

  it("puts each moon's shift after the first day of the file's year", () => {
    const firstDay = dayFromDate(imported.calendar, { year: 1330, month: 1, day: 1 });
    const [ash, cinder] = moonPhases(imported.calendar, firstDay + 3);
    expect(ash?.dayOfCycle).toBe(0);
    expect(cinder?.dayOfCycle).toBe(3);
  });
});

describe('reading a calendar file', () => {
  it('says what is wrong with a file that is not JSON or not a calendar', () => {
    expect(readCalendarFile('{')).toEqual({ ok: false, errors: ['The file is not valid JSON'] });
    const unknown = readCalendarFile('{"hello": 1}');
    expect(unknown.ok).toBe(false);
    if (!unknown.ok)
      expect(unknown.errors[0]).toMatch(/not a calendar from Fantasy-Calendar, donjon or Fablehold/);
  });

  it("reads a file as the tool chosen, and says what that tool's shape lacks", () => {
    const asDonjon = readCalendarFile(fixture('fantasy-calendar-gregorian'), { source: 'donjon' });
    expect(asDonjon.ok).toBe(false);
    if (!asDonjon.ok) expect(asDonjon.errors).toContain('months: The file has no months');
  });

  it('reads a donjon file whose month lengths do not add up to its year, keeping the months', () => {
    const text = JSON.stringify({ ...JSON.parse(fixture('donjon-golarion')), year_len: 360 });
    const result = readCalendarFile(text);
    expect(result.ok && result.value.changed).toContain(
      'The file says a year has 360 days, but its months add up to 365; the months are kept',
    );
  });

  it('refuses a month without a length rather than guessing one', () => {
    const file = JSON.parse(fixture('donjon-golarion'));
    delete file.month_len.Rova;
    const result = readCalendarFile(JSON.stringify(file));
    expect(result).toEqual({
      ok: false,
      source: 'donjon',
      errors: ['The month "Rova" has no length in the file'],
    });
  });
});
