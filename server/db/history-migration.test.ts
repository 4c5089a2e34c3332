import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/postgres';
import { rowsOfEveryTable } from '../test/table-rows';
import { BACKENDS } from '../test/test-server';
import { type DatabaseHandle, openDatabase } from './database';
import { loadPreviousRelease } from './fixtures/release-1';
import { listChanges } from './history-store';
import { migrateTo, migrateToLatest } from './migrations';
import { createWorkspaceStore, readWorkspace } from './workspace-store';
import { novelTable, type WorkspaceDb } from './workspace-tables';

// 0018_history, from the previous release's database: a new table only, so every stored workspace reads
// as it did, history starts empty, and the first change after the upgrade is recorded.

describe.each(BACKENDS)('migration 0018_history on %s', (backend) => {
  let handle: DatabaseHandle;
  let dir: string;
  let db: WorkspaceDb;
  let users: string[];
  let rowsBefore: Awaited<ReturnType<typeof rowsOfEveryTable>>;
  let rowsAfter: typeof rowsBefore;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'fablehold-history-migration-'));
    handle = openDatabase({
      dataDir: dir,
      databaseUrl: backend === 'postgres' ? await createTestDatabase() : undefined,
    });
    db = handle.db as unknown as WorkspaceDb;
    await loadPreviousRelease(handle);
    await migrateTo(handle.db, '0017_trash');
    users = (await db.selectFrom('workspace_seeds').select('user_id').execute()).map((row) =>
      String(row.user_id),
    );
    rowsBefore = await rowsOfEveryTable(handle);
    await migrateTo(handle.db, '0018_history');
    rowsAfter = await rowsOfEveryTable(handle);
    await migrateToLatest(handle.db);
  });

  afterAll(async () => {
    await handle.db.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  it('keeps every row of every table as it was, with no history yet', async () => {
    expect(Object.keys(rowsAfter).sort()).toEqual([...Object.keys(rowsBefore), 'changes'].sort());
    for (const [table, rows] of Object.entries(rowsBefore)) expect(rowsAfter[table], table).toEqual(rows);
    expect(rowsAfter.changes).toEqual([]);
  });

  it('reads every stored workspace with the latest release', async () => {
    expect(users.length).toBeGreaterThan(0);
    for (const userId of users) {
      const workspace = await readWorkspace(createWorkspaceStore(db, handle.kind, userId));
      const novels = rowsBefore.novels?.filter((row) => row.user_id === userId) ?? [];
      expect(workspace.novels.map((novel) => novel.id).sort()).toEqual(novels.map((row) => row.id).sort());
    }
  });

  it('records the first change after the upgrade', async () => {
    const userId = users[0] ?? '';
    const store = createWorkspaceStore(db, handle.kind, userId);
    const [novel] = await store.list(novelTable);
    if (novel === undefined) throw new Error('no novel');
    await store.update(novelTable, { ...novel, title: `${novel.title} (revised)` });
    const { changes } = await listChanges(db, userId, { recordId: novel.id });
    expect(changes).toMatchObject([{ action: 'update-novel', fields: ['title'] }]);
  });
});
