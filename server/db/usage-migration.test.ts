import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usageCategories } from '../../common/api/usage';
import { type MigrationFixture, previousReleaseAt } from '../test/migration-fixture';
import { rowsOfEveryTable } from '../test/table-rows';
import { BACKENDS } from '../test/test-server';
import type { AnyDb } from './migration-support';
import { migrateTo, migrateToLatest } from './migrations';
import { columnsOf, countedTables, foldUsage, readUsage, recountUsage } from './usage-counters';
import { createWorkspaceStore, readWorkspace } from './workspace-store';
import { novelTable } from './workspace-tables';

// 0024_usage_counters (decision 049), from the previous release's database brought up to the migration
// before it: every stored row stays as it was, each user's counters start at an exact count of what
// they store, and from then on the triggers keep them equal to it.

type Rows = Awaited<ReturnType<typeof rowsOfEveryTable>>;

describe.each(BACKENDS)('0024_usage_counters on %s', (backend) => {
  let fixture: MigrationFixture;
  let rowsBefore: Rows;
  let rowsAfter: Rows;

  beforeAll(async () => {
    fixture = await previousReleaseAt(backend, '0022_import_undo');
    rowsBefore = await rowsOfEveryTable(fixture.handle);
    await migrateTo(fixture.handle.db, '0024_usage_counters');
    rowsAfter = await rowsOfEveryTable(fixture.handle);
    expect(await migrateToLatest(fixture.handle.db)).not.toContain('0024_usage_counters');
  });
  afterAll(() => fixture.close());

  const exactly = async (userId: string) => {
    const db = fixture.db as unknown as AnyDb;
    await foldUsage(fixture.handle.db, userId);
    const counted = await readUsage(fixture.handle.db, userId);
    const exact = (await recountUsage(db, userId)).get(userId);
    for (const category of usageCategories) {
      expect({ [category]: counted[category] }).toEqual({
        [category]: exact?.[category] ?? { bytes: 0, items: 0 },
      });
    }
    return counted;
  };

  it('keeps every stored row as it was and adds the counters', () => {
    expect(Object.keys(rowsAfter).sort()).toEqual(
      [...Object.keys(rowsBefore), 'usage_deltas', 'user_usage'].sort(),
    );
    for (const [table, rows] of Object.entries(rowsBefore)) expect(rowsAfter[table], table).toEqual(rows);
    expect(rowsAfter.usage_deltas).toEqual([]);
    const counted = new Set((rowsAfter.user_usage ?? []).map((row) => row.user_id));
    expect([...counted].sort()).toEqual([...fixture.users].sort());
  });

  it('starts each user at an exact count of what they store', async () => {
    expect(fixture.users.length).toBeGreaterThan(0);
    for (const userId of fixture.users) {
      const counted = await exactly(userId);
      expect(counted.records.bytes).toBeGreaterThan(1000);
      expect(counted.parts.items).toBeGreaterThan(0);
    }
  });

  it('keeps the counters exact through the latest release’s writes', async () => {
    const { db, handle, users } = fixture;
    const userId = users[0] ?? '';
    const store = createWorkspaceStore(db, handle.kind, userId);
    const [novel] = await store.list(novelTable);
    if (novel === undefined) throw new Error('no novel');
    await store.update(novelTable, { ...novel, title: `${novel.title} — revised with ünïcode` });
    const before = await exactly(userId);
    expect(before.history.items).toBe(1);
    await store.remove(novelTable, { id: novel.id });
    await exactly(userId);
    const workspace = await readWorkspace(store);
    expect(workspace.novels.map((row) => row.id)).not.toContain(novel.id);
  });

  it('counts every column of every counted table in the latest schema (a new column needs new triggers)', async () => {
    const db = fixture.db as unknown as AnyDb;
    await migrateToLatest(fixture.handle.db);
    for (const { table } of countedTables) {
      for (const event of ['insert', 'update', 'delete']) {
        const name = `usage_${table}_${event}`;
        const { rows } =
          fixture.handle.kind === 'postgres'
            ? await sql<{ text: string }>`SELECT pg_get_functiondef(to_regproc(${name})) AS text`.execute(db)
            : await sql<{
                text: string;
              }>`SELECT sql AS text FROM sqlite_master WHERE type = 'trigger' AND name = ${name}`.execute(db);
        const text = rows[0]?.text ?? '';
        const columns = (await columnsOf(db, table)).filter(
          (column) => column !== 'user_id' && !(table === 'images' && column === 'data'),
        );
        expect(columns.length).toBeGreaterThan(0);
        for (const column of columns) expect(text, `${name} counts ${column}`).toContain(`"${column}"`);
      }
    }
  });
});
