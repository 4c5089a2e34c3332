import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportReport } from '../../common/api/import';
import type { Workspace } from '../../common/domain/workspace';
import { sampleWorkspace } from '../../common/sample/workspace';
import {
  recordKind,
  recordKinds,
  registerRecordKind,
  unregisterRecordKind,
} from '../../common/workspace/kinds';
import { createRecord } from '../../common/workspace/operations/record-commands';
import { writeBack } from '../../common/workspace/operations/trash-snapshot';
import { relic, relicSpec } from '../../common/workspace/testing/throwaway-kind';
import { emptyPayload } from '../../common/workspace/trash';
import type { DatabaseHandle } from '../db/database';
import { createRecordStore } from '../db/record-store';
import { searchWorkspace } from '../db/search-index';
import { createTrashRows } from '../db/trash-snapshot';
import { createTrashStore } from '../db/trash-store';
import { createWorkspaceStore, insertWorkspace, readWorkspace } from '../db/workspace-store';
import { type TableSpec, tableSpecs, type WorkspaceDb } from '../db/workspace-tables';
import { openMigratedDatabase } from '../test/migrated-database';
import { startTestServer, type TestServer } from '../test/test-server';
import { api, type ErrorBody, newUserToken } from './api-test-helpers';
import { deleteRecordToTrash } from './trash-moves';

// The throwaway kind of common/workspace/kinds.test.ts, on the server (SQLite): declared in the registry,
// plus what the server still needs beside it (decision 055, 2026-11-28 second section): its table's spec
// and the table itself (here made by hand; a real kind brings a migration). Nothing else is edited: the
// record store, the search index, the Trash, the export and the import find it through the registry.

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

/** The relics table, as a real kind's migration would make it. */
const createRelicTable = (db: DatabaseHandle['db']) =>
  sql`create table relics (
    user_id text not null, id text not null, position integer not null, version integer not null,
    name text not null, description text not null, universe_id text, is_cursed integer not null,
    last_updated text not null, primary key (user_id, id))`.execute(db);

beforeAll(() => {
  registerRecordKind(relicSpec);
  (tableSpecs as TableSpec<unknown>[]).push(relicTable);
});
afterAll(() => {
  unregisterRecordKind(relic);
  (tableSpecs as TableSpec<unknown>[]).splice(tableSpecs.indexOf(relicTable), 1);
});

