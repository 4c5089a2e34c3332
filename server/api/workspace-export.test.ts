import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jsonPieces } from './workspace-export';

// The backup `.zip`'s JSON is written a record at a time (decision 050): the pieces make the same text
// as one `JSON.stringify`.

describe('jsonPieces', () => {
  it('joins into exactly JSON.stringify of the object', () => {
    fc.assert(
      fc.property(
        fc.dictionary(
          fc.string({ maxLength: 8 }),
          fc.oneof(fc.array(fc.jsonValue(), { maxLength: 40 }), fc.jsonValue()),
        ),
        (value) => {
          const text = [...jsonPieces(value)].join('');
          expect(text).toBe(`${JSON.stringify(value)}\n`);
        },
      ),
    );
  });

  it('cuts a long list into pieces of bounded size', () => {
    const rows = Array.from({ length: 5_000 }, (_, index) => ({ id: `r-${index}`, text: 'x'.repeat(100) }));
    const pieces = [...jsonPieces({ rows })];
    expect(pieces.length).toBeGreaterThan(5);
    expect(Math.max(...pieces.map((piece) => piece.length))).toBeLessThan(70_000);
    expect(JSON.parse(pieces.join(''))).toEqual({ rows });
  });
});
