import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MigrationFixture, previousReleaseAt } from '../test/migration-fixture';
import { rowsOfEveryTable } from '../test/table-rows';
import { BACKENDS } from '../test/test-server';
import { migrateTo, migrateToLatest } from './migrations';
import { readUsage, recountUsage } from './usage-counters';
import { createUserKindStore } from './user-kind-store';

// 0038_custom_kinds, from the previous release's database brought up to 0037: one new table, every
// stored row kept, a kind counted in its owner's usage and its writes in the change feed (decision 085).

type Rows = Awaited<ReturnType<typeof rowsOfEveryTable>>;

describe.each(BACKENDS)('migration 0038_custom_kinds on %s', (backend) => {
  let fixture: MigrationFixture;
  let rowsBefore: Rows;
  let rowsAfter: Rows;

  beforeAll(async () => {
    fixture = await previousReleaseAt(backend, '0037_event_places');
    rowsBefore = await rowsOfEveryTable(fixture.handle);
    await migrateTo(fixture.handle.db, '0038_custom_kinds');
    rowsAfter = await rowsOfEveryTable(fixture.handle);
    expect(await migrateToLatest(fixture.handle.db)).not.toContain('0038_custom_kinds');
  });
  afterAll(async () => {
    await fixture.close();
  });

  it('adds an empty custom_kinds table and keeps every row of every other table as it was', () => {
    expect(Object.keys(rowsAfter).sort()).toEqual([...Object.keys(rowsBefore), 'custom_kinds'].sort());
    expect(rowsAfter.custom_kinds).toEqual([]);
    for (const [table, rows] of Object.entries(rowsBefore)) {
      if (table !== 'user_usage' && table !== 'usage_deltas') expect(rowsAfter[table], table).toEqual(rows);
    }
  });

  it('counts a kind in its owner’s usage, tells the change feed, and takes both back on delete', async () => {
    const userId = fixture.users[0] ?? '';
    const store = createUserKindStore({ db: fixture.db, userId });
    const before = (await readUsage(fixture.db, userId)).records.bytes;
    const stamp = '2026-12-07T10:00:00.000Z';
    await store.insertKind({
      id: 'k-religion',
      name: 'Religion',
      plural: 'Religions',
      icon: 'Church',
      livesIn: 'universes',
      position: 0,
      version: 1,
      createdAt: stamp,
      updatedAt: stamp,
    });
    expect((await store.listKinds()).map((kind) => kind.name)).toEqual(['Religion']);
    const usage = await readUsage(fixture.db, userId);
    expect(usage.records.bytes).toBeGreaterThan(before);
    expect(usage).toEqual((await recountUsage(fixture.db, userId)).get(userId));
    const events = await fixture.db
      .selectFrom('live_events')
      .select(['tbl', 'entity_id', 'op'])
      .where('user_id', '=', userId)
      .where('tbl', '=', 'custom_kinds')
      .execute();
    expect(events).toEqual([{ tbl: 'custom_kinds', entity_id: 'k-religion', op: 'insert' }]);
    await store.removeKind('k-religion');
    expect((await readUsage(fixture.db, userId)).records.bytes).toBe(before);
  });
});
