import { describe, expect, it } from 'vitest';
import { readKankaCalendar } from './kanka-calendar-import';

// A Kanka calendar row (decision 081) through the calendar imports' model (decision 054). The whole
// export's calendar is checked in common/vault/kanka-import.test.ts; these are the row's odd cases.

const row = (extra: Record<string, unknown> = {}) => ({
  name: 'Harbour Count',
  months: [
    { name: 'Ebb', length: '28', type: 'standard' },
    { name: 'Flow', length: 28, type: 'standard' },
  ],
  weekdays: ['One', 'Two', 'Three', 'Four'],
  date: '-40-2-28',
  ...extra,
});

describe('a Kanka calendar as a calendar here', () => {
  it('reads lists given as arrays as well as JSON text, and a date before year 0', () => {
    const read = readKankaCalendar(row({ start_offset: 6 }), 'Fallback');
    expect(read.ok && read.value.calendar).toMatchObject({
      name: 'Harbour Count',
      months: [
        { name: 'Ebb', length: 28 },
        { name: 'Flow', length: 28 },
      ],
      firstWeekday: 2,
      eras: [],
      format: 'D MMMM Y',
      today: { year: -40, month: 2, day: 28 },
    });
    expect(read.ok && read.value.notCarried).toEqual([]);
  });

  it('refuses a calendar without months or weekdays, or with a month of no length, saying which', () => {
    expect(readKankaCalendar(row({ months: '[]' }), 'x')).toEqual({
      ok: false,
      errors: ['The calendar has no months'],
    });
    expect(readKankaCalendar(row({ weekdays: 'not json' }), 'x')).toEqual({
      ok: false,
      errors: ['The calendar has no weekdays'],
    });
    expect(readKankaCalendar(row({ months: [{ name: 'Ebb', length: 0 }] }), 'x')).toEqual({
      ok: false,
      errors: ['The month "Ebb" has no length from 1 to 1000'],
    });
  });

  it('names a leap year it cannot hold, week names, month aliases and a weekly reset', () => {
    const read = readKankaCalendar(
      row({
        has_leap_year: true,
        leap_year_month: 9,
        leap_year_offset: 4,
        week_names: '{"1":"First week"}',
        month_aliases: '{"1":"Low"}',
        reset: 'month',
        date: 'spring',
      }),
      'x',
    );
    expect(read.ok && read.value.calendar.leapDays).toEqual([]);
    expect(read.ok && read.value.calendar.today).toEqual({ year: 1, month: 1, day: 1 });
    expect(read.ok && read.value.notCarried).toEqual([
      'The leap year (its month, interval or days are not ones a leap rule can hold)',
      'The current date "spring" (not a year-month-day date); today is year 1',
      'Names of weeks',
      'Other names of months',
      'The week starting again each month',
    ]);
  });

  it('names an unnamed month by its place and a calendar without a name by the fallback', () => {
    const read = readKankaCalendar(
      row({ name: undefined, months: [{ length: 30 }, { name: 'Flow', length: 30 }] }),
      'From the file',
    );
    expect(read.ok && read.value.calendar.name).toBe('From the file');
    expect(read.ok && read.value.calendar.months.map((month) => month.name)).toEqual(['Month 1', 'Flow']);
  });
});
