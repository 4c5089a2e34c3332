import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe } from 'vitest';
import { describeCharacterMove } from '../../common/workspace/testing/character-move-suite';
import { createTestDatabase } from '../test/postgres';
import { BACKENDS } from '../test/test-server';
import { type DatabaseHandle, openDatabase } from './database';
import { migrateToLatest } from './migrations';
import { createRecordStore } from './record-store';
import { createWorkspaceStore } from './workspace-store';
import type { WorkspaceDb } from './workspace-tables';

// Moving a novel's characters into its universe (the core's shared suite) on the Kysely store, SQLite
// and PostgreSQL: one transaction, each change at its next version.

describe.each(BACKENDS)('character move on %s', (backend) => {
  let handle: DatabaseHandle;
  let dir: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'fablehold-character-move-'));
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

  describeCharacterMove(backend, async () =>
    createRecordStore(
      createWorkspaceStore(handle.db as unknown as WorkspaceDb, handle.kind, `user-${crypto.randomUUID()}`),
    ),
  );
});
