import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe } from 'vitest';
import { describeRecordCore } from '../../common/workspace/testing/record-core-suite';
import { createTestDatabase } from '../test/postgres';
import { BACKENDS } from '../test/test-server';
import { type DatabaseHandle, openDatabase } from './database';
import { migrateToLatest } from './migrations';
import { createRecordStore } from './record-store';
import { createWorkspaceStore } from './workspace-store';
import type { WorkspaceDb } from './workspace-tables';

// The workspace core's record suite (common/workspace/testing) on the Kysely store, SQLite and PostgreSQL.

describe.each(BACKENDS)('record store on %s', (backend) => {
  let handle: DatabaseHandle;
  let dir: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'fablehold-records-'));
    handle = openDatabase({
      dataDir: dir,
      databaseUrl: backend === 'postgres' ? await createTestDatabase() : undefined,
    });
    await migrateToLatest(handle.db);
  });
  afterAll(async () => {
    await handle.db.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  describeRecordCore(backend, async () =>
    createRecordStore(
      createWorkspaceStore(handle.db as unknown as WorkspaceDb, handle.kind, `user-${crypto.randomUUID()}`),
    ),
  );
});
