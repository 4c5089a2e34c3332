import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatQuery } from './format-query';
import { parseQuery, runQuery } from './run-query';
import { testDatabase } from './test-database';

/** The only shapes an answer may take: a result, or one of the spec's error texts (section 8). */
const SPEC_ERROR =
  /^(?:Table '[\s\S]*' not found|Join table '[\s\S]*' not found|Invalid join clause|Unsupported query|Query error: [\s\S]+)$/;
const TIME_LIMIT_MS = 500;
/** Thousands of generated cases per test; the per-query bound above is what catches a hang. */
const TEST_TIMEOUT_MS = 60_000;

function expectWellBehaved(query: string): void {
  const started = performance.now();
  const result = runQuery(query, testDatabase);
  const elapsed = performance.now() - started;
  expect(elapsed).toBeLessThan(TIME_LIMIT_MS);
  if (result.ok) {
    expect(Array.isArray(result.columns)).toBe(true);
    for (const row of result.rows) expect(Object.keys(row)).toEqual(result.columns);
  } else {
    expect(result.error).toMatch(SPEC_ERROR);
  }
  const parsed = parseQuery(query);
  if (!parsed.ok) expect(parsed.error).toMatch(SPEC_ERROR);
  expect(typeof formatQuery(query)).toBe('string');
}

const VALID = [
  'select * from novels limit 5',
  "select title, wordCount as words from novels where status = 'draft' and wordCount > 1000 order by words desc",
  'select status, count(*) from novels group by status order by count desc limit 2',
  "select n.title, u.name from novels n join universes u on n.universeId = u.id where u.name like '%a%'",
  'select u.name, n.id from universes u left join novels n on n.universeId = u.id',
  "count from novels where title in ('Seaborne', 'x')",
  'select `count`, desc from characters where type = "npc"',
  "select i.name, k.title from items i join campaigns k on i.campaigns = k.id where k.title like 'ash'",
  'show tables',
  'describe novels',
];

const PIECES = [
  'select',
  'from',
  'where',
  'and',
  'or',
  'join',
  'left',
  'on',
  'as',
  'group',
  'by',
  'order',
  'limit',
  'like',
  'in',
  'is',
  'not',
  'null',
  'count',
  'desc',
  'asc',
  'show',
  'tables',
  'describe',
  'novels',
  'universes',
  'n',
  'u',
  'id',
  'title',
  '*',
  ',',
  '(',
  ')',
  '.',
  ';',
  '=',
  '>',
  '<=',
  "'",
  '"',
  '`',
  "'%a%'",
  '-1',
  '0',
  '1e309',
  '99999999999999999999',
  '\n',
  ' ',
  '%',
  '@',
  '\u0000',
  '💥',
];

/** A valid query with a few random edits: pieces inserted, characters deleted or replaced. */
const mutatedQuery = fc
  .tuple(
    fc.constantFrom(...VALID),
    fc.array(
      fc.tuple(
        fc.nat(),
        fc.constantFrom('insert', 'delete', 'replace'),
        fc.constantFrom(...PIECES),
        fc.nat(6),
      ),
      { minLength: 1, maxLength: 6 },
    ),
  )
  .map(([query, edits]) =>
    edits.reduce((text, [at, kind, piece, length]) => {
      const index = text.length === 0 ? 0 : at % (text.length + 1);
      if (kind === 'insert') return `${text.slice(0, index)} ${piece} ${text.slice(index)}`;
      if (kind === 'delete') return text.slice(0, index) + text.slice(index + length);
      return `${text.slice(0, index)}${piece}${text.slice(index + 1)}`;
    }, query),
  );

/** Sequences of dialect pieces: closer to real queries than random characters, so the parser goes deep. */
const pieceSoup = fc.array(fc.constantFrom(...PIECES), { maxLength: 40 }).map((pieces) => pieces.join(' '));

describe('runQuery on any input', () => {
  it(
    'answers random text with a result or a spec error, quickly',
    () => {
      fc.assert(fc.property(fc.string({ maxLength: 200 }), expectWellBehaved), { numRuns: 500 });
      fc.assert(fc.property(fc.string({ unit: 'binary', maxLength: 100 }), expectWellBehaved), {
        numRuns: 300,
      });
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'answers sequences of dialect words with a result or a spec error, quickly',
    () => {
      fc.assert(fc.property(pieceSoup, expectWellBehaved), { numRuns: 1000 });
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'answers mutated valid queries with a result or a spec error, quickly',
    () => {
      fc.assert(fc.property(mutatedQuery, expectWellBehaved), { numRuns: 1500 });
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'formats any of these inputs without changing the answer, and formatting twice changes nothing',
    () => {
      const withoutPosition = (query: string) => {
        const result = runQuery(query, testDatabase);
        return result.ok ? result : result.error.replace(/ at line \d+, column \d+$/, '');
      };
      const check = (query: string) => {
        const formatted = formatQuery(query);
        expect(withoutPosition(formatted)).toEqual(withoutPosition(query));
        expect(formatQuery(formatted)).toBe(formatted);
      };
      fc.assert(fc.property(mutatedQuery, check), { numRuns: 1500 });
      fc.assert(fc.property(pieceSoup, check), { numRuns: 1000 });
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'handles huge and deeply repetitive input within the time limit',
    () => {
      for (const query of [
        '('.repeat(9_000),
        `select * from novels where ${'id = 1 and '.repeat(900)}id = 1`,
        `select * from novels where id in (${'1,'.repeat(4_000)}1)`,
        "'".repeat(9_999),
        'select '.repeat(1_400),
        'x'.repeat(1_000_000),
      ]) {
        expectWellBehaved(query);
      }
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'is never thrown at by non-string input from untyped callers',
    () => {
      expect(runQuery(undefined as unknown as string, testDatabase)).toEqual({
        ok: false,
        error: 'Query error: The query must be text',
      });
    },
    TEST_TIMEOUT_MS,
  );
});
