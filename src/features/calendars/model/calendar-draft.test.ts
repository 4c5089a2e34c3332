import { describe, expect, it } from 'vitest';
import { gregorian } from '../../../../common/time/presets';
import { checkDraft, freshName, numberFromText, renameMonth, textOfNumber } from './calendar-draft';

describe('the calendar draft', () => {
  it('is a calendar when the schema says so', () => {
    expect(checkDraft(gregorian)).toEqual({ ok: true, calendar: gregorian });
  });

  it('names where each problem is', () => {
    const draft = {
      ...gregorian,
      months: gregorian.months.map((month, index) =>
        index === 2 ? { ...month, length: numberFromText('') } : month,
      ),
    };
    expect(checkDraft(draft)).toEqual({ ok: false, errors: ['Month 3: A month length must be a number'] });
    // The rules across fields are checked once every field is well formed.
    expect(checkDraft({ ...gregorian, format: 'MMMM ERA' })).toEqual({
      ok: false,
      errors: [
        'The date format must show the year (Y or YYYY)',
        'The date format must show the day (D or DD)',
      ],
    });
  });

  it('renames a month and the leap rules that name it', () => {
    const renamed = renameMonth(gregorian, 1, 'Februarius');
    expect(renamed.months[1]?.name).toBe('Februarius');
    expect(renamed.leapDays[0]?.month).toBe('Februarius');
    expect(checkDraft(renamed).ok).toBe(true);
  });

  it('reads and shows numbers, blank as NaN', () => {
    expect(numberFromText(' 30 ')).toBe(30);
    expect(textOfNumber(Number.NaN)).toBe('');
    expect(freshName('Month', ['Month 1', 'Month 2'])).toBe('Month 3');
  });
});
