import { describe, expect, it } from 'vitest';
import { hashJoin } from './hash-join';

function pairs(result: { left: number[]; right: number[] }): [number, number][] {
  return result.left.map((l, i) => [l, result.right[i] as number]);
}

const all = (keys: readonly unknown[]) => keys.map((_, index) => index);

describe('hashJoin', () => {
  const small = ['a', 'b', 'x'];
  const large = ['b', 'A', 'a', null, 'c', 'B'];

  it('gives FROM-major order whichever side is built', () => {
    // FROM side smaller: built from the FROM side, probed by the joined side.
    expect(
      pairs(hashJoin({ selection: all(small), keys: small }, { selection: all(large), keys: large }, false)),
    ).toEqual([
      [0, 1],
      [0, 2],
      [1, 0],
      [1, 5],
    ]);
    // FROM side larger: built from the joined side.
    expect(
      pairs(hashJoin({ selection: all(large), keys: large }, { selection: all(small), keys: small }, false)),
    ).toEqual([
      [0, 1],
      [1, 0],
      [2, 0],
      [5, 1],
    ]);
  });

  it('keeps unmatched FROM rows for a LEFT JOIN, in place, whichever side is built', () => {
    expect(
      pairs(hashJoin({ selection: all(small), keys: small }, { selection: all(large), keys: large }, true)),
    ).toEqual([
      [0, 1],
      [0, 2],
      [1, 0],
      [1, 5],
      [2, -1],
    ]);
    expect(
      pairs(hashJoin({ selection: all(large), keys: large }, { selection: all(small), keys: small }, true)),
    ).toEqual([
      [0, 1],
      [1, 0],
      [2, 0],
      [3, -1],
      [4, -1],
      [5, 1],
    ]);
  });

  it('never matches NULL, and matches numbers with numeric text', () => {
    const left = [null, 5, '7'];
    const right = [null, '5.0', 7, undefined];
    expect(
      pairs(hashJoin({ selection: all(left), keys: left }, { selection: all(right), keys: right }, false)),
    ).toEqual([
      [1, 1],
      [2, 2],
    ]);
  });

  it('matches a list against each of its elements once', () => {
    const left = [['k1', 'k2', 'k1'], [], ['k3']];
    const right = ['k2', 'k1'];
    expect(
      pairs(hashJoin({ selection: all(left), keys: left }, { selection: all(right), keys: right }, false)),
    ).toEqual([
      [0, 0],
      [0, 1],
    ]);
  });

  it('only joins the selected rows', () => {
    const keys = ['a', 'a', 'a'];
    expect(pairs(hashJoin({ selection: [2], keys }, { selection: [0, 1], keys }, false))).toEqual([
      [2, 0],
      [2, 1],
    ]);
  });

  it('refuses a join that would explode', () => {
    const keys = new Array<string>(1_500).fill('same');
    expect(() => hashJoin({ selection: all(keys), keys }, { selection: all(keys), keys }, false)).toThrow(
      'Query error: The join yields more than 2000000 rows; narrow it with WHERE conditions',
    );
  });
});
