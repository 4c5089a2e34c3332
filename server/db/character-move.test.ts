import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe } from 'vitest';
import { describeCharacterMove } from '../../common/workspace/testing/character-move-suite';
import { openMigratedDatabase } from '../test/migrated-database';
import { BACKENDS } from '../test/test-server';
import type { DatabaseHandle } from './database';
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
    handle = await openMigratedDatabase(backend, dir);
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
