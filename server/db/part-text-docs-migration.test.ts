import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { updatePart } from '../../common/workspace/operations/update-part';
import { createTestDatabase } from '../test/postgres';
import { BACKENDS } from '../test/test-server';
import { type DatabaseHandle, openDatabase } from './database';
import { loadPreviousRelease, release1 } from './fixtures/release-1';
import { migrateTo, migrateToLatest } from './migrations';
import { createPartStore } from './part-store';
import { createWorkspaceStore, readWorkspace } from './workspace-store';
import type { WorkspaceDb } from './workspace-tables';

// 0009_part_text_docs, from the previous release's database: every long text of every part reads back
// exactly as before (plain, without a document), and a document can then be stored beside it.

const { users } = release1;

describe.each(BACKENDS)('migration 0009_part_text_docs on %s', (backend) => {
  let handle: DatabaseHandle;
  let dir: string;
  const before = new Map<string, Record<string, unknown>[]>();
  const after = new Map<string, Record<string, unknown>[]>();
  const rows = (table: 'parts' | 'part_texts') =>
    (handle.db as unknown as WorkspaceDb)
      .selectFrom(table)
      .selectAll()
      .orderBy('user_id')
      .orderBy(table === 'parts' ? 'id' : 'part_id')
      .$if(table === 'part_texts', (query) => query.orderBy('field' as never))
      .execute() as Promise<Record<string, unknown>[]>;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'fablehold-part-docs-migration-'));
    handle = openDatabase({
      dataDir: dir,
      databaseUrl: backend === 'postgres' ? await createTestDatabase() : undefined,
    });
    await loadPreviousRelease(handle);
    await migrateTo(handle.db, '0008_images');
    before.set('parts', await rows('parts'));
    before.set('part_texts', await rows('part_texts'));
    // This migration alone first (later ones add columns of their own), then the rest.
    await migrateTo(handle.db, '0009_part_text_docs');
    after.set('parts', await rows('parts'));
    after.set('part_texts', await rows('part_texts'));
    await migrateToLatest(handle.db);
  });

  afterAll(async () => {
    await handle.db.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  const db = () => handle.db as unknown as WorkspaceDb;
  const workspaceOf = (userId: string) => readWorkspace(createWorkspaceStore(db(), handle.kind, userId));

  it('keeps every part and every long text as it was, without a document', async () => {
    expect(after.get('parts')).toEqual(before.get('parts'));
    const texts = after.get('part_texts') ?? [];
    expect(texts.length).toBeGreaterThan(0);
    expect(texts.map(({ doc: _doc, ...text }) => text)).toEqual(before.get('part_texts'));
    expect(texts.every((text) => text.doc === null)).toBe(true);
  });

  it.each(users)('reads the workspace of user %s with plain texts only', async (userId) => {
    const workspace = await workspaceOf(userId);
    expect(workspace.universes.length).toBeGreaterThan(0);
    expect(JSON.stringify(workspace)).not.toMatch(/"(description|content|summary)Doc"/);
  });

  it('stores a document beside a text written before, and reads both back', async () => {
    const userId = users[0] as string;
    const universe = (await workspaceOf(userId)).universes.find((entry) => entry.lore.length > 0);
    const entry = universe?.lore[0];
    if (universe === undefined || entry === undefined) throw new Error('the fixture has lore');
    const store = createPartStore(db(), handle.kind, userId);
    const stored = await store.getPart(entry.id);
    const contentDoc = {
      version: 1,
      doc: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Rewritten.' }] }] },
    };
    await updatePart(store, {
      kind: 'universes/lore',
      parentId: universe.id,
      partId: entry.id,
      patch: { contentDoc },
      version: stored?.version,
      now: '2026-11-24T10:00:00.000Z',
    });
    const lore = (await workspaceOf(userId)).universes.find((one) => one.id === universe.id)?.lore;
    expect(lore?.find((one) => one.id === entry.id)).toMatchObject({ content: 'Rewritten.', contentDoc });
    expect(lore?.filter((one) => one.id !== entry.id)).toEqual(
      universe.lore.filter((one) => one.id !== entry.id),
    );
  });
});
