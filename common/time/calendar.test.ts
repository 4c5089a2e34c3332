import { describe, expect, it } from 'vitest';
import { calendarSchema, calendarToJson, parseCalendarJson } from './calendar';
import { emberreach, emberreachInput, gregorian, gregorianInput, lamplight } from './presets';

const withChanges = (changes: Record<string, unknown>) => JSON.stringify({ ...gregorianInput, ...changes });

function errorsOf(text: string): string[] {
  const result = parseCalendarJson(text);
  return result.ok ? [] : result.errors;
}

describe('the calendar schema', () => {
  it('accepts every preset and reads an export back unchanged', () => {
    for (const calendar of [gregorian, emberreach, lamplight]) {
      expect(parseCalendarJson(calendarToJson(calendar))).toEqual({ ok: true, calendar });
    }
    expect(calendarSchema.safeParse(emberreachInput).success).toBe(true);
  });

  it('says what is wrong with months', () => {
    expect(errorsOf(withChanges({ months: [] }))).toContain('months: A calendar needs at least one month');
    expect(errorsOf(withChanges({ months: [{ name: 'Only', length: 0 }] }))).toContain(
      'months.0.length: A month length must be at least 1',
    );
    expect(
      errorsOf(
        withChanges({
          months: [
            { name: 'Same', length: 30 },
            { name: 'same', length: 30 },
          ],
          leapDays: [],
        }),
      ),
    ).toContain('months: Two months are named "same"');
    const many = Array.from({ length: 101 }, (_, index) => ({ name: `M${index}`, length: 1 }));
    expect(errorsOf(withChanges({ months: many, leapDays: [] }))).toContain(
      'months: A calendar has at most 100 months',
    );
  });

  it('says what is wrong with leap rules, eras and the format', () => {
    expect(errorsOf(withChanges({ leapDays: [{ month: 'February', rule: '4;100' }] }))[0]).toMatch(
      /^leapDays\.0\.rule: "4;100" is not a leap rule/,
    );
    expect(errorsOf(withChanges({ leapDays: [{ month: 'Febuary', rule: '4' }] }))).toContain(
      'leapDays.0.month: The leap day\'s month "Febuary" is not one of the months',
    );
    expect(
      errorsOf(withChanges({ eras: [{ name: 'Only', abbreviation: 'O', count: 'countdown' }] })),
    ).toContain('eras.0.count: The era "Only" counts down to the next era, but there is none after it');
    expect(errorsOf(withChanges({ format: 'D MMMM Y' }))).toContain(
      'format: The date format must show the era (ERA or EEEE) when the calendar has eras',
    );
    expect(
      errorsOf(withChanges({ weekdays: Array.from({ length: 51 }, (_, index) => `W${index}`) })),
    ).toContain('weekdays: A calendar has at most 50 weekdays');
    expect(errorsOf(withChanges({ today: { year: 0, month: 1, day: 1 } }))).toContain(
      'today.year: This calendar has no year 0',
    );
    expect(errorsOf('{ not json')).toEqual(['The file is not valid JSON']);
  });
});
