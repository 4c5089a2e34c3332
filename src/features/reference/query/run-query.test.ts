import { describe, expect, it } from 'vitest';
import type { QueryRow, QueryTable } from './query-table';
import { MAX_QUERY_LENGTH, runQuery } from './run-query';
import { testDatabase } from './test-database';

function ok(query: string) {
  const result = runQuery(query, testDatabase);
  if (!result.ok) throw new Error(`${query} failed: ${result.error}`);
  return result;
}

function column(query: string, name: string): unknown[] {
  return ok(query).rows.map((row) => row[name]);
}

function errorOf(query: string): string {
  const result = runQuery(query, testDatabase);
  if (result.ok) throw new Error(`${query} unexpectedly ran`);
  return result.error;
}

describe('select', () => {
  it.each([
    ['select * from novels', ['id', 'title', 'status', 'wordCount', 'isFavorite', 'universeId']],
    ['select title, status from novels', ['title', 'status']],
    ['select title as name, wordCount as "Word count" from novels', ['name', 'Word count']],
    ['select n.* from novels n', ['id', 'title', 'status', 'wordCount', 'isFavorite', 'universeId']],
    ['select TITLE from novels', ['title']],
    ['select title, title from novels', ['title', 'title (2)']],
  ])('%s has columns %j', (query, columns) => {
    expect(ok(query).columns).toEqual(columns);
  });

  it('returns every row with missing values as null', () => {
    const { rows } = ok('select id, wordCount, universeId from novels');
    expect(rows).toHaveLength(5);
    expect(rows[2]).toEqual({ id: 'n3', wordCount: 43000, universeId: null });
    expect(rows[3]).toEqual({ id: 'n4', wordCount: null, universeId: 'u1' });
  });

  it.each([
    ['SELECT * FROM novels LIMIT 2'],
    ['select * from novels limit 2'],
    ['SeLeCt * FrOm NoVeLs LiMiT 2'],
    ['  select *\n  from novels\n  limit 2 ;  '],
  ])('keywords and table names are case-insensitive: %j', (query) => {
    expect(column(query, 'id')).toEqual(['n1', 'n2']);
  });

  it('a column named __proto__ is an ordinary column', () => {
    const [row] = ok("select title as __proto__ from novels where id = 'n2'").rows;
    expect(Object.keys(row ?? {})).toEqual(['__proto__']);
    expect(Object.getOwnPropertyDescriptor(row, '__proto__')?.value).toBe("Night's Edge");
    expect(Object.getPrototypeOf(row)).toBe(Object.prototype);
  });

  it('limit 0 returns no rows but keeps the columns', () => {
    expect(ok('select title from novels limit 0')).toEqual({ ok: true, columns: ['title'], rows: [] });
  });
});

