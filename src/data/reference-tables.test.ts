import { describe, expect, it } from 'vitest';
import { sampleWorkspace } from '../../common/sample/workspace';
import { toQueryDatabase } from '../features/reference/model/query-database';
import { runQuery } from '../features/reference/query/run-query';
import { buildReferenceData } from './reference-tables';

// A connected world in the References console (issue 13): relations and mentions are tables like the
// others, listed, described, selected and joined.

const workspace = {
  ...sampleWorkspace,
  relations: [
    {
      id: 'r-1',
      from: { kind: 'character' as const, id: 'ch-varric' },
      to: { kind: 'character' as const, id: 'ch-mira' },
      type: 'parent' as const,
      variant: 'birth' as const,
      customLabel: '',
      customInverse: '',
      attitude: 60,
      note: 'Raised at the forge',
      starts: '',
      ends: '',
    },
  ],
};
const mentions = [
  {
    sourceKind: 'universes/lore',
    sourceId: 'u-emberreach-l-1',
    field: 'content',
    position: 0,
    targetKind: 'character',
    targetId: 'ch-mira',
    snippet: 'Sworn by Mira at the anvil.',
  },
];
const database = toQueryDatabase(buildReferenceData(workspace, mentions));

describe('relations and mentions in the References console', () => {
  it('are listed only once the workspace has any, so the spec’s nine tables stand alone until then', () => {
    expect(buildReferenceData(sampleWorkspace).tables.map((table) => table.name)).toHaveLength(9);
    expect(buildReferenceData(workspace).tables.map((table) => table.name)).toContain('relations');
    expect(buildReferenceData(workspace).tables.map((table) => table.name)).not.toContain('mentions');
  });

  it('lists and describes both tables', () => {
    const tables = runQuery('show tables', database);
    expect(tables.ok && tables.rows.map((row) => Object.values(row)[0])).toEqual(
      expect.arrayContaining(['relations', 'mentions']),
    );
    const described = runQuery('describe relations', database);
    expect(described.ok && described.rows.map((row) => row.field)).toEqual(
      expect.arrayContaining(['fromKind', 'fromId', 'type', 'toId', 'attitude']),
    );
  });

  it('selects and joins them with the records they name', () => {
    const joined = runQuery(
      "select c.name, r.type from relations r join characters c on r.toId = c.id where r.type = 'parent'",
      database,
    );
    expect(joined).toMatchObject({ ok: true, rows: [{ name: 'Mira Coldwater', type: 'parent' }] });
    const mentioned = runQuery("select snippet from mentions where targetId = 'ch-mira'", database);
    expect(mentioned).toMatchObject({ ok: true, rows: [{ snippet: 'Sworn by Mira at the anvil.' }] });
  });
});
