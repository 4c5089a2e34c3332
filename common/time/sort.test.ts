import { describe, expect, it } from 'vitest';
import { sampleEvents } from '../sample/timelines';
import { calendarSchema } from './calendar';
import { parseWorldDate } from './parse';
import { emberreach, gregorian } from './presets';
import { compareDateSortKeys, dateSortKey, naturalKey, sortByStoredDay, sortByWorldDate } from './sort';

const sortTexts = (texts: string[], calendar = emberreach) =>
  sortByWorldDate(texts, (text) => text, calendar);

describe('ordering dates', () => {
  it('orders dated text by day, whatever the era, then undated text naturally', () => {
    const calendar = calendarSchema.parse({
      name: 'Two ages',
      months: [{ name: 'Moon', length: 30 }],
      weekdays: ['Day'],
      eras: [
        { name: 'Ember Age', abbreviation: 'EA', count: 'continue' },
        { name: 'Ash Age', abbreviation: 'AA', start: 400, count: 'restart' },
      ],
      format: 'D MMMM Y ERA',
      today: { year: 1, month: 1, day: 1 },
    });
    expect(
      sortTexts(
        ['Year 10 of the Ash Age', 'Tide 10', 'Year 2 of the Ash Age', 'Tide 9', 'Year 311 of the Ember Age'],
        calendar,
      ),
    ).toEqual([
      'Year 311 of the Ember Age',
      'Year 2 of the Ash Age',
      'Year 10 of the Ash Age',
      'Tide 9',
      'Tide 10',
    ]);
  });

  it('puts a date with a time after the same date without one, and keeps equal dates in their order', () => {
    expect(
      sortTexts(['2024-05-01T10:00', '2024-05-01T09:00', '2024-05-01', '2024-04-30'], gregorian),
    ).toEqual(['2024-04-30', '2024-05-01', '2024-05-01T09:00', '2024-05-01T10:00']);
    expect(
      sortTexts([
        'Year 320 of the Ember Age, spring',
        'Year 320 of the Ember Age, summer',
        'Year 320 of the Ember Age, autumn',
      ]),
    ).toEqual([
      'Year 320 of the Ember Age, spring',
      'Year 320 of the Ember Age, summer',
      'Year 320 of the Ember Age, autumn',
    ]);
  });

  it("orders the sample's Cinder Road dates by day", () => {
    const dates = sampleEvents
      .filter((event) => event.timelineId === 't-cinder-road')
      .map((event) => event.date);
    expect(sortTexts(dates).map((date) => date.replace('Year 322 of the Ember Age, ', ''))).toEqual([
      'Thawmonth 1',
      'Thawmonth 2',
      'Thawmonth 5',
      'Thawmonth 5, dusk',
      'Thawmonth 6',
      'Thawmonth 9',
      'Thawmonth 11',
      'Thawmonth 12',
    ]);
  });

  it('sorts the sample Ember Age years as numbers and unreadable text after them', () => {
    const sorted = sortTexts([
      'Tide 40',
      'Year 10 of the Ember Age',
      'Tide 5',
      'Year 9 of the Ember Age',
      'Year 311 of the Ember Age',
    ]);
    expect(sorted).toEqual([
      'Year 9 of the Ember Age',
      'Year 10 of the Ember Age',
      'Year 311 of the Ember Age',
      'Tide 5',
      'Tide 40',
    ]);
  });

  it('compares undated text naturally, folding case and accents', () => {
    expect(naturalKey('Year 9') < naturalKey('year 10')).toBe(true);
    expect(naturalKey('Year 009')).toBe(naturalKey('year 9'));
    expect(naturalKey('Éte 2')).toBe(naturalKey('ete 2'));
    expect(compareDateSortKeys(dateSortKey('Tide 2', emberreach), dateSortKey('tide 2', emberreach))).toBe(0);
    expect(
      compareDateSortKeys(dateSortKey('Year 1 of the Ember Age', emberreach), dateSortKey('A', emberreach)),
    ).toBe(-1);
  });
});

describe('ordering by stored days', () => {
  const stored = (date: string) => {
    const read = parseWorldDate(date, emberreach);
    return { date, worldDay: read?.day ?? null, worldMinute: read?.minute ?? null };
  };

  it('orders as reading every date does, reading none', () => {
    const dates = sampleEvents.map((event) => event.date);
    const items = [...dates, 'Tide 10', 'Tide 9', 'Year 3 of the Ember Age, dusk'].map(stored);
    expect(sortByStoredDay(items, (item) => item.date)?.map((item) => item.date)).toEqual(
      sortTexts(items.map((item) => item.date)),
    );
    // In order already (as a timeline's events arrive from the server): the same order back.
    const ordered = sortByStoredDay(items, (item) => item.date) ?? [];
    expect(sortByStoredDay(ordered, (item) => item.date)).toEqual(ordered);
  });

  it('keeps equal days in their order, and says when a source stores no days', () => {
    const items: { id: string; date: string; worldDay: number | null; worldMinute: number | null }[] = [
      { id: 'b', date: 'x', worldDay: 5, worldMinute: null },
      { id: 'a', date: 'y', worldDay: 5, worldMinute: null },
      { id: 'c', date: 'z', worldDay: 5, worldMinute: 60 },
      { id: 'd', date: 'Tide', worldDay: null, worldMinute: null },
      { id: 'e', date: 'early', worldDay: -3, worldMinute: null },
    ];
    expect(sortByStoredDay(items, (item) => item.date)?.map((item) => item.id)).toEqual([
      'e',
      'b',
      'a',
      'c',
      'd',
    ]);
    // Days too far apart for one exact number per item are compared instead, in the same order.
    const far = [
      { id: 'late', date: 'a', worldDay: 4e15, worldMinute: null },
      { id: 'early', date: 'b', worldDay: -4e15, worldMinute: null },
      { id: 'late-too', date: 'c', worldDay: 4e15, worldMinute: null },
    ];
    expect(sortByStoredDay(far, (item) => item.date)?.map((item) => item.id)).toEqual([
      'early',
      'late',
      'late-too',
    ]);
    const unstored: { date: string; worldDay?: number | null }[] = [{ date: 'Year 1' }];
    expect(sortByStoredDay(unstored, (item) => item.date)).toBeUndefined();
  });
});

describe('the natural key', () => {
  // The key as first written (a replace per digit run), which the hand-written scan must equal.
  const reference = (text: string) =>
    text
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/\d+/g, (digits) => {
        const significant = digits.replace(/^0+(?=\d)/, '');
        return `0${String(significant.length).padStart(3, '0')}${significant}`;
      });

  it('writes every digit run as its length then its digits, case and accents folded', () => {
    const texts = [
      '',
      'Tide',
      'Year 10',
      '007 Élan 0 and 00 and 000100',
      'Åge 12 of 3 moons, 2024-03-05',
      `${'9'.repeat(1200)}x`,
      'ÉCHO 42ème',
    ];
    for (const text of texts) expect(naturalKey(text), text).toBe(reference(text));
  });
});
