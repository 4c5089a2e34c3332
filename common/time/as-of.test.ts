import { describe, expect, it } from 'vitest';
import { describeLife, happenedAsOf, lifeAsOf, peopleAsOf } from './as-of';
import { dayFromDate } from './engine';
import { emberreach, gregorian } from './presets';

const gday = (year: number, month: number, day: number) => dayFromDate(gregorian, { year, month, day });
const eday = (year: number, month = 1, day = 1) => dayFromDate(emberreach, { year, month, day });

describe('a life as of a date', () => {
  const ada = { born: '1815-12-10', died: '1852-11-27' };

  it('counts whole years as birthdays do', () => {
    expect(lifeAsOf(gregorian, ada, gday(1849, 12, 9))).toMatchObject({ state: 'alive', age: 33 });
    expect(lifeAsOf(gregorian, ada, gday(1849, 12, 10))).toMatchObject({ state: 'alive', age: 34 });
    expect(describeLife(lifeAsOf(gregorian, ada, gday(1849, 12, 10)))).toBe('Age 34');
  });

  it('says how old someone was when they died, on and after the day', () => {
    const life = lifeAsOf(gregorian, ada, gday(1852, 11, 27));
    expect(life).toMatchObject({ state: 'dead', age: 36 });
    expect(describeLife(lifeAsOf(gregorian, ada, gday(2000, 1, 1)))).toBe('Died aged 36');
  });

  it('is not yet born before the birth, and age 0 on its day', () => {
    expect(describeLife(lifeAsOf(gregorian, ada, gday(1815, 12, 9)))).toBe('Not yet born');
    expect(describeLife(lifeAsOf(gregorian, ada, gday(1815, 12, 10)))).toBe('Age 0');
  });

  it('reads the calendar of the world, qualifiers and all', () => {
    const maren = { born: 'Year 290 of the Ember Age, spring', died: '' };
    expect(describeLife(lifeAsOf(emberreach, maren, eday(322, 3, 12)))).toBe('Age 32');
  });

  it('says nothing for dates it cannot read, and "Died" without a birth', () => {
    expect(lifeAsOf(gregorian, { born: 'long ago', died: '' }, gday(2000, 1, 1))).toEqual({
      state: 'unknown',
    });
    expect(describeLife(lifeAsOf(gregorian, { born: '', died: '1900-01-01' }, gday(2000, 1, 1)))).toBe(
      'Died',
    );
    expect(describeLife(lifeAsOf(gregorian, { born: '', died: '' }, gday(2000, 1, 1)))).toBe('');
  });
});

describe('who is alive as of a date', () => {
  const people = [
    { name: 'Young', born: '1990-05-01', died: '' },
    { name: 'Old', born: '1900-01-01', died: '1980-01-01' },
    { name: 'Elder', born: '1950-03-03', died: '' },
    { name: 'Unborn', born: '2030-01-01', died: '' },
    { name: 'Mystery', born: 'the long winter', died: '' },
  ];

  it('lists the living eldest first with their ages, the dead apart, and the unplaced apart', () => {
    const result = peopleAsOf(gregorian, people, (person) => person, gday(2000, 6, 1));
    expect(result.alive.map(({ person, life }) => [person.name, describeLife(life)])).toEqual([
      ['Elder', 'Age 50'],
      ['Young', 'Age 10'],
    ]);
    expect(result.dead.map(({ person }) => person.name)).toEqual(['Old']);
    expect(result.unknown.map((person) => person.name)).toEqual(['Mystery']);
  });
});

describe('which events have happened by a date', () => {
  const events = [
    { title: 'Later', date: 'Year 322 of the Ember Age, Thawmonth 9' },
    { title: 'First', date: 'Year 1 of the Ember Age' },
    { title: 'Tide', date: 'Tide 40' },
    { title: 'Today', date: 'Year 322 of the Ember Age, Thawmonth 5, dusk' },
  ];

  it('splits them by the day, in date order, keeping unreadable text apart', () => {
    const result = happenedAsOf(emberreach, events, (event) => event.date, eday(322, 3, 5));
    expect(result.happened.map((event) => event.title)).toEqual(['First', 'Today']);
    expect(result.upcoming.map((event) => event.title)).toEqual(['Later']);
    expect(result.undated.map((event) => event.title)).toEqual(['Tide']);
  });
});
