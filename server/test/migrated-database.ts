import { copyFileSync } from 'node:fs';
import { join } from 'node:path';
import { inject } from 'vitest';
import { type DatabaseHandle, openDatabase, SQLITE_FILE_NAME } from '../db/database';
import { createTestDatabase } from './postgres';
import type { Backend } from './test-server';

/**
 * A database of this test's own with every migration applied and nothing else, for tests of the stores
 * that open one without a server: a copy of the global setup's migrated template (started-templates.ts)
 * rather than a migration of its own, which costs seconds. Migration tests do not use it: they start
 * from an older database (migration-fixture.ts).
 */
export async function openMigratedDatabase(backend: Backend, dataDir: string): Promise<DatabaseHandle> {
  if (backend === 'postgres') {
    return openDatabase({
      dataDir,
      databaseUrl: await createTestDatabase(inject('migratedPostgresDatabase')),
    });
  }
  copyFileSync(inject('migratedSqliteFile'), join(dataDir, SQLITE_FILE_NAME));
  return openDatabase({ dataDir, databaseUrl: undefined });
}
