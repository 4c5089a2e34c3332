import { describe, expect, it } from 'vitest';
import { emberreach, gregorian, lamplight } from '../../../../common/time/presets';
import {
  isTodayIn,
  type MonthGrid,
  monthGrid,
  monthsOfYear,
  monthTitle,
  stepMonth,
  weekKey,
  yearTitle,
} from './month-grid';

const days = (grid: MonthGrid) => grid.weeks.flat().filter((cell) => cell.kind === 'day');

describe('monthGrid', () => {
  it('lays a Gregorian month out under its weekdays', () => {
    // 1 March 2025 was a Saturday: six blanks before it, 31 days, five weeks.
    const grid = monthGrid(gregorian, { year: 2025, month: 3 });
    expect(grid.weekdays[0]).toBe('Sunday');
    expect(grid.weeks).toHaveLength(6);
    expect(grid.weeks[0]?.slice(0, 6).every((cell) => cell.kind === 'blank')).toBe(true);
    expect(grid.weeks[0]?.[6]).toMatchObject({ kind: 'day', dayOfMonth: 1 });
    expect(days(grid)).toHaveLength(31);
    expect(grid.weeks.every((week) => week.length === 7)).toBe(true);
  });

  it('counts leap days and gives each cell its day number', () => {
    const february = monthGrid(gregorian, { year: 2024, month: 2 });
    expect(february.length).toBe(29);
    const cells = days(february);
    expect((cells[28]?.day ?? 0) - (cells[0]?.day ?? 0)).toBe(28);
  });

  it('uses a ten-day week, and a month absent that year has no weeks', () => {
    expect(monthGrid(lamplight, { year: 95, month: 1 }).weeks.every((week) => week.length === 10)).toBe(true);
    // Kindling Night comes every fourth (astronomical) year only.
    expect(monthGrid(emberreach, { year: 1, month: 4 }).weeks).toEqual([]);
    expect(monthGrid(emberreach, { year: 4, month: 4 }).length).toBe(1);
  });
});

describe('monthsOfYear', () => {
  it('lists the months that appear, with their lengths that year', () => {
    expect(monthsOfYear(gregorian, 2024).map((month) => month.length)).toEqual([
      31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31,
    ]);
    const year1 = monthsOfYear(emberreach, 1);
    expect(year1.map((month) => month.name)).not.toContain('Kindling Night');
    expect(year1.find((month) => month.name === 'Emberfall')).toMatchObject({
      length: 5,
      isIntercalary: true,
    });
  });
});

describe('stepMonth', () => {
  it('steps across years, over months absent that year and over the missing year zero', () => {
    expect(stepMonth(gregorian, { year: 2024, month: 12 }, 1)).toEqual({ year: 2025, month: 1 });
    expect(stepMonth(gregorian, { year: 1, month: 1 }, -1)).toEqual({ year: -1, month: 12 });
    expect(stepMonth(emberreach, { year: 1, month: 3 }, 1)).toEqual({ year: 1, month: 5 });
    expect(stepMonth(emberreach, { year: 4, month: 3 }, 1)).toEqual({ year: 4, month: 4 });
    expect(stepMonth(emberreach, { year: 1, month: 5 }, -1)).toEqual({ year: 1, month: 3 });
  });
});

describe('titles', () => {
  it('names the month and year as the calendar writes them', () => {
    expect(monthTitle(gregorian, { year: 2025, month: 3 })).toBe('March, 2025 AD');
    expect(monthTitle(emberreach, { year: 322, month: 3 })).toBe('Thawmonth, 322 EA');
    expect(yearTitle(emberreach, 1)).toBe('Year 1 EA');
  });
});

describe('the today mark and week keys', () => {
  it('marks only the calendar’s today, in its own month and year', () => {
    const { today } = gregorian;
    const shown = { year: today.year, month: today.month };
    expect(isTodayIn(gregorian, shown, today.day)).toBe(true);
    expect(isTodayIn(gregorian, shown, today.day === 1 ? 2 : 1)).toBe(false);
    expect(isTodayIn(gregorian, { ...shown, year: today.year + 1 }, today.day)).toBe(false);
  });

  it('keys every week of a month differently', () => {
    const keys = monthGrid(gregorian, { year: 2025, month: 3 }).weeks.map(weekKey);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
