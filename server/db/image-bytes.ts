import { sql } from 'kysely';
import {
  type BlobBody,
  type BlobStore,
  imageKey,
  imagePrefix,
  readBlob,
  STORED_ELSEWHERE,
} from './blob-store';
import type { ImageTable } from './schema';
import { forgetObjects, recordObjects } from './stored-objects';
import type { WorkspaceStore } from './workspace-store-type';

// Where an image's bytes are (decision 090): a map's original, a cover, a portrait, any uploaded picture.
// Without a bucket they stay base64 in the image's `images` row, as before. With one (the S3_* settings),
// a new image's bytes are put at `images/<userId>/<imageId>` and its row keeps `@blob:` and that key
// instead, so every server behind a load balancer reads the same bytes. The row is the image either way:
// the export lists it, the Trash and an import's Undo keep it (a marker row keeps its object, which is
// never removed while a row may come back), and its bytes are read through here wherever they are.
// Bytes stored in the database before a bucket was configured stay there and are served from there; an
// import moves the images it writes into the bucket (`moveImagesToStore`).

export type ImageRow = Omit<ImageTable, 'user_id'>;

const bytesInBucket = (blobs: BlobStore) => blobs.kind !== 'database';

/** The object key an `images` row's `data` points at, or undefined when the bytes are the data itself. */
export function keyOfImageData(data: string): string | undefined {
  return data.startsWith(STORED_ELSEWHERE) ? data.slice(STORED_ELSEWHERE.length) : undefined;
}

/**
 * Stores a new image's row and bytes: in the bucket when there is one (the object first, then its ledger
 * row and the image's row in the caller's connection), else base64 in the row.
 */
export async function putImage(
  store: WorkspaceStore,
  blobs: BlobStore,
  image: Omit<ImageRow, 'data' | 'size'>,
  bytes: Uint8Array,
): Promise<void> {
  const key = imageKey(store.userId, image.id);
  if (bytesInBucket(blobs)) await blobs.put(key, bytes);
  // The ledger row and the image's row together: a sweep never sees the one without the other.
  await store.transaction(async (trx) => {
    if (bytesInBucket(blobs)) await recordObjects(trx.db, [{ key, size: bytes.length }]);
    const data = bytesInBucket(blobs) ? `${STORED_ELSEWHERE}${key}` : Buffer.from(bytes).toString('base64');
    await trx.db
      .insertInto('images')
      .values({ ...image, user_id: trx.userId, size: bytes.length, data })
      .execute();
  });
}

/** An image's bytes as a stream with their length, from wherever its row says they are. */
export async function openImageData(blobs: BlobStore, data: string): Promise<BlobBody | undefined> {
  const key = keyOfImageData(data);
  if (key === undefined) {
    const bytes = Buffer.from(data, 'base64');
    return {
      stream: new ReadableStream({
        start(controller) {
          controller.enqueue(bytes);
          controller.close();
        },
      }),
      size: bytes.length,
    };
  }
  return blobs.open(key);
}

/** An image's bytes whole, from wherever its row says they are (undefined when its object is gone). */
export async function imageDataBytes(blobs: BlobStore, data: string): Promise<Uint8Array | undefined> {
  const key = keyOfImageData(data);
  if (key === undefined) return Buffer.from(data, 'base64');
  const body = await blobs.open(key);
  return body === undefined ? undefined : readBlob(body);
}

/** A stored image's row (its bytes' place in `data`), or undefined. */
export function readImageRow(store: WorkspaceStore, imageId: string) {
  return store.db
    .selectFrom('images')
    .select(['mime', 'data'])
    .where('user_id', '=', store.userId)
    .where('id', '=', imageId)
    .executeTakeFirst();
}

/** Removes an image no row may bring back (a failed map upload's picture): its row and its object. */
export async function removeImage(store: WorkspaceStore, blobs: BlobStore, imageId: string): Promise<void> {
  const row = await readImageRow(store, imageId);
  await store.db.deleteFrom('images').where('user_id', '=', store.userId).where('id', '=', imageId).execute();
  const key = row === undefined ? undefined : keyOfImageData(row.data);
  if (key !== undefined && bytesInBucket(blobs)) {
    await blobs.delete(key);
    await forgetObjects(store.db, [key]);
  }
}

