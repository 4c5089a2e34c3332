import { describe, expect, it } from 'vitest';
import { datedThingsInRange } from './dated-things';
import { dayFromDate } from './engine';
import { gregorian } from './presets';

const day = (year: number, month: number, date: number) => dayFromDate(gregorian, { year, month, day: date });

describe('the dated things of a range of days', () => {
  const owner = {
    events: [
      { id: 'e1', name: 'Coronation', date: '2001-03-05' },
      { id: 'e2', name: 'Elsewhen', date: 'one day' },
      { id: 'e3', name: 'Out of range', date: '2001-04-05' },
    ],
    chapters: [
      { id: 'c1', name: 'Chapter One', date: '2001-03-05' },
      { id: 'c2', name: 'Undated chapter', date: 'in a dream' },
    ],
    sessions: [{ id: 's1', name: 'Session 1', date: '2001-03-05' }],
    people: [
      { id: 'p1', name: 'Leap child', born: '2000-02-29', died: '' },
      { id: 'p2', name: 'Gone', born: '1950-03-10', died: '2000-03-20' },
    ],
  };

  it('lists events, chapters, sessions and birthdays of March 2001 by day', () => {
    const things = datedThingsInRange(gregorian, owner, { from: day(2001, 3, 1), to: day(2001, 3, 31) });
    expect(things.map(({ kind, id, day: at, age }) => ({ kind, id, at, age }))).toEqual([
      // 29 February comes on 1 March in a common year, as ages count it.
      { kind: 'birthday', id: 'p1', at: day(2001, 3, 1), age: 1 },
      { kind: 'event', id: 'e1', at: day(2001, 3, 5), age: undefined },
      { kind: 'chapter', id: 'c1', at: day(2001, 3, 5), age: undefined },
      { kind: 'session', id: 's1', at: day(2001, 3, 5), age: undefined },
    ]);
  });

  it('lists births and deaths, and no birthdays after a death', () => {
    const things = datedThingsInRange(gregorian, owner, { from: day(2000, 1, 1), to: day(2000, 12, 31) });
    expect(things.map(({ kind, id }) => `${kind} ${id}`)).toEqual(['birth p1', 'birthday p2', 'death p2']);
  });
});