describe('where', () => {
  it.each([
    ["select id from novels where status = 'draft'", ['n1', 'n4']],
    ["select id from novels where status = 'DRAFT'", ['n1', 'n4']],
    ["select id from NOVELS where Status = 'Draft'", ['n1', 'n4']],
    ['select id from novels where wordCount > 40000', ['n2', 'n3']],
    ['select id from novels where wordCount >= 43000', ['n2', 'n3']],
    ['select id from novels where wordCount < 12000', ['n5']],
    ['select id from novels where wordCount <= 12000', ['n1', 'n5']],
    ["select id from novels where wordCount = '85000'", ['n2']],
    ['select id from novels where 40000 < wordCount', ['n2', 'n3']],
    ['select id from novels where isFavorite = true', ['n1', 'n4']],
    ["select id from novels where isFavorite = 'TRUE'", ['n1', 'n4']],
    ["select id from novels where status = 'completed' and wordCount > 10000", ['n2']],
    ["select id from novels where title > 'S'", ['n1', 'n4']],
    ['select id from novels where universeId is null', ['n3']],
    ['select id from novels where universeId is not null', ['n1', 'n2', 'n4', 'n5']],
    ['select id from novels where universeId = null', []],
  ])('%s', (query, ids) => {
    expect(column(query, 'id')).toEqual(ids);
  });

  it.each([
    ["select id from novels where title like '%sea%'", ['n1', 'n4']],
    ["select id from novels where title like 'sea'", ['n1', 'n4']],
    ["select id from novels where title like 'SEA%'", ['n1', 'n4']],
    ["select id from novels where title like '%glass'", ['n1']],
    ["select id from novels where title like 'the%glass'", ['n1']],
    ["select id from novels where title like 'glass%the'", []],
    ["select id from novels where title like '100%'", ['n5']],
    ["select id from novels where title like '%'", ['n1', 'n2', 'n3', 'n4', 'n5']],
    ["select id from novels where title like ''''", ['n2']],
    ["select id from novels where title like 'again'", ['n3']],
  ])('like means contains: %s', (query, ids) => {
    expect(column(query, 'id')).toEqual(ids);
  });

  it.each([
    ["select id from novels where status in ('draft', 'completed')", ['n1', 'n2', 'n4', 'n5']],
    ["select id from novels where status in ('IN-PROGRESS')", ['n3']],
    ['select id from novels where wordCount in (9000, 85000)', ['n2', 'n5']],
    ["select id from novels where wordCount in ('9000')", ['n5']],
    ['select id from novels where status in ()', []],
    ['select id from novels where universeId in (null)', []],
  ])('in: %s', (query, ids) => {
    expect(column(query, 'id')).toEqual(ids);
  });

  it.each([
    ["select name from characters where name = 'Mira'", ['Mira']],
    ["select title from novels where title = 'night''s edge'", ["Night's Edge"]],
    ['select title from novels where title = "night\'s edge"', ["Night's Edge"]],
    ['select title from novels where title = "say ""hi"""', []],
    ["select title from novels where title = 'Alone, Again'", ['Alone, Again']],
  ])('quotes inside strings: %s', (query, titles) => {
    const name = query.includes('characters') ? 'name' : 'title';
    expect(column(query, name)).toEqual(titles);
  });

  it('a list value matches when any element does', () => {
    expect(column("select id from items where campaigns = 'k2'", 'id')).toEqual(['i1', 'i2']);
    expect(column("select id from items where campaigns in ('k1')", 'id')).toEqual(['i1']);
    expect(column("select id from items where campaigns like 'K'", 'id')).toEqual(['i1', 'i2']);
    expect(ok("select campaigns from items where id = 'i1'").rows[0]).toEqual({ campaigns: ['k1', 'k2'] });
  });
});

describe('keywords as field names', () => {
  it.each([
    ["select name from characters where type = 'npc'", 'name', ['Vex', 'Oren']],
    ['select type from characters order by type', 'type', ['npc', 'npc', 'player']],
    ['select count from characters where count > 1', 'count', [2, 5]],
    ['select desc from characters order by desc desc', 'desc', ['A tyrant', 'A sailor', null]],
    ["select c.desc from characters c where c.desc like 'sailor'", 'desc', ['A sailor']],
    ['select `count` from characters where `count` = 1', 'count', [1]],
    ["select status from novels where status = 'draft'", 'status', ['draft', 'Draft']],
  ])('%s', (query, name, values) => {
    expect(column(query, name)).toEqual(values);
  });

  it('count(*) is still the aggregate beside a field named count', () => {
    expect(ok('select count(*) from characters').rows).toEqual([{ count: 3 }]);
  });

  it('a reserved word needs backticks to be a field name', () => {
    expect(errorOf('select from from characters')).toBe(
      'Query error: Expected a field name at line 1, column 8',
    );
  });
});

