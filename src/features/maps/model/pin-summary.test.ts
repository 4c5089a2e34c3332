import { describe, expect, it } from 'vitest';
import { firstSentence, SUMMARY_MAX, summaryLine } from './pin-summary';

describe('a pin’s summary', () => {
  it('takes the first sentence of a description', () => {
    expect(firstSentence('The old port. Smugglers meet here.')).toBe('The old port.');
    expect(firstSentence('Who goes there? Nobody.')).toBe('Who goes there?');
    expect(firstSentence('  A line without a stop\nand another')).toBe('A line without a stop');
    expect(firstSentence('St. 3.5 miles out')).toBe('St.');
    expect(firstSentence('')).toBe('');
  });

  it('cuts a long sentence at a word with an ellipsis', () => {
    const long = `${'word '.repeat(60)}end.`;
    const cut = firstSentence(long);
    expect(cut.length).toBeLessThanOrEqual(SUMMARY_MAX);
    expect(cut.endsWith('word…')).toBe(true);
  });

  it('puts the kind before it, or the kind alone', () => {
    expect(summaryLine('Quest', 'The seal is stolen. Find it.')).toBe('Quest · The seal is stolen.');
    expect(summaryLine('Session', '')).toBe('Session');
  });
});
