import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { StreamedList } from '../db/workspace-pages';
import { jsonPieces } from './workspace-export';

// The export's JSON is written a record at a time (decisions 050, 065): the pieces make the same text
// as one `JSON.stringify`, whether a list is held or read a page at a time as it is written.

async function textOf(value: Record<string, unknown>): Promise<string[]> {
  const pieces: string[] = [];
  for await (const piece of jsonPieces(value)) pieces.push(piece);
  return pieces;
}

/** The list handed out in pages of `size` (the last page shorter), as the database reader does. */
function streamed(list: readonly unknown[], size: number): StreamedList {
  return new StreamedList(async function* () {
    for (let index = 0; index < list.length; index += size) yield list.slice(index, index + size);
  });
}

describe('jsonPieces', () => {
  it('joins into exactly JSON.stringify of the object', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(
          fc.string({ maxLength: 8 }),
          fc.oneof(fc.array(fc.jsonValue(), { maxLength: 40 }), fc.jsonValue()),
        ),
        async (value) => {
          const text = (await textOf(value)).join('');
          expect(text).toBe(`${JSON.stringify(value)}\n`);
        },
      ),
    );
  });

  it('writes a streamed list as the same text as the list held', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.jsonValue(), { maxLength: 40 }),
        fc.integer({ min: 1, max: 7 }),
        fc.jsonValue(),
        async (list, size, after) => {
          const held = await textOf({ chapterTexts: list, after });
          const pages = await textOf({ chapterTexts: streamed(list, size), after });
          expect(pages.join('')).toBe(held.join(''));
          expect(pages.join('')).toBe(`${JSON.stringify({ chapterTexts: list, after })}\n`);
        },
      ),
    );
  });

  it('cuts a long list into pieces of bounded size', async () => {
    const rows = Array.from({ length: 5_000 }, (_, index) => ({ id: `r-${index}`, text: 'x'.repeat(100) }));
    const pieces = await textOf({ rows: streamed(rows, 200) });
    expect(pieces.length).toBeGreaterThan(5);
    expect(Math.max(...pieces.map((piece) => piece.length))).toBeLessThan(70_000);
    expect(JSON.parse(pieces.join(''))).toEqual({ rows });
  });
});
