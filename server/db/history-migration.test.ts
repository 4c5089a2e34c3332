import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/postgres';
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
  const before = new Map<string, unknown>();

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'fablehold-history-migration-'));
    handle = openDatabase({
      dataDir: dir,
      databaseUrl: backend === 'postgres' ? await createTestDatabase() : undefined,
    });
    db = handle.db as unknown as WorkspaceDb;
    await loadPreviousRelease(handle);
    await migrateTo(handle.db, '0016_text_versions');
    users = (await db.selectFrom('workspace_seeds').select('user_id').execute()).map((row) =>
      String(row.user_id),
    );
    for (const userId of users) {
      before.set(userId, await readWorkspace(createWorkspaceStore(db, handle.kind, userId)));
    }
    expect(await migrateToLatest(handle.db)).toContain('0018_history');
  });

  afterAll(async () => {
    await handle.db.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  it('reads every stored workspace as before, with no history yet', async () => {
    expect(users.length).toBeGreaterThan(0);
    for (const userId of users) {
      expect(await readWorkspace(createWorkspaceStore(db, handle.kind, userId))).toEqual(before.get(userId));
    }
    expect(await db.selectFrom('changes').selectAll().execute()).toEqual([]);
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
