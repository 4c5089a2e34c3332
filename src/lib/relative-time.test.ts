import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time';

const now = new Date('2026-11-21T12:00:00.000Z');
const before = (ms: number) => new Date(now.getTime() - ms).toISOString();
const MIN = 60_000;
const DAY = 24 * 60 * MIN;

describe('relativeTime', () => {
  it.each([
    [0, 'Just now'],
    [59_999, 'Just now'],
    [MIN, '1 minute ago'],
    [5 * MIN, '5 minutes ago'],
    [60 * MIN, '1 hour ago'],
    [23 * 60 * MIN, '23 hours ago'],
    [DAY, 'Yesterday'],
    [3 * DAY, '3 days ago'],
    [7 * DAY, '1 week ago'],
    [20 * DAY, '2 weeks ago'],
    [45 * DAY, '1 month ago'],
    [200 * DAY, '6 months ago'],
    [800 * DAY, '2 years ago'],
  ])('%i ms ago reads %s', (elapsed, text) => {
    expect(relativeTime(before(elapsed), now)).toBe(text);
  });

  it('reads a time slightly in the future as Just now', () => {
    expect(relativeTime(new Date(now.getTime() + 5000).toISOString(), now)).toBe('Just now');
  });

  it('returns text that is not a date unchanged', () => {
    expect(relativeTime('sometime', now)).toBe('sometime');
  });
});