describe('order by', () => {
  it.each([
    ['select id from novels order by wordCount', ['n5', 'n1', 'n3', 'n2', 'n4']],
    ['select id from novels order by wordCount asc', ['n5', 'n1', 'n3', 'n2', 'n4']],
    ['select id from novels order by wordCount desc', ['n2', 'n3', 'n1', 'n5', 'n4']],
    ['select id from novels order by title', ['n5', 'n3', 'n2', 'n4', 'n1']],
    ['select id from novels order by universeId desc', ['n5', 'n2', 'n1', 'n4', 'n3']],
    ['select id, wordCount as words from novels order by words desc limit 2', ['n2', 'n3']],
  ])('%s', (query, ids) => {
    expect(column(query, 'id')).toEqual(ids);
  });

  it('is stable: ties keep table order in both directions', () => {
    expect(column('select id from novels order by status', 'id')).toEqual(['n2', 'n5', 'n1', 'n4', 'n3']);
    expect(column('select id from novels order by status desc', 'id')).toEqual([
      'n3',
      'n1',
      'n4',
      'n2',
      'n5',
    ]);
  });

  it('reports a missing field', () => {
    expect(errorOf('select * from novels order by rating')).toBe(
      "Query error: Unknown field 'rating' in table 'novels' at line 1, column 31",
    );
  });
});

describe('group by and count', () => {
  it.each([
    ['select status, count(*) from novels group by status'],
    ['select * from novels group by status'],
    ['select title from novels group by status'],
  ])('%s yields the field and a count', (query) => {
    expect(ok(query)).toEqual({
      ok: true,
      columns: ['status', 'count'],
      rows: [
        { status: 'draft', count: 2 },
        { status: 'completed', count: 2 },
        { status: 'in-progress', count: 1 },
      ],
    });
  });

  it('keeps aliases and orders by the count', () => {
    expect(
      ok('select universeId as universe, count(*) as n from novels group by universeId order by n desc'),
    ).toEqual({
      ok: true,
      columns: ['universe', 'n'],
      rows: [
        { universe: 'u1', n: 2 },
        { universe: 'u2', n: 1 },
        { universe: null, n: 1 },
        { universe: 'u9', n: 1 },
      ],
    });
  });

  it('orders groups by the grouped field and limits them', () => {
    expect(
      column('select status from novels group by status order by status desc limit 2', 'status'),
    ).toEqual(['in-progress', 'draft']);
  });

  it.each([
    ['select count(*) from novels', [{ count: 5 }]],
    ["select count(*) from novels where status = 'completed'", [{ count: 2 }]],
    ['select count(*) as total from novels', [{ total: 5 }]],
    ['count from novels', [{ count: 5 }]],
    ["COUNT FROM novels WHERE title like 'sea'", [{ count: 2 }]],
    ['count(*) from novels where wordCount > 100000', [{ count: 0 }]],
    ['select count(*) from novels limit 0', []],
  ])('%s', (query, rows) => {
    expect(ok(query).rows).toEqual(rows);
  });

  it('rejects count(*) beside plain fields', () => {
    expect(errorOf('select title, count(*) from novels')).toBe(
      'Query error: COUNT(*) cannot be combined with fields without GROUP BY at line 1, column 8',
    );
  });
});

