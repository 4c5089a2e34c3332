import { describe, expect, it } from 'vitest';
import { addChip, removeChip, visibleTags } from './chips';

describe('chips', () => {
  it('adds a trimmed value at the end', () => {
    expect(addChip(['Aldra'], '  Corvin ')).toEqual(['Aldra', 'Corvin']);
  });

  it('ignores empty values and duplicates, returning the same list', () => {
    const list = ['Aldra'];
    expect(addChip(list, '   ')).toBe(list);
    expect(addChip(list, ' Aldra ')).toBe(list);
  });

  it('removes one value', () => {
    expect(removeChip(['a', 'b', 'c'], 'b')).toEqual(['a', 'c']);
  });

  it('shows at most three tags, then counts the rest', () => {
    expect(visibleTags(['a', 'b', 'c', 'd', 'e'])).toEqual({ shown: ['a', 'b', 'c'], hiddenCount: 2 });
    expect(visibleTags(['a', 'b', 'c'])).toEqual({ shown: ['a', 'b', 'c'], hiddenCount: 0 });
    expect(visibleTags([])).toEqual({ shown: [], hiddenCount: 0 });
  });
});
