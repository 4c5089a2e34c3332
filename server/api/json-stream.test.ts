import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { JsonStreamError, MAX_JSON_DEPTH, readJsonStream } from './json-stream';

// The streamed reader builds what `JSON.parse` of the whole text builds, wherever the bytes are cut
// (inside a string, a number, a keyword, a character of several bytes), and names what is wrong with
// text that is not one JSON value (decision 093).

/** The text's UTF-8 bytes cut at `cuts` (positions into the bytes). */
async function* cutAt(text: string, cuts: readonly number[]): AsyncGenerator<Uint8Array> {
  const bytes = new TextEncoder().encode(text);
  let from = 0;
  for (const cut of [...new Set(cuts.map((at) => at % (bytes.length + 1)))].sort((a, b) => a - b)) {
    yield bytes.subarray(from, cut);
    from = cut;
  }
  yield bytes.subarray(from);
}

const failureOf = async (text: string, cuts: number[] = []) => {
  try {
    await readJsonStream(cutAt(text, cuts));
  } catch (error) {
    return error;
  }
  return undefined;
};

describe('readJsonStream', () => {
  it('builds what JSON.parse builds, wherever the bytes are cut', async () => {
    const text = fc.string({ unit: 'binary', maxLength: 30 });
    const value = fc.letrec((tie) => ({
      any: fc.oneof(
        { depthSize: 'small' },
        text,
        fc.double({ noNaN: true, noDefaultInfinity: true }),
        fc.integer(),
        fc.boolean(),
        fc.constant(null),
        fc.array(tie('any')),
        fc.dictionary(text, tie('any')),
      ),
    })).any;
    await fc.assert(
      fc.asyncProperty(
        value,
        fc.array(fc.nat(), { maxLength: 8 }),
        fc.boolean(),
        async (made, cuts, spaced) => {
          const json = JSON.stringify({ made }, null, spaced ? 2 : undefined);
          expect(await readJsonStream(cutAt(json, cuts))).toEqual(JSON.parse(json));
        },
      ),
      { numRuns: 100 },
    );
  });

  it('keeps a "__proto__" key as a key, as JSON.parse does, at every level', async () => {
    const text = '{"__proto__": {"polluted": true}, "rows": [{"__proto__": {"deep": true}}]}';
    const read = (await readJsonStream(cutAt(text, [3]))) as { rows: object[] };
    expect(Object.getPrototypeOf(read)).toBe(Object.prototype);
    expect(Object.keys(read)).toEqual(['__proto__', 'rows']);
    expect(read).toEqual(JSON.parse(text));
    expect(({} as { polluted?: boolean }).polluted).toBeUndefined();
  });

  it('reads the values JSON.parse reads at the top: a string, a number, a keyword, an empty list', async () => {
    for (const text of ['"a"', ' 12.5e3 ', 'null', '[]', '{}', '[[], {}, [1]]', '{"a": {}, "b": []}'])
      expect(await readJsonStream(cutAt(text, [1, 2]))).toEqual(JSON.parse(text));
  });

  it('gives others a turn after each chunk', async () => {
    let pauses = 0;
    const text = JSON.stringify({
      rows: Array.from({ length: 2000 }, (_, at) => ({ at, name: `Row ${at}` })),
    });
    await readJsonStream(cutAt(text, [1000, 20_000, 30_000]), async () => {
      pauses += 1;
    });
    expect(pauses).toBe(4);
  });

  it("hands the lists' elements it is asked for to the taker as they are read, leaving them out", async () => {
    const text = JSON.stringify({
      novels: [{ id: 'a' }, { id: 'b' }],
      chapterTexts: [{ at: 1 }],
      profile: { name: 'Kept', tags: [1, 2] },
      relations: [{ id: 'r' }],
    });
    const taken: [string, unknown][] = [];
    const document = await readJsonStream(cutAt(text, [7, 19, 40]), undefined, (key, element) => {
      if (key === 'relations') return false;
      taken.push([key, element]);
      return true;
    });
    expect(taken).toEqual([
      ['novels', { id: 'a' }],
      ['novels', { id: 'b' }],
      ['chapterTexts', { at: 1 }],
    ]);
    // The lists stay, empty; nested lists and lists not taken keep their elements.
    expect(document).toEqual({
      novels: [],
      chapterTexts: [],
      profile: { name: 'Kept', tags: [1, 2] },
      relations: [{ id: 'r' }],
    });
    // A list whose elements were taken is still checked: a comma before its end is refused.
    const refused = readJsonStream(cutAt('{"novels":[{"id":"a"},]}', []), undefined, () => true);
    await expect(refused).rejects.toThrow(JsonStreamError);
  });

  it('names what is wrong with text that is not one JSON value', async () => {
    expect(await failureOf('')).toEqual(new JsonStreamError('the text is empty'));
    expect(String(await failureOf('{"rows": [1, 2'))).toContain('the text ends too early');
    expect(await failureOf('{"rows": [1 2]}', [5])).toEqual(
      new JsonStreamError('expected "," or "]" at character 13'),
    );
    expect(await failureOf('{"rows": {"a" 1}}')).toEqual(
      new JsonStreamError('expected ":" after a key at character 15'),
    );
    expect(await failureOf('{"rows": [1,]}')).toEqual(
      new JsonStreamError('expected a value at character 13'),
    );
    expect(String(await failureOf('{"rows": [{"a": nope}]}', [14]))).toMatch(
      /is not valid JSON \(in the value that begins at character 11\)$/,
    );
    expect(await failureOf('{} {}')).toEqual(
      new JsonStreamError('unexpected text after the value at character 4'),
    );
    expect(await failureOf(`${'['.repeat(MAX_JSON_DEPTH + 1)}${']'.repeat(MAX_JSON_DEPTH + 1)}`)).toEqual(
      new JsonStreamError(`values nest deeper than ${MAX_JSON_DEPTH} levels`),
    );
    const notUtf8 = async function* () {
      yield new Uint8Array([0x7b, 0x22, 0xff, 0x22]);
    };
    await expect(readJsonStream(notUtf8())).rejects.toThrow('the text is not UTF-8');
  });

  it('passes on a failure of its source as it is', async () => {
    const failing = async function* () {
      yield new TextEncoder().encode('{"a":');
      throw new Error('the disk is gone');
    };
    await expect(readJsonStream(failing())).rejects.toThrow('the disk is gone');
  });
});