describe('join', () => {
  it('joins on a.field = b.field and keeps FROM order', () => {
    expect(ok('select n.title, u.name from novels n join universes u on n.universeId = u.id').rows).toEqual([
      { title: 'The Sea of Glass', name: 'Aetheria' },
      { title: "Night's Edge", name: 'Umbra' },
      { title: 'Seaborne', name: 'Aetheria' },
    ]);
  });

  it('drops rows with no match on either side (inner join)', () => {
    const ids = column('select n.id from novels n inner join universes u on u.id = n.universeId', 'id');
    expect(ids).toEqual(['n1', 'n2', 'n4']);
    expect(column('select u.name from universes u join novels n on n.universeId = u.id', 'name')).toEqual([
      'Aetheria',
      'Aetheria',
      'Umbra',
    ]);
  });

  it('a LEFT JOIN keeps unmatched rows with NULLs', () => {
    expect(ok('select u.name, n.id from universes u left join novels n on n.universeId = u.id').rows).toEqual(
      [
        { name: 'Aetheria', id: 'n1' },
        { name: 'Aetheria', id: 'n4' },
        { name: 'Umbra', id: 'n2' },
        { name: 'Empty Reach', id: null },
      ],
    );
  });

  it('qualifies clashing column names with the table alias', () => {
    expect(ok('select * from characters c join universes u on c.universeId = u.id limit 1').columns).toEqual([
      'c.id',
      'c.name',
      'role',
      'type',
      'count',
      'desc',
      'universeId',
      'u.id',
      'u.name',
      'worldCount',
    ]);
  });

  it('applies where conditions on either side and across both', () => {
    const query =
      "select c.name from characters c join universes u on c.universeId = u.id where u.name = 'aetheria' and c.count > 2";
    expect(column(query, 'name')).toEqual(['Vex']);
    expect(
      column(
        'select c.name from characters c join universes u on c.universeId = u.id where c.count > u.worldCount',
        'name',
      ),
    ).toEqual(['Vex']);
  });

  it('joins a list column with every listed id (many-to-many)', () => {
    expect(ok('select i.name, k.title from items i join campaigns k on i.campaigns = k.id').rows).toEqual([
      { name: 'Sunblade', title: 'The Drowned Crown' },
      { name: 'Sunblade', title: 'Ashes of Umbra' },
      { name: 'Old Map', title: 'Ashes of Umbra' },
    ]);
  });

  it('joins a table with itself through two aliases', () => {
    expect(ok('select a.id, b.id from novels a join novels b on a.universeId = b.universeId').rows).toEqual([
      { 'a.id': 'n1', 'b.id': 'n1' },
      { 'a.id': 'n1', 'b.id': 'n4' },
      { 'a.id': 'n2', 'b.id': 'n2' },
      { 'a.id': 'n4', 'b.id': 'n1' },
      { 'a.id': 'n4', 'b.id': 'n4' },
      { 'a.id': 'n5', 'b.id': 'n5' },
    ]);
    expect(errorOf('select * from novels join novels on novels.id = novels.id')).toBe('Invalid join clause');
  });

  it('groups and orders joined rows', () => {
    const query =
      'select u.name, count(*) from novels n join universes u on n.universeId = u.id group by u.name order by count desc';
    expect(ok(query).rows).toEqual([
      { name: 'Aetheria', count: 2 },
      { name: 'Umbra', count: 1 },
    ]);
    expect(
      column(
        'select n.id from universes u left join novels n on n.universeId = u.id order by n.wordCount desc',
        'id',
      ),
    ).toEqual(['n2', 'n1', 'n4', null]);
  });

  it('a LEFT JOIN with "is null" on the joined side finds the rows without a match', () => {
    expect(
      column(
        'select n.id from novels n left join universes u on n.universeId = u.id where u.id is null',
        'id',
      ),
    ).toEqual(['n3', 'n5']);
  });

  it('needs no alias when the table names differ', () => {
    expect(
      column('select novels.id from novels join universes on novels.universeId = universes.id', 'id'),
    ).toEqual(['n1', 'n2', 'n4']);
  });
});

describe('show tables and describe', () => {
  it('show tables lists names and row counts', () => {
    expect(ok('SHOW TABLES;').rows).toEqual([
      { table: 'novels', rows: 5 },
      { table: 'universes', rows: 3 },
      { table: 'characters', rows: 3 },
      { table: 'items', rows: 3 },
      { table: 'campaigns', rows: 2 },
    ]);
  });

  it.each(['describe universes', 'desc universes', 'DESC Universes;'])(
    '%s lists fields and types',
    (query) => {
      expect(ok(query)).toEqual({
        ok: true,
        columns: ['field', 'type', 'key'],
        rows: [
          { field: 'id', type: 'string', key: 'primary key' },
          { field: 'name', type: 'string', key: null },
          { field: 'worldCount', type: 'number', key: null },
        ],
      });
    },
  );

  it('describe shows foreign keys', () => {
    expect(ok('desc novels').rows.at(-1)).toEqual({
      field: 'universeId',
      type: 'string',
      key: 'foreign key to universes.id',
    });
  });
});

