import { describe, expect, it } from 'vitest';
import { sideBySide, wordDiff } from './word-diff';

const join = (segments: { text: string }[]) => segments.map((segment) => segment.text).join('');

describe('wordDiff', () => {
  it('marks the words taken out and put in', () => {
    const segments = wordDiff('The cat sat.', 'The dog sat down.');
    expect(segments.filter((segment) => segment.kind === 'removed').map((s) => s.text)).toEqual(['cat']);
    expect(segments.filter((segment) => segment.kind === 'added').map((s) => s.text.trim())).toEqual([
      'dog',
      'down',
    ]);
  });

  it('rebuilds both texts from their sides', () => {
    const before = 'Mira waited by the anvil.\nThe forge was cold.';
    const after = 'Mira stood by the cold anvil.\nThe forge was colder still.';
    const view = sideBySide(wordDiff(before, after));
    expect(join(view.left)).toBe(before);
    expect(join(view.right)).toBe(after);
    expect(view.left.some((segment) => segment.kind === 'added')).toBe(false);
    expect(view.right.some((segment) => segment.kind === 'removed')).toBe(false);
  });

  it('answers one kept segment for equal texts and nothing for two empty ones', () => {
    expect(wordDiff('Same words.', 'Same words.')).toEqual([{ kind: 'same', text: 'Same words.' }]);
    expect(wordDiff('', '')).toEqual([]);
    expect(wordDiff('', 'New.')).toEqual([{ kind: 'added', text: 'New.' }]);
    expect(wordDiff('Old.', '')).toEqual([{ kind: 'removed', text: 'Old.' }]);
  });

  it('joins neighbours of one kind and counts the words on each side', () => {
    const segments = wordDiff('one two three', 'one four five three');
    for (let index = 1; index < segments.length; index += 1) {
      expect(segments[index]?.kind).not.toBe(segments[index - 1]?.kind);
    }
    const view = sideBySide(segments);
    expect(view.removed).toBe(1);
    expect(view.added).toBe(2);
  });
});