/**
 * Moves these images' bytes from their rows into the bucket, when there is one (after an import, which
 * writes them into rows as a backup carries them): each object is put first, then its row points at it.
 * Images already in the bucket, and every image when there is none, are left as they are.
 */
export async function moveImagesToStore(
  store: WorkspaceStore,
  blobs: BlobStore,
  imageIds: readonly string[],
): Promise<number> {
  if (!bytesInBucket(blobs)) return 0;
  let moved = 0;
  for (const imageId of imageIds) {
    const row = await readImageRow(store, imageId);
    if (row === undefined || keyOfImageData(row.data) !== undefined) continue;
    const bytes = Buffer.from(row.data, 'base64');
    const key = imageKey(store.userId, imageId);
    await blobs.put(key, bytes);
    // The row points at the object and the ledger counts it together, or neither: should the row have
    // changed since it was read (deleted, or moved by another run), the ledger gets no row of it.
    const pointed = await store.transaction(async (trx) => {
      const updated = await trx.db
        .updateTable('images')
        .set({ data: `${STORED_ELSEWHERE}${key}` })
        .where('user_id', '=', trx.userId)
        .where('id', '=', imageId)
        .where('data', '=', row.data)
        .executeTakeFirst();
      if (updated.numUpdatedRows === 0n) return false;
      await recordObjects(trx.db, [{ key, size: bytes.length }]);
      return true;
    });
    if (pointed) moved += 1;
    // The row changed under the move (deleted, or restored from a Trash entry that holds its bytes): the
    // object just put is no one's unless another move pointed the row, a Trash entry or an Undo at the
    // same key. Left, it would sit in the bucket outside the ledger, where no sweep finds it (decision 106).
    else if (!(await isHeld(store, key))) await blobs.delete(key);
  }
  return moved;
}

/**
 * Whether an object may still be wanted: an image row points at it, or a Trash entry or an import's Undo
 * keeps a row that does (their payloads hold the row, its `@blob:` key and all).
 */
async function isHeld(store: WorkspaceStore, key: string): Promise<boolean> {
  const marker = `${STORED_ELSEWHERE}${key}`;
  const pattern = `%${marker.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  const { rows } = await sql<{ held: number }>`
    SELECT 1 AS held FROM images WHERE user_id = ${store.userId} AND data = ${marker}
    UNION ALL SELECT 1 FROM trash WHERE user_id = ${store.userId} AND payload LIKE ${pattern} ESCAPE '\\'
    UNION ALL SELECT 1 FROM import_batches WHERE user_id = ${store.userId} AND payload LIKE ${pattern} ESCAPE '\\'
  `.execute(store.db);
  return rows.length > 0;
}

/**
 * Removes from the bucket the images nothing may bring back any more (decision 090): no row points at
 * them and no Trash entry or import's Undo keeps one that does, so deleting a Trash entry for good, or
 * emptying the Trash, frees their bytes and their place in the quota. Nothing without a bucket (a row
 * holds its own bytes and goes with them).
 */
export async function sweepImageObjects(store: WorkspaceStore, blobs: BlobStore): Promise<number> {
  if (!bytesInBucket(blobs)) return 0;
  const prefix = imagePrefix(store.userId);
  const ledger = await store.db
    .selectFrom('stored_objects')
    .select('key')
    .where('user_id', '=', store.userId)
    .where(sql<boolean>`substr(${sql.ref('stored_objects.key')}, 1, ${prefix.length}) = ${prefix}`)
    .where(({ exists, not, selectFrom }) =>
      not(
        exists(
          selectFrom('images')
            .select('id')
            .where('images.user_id', '=', store.userId)
            .where(
              sql<boolean>`images.data = CAST(${STORED_ELSEWHERE} AS TEXT) || ${sql.ref('stored_objects.key')}`,
            ),
        ),
      ),
    )
    .execute();
  let removed = 0;
  for (const { key } of ledger) {
    if (await isHeld(store, key)) continue;
    await blobs.delete(key);
    await forgetObjects(store.db, [key]);
    removed += 1;
  }
  return removed;
}
