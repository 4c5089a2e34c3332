import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/postgres';
import { BACKENDS } from '../test/test-server';
import { type DatabaseHandle, openDatabase } from './database';
import { loadPreviousRelease } from './fixtures/release-1';
import { migrateTo, migrateToLatest } from './migrations';
import { createWorkspaceStore, readWorkspace } from './workspace-store';
import type { WorkspaceDb } from './workspace-tables';

// 0017_trash, from the previous release's database: new tables only, so every stored workspace and
// every chapter text reads as it did, the Trash is empty and every retention is the default.

describe.each(BACKENDS)('migration 0017_trash on %s', (backend) => {
  let handle: DatabaseHandle;
  let dir: string;
  let db: WorkspaceDb;
  let users: string[];
  const before = new Map<string, unknown>();
  let textsBefore: unknown[] = [];
  const texts = () =>
    db.selectFrom('chapter_texts').selectAll().orderBy('user_id').orderBy('chapter_id').execute();

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'fablehold-trash-migration-'));
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
    textsBefore = await texts();
    expect(await migrateToLatest(handle.db)).toContain('0017_trash');
  });

  afterAll(async () => {
    await handle.db.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  it('reads every stored workspace as before', async () => {
    expect(users.length).toBeGreaterThan(0);
    for (const userId of users) {
      expect(await readWorkspace(createWorkspaceStore(db, handle.kind, userId))).toEqual(before.get(userId));
    }
  });

  it('reads every chapter text as before', async () => {
    expect(await texts()).toEqual(textsBefore);
  });

  it('starts with an empty Trash and no settings', async () => {
    expect(await db.selectFrom('trash').selectAll().execute()).toEqual([]);
    expect(await db.selectFrom('trash_settings').selectAll().execute()).toEqual([]);
  });
});
