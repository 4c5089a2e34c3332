import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MigrationFixture, previousReleaseAt } from '../test/migration-fixture';
import { rowsOfEveryTable } from '../test/table-rows';
import { BACKENDS } from '../test/test-server';
import { migrateTo, migrateToLatest } from './migrations';
import { createWorkspaceStore } from './workspace-store';
import { novelTable } from './workspace-tables';

// 0032_live_events (decision 062), from the previous release's database brought up to 0031: every row
// stays as it was and the feed starts empty; from then on every write adds its events in the write's
// transaction, in commit order, and a write rolled back adds none.

type Rows = Awaited<ReturnType<typeof rowsOfEveryTable>>;

describe.each(BACKENDS)('0032_live_events on %s', (backend) => {
  let fixture: MigrationFixture;
  let rowsBefore: Rows;
  let rowsAfter: Rows;

  beforeAll(async () => {
    fixture = await previousReleaseAt(backend, '0031_portraits');
    rowsBefore = await rowsOfEveryTable(fixture.handle);
    await migrateTo(fixture.handle.db, '0032_live_events');
    rowsAfter = await rowsOfEveryTable(fixture.handle);
    await migrateToLatest(fixture.handle.db);
  });

  afterAll(() => fixture.close());

  const events = () =>
    fixture.db
      .selectFrom('live_events')
      .select(['id', 'user_id', 'tbl', 'entity_id', 'op'])
      .orderBy('id')
      .execute();

  it('keeps every row of every table as it was and starts an empty feed', () => {
    for (const [table, rows] of Object.entries(rowsBefore)) expect(rowsAfter[table], table).toEqual(rows);
    expect(rowsAfter.live_events).toEqual([]);
  });

  it("adds a write's events in its transaction, in commit order, and none for a write rolled back", async () => {
    const { db, handle, users } = fixture;
    const userId = users[0] ?? '';
    const store = createWorkspaceStore(db, handle.kind, userId);
    const [novel] = await store.list(novelTable);
    if (novel === undefined) throw new Error('no novel');
    await store.transaction((trx) => trx.update(novelTable, { ...novel, title: 'Once' }));
    await expect(
      store.transaction(async (trx) => {
        await trx.update(novelTable, { ...novel, title: 'Never' });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await store.transaction((trx) => trx.update(novelTable, { ...novel, title: 'Twice' }));
    const written = (await events()).filter((event) => event.tbl === 'novels');
    expect(written.map(({ user_id, entity_id, op }) => ({ user_id, entity_id, op }))).toEqual([
      { user_id: userId, entity_id: novel.id, op: 'update' },
      { user_id: userId, entity_id: novel.id, op: 'update' },
    ]);
    const ids = (await events()).map((event) => Number(event.id));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    if (handle.kind === 'postgres') {
      expect(
        await db
          .selectFrom('live_pending' as never)
          .selectAll()
          .execute(),
      ).toEqual([]);
    }
  });
});
