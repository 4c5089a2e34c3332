import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sampleEvents } from '../sample/timelines';
import { dayFromDate } from './engine';
import { parseWorldDate } from './parse';
import { emberreach, gregorian, lamplight } from './presets';

const emberDay = (year: number, month = 1, day = 1) => dayFromDate(emberreach, { year, month, day });

describe('reading free-text dates', () => {
  it('reads "Year N of the <Era>" as the first day of that era year', () => {
    expect(parseWorldDate('Year 1 of the Ember Age', emberreach)).toEqual({
      date: { year: 1, month: 1, day: 1 },
      day: emberDay(1),
    });
    expect(parseWorldDate('year 311 of ember age', emberreach)?.day).toBe(emberDay(311));
    expect(parseWorldDate('Year 40 of the Long Dusk', emberreach)?.date).toEqual({
      year: -40,
      month: 1,
      day: 1,
    });
  });

  it('keeps a season or "later" as a qualifier to show', () => {
    expect(parseWorldDate('Year 311 of the Ember Age, later that night', emberreach)).toEqual({
      date: { year: 311, month: 1, day: 1 },
      day: emberDay(311),
      qualifier: 'later that night',
    });
    expect(parseWorldDate('Year 320 of the Ember Age, spring', emberreach)?.qualifier).toBe('spring');
  });

  it('reads a month and day after the year, and what follows as the qualifier', () => {
    expect(parseWorldDate('Year 322 of the Ember Age, Thawmonth 5, dusk', emberreach)).toEqual({
      date: { year: 322, month: 3, day: 5 },
      day: emberDay(322, 3, 5),
      qualifier: 'dusk',
    });
    expect(parseWorldDate('Lamp Year 95, Rainmonth 15, midnight', lamplight)?.date).toEqual({
      year: 95,
      month: 1,
      day: 15,
    });
    expect(parseWorldDate('322 EA, 12 Thawmonth', emberreach)?.date).toEqual({
      year: 322,
      month: 3,
      day: 12,
    });
    expect(parseWorldDate('Year 5, Frostmonth', emberreach)?.date).toEqual({ year: 5, month: 2, day: 1 });
  });

  it("reads the calendar's own format and ISO dates", () => {
    expect(parseWorldDate('12 Thawmonth, Year 322 of the Ember Age', emberreach)?.date).toEqual({
      year: 322,
      month: 3,
      day: 12,
    });
    expect(parseWorldDate('2024-02-29', gregorian)?.date).toEqual({ year: 2024, month: 2, day: 29 });
    expect(parseWorldDate('0000-01-01', gregorian)?.date).toEqual({ year: -1, month: 1, day: 1 });
    expect(parseWorldDate('2024-02-29T18:30', gregorian)).toMatchObject({ minute: 18 * 60 + 30 });
    expect(parseWorldDate('29 February 2024 AD', gregorian)?.date).toEqual({ year: 2024, month: 2, day: 29 });
  });

  it('leaves text it cannot read as text', () => {
    for (const text of [
      'Tide 40',
      'The third winter after the Fall',
      'Year 0 of the Ember Age',
      'Year 322 of the Iron Age',
      'Year 322 of the Ember Age, Thawmonth 31',
      '',
    ]) {
      expect(parseWorldDate(text, emberreach)).toBeUndefined();
    }
    expect(parseWorldDate('2023-02-29', gregorian)).toBeUndefined();
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (text) => {
        parseWorldDate(text, emberreach);
        parseWorldDate(text, gregorian);
      }),
    );
  });

  it("maps every Ember Age date of the sample's timelines to a day", () => {
    const dates = sampleEvents.map((event) => event.date).filter((date) => date.includes('of the Ember Age'));
    expect(dates.length).toBeGreaterThan(20);
    for (const date of dates) {
      const year = Number(/Year (\d+)/.exec(date)?.[1]);
      expect(parseWorldDate(date, emberreach)?.date.year).toBe(year);
    }
  });
});