describe('errors', () => {
  it.each([
    ['select * from dragons', "Table 'dragons' not found"],
    ['count from Dragons', "Table 'Dragons' not found"],
    ['describe dragons', "Table 'dragons' not found"],
    ['select * from novels n join dragons d on n.id = d.id', "Join table 'dragons' not found"],
    ['select * from novels n join universes u on n.universeId > u.id', 'Invalid join clause'],
    ['select * from novels n join universes u', 'Invalid join clause'],
    ['select * from novels n join universes u on universeId = id', 'Invalid join clause'],
    ['select * from novels n join universes u on n.universeId = n.id', 'Invalid join clause'],
    ["select * from novels n join universes u on n.universeId = 'u1'", 'Invalid join clause'],
    ['select * from novels n join universes u on n.universeId = x.id', 'Invalid join clause'],
    ['select * from novels n join universes u on n.universeId = u.id and n.id = u.id', 'Invalid join clause'],
    ['select * from novels n right join universes u on n.universeId = u.id', 'Invalid join clause'],
    ['insert into novels values (1)', 'Unsupported query'],
    ["update novels set title = 'x'", 'Unsupported query'],
    ['delete from novels', 'Unsupported query'],
    ['drop table novels', 'Unsupported query'],
    ['show databases', 'Unsupported query'],
    ['', 'Unsupported query'],
    ["'select * from novels'", 'Unsupported query'],
    ["explain 'unterminated", 'Unsupported query'],
    ['select * form novels', 'Query error: Expected FROM at line 1, column 10'],
    ['select foo from novels', "Query error: Unknown field 'foo' in table 'novels' at line 1, column 8"],
    [
      'select\n  title,\n  foo\nfrom novels',
      "Query error: Unknown field 'foo' in table 'novels' at line 3, column 3",
    ],
    ["select * from novels where title = 'open", 'Query error: Unterminated string at line 1, column 36'],
    [
      'select * from novels where wordCount > 5 or wordCount < 2',
      'Query error: OR is not supported; combine conditions with AND at line 1, column 42',
    ],
    [
      'select * from novels where wordCount != 5',
      "Query error: Unexpected character '!' at line 1, column 38",
    ],
    [
      'select * from novels limit -1',
      'Query error: LIMIT expects a whole number of 0 or more at line 1, column 28',
    ],
    [
      'select * from novels limit 2.5',
      'Query error: LIMIT expects a whole number of 0 or more at line 1, column 28',
    ],
    ['select * from novels order by title, id', 'Query error: ORDER BY takes one field at line 1, column 36'],
    ['select * from novels limit 1 extra', "Query error: Unexpected 'extra' at line 1, column 30"],
    ['select * from novels; select 1', 'Query error: Unexpected SELECT at line 1, column 23'],
    ["select * from novels 'x'", "Query error: Unexpected string 'x' at line 1, column 22"],
    ['select * from novels where id = 1 2', 'Query error: Unexpected number 2 at line 1, column 35'],
    ['select x.title from novels n', "Query error: Unknown table or alias 'x' at line 1, column 8"],
    [
      'select id from novels n join universes u on n.universeId = u.id',
      "Query error: Field 'id' is ambiguous; qualify it with a table alias at line 1, column 8",
    ],
    [
      'select status from novels group by status order by title',
      'Query error: ORDER BY must name the grouped field or count at line 1, column 52',
    ],
    [
      'select * from novels where title like title',
      'Query error: LIKE expects a quoted pattern at line 1, column 39',
    ],
    [
      'select * from novels where not title = 1',
      'Query error: Expected a field name or a value at line 1, column 28',
    ],
    ['select 12abc from novels', 'Query error: Invalid number at line 1, column 8'],
  ])('%j → %s', (query, message) => {
    expect(errorOf(query)).toBe(message);
  });

  it('refuses a pathologically long query with a clear error', () => {
    const query = `select * from novels where title in (${"'x', ".repeat(MAX_QUERY_LENGTH)}'y')`;
    expect(errorOf(query)).toMatch(/^Query error: The query is too long \(\d+ characters; at most 10000\)$/);
  });

  it('reports a broken table as a query error instead of throwing', () => {
    const broken = [
      { name: 'broken', fields: [{ name: 'x', type: 'string' as const }], rows: null as never },
    ];
    expect(runQuery('select * from broken', broken)).toEqual({
      ok: false,
      error: expect.stringMatching(/^Query error: /),
    });
  });
});

