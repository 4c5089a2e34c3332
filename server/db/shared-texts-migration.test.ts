import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MigrationFixture, previousReleaseAt } from '../test/migration-fixture';
import { rowsOfEveryTable } from '../test/table-rows';
import { BACKENDS } from '../test/test-server';
import { knownMigrationNames, migrateTo, migrateToLatest } from './migrations';
import { readUsage, recountUsage } from './usage-counters';

// 0036_shared_texts (decision 073), from the previous release's database brought up to the migration
// before it: one new table, every stored row kept; a shared text's bytes count in its owner's texts and
// its writes are live events, as every workspace table's are.

type Rows = Awaited<ReturnType<typeof rowsOfEveryTable>>;

describe.each(BACKENDS)('migration 0036_shared_texts on %s', (backend) => {
  let fixture: MigrationFixture;
  let rowsBefore: Rows;
  let rowsAfter: Rows;

  beforeAll(async () => {
    const names = knownMigrationNames();
    const before = names[names.indexOf('0036_shared_texts') - 1] ?? '0033_custom_fields';
    fixture = await previousReleaseAt(backend, before);
    rowsBefore = await rowsOfEveryTable(fixture.handle);
    await migrateTo(fixture.handle.db, '0036_shared_texts');
    rowsAfter = await rowsOfEveryTable(fixture.handle);
    expect(await migrateToLatest(fixture.handle.db)).not.toContain('0036_shared_texts');
  });
  afterAll(async () => {
    await fixture.close();
  });

  it('adds an empty table and keeps every row of every other table as it was', () => {
    expect(Object.keys(rowsAfter).sort()).toEqual([...Object.keys(rowsBefore), 'chapter_ydocs'].sort());
    expect(rowsAfter.chapter_ydocs).toEqual([]);
    for (const [table, rows] of Object.entries(rowsBefore)) {
      if (table !== 'user_usage' && table !== 'usage_deltas') expect(rowsAfter[table], table).toEqual(rows);
    }
  });

  it('counts a shared text in its owner’s texts and tells the feed of its writes', async () => {
    const userId = fixture.users[0] ?? '';
    const before = (await readUsage(fixture.db, userId)).texts.bytes;
    await fixture.db
      .insertInto('chapter_ydocs')
      .values({
        user_id: userId,
        chapter_id: 'ch-shared',
        novel_id: 'n-shared',
        state: new Uint8Array(500).fill(7),
        derived_hash: 'x',
        updated_at: '2026-12-01T00:00:00.000Z',
      })
      .execute();
    const after = await readUsage(fixture.db, userId);
    expect(after.texts.bytes).toBeGreaterThanOrEqual(before + 500);
    expect((await recountUsage(fixture.db, userId)).get(userId)?.texts.bytes).toBe(after.texts.bytes);
    const events = await fixture.db
      .selectFrom('live_events')
      .select(['tbl', 'entity_id', 'parent_id', 'op'])
      .where('tbl', '=', 'chapter_ydocs')
      .execute();
    expect(events).toEqual([
      { tbl: 'chapter_ydocs', entity_id: 'ch-shared', parent_id: 'n-shared', op: 'insert' },
    ]);
  });
});
