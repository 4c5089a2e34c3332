import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type DatabaseHandle, openDatabase } from '../db/database';
import { loadPreviousRelease } from '../db/fixtures/release-1';
import { migrateTo, migrateToLatest } from '../db/migrations';
import type { WorkspaceDb } from '../db/workspace-tables';
import { createTestDatabase } from './postgres';
import { rowsOfEveryTable } from './table-rows';
import type { Backend } from './test-server';

export type MigrationFixture = {
  handle: DatabaseHandle;
  db: WorkspaceDb;
  /** The users whose workspaces the previous release stored. */
  users: string[];
  close(): Promise<void>;
};

/**
 * The previous release's database (its migrations, then its rows: server/db/fixtures/release-1.ts),
 * brought up to the migration `upTo`, in a throwaway SQLite directory or PostgreSQL database: where a
 * migration's test starts.
 */
export async function previousReleaseAt(backend: Backend, upTo: string): Promise<MigrationFixture> {
  const dir = mkdtempSync(join(tmpdir(), 'fablehold-migration-'));
  const handle = openDatabase({
    dataDir: dir,
    databaseUrl: backend === 'postgres' ? await createTestDatabase() : undefined,
  });
  const db = handle.db as unknown as WorkspaceDb;
  await loadPreviousRelease(handle);
  await migrateTo(handle.db, upTo);
  const users = (await db.selectFrom('workspace_seeds').select('user_id').execute()).map((row) =>
    String(row.user_id),
  );
  return {
    handle,
    db,
    users,
    async close() {
      await handle.db.destroy();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export type TableRows = Awaited<ReturnType<typeof rowsOfEveryTable>>;

export type MigratedAcross = MigrationFixture & {
  /** Every table's rows just before `name` ran (after `prepare`), and just after. */
  rowsBefore: TableRows;
  rowsAfter: TableRows;
};

/**
 * Where most migration tests start: the previous release's database at `from`, `prepare` writing what
 * that release wrote (rows of tables whose shape the migration changes), then the one migration `name`,
 * with every table's rows read on both sides of it. Running the migrations again does not run `name` twice.
 */
export async function migratedAcross(
  backend: Backend,
  {
    from,
    name,
    prepare,
  }: { from: string; name: string; prepare?: (fixture: MigrationFixture) => Promise<void> },
): Promise<MigratedAcross> {
  const fixture = await previousReleaseAt(backend, from);
  await prepare?.(fixture);
  const rowsBefore = await rowsOfEveryTable(fixture.handle);
  await migrateTo(fixture.handle.db, name);
  const rowsAfter = await rowsOfEveryTable(fixture.handle);
  const again = await migrateToLatest(fixture.handle.db);
  if (again.includes(name)) throw new Error(`${name} ran a second time`);
  return { ...fixture, rowsBefore, rowsAfter };
}