describe('limit over many rows', () => {
  // 200 rows, so a limit is far below the row count (the engine's scan-stopping and top-k paths).
  const people: QueryTable = {
    name: 'people',
    fields: [
      { name: 'id', type: 'number', primaryKey: true },
      { name: 'name', type: 'string' },
      { name: 'score', type: 'number' },
    ],
    rows: Array.from({ length: 200 }, (_, id) => ({
      id,
      // Every fifth name is missing; the others repeat (ties) in mixed case, some with a non-ASCII start.
      name: id % 5 === 0 ? null : ['mira', 'Oren', 'ésme', 'oren', 'Ada', 'zed'][id % 6],
      score: id % 7 === 0 ? undefined : (id * 37) % 50,
    })),
  };
  const run = (query: string) => {
    const result = runQuery(query, [people]);
    if (!result.ok) throw new Error(result.error);
    return result.rows;
  };
  const ids = (query: string) => run(query).map((row) => row.id);
  const sortedIds = (key: (row: QueryRow) => unknown, direction: 'asc' | 'desc') =>
    [...people.rows]
      .sort((x, y) => {
        const a = key(x);
        const b = key(y);
        const isNullA = a === null || a === undefined;
        const isNullB = b === null || b === undefined;
        if (isNullA || isNullB) return isNullA === isNullB ? 0 : isNullA ? 1 : -1;
        const order = (a as string | number) < (b as string | number) ? -1 : a === b ? 0 : 1;
        return direction === 'asc' ? order : -order;
      })
      .map((row) => row.id);
  const lowerName = (row: QueryRow) => (typeof row.name === 'string' ? row.name.toLowerCase() : null);

  it('without ORDER BY returns the first rows in table order, and the first matching ones', () => {
    expect(ids('select id from people limit 3')).toEqual([0, 1, 2]);
    expect(ids("select id from people where name = 'oren' limit 4")).toEqual([1, 3, 7, 9]);
    expect(ids('select id from people where score > 1000 limit 4')).toEqual([]);
    expect(ids('select * from people limit 500')).toHaveLength(200);
    expect(run('select id from people limit 0')).toEqual([]);
  });

  it('counts every row, whatever the limit', () => {
    expect(run('select count(*) from people limit 1')).toEqual([{ count: 200 }]);
  });

  it.each([
    ['asc', 1],
    ['asc', 10],
    ['desc', 10],
    ['asc', 150],
    ['desc', 199],
  ] as const)(
    'ORDER BY text %s LIMIT %i keeps the full sort’s first rows (ties, NULLs last)',
    (direction, limit) => {
      expect(ids(`select id from people order by name ${direction} limit ${limit}`)).toEqual(
        sortedIds(lowerName, direction).slice(0, limit),
      );
    },
  );

  it.each([
    ['asc', 5],
    ['desc', 5],
    ['desc', 120],
  ] as const)(
    'ORDER BY number %s LIMIT %i keeps the full sort’s first rows (ties, NULLs last)',
    (direction, limit) => {
      expect(ids(`select id from people order by score ${direction} limit ${limit}`)).toEqual(
        sortedIds((row) => row.score, direction).slice(0, limit),
      );
    },
  );

  it('puts NULLs after every value, descending too, when the limit reaches them', () => {
    const names = run('select name from people order by name desc limit 200').map((row) => row.name);
    // By code unit, as the dialect orders text: 'é' after 'z'.
    expect(names.slice(0, 2)).toEqual(['ésme', 'ésme']);
    expect(names[names.lastIndexOf('ésme') + 1]).toBe('zed');
    expect(names.indexOf(null)).toBe(160);
    expect(names.slice(160).every((name) => name === null)).toBe(true);
  });
});
