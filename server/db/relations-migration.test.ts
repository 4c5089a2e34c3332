import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/postgres';
import { BACKENDS } from '../test/test-server';
import { type DatabaseHandle, openDatabase } from './database';
import { loadPreviousRelease } from './fixtures/release-1';
import { migrateTo, migrateToLatest } from './migrations';
import type { WorkspaceDb } from './workspace-tables';

// 0013_relations_and_mentions, from the previous release's database: every part keeps every value, and
// gains its name (its title or name) in a column of its own; relations and mentions start empty.

describe.each(BACKENDS)('migration 0013_relations_and_mentions on %s', (backend) => {
  let handle: DatabaseHandle;
  let dir: string;
  let before: Record<string, unknown>[] = [];
  const parts = () =>
    (handle.db as unknown as WorkspaceDb)
      .selectFrom('parts')
      .selectAll()
      .orderBy('user_id')
      .orderBy('id')
      .execute() as Promise<Record<string, unknown>[]>;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'fablehold-relations-migration-'));
    handle = openDatabase({
      dataDir: dir,
      databaseUrl: backend === 'postgres' ? await createTestDatabase() : undefined,
    });
    await loadPreviousRelease(handle);
    await migrateTo(handle.db, '0011_auth_throttle');
    before = await parts();
    expect(await migrateToLatest(handle.db)).toContain('0013_relations_and_mentions');
  });

  afterAll(async () => {
    await handle.db.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  it('keeps every part as it was and names each from its title or name', async () => {
    const after = await parts();
    expect(after.length).toBeGreaterThan(100);
    // Columns later migrations add (who made a part, 0035) are not this one's to keep.
    expect(after.map(({ name: _name, created_by: _author, ...row }) => row)).toEqual(before);
    for (const row of after) {
      const data = JSON.parse(String(row.data)) as { title?: string; name?: string };
      expect(row.name, String(row.id)).toBe(data.title ?? data.name ?? '');
    }
  });

  it('starts with no relations and no mentions', async () => {
    const db = handle.db as unknown as WorkspaceDb;
    expect(await db.selectFrom('relations').selectAll().execute()).toEqual([]);
    expect(await db.selectFrom('mentions').selectAll().execute()).toEqual([]);
  });
});
