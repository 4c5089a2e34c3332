import { describe, expect, it } from 'vitest';
import { formatCalendarDate, formatNextSession } from './calendar-date';

describe('formatNextSession', () => {
  it('writes a calendar date with weekday, month name, day and year', () => {
    expect(formatNextSession('2026-11-27')).toBe('Fri, Nov 27, 2026');
  });

  it("keeps the stored day whatever the browser's time zone (read as UTC)", () => {
    expect(formatCalendarDate('2026-01-01')).toBe('Thu, Jan 1, 2026');
  });

  it("says 'Not scheduled' when there is no next session", () => {
    expect(formatNextSession(null)).toBe('Not scheduled');
  });

  it('returns text that is not a calendar date unchanged', () => {
    expect(formatCalendarDate('soon')).toBe('soon');
    expect(formatCalendarDate('2026-13-45')).toBe('2026-13-45');
  });
});
