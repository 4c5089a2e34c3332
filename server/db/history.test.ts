import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChangeSummary } from '../../common/api/history';
import type { Workspace } from '../../common/domain/workspace';
import { sampleWorkspace } from '../../common/sample/workspace';
import { movePart } from '../../common/workspace/operations/move-part';
import { restoreChange } from '../../common/workspace/operations/restore-change';
import { updatePart } from '../../common/workspace/operations/update-part';
import { openMigratedDatabase } from '../test/migrated-database';
import { BACKENDS } from '../test/test-server';
import type { DatabaseHandle } from './database';
import { createRestoreStore } from './history-restore';
import { compactHistory, getChange, listChanges } from './history-store';
import { createRelationStore } from './relation-store';
import { createWorkspaceStore, insertWorkspace, readWorkspace, type WorkspaceStore } from './workspace-store';
import { characterTable, novelTable, type WorkspaceDb } from './workspace-tables';

// History written by the stores (decision 039): each write path records its change in the write's own
// transaction, and restoring changes' earlier sides brings a workspace back exactly.

const NOVEL = 'n-ashen-crown';
const CHAPTER = 'n-ashen-crown-ch-1';

describe.each(BACKENDS)('history in the store on %s', (backend) => {
  let handle: DatabaseHandle;
  let dir: string;
  let clock = Date.parse('2026-01-01T09:00:00.000Z');

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'fablehold-history-'));
    handle = await openMigratedDatabase(backend, dir);
  });
  afterAll(async () => {
    await handle.db.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  const db = () => handle.db as unknown as WorkspaceDb;
  const storeFor = (userId: string) =>
    createWorkspaceStore(db(), handle.kind, userId, { now: () => (clock += 1000) });

  async function seeded(): Promise<WorkspaceStore> {
    const store = storeFor(`user-${crypto.randomUUID()}`);
    await store
      .withAction('seed')
      .transaction((trx) => insertWorkspace(trx, structuredClone(sampleWorkspace)));
    return store;
  }

  const changesOf = async (store: WorkspaceStore, query = {}) =>
    (await listChanges(store.db, store.userId, { limit: 500, ...query })).changes;

  /** Runs `write` in a transaction that then fails, and checks it left no change behind. */
  async function expectAtomic(store: WorkspaceStore, write: (trx: WorkspaceStore) => Promise<unknown>) {
    const before = (await changesOf(store)).length;
    await expect(
      store.transaction(async (trx) => {
        await write(trx);
        expect((await changesOf(trx)).length).toBeGreaterThan(before);
        throw new Error('crash after the write');
      }),
    ).rejects.toThrow('crash after the write');
    expect(await changesOf(store)).toHaveLength(before);
  }

  it('records the sample as counts, not copies', async () => {
    const store = await seeded();
    const changes = await changesOf(store);
    expect(changes.every((change) => change.op === 'summary' && change.action === 'seed')).toBe(true);
    expect(changes.find((change) => change.entityKind === 'novel')).toMatchObject({
      count: sampleWorkspace.novels.length,
      name: 'added',
    });
  });

  it('records an update with the fields that changed, in the write transaction', async () => {
    const store = await seeded();
    const novel = await store.find(novelTable, NOVEL);
    if (novel === undefined) throw new Error('no novel');
    await expectAtomic(store, (trx) => trx.update(novelTable, { ...novel, title: 'Lost' }));
    expect((await store.find(novelTable, NOVEL))?.title).toBe('The Ashen Crown');

    await store.update(novelTable, { ...novel, title: 'The Ashen Throne' });
    const [change] = await changesOf(store, { recordId: NOVEL });
    expect(change).toMatchObject({ action: 'update-novel', op: 'update', fields: ['title'] });
    const detail = await getChange(store.db, store.userId, change?.id ?? '');
    expect(detail?.before?.title).toBe('The Ashen Crown');
    expect(detail?.after?.title).toBe('The Ashen Throne');
  });

  it('records inserts, deletes, part writes, reorders and links atomically', async () => {
    const store = await seeded();
    const character = (await store.list(characterTable))[0];
    if (character === undefined) throw new Error('no character');
    await expectAtomic(store, (trx) => trx.insert(characterTable, { ...character, id: 'new-one' }, 'last'));
    await expectAtomic(store, (trx) => trx.remove(characterTable, { id: character.id }));
    await expectAtomic(store, (trx) =>
      updatePart(trx.parts(), {
        kind: 'novels/chapters',
        parentId: NOVEL,
        partId: CHAPTER,
        patch: { title: 'Renamed' },
        version: 1,
        now: new Date(clock).toISOString(),
      }),
    );
    await expectAtomic(store, (trx) =>
      movePart(trx.parts(), {
        kind: 'novels/chapters',
        parentId: NOVEL,
        partId: CHAPTER,
        toIndex: 3,
        now: new Date(clock).toISOString(),
      }),
    );
    await expectAtomic(store, (trx) => trx.parts().deleteParts([CHAPTER]));
    await expectAtomic(store, (trx) =>
      createRelationStore(trx).insertRelation({
        id: 'r-1',
        from: { kind: 'character', id: character.id },
        to: { kind: 'novel', id: NOVEL },
        type: 'custom',
        variant: null,
        customLabel: 'writes',
        customInverse: 'written by',
        attitude: null,
        note: '',
        starts: '',
        ends: '',
        version: 1,
        createdAt: 'x',
        updatedAt: 'x',
      }),
    );

    await store.parts().deleteParts([CHAPTER]);
    const [deleted] = await changesOf(store, { entityId: CHAPTER });
    expect(deleted).toMatchObject({ op: 'delete', action: 'delete-part', name: 'A Scar for a Promise' });
    expect((await getChange(store.db, store.userId, deleted?.id ?? ''))?.before).toMatchObject({
      data: { title: 'A Scar for a Promise' },
    });
  });

  it("never shows one user's changes to another", async () => {
    const [mine, theirs] = [await seeded(), await seeded()];
    const novel = await mine.find(novelTable, NOVEL);
    if (novel === undefined) throw new Error('no novel');
    await mine.update(novelTable, { ...novel, title: 'Mine' });
    const [change] = await changesOf(mine, { recordId: NOVEL });
    expect(await getChange(theirs.db, theirs.userId, change?.id ?? '')).toBeUndefined();
    expect(await changesOf(theirs, { recordId: NOVEL })).toEqual([]);
  });

  it('compacts changes older than 30 days to one per entity per day', async () => {
    const store = await seeded();
    clock = Date.parse('2026-02-01T09:00:00.000Z');
    for (const title of ['One', 'Two', 'Three']) {
      const novel = await store.find(novelTable, NOVEL);
      if (novel !== undefined) await store.update(novelTable, { ...novel, title });
    }
    expect(await changesOf(store, { recordId: NOVEL })).toHaveLength(3);
    await compactHistory(store.db, store.userId, Date.parse('2026-02-20T00:00:00.000Z'));
    expect(await changesOf(store, { recordId: NOVEL })).toHaveLength(3);
    await compactHistory(store.db, store.userId, Date.parse('2026-03-10T00:00:00.000Z'));
    const [merged, ...rest] = await changesOf(store, { recordId: NOVEL });
    expect(rest).toEqual([]);
    const detail = await getChange(store.db, store.userId, merged?.id ?? '');
    expect([detail?.before?.title, detail?.after?.title]).toEqual(['The Ashen Crown', 'Three']);
  });

  /** The workspace without what every write moves on (versions, stamps). */
  function content(workspace: Workspace): unknown {
    return JSON.parse(
      JSON.stringify(workspace, (key, value) =>
        ['version', 'lastUpdated', 'updatedAt'].includes(key) ? undefined : value,
      ),
    );
  }

  type Command =
    | { type: 'novel'; title: string; description: string }
    | { type: 'chapter'; index: number; title: string }
    | { type: 'arc'; index: number; description: string }
    | { type: 'move'; index: number; toIndex: number };

  const command: fc.Arbitrary<Command> = fc.oneof(
    fc.record({
      type: fc.constant('novel' as const),
      // A title must have a letter that is not a space (the core refuses a blank one).
      title: fc.string({ minLength: 1, maxLength: 20 }).filter((title) => title.trim() !== ''),
      description: fc.lorem({ maxCount: 30 }),
    }),
    fc.record({
      type: fc.constant('chapter' as const),
      index: fc.nat(4),
      // A title must have a letter that is not a space (the core refuses a blank one).
      title: fc.string({ minLength: 1, maxLength: 20 }).filter((title) => title.trim() !== ''),
    }),
    fc.record({
      type: fc.constant('arc' as const),
      index: fc.nat(1),
      description: fc.lorem({ maxCount: 40 }),
    }),
    fc.record({ type: fc.constant('move' as const), index: fc.nat(4), toIndex: fc.nat(4) }),
  );

  async function run(store: WorkspaceStore, step: Command): Promise<void> {
    const now = new Date(clock).toISOString();
    if (step.type === 'novel') {
      await store.transaction(async (trx) => {
        const novel = await trx.find(novelTable, NOVEL, { forUpdate: true });
        if (novel === undefined) throw new Error('no novel');
        const version = (novel as { version?: number }).version ?? 1;
        await trx.update(novelTable, {
          ...novel,
          title: step.title,
          description: step.description,
          ...{ version: version + 1 },
        });
      });
      return;
    }
    const kind = step.type === 'arc' ? 'novels/story-arcs' : 'novels/chapters';
    const list = await store.parts().listParts(NOVEL, kind);
    const part = list[step.index % list.length];
    if (part === undefined) return;
    if (step.type === 'move') {
      await movePart(store.parts(), { kind, parentId: NOVEL, partId: part.id, toIndex: step.toIndex, now });
      return;
    }
    const patch = step.type === 'chapter' ? { title: step.title } : { description: step.description };
    await updatePart(store.parts(), {
      kind,
      parentId: NOVEL,
      partId: part.id,
      patch,
      version: part.version,
      now,
    });
  }

  it('undoing every change of a random sequence of commands leaves the workspace as it began', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 1, maxLength: 12 }), async (steps) => {
        const store = await seeded();
        const start = content(await readWorkspace(store));
        for (const step of steps) await run(store, step);
        const written = (await changesOf(store)).filter((change) => change.op !== 'summary');
        // Newest first: each change's earlier side, written back.
        for (const change of written as ChangeSummary[]) {
          const detail = await getChange(store.db, store.userId, change.id);
          if (detail === undefined) throw new Error('change vanished');
          await restoreChange(createRestoreStore(store), detail, 'before', new Date(clock).toISOString());
        }
        expect(content(await readWorkspace(store))).toEqual(start);
      }),
      { numRuns: Number(process.env.HISTORY_RUNS ?? (backend === 'postgres' ? 8 : 20)) },
    );
  }, 120_000);
});
