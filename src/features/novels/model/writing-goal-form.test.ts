import { describe, expect, it } from 'vitest';
import { parseDailyWords } from './writing-goal-form';

describe('the daily goal field', () => {
  it.each([
    ['1000', 1000],
    [' 1,000 ', 1000],
    ['50000', 50_000],
  ])('reads %j as %d words', (typed, value) => {
    expect(parseDailyWords(typed)).toEqual({ ok: true, value });
  });

  it.each([
    ['', 'Enter how many words a day you aim to write'],
    ['0', 'The goal must be at least 1 word a day'],
    ['-20', 'The goal must be at least 1 word a day'],
    ['12.5', 'The goal must be a whole number of words'],
    ['50001', 'The goal can be at most 50,000 words a day'],
    ['lots', 'The goal must be a number of words'],
    ['1e3', 'The goal must be a number of words'],
  ])('refuses %j: %s', (typed, message) => {
    expect(parseDailyWords(typed)).toEqual({ ok: false, message });
  });
});
