import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openMigratedDatabase } from '../test/migrated-database';
import { BACKENDS } from '../test/test-server';
import { type BlobEntry, type BlobStore, imageKey } from './blob-store';
import type { DatabaseHandle } from './database';
import { moveImagesToStore } from './image-bytes';
import { createWorkspaceStore } from './workspace-store';
import type { WorkspaceDb } from './workspace-tables';

// An image moved to the bucket while its row changes (decision 098's gap, closed by decision 106): the
// object is put first, then the row pointed at it only if it still holds what was read. A row deleted in
// between leaves no object behind; a row another move pointed at the same key keeps it.

/** A bucket in memory that runs `between` after each put, as a write landing mid-move. */
function bucketWith(between: (key: string) => Promise<void>) {
  const objects = new Map<string, Uint8Array>();
  const store: BlobStore = {
    kind: 's3',
    async put(key, bytes) {
      objects.set(key, bytes);
      await between(key);
    },
    async putAll(entries: readonly BlobEntry[]) {
      for (const { key, bytes } of entries) objects.set(key, bytes);
    },
    async open() {
      return undefined;
    },
    async delete(key) {
      objects.delete(key);
    },
    async *list(prefix) {
      yield* [...objects.keys()].filter((key) => key.startsWith(prefix)).sort();
    },
  };
  return { store, objects };
}

describe.each(BACKENDS)('an image moved to the bucket while its row changes, on %s', (backend) => {
  let handle: DatabaseHandle;
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'fablehold-image-move-'));
    handle = await openMigratedDatabase(backend, dir);
  });
  afterAll(async () => {
    await handle.db.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  const db = () => handle.db as unknown as WorkspaceDb;
  async function userWithImage() {
    const userId = `user-${crypto.randomUUID()}`;
    await handle.db
      .insertInto('images')
      .values({
        user_id: userId,
        id: 'cover',
        mime: 'image/png',
        width: 1,
        height: 1,
        size: 3,
        data: Buffer.from([1, 2, 3]).toString('base64'),
        created_at: '2026-12-07T00:00:00.000Z',
      })
      .execute();
    return { userId, store: createWorkspaceStore(db(), handle.kind, userId, { isRecording: false }) };
  }
  const ledgerOf = async (userId: string) =>
    (await handle.db.selectFrom('stored_objects').select('key').where('user_id', '=', userId).execute()).map(
      (row) => row.key,
    );

  it('leaves no object in the bucket, and none in the ledger, when the row is deleted mid-move', async () => {
    const { userId, store } = await userWithImage();
    const bucket = bucketWith(async () => {
      await handle.db.deleteFrom('images').where('user_id', '=', userId).execute();
    });
    expect(await moveImagesToStore(store, bucket.store, ['cover'])).toBe(0);
    expect([...bucket.objects.keys()]).toEqual([]);
    expect(await ledgerOf(userId)).toEqual([]);
  });

  it('keeps the object when another move pointed the row at it first', async () => {
    const { userId, store } = await userWithImage();
    const key = imageKey(userId, 'cover');
    const bucket = bucketWith(async () => {
      await handle.db
        .updateTable('images')
        .set({ data: `@blob:${key}` })
        .where('user_id', '=', userId)
        .execute();
    });
    expect(await moveImagesToStore(store, bucket.store, ['cover'])).toBe(0);
    expect([...bucket.objects.keys()]).toEqual([key]);
  });

  it('moves the image as before when nothing changes', async () => {
    const { userId, store } = await userWithImage();
    const bucket = bucketWith(async () => undefined);
    expect(await moveImagesToStore(store, bucket.store, ['cover'])).toBe(1);
    const key = imageKey(userId, 'cover');
    expect([...bucket.objects.keys()]).toEqual([key]);
    expect(await ledgerOf(userId)).toEqual([key]);
  });
});
