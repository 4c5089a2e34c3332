import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatQuery } from './format-query';
import { runQuery } from './run-query';
import { testDatabase } from './test-database';

/** Results compared with positions removed: collapsing whitespace moves where an error points. */
function outcome(query: string) {
  const result = runQuery(query, testDatabase);
  return result.ok ? result : { ok: false, error: result.error.replace(/ at line \d+, column \d+$/, '') };
}

const SAMPLE_QUERIES = [
  'select * from novels limit 5',
  "select title, wordCount as words from novels where status = 'draft' and wordCount > 1000 order by words desc",
  'select status, count(*) from novels group by status order by count desc',
  "select n.title, u.name from novels n join universes u on n.universeId = u.id where u.name like '%a%'",
  'select u.name, n.id from universes u left join novels n on n.universeId = u.id',
  "count from novels where title in ('Seaborne', 'x')",
  'select count(*) as desc from characters',
  'select desc, type, count from characters order by desc desc',
  'select `count` from characters where `count` >= 2',
  "select id from items where campaigns = 'k2'",
  'show tables',
  'desc novels',
  'select * from novels where universeId is not null',
  "select * from novels where title = 'a  ''b''   c'",
];

describe('formatQuery', () => {
  it.each([
    ['select   *\n from novels\n\n  limit 5', 'SELECT * FROM novels LIMIT 5'],
    [
      "select title from novels where title like '%the   sea%' and status in ('a','b')",
      "SELECT title FROM novels WHERE title LIKE '%the   sea%' AND status IN ('a', 'b')",
    ],
    ['select count ( * ) as desc from characters c', 'SELECT COUNT(*) AS desc FROM characters c'],
    ['select desc from characters order by desc desc', 'SELECT desc FROM characters ORDER BY desc DESC'],
    ['select n . title from novels n ;', 'SELECT n.title FROM novels n;'],
    ["select 'select from' from novels", "SELECT 'select from' FROM novels"],
    ['count from novels', 'COUNT FROM novels'],
    ['show tables', 'SHOW TABLES'],
    ['select * frm novels where x = 1', 'SELECT * frm novels WHERE x = 1'],
  ])('%j → %j', (source, formatted) => {
    expect(formatQuery(source)).toBe(formatted);
  });

  it('leaves text that does not lex as it was', () => {
    expect(formatQuery("select  'open")).toBe("select  'open");
  });

  it.each(SAMPLE_QUERIES)('never changes the result of %s', (query) => {
    expect(runQuery(query, testDatabase).ok).toBe(true);
    expect(outcome(formatQuery(query))).toEqual(outcome(query));
    expect(formatQuery(formatQuery(query))).toBe(formatQuery(query));
  });

  it('never changes a result and is idempotent, for arbitrary re-spacing and re-casing', () => {
    const respaced = fc
      .tuple(
        fc.constantFrom(...SAMPLE_QUERIES),
        fc.array(fc.constantFrom(' ', '  ', '\n', '\t', ' \n '), { minLength: 1 }),
        fc.boolean(),
      )
      .map(([query, gaps, isUpper]) => {
        let gap = 0;
        const spaced = query.replace(/ /g, () => gaps[gap++ % gaps.length] ?? ' ');
        return isUpper
          ? spaced.replace(/\b(select|from|where|and|limit|order|by|as)\b/g, (word) => word.toUpperCase())
          : spaced;
      });
    fc.assert(
      fc.property(respaced, (query) => {
        const formatted = formatQuery(query);
        expect(outcome(formatted)).toEqual(outcome(query));
        expect(formatQuery(formatted)).toBe(formatted);
      }),
      { numRuns: 300 },
    );
  }, 60_000);
});
