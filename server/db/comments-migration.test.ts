import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MigrationFixture, previousReleaseAt } from '../test/migration-fixture';
import { rowsOfEveryTable } from '../test/table-rows';
import { BACKENDS } from '../test/test-server';
import { createCommentStore } from './comment-store';
import { migrateTo, migrateToLatest } from './migrations';
import { readUsage, recountUsage } from './usage-counters';

// 0034_comments, from the previous release's database brought up to 0033: one new table, every stored
// row kept, a comment counted in its owner's usage and its writes in the change feed (decision 071).

type Rows = Awaited<ReturnType<typeof rowsOfEveryTable>>;

describe.each(BACKENDS)('migration 0034_comments on %s', (backend) => {
  let fixture: MigrationFixture;
  let rowsBefore: Rows;
  let rowsAfter: Rows;

  beforeAll(async () => {
    fixture = await previousReleaseAt(backend, '0033_custom_fields');
    rowsBefore = await rowsOfEveryTable(fixture.handle);
    await migrateTo(fixture.handle.db, '0034_comments');
    rowsAfter = await rowsOfEveryTable(fixture.handle);
    expect(await migrateToLatest(fixture.handle.db)).not.toContain('0034_comments');
  });
  afterAll(async () => {
    await fixture.close();
  });

  it('adds an empty comments table and keeps every row of every other table as it was', () => {
    expect(Object.keys(rowsAfter).sort()).toEqual([...Object.keys(rowsBefore), 'comments'].sort());
    expect(rowsAfter.comments).toEqual([]);
    for (const [table, rows] of Object.entries(rowsBefore)) {
      if (table !== 'user_usage' && table !== 'usage_deltas') expect(rowsAfter[table], table).toEqual(rows);
    }
  });

  it('counts a comment in its owner’s usage, tells the change feed, and takes both back on delete', async () => {
    const userId = fixture.users[0] ?? '';
    const store = createCommentStore({ db: fixture.db, userId });
    const before = (await readUsage(fixture.db, userId)).records.bytes;
    const stamp = '2026-12-07T10:00:00.000Z';
    await store.insert({
      id: 'cm-1',
      containerKind: 'novel',
      containerId: 'n-1',
      target: { kind: 'novels/chapters', id: 'c-1', field: 'text' },
      anchor: { quote: 'the bridge', prefix: 'crossed ', suffix: ' at dusk', start: 12 },
      authorId: 'someone-else',
      authorName: 'Rae',
      body: 'Lovely.',
      parentId: null,
      resolvedAt: null,
      resolvedBy: null,
      createdAt: stamp,
      updatedAt: stamp,
      editedAt: null,
      version: 1,
    });
    expect((await store.get('cm-1'))?.anchor?.quote).toBe('the bridge');
    const usage = await readUsage(fixture.db, userId);
    expect(usage.records.bytes).toBeGreaterThan(before);
    expect(usage).toEqual((await recountUsage(fixture.db, userId)).get(userId));
    const events = await fixture.db
      .selectFrom('live_events')
      .select(['tbl', 'entity_id', 'parent_id', 'op'])
      .where('user_id', '=', userId)
      .where('tbl', '=', 'comments')
      .execute();
    expect(events).toEqual([{ tbl: 'comments', entity_id: 'cm-1', parent_id: 'n-1', op: 'insert' }]);
    await store.remove(['cm-1']);
    expect((await readUsage(fixture.db, userId)).records.bytes).toBe(before);
  });
});
