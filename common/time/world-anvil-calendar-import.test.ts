import { describe, expect, it } from 'vitest';
import { readWorldAnvilCalendar } from './world-anvil-calendar-import';

// A World Anvil calendar entity (decision 097) as a calendar: its fields read leniently, refused whole
// with a sentence when it cannot make one.

describe('reading a World Anvil calendar', () => {
  it('takes months by `days` too, weekdays as plain names, today as an object, and no year 0 when it says so', () => {
    const read = readWorldAnvilCalendar(
      {
        title: 'Tidecount',
        months: [
          { name: 'Ebb', days: 20 },
          { name: 'Flow', days: 20.4 },
        ],
        weekdays: ['Low', 'High'],
        today: { year: -3, month: 2, day: 7 },
        hasYearZero: false,
        celebrations: [{ title: 'Slack Water' }],
        leapYears: [{ every: 4 }],
      },
      'Fallback',
    );
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(read.value.calendar).toMatchObject({
      name: 'Tidecount',
      months: [
        { name: 'Ebb', length: 20, isIntercalary: false },
        { name: 'Flow', length: 20, isIntercalary: false },
      ],
      weekdays: ['Low', 'High'],
      hasYearZero: false,
      eras: [],
      moons: [],
      format: 'D MMMM Y',
      today: { year: -3, month: 2, day: 7 },
    });
    expect(read.value.notCarried).toEqual(['1 celebration: "Slack Water"', 'Leap years']);
    expect(read.value.changed).toEqual([
      'The month "Flow" has 20.4 days; here a month has whole days, so 20',
    ]);
  });

  it('names one with no title by the name given, and refuses one with no months, no weekdays or a bad length', () => {
    const untitled = readWorldAnvilCalendar(
      { months: [{ title: 'One', length: 3 }], weekdays: ['D'] },
      'Calendar 2',
    );
    expect(untitled.ok && untitled.value.calendar.name).toBe('Calendar 2');
    expect(readWorldAnvilCalendar({ months: [], weekdays: ['D'] }, 'C')).toEqual({
      ok: false,
      errors: ['The calendar has no months'],
    });
    expect(readWorldAnvilCalendar({ months: [{ title: 'M', length: 3 }] }, 'C')).toEqual({
      ok: false,
      errors: ['The calendar has no weekdays'],
    });
    expect(
      readWorldAnvilCalendar({ months: [{ title: 'M', length: 'many' }], weekdays: ['D'] }, 'C'),
    ).toEqual({
      ok: false,
      errors: ['The month "M" has no length from 1 to 1000'],
    });
  });
});
