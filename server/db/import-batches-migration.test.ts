import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/postgres';
import { rowsOfEveryTable } from '../test/table-rows';
import { BACKENDS } from '../test/test-server';
import { type DatabaseHandle, openDatabase } from './database';
import { loadPreviousRelease } from './fixtures/release-1';
import { migrateTo, migrateToLatest } from './migrations';
import { createWorkspaceStore, readWorkspace } from './workspace-store';
import type { WorkspaceDb } from './workspace-tables';

// 0022_import_undo, from the previous release's database: a new table only, so every stored workspace
// and every chapter text reads as it did, and no import can be undone yet.

describe.each(BACKENDS)('migration 0022_import_undo on %s', (backend) => {
  let handle: DatabaseHandle;
  let dir: string;
  let db: WorkspaceDb;
  let users: string[];
  let rowsBefore: Awaited<ReturnType<typeof rowsOfEveryTable>>;
  let rowsAfter: typeof rowsBefore;
  let textsBefore: unknown[] = [];
  const texts = () =>
    db.selectFrom('chapter_texts').selectAll().orderBy('user_id').orderBy('chapter_id').execute();

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'fablehold-import-undo-migration-'));
    handle = openDatabase({
      dataDir: dir,
      databaseUrl: backend === 'postgres' ? await createTestDatabase() : undefined,
    });
    db = handle.db as unknown as WorkspaceDb;
    await loadPreviousRelease(handle);
    await migrateTo(handle.db, '0021_long_text_versions');
    users = (await db.selectFrom('workspace_seeds').select('user_id').execute()).map((row) =>
      String(row.user_id),
    );
    rowsBefore = await rowsOfEveryTable(handle);
    textsBefore = await texts();
    await migrateTo(handle.db, '0022_import_undo');
    rowsAfter = await rowsOfEveryTable(handle);
    expect(await migrateToLatest(handle.db)).not.toContain('0022_import_undo');
  });

  afterAll(async () => {
    await handle.db.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  it('keeps every row of every table as it was, and only adds its own table', async () => {
    expect(Object.keys(rowsAfter).sort()).toEqual([...Object.keys(rowsBefore), 'import_batches'].sort());
    for (const [table, rows] of Object.entries(rowsBefore)) expect(rowsAfter[table], table).toEqual(rows);
  });

  it('reads every stored workspace with the latest release', async () => {
    expect(users.length).toBeGreaterThan(0);
    for (const userId of users) {
      const workspace = await readWorkspace(createWorkspaceStore(db, handle.kind, userId));
      const novels = rowsBefore.novels?.filter((row) => row.user_id === userId) ?? [];
      expect(workspace.novels.map((novel) => novel.id).sort()).toEqual(novels.map((row) => row.id).sort());
    }
  });

  it('reads every chapter text as before', async () => {
    expect(await texts()).toEqual(textsBefore);
  });

  it('starts with no import to undo', async () => {
    expect(await db.selectFrom('import_batches').selectAll().execute()).toEqual([]);
  });
});
