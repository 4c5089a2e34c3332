import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Workspace } from '../../common/domain/workspace';
import { sampleWorkspace } from '../../common/sample/workspace';
import {
  recordKind,
  recordKinds,
  registerRecordKind,
  unregisterRecordKind,
} from '../../common/workspace/kinds';
import { createRecord } from '../../common/workspace/operations/record-commands';
import { relic, relicSpec } from '../../common/workspace/testing/throwaway-kind';
import { emptyPayload } from '../../common/workspace/trash';
import { type DatabaseHandle, openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrations';
import { createRecordStore } from '../db/record-store';
import { searchWorkspace } from '../db/search-index';
import { restoreSnapshot } from '../db/trash-snapshot';
import { createTrashStore } from '../db/trash-store';
import { createWorkspaceStore, insertWorkspace, readWorkspace } from '../db/workspace-store';
import { type TableSpec, tableSpecs, type WorkspaceDb } from '../db/workspace-tables';
import { deleteRecordToTrash } from './trash-moves';

// The throwaway kind of common/workspace/kinds.test.ts, on the server (SQLite): declared in the registry,
// plus what the server still needs beside it (decision 055, 2026-11-28 second section): its table's spec
// and the table itself (here made by hand; a real kind brings a migration). Nothing else is edited: the
// record store, the search index, the Trash and the export find it through the registry.

const NOW = '2026-11-27T10:00:00.000Z';
const relicTable: TableSpec<unknown> = {
  table: 'relics' as TableSpec<unknown>['table'],
  columns: [
    ['version', 'version', 'version'],
    ['name', 'name', 'text'],
    ['description', 'description', 'text'],
    ['universeId', 'universe_id', 'optional'],
    ['isCursed', 'is_cursed', 'bool'],
    ['lastUpdated', 'last_updated', 'text'],
  ],
};

const emptyWorkspace = (): Workspace =>
  ({
    ...Object.fromEntries(recordKinds.map((kind) => [recordKind(kind).collection, []])),
    universes: [{ ...structuredClone(sampleWorkspace.universes[0]), id: 'u-1' }],
    profile: structuredClone(sampleWorkspace.profile),
  }) as unknown as Workspace;

describe('a throwaway kind declared in the registry, on the server (SQLite)', () => {
  let handle: DatabaseHandle;
  let dir: string;
  const storeOf = (userId: string) =>
    createWorkspaceStore(handle.db as unknown as WorkspaceDb, handle.kind, userId);

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'fablehold-relics-'));
    handle = openDatabase({ dataDir: dir, databaseUrl: undefined });
    await migrateToLatest(handle.db);
    await sql`create table relics (
      user_id text not null, id text not null, position integer not null, version integer not null,
      name text not null, description text not null, universe_id text, is_cursed integer not null,
      last_updated text not null, primary key (user_id, id))`.execute(handle.db);
    registerRecordKind(relicSpec);
    (tableSpecs as TableSpec<unknown>[]).push(relicTable);
    await storeOf('u-a').transaction((trx) => insertWorkspace(trx, emptyWorkspace()));
  });
  afterAll(async () => {
    unregisterRecordKind(relic);
    (tableSpecs as TableSpec<unknown>[]).splice(tableSpecs.indexOf(relicTable), 1);
    await handle.db.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  it('is created, listed, searched, trashed and restored, exported and imported', async () => {
    const store = storeOf('u-a');
    await store.transaction(async (trx) => {
      await createRecord(createRecordStore(trx), {
        kind: relic,
        input: { name: 'Sun Disc', description: 'A disc of hammered gold', universeId: 'u-1' },
        id: 'r-1',
        now: NOW,
      });
    });
    const stored = { id: 'r-1', name: 'Sun Disc', universeId: 'u-1', isCursed: false, version: 1 };
    expect(await createRecordStore(store).listRecords(relic)).toEqual([expect.objectContaining(stored)]);

    const found = await searchWorkspace(store, { q: 'hammered' });
    expect(found.hits).toEqual([expect.objectContaining({ kind: relic, id: 'r-1', name: 'Sun Disc' })]);

    const trashed = await deleteRecordToTrash(store, { now: () => Date.parse(NOW) }, relic, 'r-1');
    expect(trashed.label).toBe('Sun Disc');
    expect(await createRecordStore(store).listRecords(relic)).toEqual([]);
    expect((await searchWorkspace(store, { q: 'hammered' })).hits).toEqual([]);
    const entry = await createTrashStore(store, Date.now).get(trashed.id);
    await store.transaction((trx) => restoreSnapshot(trx, entry?.payload ?? emptyPayload()));
    expect(await createRecordStore(store).listRecords(relic)).toEqual([expect.objectContaining(stored)]);

    const exported = (await readWorkspace(store)) as Workspace & { relics?: unknown[] };
    expect(exported.relics).toEqual([
      expect.objectContaining({ id: 'r-1', name: 'Sun Disc', universeId: 'u-1' }),
    ]);
    await storeOf('u-b').transaction((trx) => insertWorkspace(trx, exported));
    expect(await createRecordStore(storeOf('u-b')).listRecords(relic)).toEqual([
      expect.objectContaining(stored),
    ]);
  });
});
