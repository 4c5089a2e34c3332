import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/postgres';
import { BACKENDS } from '../test/test-server';
import { type DatabaseHandle, openDatabase } from './database';
import { loadPreviousRelease } from './fixtures/release-1';
import { migrateTo, migrateToLatest } from './migrations';
import { searchWorkspace } from './search-index';
import { ensureSearchIndex } from './search-rebuild';
import { createWorkspaceStore } from './workspace-store';
import type { WorkspaceDb } from './workspace-tables';

// 0014_search_index, from the previous release's database: the tables start empty and the server
// builds the index of every stored workspace when it starts, so everything stored before is found;
// a second start leaves the built index alone.

describe.each(BACKENDS)('migration 0014_search_index on %s', (backend) => {
  let handle: DatabaseHandle;
  let dir: string;
  let db: WorkspaceDb;
  let users: string[];

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'fablehold-search-migration-'));
    handle = openDatabase({
      dataDir: dir,
      databaseUrl: backend === 'postgres' ? await createTestDatabase() : undefined,
    });
    db = handle.db as unknown as WorkspaceDb;
    await loadPreviousRelease(handle);
    await migrateTo(handle.db, '0013_relations_and_mentions');
    expect(await migrateToLatest(handle.db)).toContain('0014_search_index');
    users = (await db.selectFrom('workspace_seeds').select('user_id').execute()).map((row) =>
      String(row.user_id),
    );
  });

  afterAll(async () => {
    await handle.db.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  it('builds the index of every stored workspace at the first start, and only then', async () => {
    expect(users.length).toBeGreaterThan(0);
    expect(await db.selectFrom('search_entries').select('id').execute()).toEqual([]);
    expect(await ensureSearchIndex(db, handle.kind)).toBe(true);
    expect(await ensureSearchIndex(db, handle.kind)).toBe(false);
    for (const userId of users) {
      const store = createWorkspaceStore(db, handle.kind, userId);
      const novels = await store.db
        .selectFrom('novels')
        .select(['id', 'title'])
        .where('user_id', '=', userId)
        .execute();
      const parts = await store.db.selectFrom('parts').select('id').where('user_id', '=', userId).execute();
      const entries = await db
        .selectFrom('search_entries')
        .select(['kind', 'entry_id'])
        .where('user_id', '=', userId)
        .where('field', '=', 'main')
        .execute();
      // Every part and every novel has its row.
      const indexed = new Set(entries.map((entry) => entry.entry_id));
      for (const part of parts) expect(indexed.has(part.id), part.id).toBe(true);
      for (const novel of novels) {
        expect(indexed.has(String(novel.id))).toBe(true);
        const found = await searchWorkspace(store, { q: `"${String(novel.title)}"` });
        expect(found.hits.map((hit) => hit.id)).toContain(String(novel.id));
      }
    }
  });
});
