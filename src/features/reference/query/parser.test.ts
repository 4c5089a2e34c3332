import { describe, expect, it } from 'vitest';
import { parseQuery } from './run-query';

function statementOf(source: string) {
  const result = parseQuery(source);
  if (!result.ok) throw new Error(result.error);
  return result.statement;
}

describe('parseQuery', () => {
  it('builds a select statement with every clause', () => {
    expect(
      statementOf(
        "select n.title as t, count(*) from novels as n left join universes u on n.universeId = u.id where n.wordCount >= 10 and u.name like '%a%' and n.status in ('draft') and n.id is not null group by n.status order by t desc limit 3",
      ),
    ).toMatchObject({
      kind: 'select',
      items: [
        { kind: 'field', field: { qualifier: 'n', name: 'title' }, alias: 't' },
        { kind: 'count', alias: null },
      ],
      from: { name: 'novels', alias: 'n' },
      join: {
        type: 'left',
        table: { name: 'universes', alias: 'u' },
        left: { qualifier: 'n', name: 'universeId' },
        right: { qualifier: 'u', name: 'id' },
      },
      where: [
        {
          kind: 'compare',
          operator: '>=',
          left: { kind: 'field', name: 'wordCount' },
          right: { kind: 'literal', value: 10 },
        },
        { kind: 'like', pattern: '%a%' },
        { kind: 'in', values: [{ kind: 'literal', value: 'draft' }] },
        { kind: 'is-null', isNegated: true },
      ],
      groupBy: { name: 'status' },
      orderBy: { field: { name: 't' }, direction: 'desc' },
      limit: 3,
    });
  });

  it.each([
    ['count from novels', { kind: 'count', from: { name: 'novels' } }],
    ['count(*) from novels where x = 1', { kind: 'count', where: [{ kind: 'compare' }] }],
    ['show tables', { kind: 'show-tables' }],
    ['describe novels', { kind: 'describe', table: { name: 'novels' } }],
    ['desc novels;', { kind: 'describe', table: { name: 'novels' } }],
    ['select * from t', { kind: 'select', items: [{ kind: 'all', qualifier: null }] }],
    ['select t.* from t', { kind: 'select', items: [{ kind: 'all', qualifier: 't' }] }],
  ])('%s', (source, shape) => {
    expect(statementOf(source)).toMatchObject(shape);
  });

  it.each([
    [
      'select type, status, count, desc, tables, show from t',
      ['type', 'status', 'count', 'desc', 'tables', 'show'],
    ],
    ['select t.order, t.from, `select` from t', ['order', 'from', 'select']],
  ])('reads dialect words as field names where they can only be names: %s', (source, names) => {
    const statement = statementOf(source);
    if (statement.kind !== 'select') throw new Error('not a select');
    expect(statement.items.map((item) => (item.kind === 'field' ? item.field.name : item.kind))).toEqual(
      names,
    );
  });

  it('reads a trailing word as a table alias, and desc after order by as the direction', () => {
    expect(statementOf('select * from novels desc order by desc desc')).toMatchObject({
      from: { name: 'novels', alias: 'desc' },
      orderBy: { field: { name: 'desc' }, direction: 'desc' },
    });
  });

  it('gives the same error texts as runQuery', () => {
    expect(parseQuery('select * form novels')).toEqual({
      ok: false,
      error: 'Query error: Expected FROM at line 1, column 10',
    });
    expect(parseQuery('delete from novels')).toEqual({ ok: false, error: 'Unsupported query' });
    expect(parseQuery('select * from a join b')).toEqual({ ok: false, error: 'Invalid join clause' });
  });

  it('does not look tables up (that needs the data)', () => {
    expect(parseQuery('select * from nowhere').ok).toBe(true);
  });
});
