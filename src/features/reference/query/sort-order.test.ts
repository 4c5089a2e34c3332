import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sortOrder } from './sort-order';

const sorted = (values: readonly unknown[], direction: 'asc' | 'desc', limit: number | null = null) =>
  sortOrder(values.length, (i) => values[i], direction, limit).map((i) => values[i]);

describe('sortOrder', () => {
  it.each([
    [[3, null, 1, 2], 'asc', [1, 2, 3, null]],
    [[3, null, 1, 2], 'desc', [3, 2, 1, null]],
    [['b', 'A', undefined, 'a', 'C'], 'asc', ['A', 'a', 'b', 'C', undefined]],
    [['b', 'A', null, 'a', 'C'], 'desc', ['C', 'b', 'A', 'a', null]],
    [['10', 9, 'x', null, true, '2'], 'asc', ['2', 9, '10', true, 'x', null]],
  ] as const)('%j %s → %j (NULLs last, stable ties)', (values, direction, expected) => {
    expect(sorted(values, direction)).toEqual(expected);
  });

  it('keeps equal values in their original order in both directions', () => {
    const values = [2, 1, 2, 1];
    expect(sortOrder(4, (i) => values[i], 'asc')).toEqual([1, 3, 0, 2]);
    expect(sortOrder(4, (i) => values[i], 'desc')).toEqual([0, 2, 1, 3]);
  });

  it('sorts numbers the same with or without a comparator (rank sort vs. top-k window)', () => {
    const value = fc.oneof(fc.double({ noNaN: false }), fc.integer({ min: -3, max: 3 }), fc.constant(null));
    fc.assert(
      fc.property(
        fc.array(value, { maxLength: 300 }),
        fc.constantFrom('asc', 'desc'),
        (values, direction) => {
          const full = sortOrder(values.length, (i) => values[i], direction);
          const window = sortOrder(values.length, (i) => values[i], direction, 1);
          expect(window).toEqual(full.slice(0, 1));
          const expected = values
            .map((value, index) => ({ value, index }))
            .sort((x, y) => {
              const a = x.value;
              const b = y.value;
              const isNullA = a === null || Number.isNaN(a);
              const isNullB = b === null || Number.isNaN(b);
              if (isNullA || isNullB) return isNullA === isNullB ? x.index - y.index : isNullA ? 1 : -1;
              const order =
                direction === 'asc' ? (a as number) - (b as number) : (b as number) - (a as number);
              return order === 0 || Number.isNaN(order) ? x.index - y.index : order;
            })
            .map((entry) => entry.index);
          expect(full).toEqual(expected);
        },
      ),
    );
  });

  it('with a small limit returns the same first rows as a full sort', () => {
    const value = fc.oneof(fc.integer({ min: -5, max: 5 }), fc.constantFrom('a', 'B', 'c', null));
    fc.assert(
      fc.property(
        fc.array(value, { maxLength: 200 }),
        fc.nat(8),
        fc.constantFrom('asc', 'desc'),
        (values, limit, direction) => {
          const full = sortOrder(values.length, (i) => values[i], direction);
          expect(sortOrder(values.length, (i) => values[i], direction, limit)).toEqual(full.slice(0, limit));
        },
      ),
    );
  });
});

describe('sortOrder with any limit', () => {
  it('lets a later text with the same first letter displace the kept ones', () => {
    expect(sorted(['Ab', 'ac', 'AA', 'b', 'a'], 'asc', 2)).toEqual(['a', 'AA']);
    expect(sorted(['ab', 'AA', 'Ac', 'a', 'ad'], 'desc', 2)).toEqual(['ad', 'Ac']);
    // Equal first letters, decided later on, or by one text running on past the other.
    expect(sorted(['abz', 'ABC', 'abd', 'ab', 'abcd', 'AB'], 'asc', 3)).toEqual(['ab', 'AB', 'ABC']);
    expect(sorted(['ab', 'abcd', 'ABC', 'abz', 'abd'], 'desc', 3)).toEqual(['abz', 'abd', 'abcd']);
  });

  it('returns the full sort’s first rows for every limit, text and mixed columns alike', () => {
    // Texts whose first letter decides and texts whose first letter ties, in both cases, non-ASCII, empty.
    const value = fc.oneof(
      fc.constantFrom('a', 'B', 'b', 'ab', 'Ab', 'é', 'É', '', 'z', 'Z', null),
      fc.string({ maxLength: 3 }),
      fc.integer({ min: -3, max: 3 }),
    );
    fc.assert(
      fc.property(
        fc.array(value, { maxLength: 120 }),
        fc.nat(130),
        fc.constantFrom('asc', 'desc'),
        fc.boolean(),
        (values, limit, direction, isTextOnly) => {
          const column = isTextOnly ? values.filter((entry) => typeof entry !== 'number') : values;
          const full = sortOrder(column.length, (i) => column[i], direction);
          const limited = sortOrder(column.length, (i) => column[i], direction, limit);
          expect(limited).toEqual(full.slice(0, limit));
        },
      ),
    );
  });
});
