import { describe, expect, it } from 'vitest';
import { dropTarget, reordered, stepTarget, storedIndex } from './sortable-order';

const ids = ['a', 'b', 'c', 'd'];

describe('sortable order', () => {
  it('steps one place up or down, not past either end', () => {
    expect(stepTarget(ids, 'b', -1)).toBe(0);
    expect(stepTarget(ids, 'b', 1)).toBe(2);
    expect(stepTarget(ids, 'a', -1)).toBeUndefined();
    expect(stepTarget(ids, 'd', 1)).toBeUndefined();
    expect(reordered(ids, 'b', 2)).toEqual(['a', 'c', 'b', 'd']);
  });

  it('drops before or after another item, counting without the dragged one', () => {
    expect(dropTarget(ids, 'a', 'c', 'after')).toBe(2);
    expect(reordered(ids, 'a', 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(dropTarget(ids, 'd', 'a', 'before')).toBe(0);
    expect(dropTarget(ids, 'b', 'c', 'before')).toBeUndefined();
    expect(dropTarget(ids, 'b', 'b', 'after')).toBeUndefined();
  });

  it('turns a move in a shown order into the stored index', () => {
    // Stored P1 N1 P2 N2, shown players first: P1 P2 N1 N2.
    const stored = ['p1', 'n1', 'p2', 'n2'];
    const shown = ['p1', 'p2', 'n1', 'n2'];
    expect(storedIndex(stored, shown, 'p2', 0)).toBe(0);
    expect(storedIndex(stored, shown, 'p1', 1)).toBe(2);
    expect(storedIndex(stored, shown, 'n1', 3)).toBe(3);
    expect(storedIndex(ids, ids, 'a', 2)).toBe(2);
  });
});