describe('a throwaway kind declared in the registry, on the server (SQLite)', () => {
  let handle: DatabaseHandle;
  let dir: string;
  const storeOf = (userId: string) =>
    createWorkspaceStore(handle.db as unknown as WorkspaceDb, handle.kind, userId);

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'fablehold-relics-'));
    handle = await openMigratedDatabase('sqlite', dir);
    await createRelicTable(handle.db);
    await storeOf('u-a').transaction((trx) => insertWorkspace(trx, emptyWorkspace()));
  });
  afterAll(async () => {
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
    await store.transaction((trx) => writeBack(createTrashRows(trx), entry?.payload ?? emptyPayload(), NOW));
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

describe('a throwaway kind through POST /import and GET /workspace (SQLite)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('sqlite', { ENABLE_SIGNUP: 'true' });
    await createRelicTable(server.db);
  });
  afterAll(() => server.close());

  const as = (token: string) => ({
    get: <T>(path: string) => api<T>(server, 'GET', path, { token }),
    send: <T>(body: unknown) => api<T>(server, 'POST', '/import', { token, body }),
  });
  const relicRow = (id: string, name: string, universeId: string) => ({
    id,
    name,
    description: `${name}, kept in a vault`,
    universeId,
    isCursed: false,
    lastUpdated: NOW,
  });
  const relicsOf = async (user: ReturnType<typeof as>) =>
    ((await user.get<{ relics?: { id: string; name: string }[] }>('/workspace')).body.relics ?? []).map(
      ({ id, name }) => ({ id, name }),
    );

  it('is previewed, added, refused by its schema and its links, replaced, and exported again', async () => {
    const ada = as(await newUserToken(server, 'relics'));
    const universe = (await ada.get<Workspace>('/workspace')).body.universes[0];
    if (universe === undefined) throw new Error('the new workspace has a universe');
    const file = { relics: [relicRow('r-1', 'Sun Disc', universe.id)] };

    const preview = await ada.send<ImportReport>({ workspace: file, dryRun: true });
    expect(preview.status).toBe(200);
    expect(preview.body.problems).toEqual([]);
    expect((preview.body.tables as Record<string, unknown>).relics).toEqual({
      added: 1,
      replaced: 0,
      skipped: 0,
      removed: 0,
    });
    expect(await relicsOf(ada)).toEqual([]);

    const added = await ada.send<ImportReport>({ workspace: file });
    expect(added.status).toBe(200);
    expect(added.body.undo?.added).toBe(1);
    expect(await relicsOf(ada)).toEqual([{ id: 'r-1', name: 'Sun Disc' }]);

    // Its row is checked by the schema its kind declares, and its universe must exist.
    const unnamed = await ada.send<ErrorBody>({
      workspace: { relics: [{ ...relicRow('r-2', '', universe.id) }] },
    });
    expect(unnamed.status).toBe(422);
    expect(unnamed.body.error.details).toEqual([{ field: 'relics[1].name', message: 'Name is required' }]);
    const lost = await ada.send<ErrorBody>({
      workspace: { relics: [relicRow('r-2', 'Moon Cup', 'u-none')] },
    });
    expect(lost.body.error.details).toEqual([
      { field: 'relics[1].universeId', message: 'The universe u-none does not exist' },
    ]);
    const twice = await ada.send<ErrorBody>({ workspace: file });
    expect(twice.status).toBe(409);

    // Replacing: the file's relics are the workspace's now, the one it does not hold goes.
    const replaced = await ada.send<ImportReport>({
      workspace: { relics: [relicRow('r-3', 'Moon Cup', universe.id)] },
      replaceExisting: true,
    });
    expect(replaced.status).toBe(200);
    expect((replaced.body.tables as Record<string, unknown>).relics).toMatchObject({ added: 1, removed: 1 });
    expect(await relicsOf(ada)).toEqual([{ id: 'r-3', name: 'Moon Cup' }]);

    // The whole export goes into another account and comes back out the same.
    const exported = (await ada.get<Record<string, unknown>>('/workspace')).body;
    const bea = as(await newUserToken(server, 'relics-copy'));
    const copied = await bea.send<ImportReport>({ workspace: exported, replaceExisting: true });
    expect(copied.status).toBe(200);
    expect(await relicsOf(bea)).toEqual([{ id: 'r-3', name: 'Moon Cup' }]);
  });

  it('is served at /api/v1/relics from its declaration: created, listed, changed, refused, trashed', async () => {
    const token = await newUserToken(server, 'relic-routes');
    const call = <T>(method: string, path: string, body?: unknown) =>
      api<T>(server, method, `/relics${path}`, { token, ...(body === undefined ? {} : { body }) });
    const universe = (await api<Workspace>(server, 'GET', '/workspace', { token })).body.universes[0];

    const made = await call<{ id: string; version: number }>('POST', '', {
      name: 'Sun Disc',
      universeId: universe?.id,
    });
    expect(made.status).toBe(201);
    expect(made.headers.get('location')).toBe(`/api/v1/relics/${made.body.id}`);
    expect(made.body).toMatchObject({ name: 'Sun Disc', description: '', isCursed: false, version: 1 });
    expect((await call<{ name: string }[]>('GET', '')).body.map((each) => each.name)).toEqual(['Sun Disc']);

    const changed = await call('PATCH', `/${made.body.id}`, { isCursed: true });
    expect(changed.body).toMatchObject({ isCursed: true, version: 2 });
    const unnamed = await call<ErrorBody>('PATCH', `/${made.body.id}`, { name: ' ' });
    expect(unnamed.status).toBe(422);
    expect(unnamed.body.error.message).toBe('Name is required');
    expect((await call<ErrorBody>('POST', '', { name: 'Moon Cup', universeId: 'u-none' })).status).toBe(422);

    const gone = await call('DELETE', `/${made.body.id}`);
    expect(gone.status).toBe(204);
    expect(decodeURIComponent(gone.headers.get('x-trash-label') ?? '')).toBe('Sun Disc');
    expect((await call('GET', `/${made.body.id}`)).status).toBe(404);
    const trash = await api<{ entries: { kindLabel: string; label: string }[] }>(server, 'GET', '/trash', {
      token,
    });
    expect(trash.body.entries).toEqual([expect.objectContaining({ kindLabel: 'Relic', label: 'Sun Disc' })]);
  });
});
