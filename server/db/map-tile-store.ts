import { sql } from 'kysely';
import { type BlobBody, type BlobStore, mapTileKey, mapTilePrefix } from './blob-store';
import { imageDataBytes, readImageRow, removeImage } from './image-bytes';
import { forgetObjects, recordObjects } from './stored-objects';
import type { WorkspaceStore } from './workspace-store-type';

// The tiles of the user's map pictures (decision 059), keyed by the picture (an image of `images`): a
// picture never changes under its id, so neither do its tiles. They are kept in the blob store
// (decision 087): `map_tiles` rows by default, an S3-compatible bucket when one is configured, where each
// tile is also a row of the `stored_objects` ledger that the storage quota counts (decision 090).

export type StoredTile = { z: number; x: number; y: number; data: Uint8Array };

/** How many tiles are written at once. */
const PARALLEL = 8;

export function createMapTileStore(store: WorkspaceStore, blobs: BlobStore) {
  const { db, userId } = store;
  const inBucket = blobs.kind !== 'database';
  return {
    /** Writes tiles of `imageId` (replacing any of the same place). */
    async write(imageId: string, tiles: readonly StoredTile[]): Promise<void> {
      const entries = tiles.map((tile) => ({
        key: mapTileKey(userId, imageId, tile.z, tile.x, tile.y),
        bytes: tile.data,
      }));
      await blobs.putAll(entries);
      if (inBucket)
        await recordObjects(
          db,
          entries.map(({ key, bytes }) => ({ key, size: bytes.length })),
        );
    },

    /** One tile as a stream with its length, or undefined. */
    open(imageId: string, z: number, x: number, y: number): Promise<BlobBody | undefined> {
      return blobs.open(mapTileKey(userId, imageId, z, x, y));
    },

    /** Whether the picture has its tiles (its zoom-0 tile is the first written and the last removed). */
    async has(imageId: string): Promise<boolean> {
      const body = await blobs.open(mapTileKey(userId, imageId, 0, 0, 0));
      if (body === undefined) return false;
      await body.stream.cancel();
      return true;
    },

    async remove(imageId: string): Promise<void> {
      const keys: string[] = [];
      for await (const key of blobs.list(mapTilePrefix(userId, imageId))) keys.push(key);
      // The zoom-0 tile last: a picture keeps it while any other is left (`has`).
      keys.sort((a, b) => Number(a.endsWith('/0/0/0.webp')) - Number(b.endsWith('/0/0/0.webp')));
      for (let index = 0; index < keys.length; index += PARALLEL) {
        const some = keys.slice(index, index + PARALLEL);
        await Promise.all(some.map((key) => blobs.delete(key)));
        if (inBucket) await forgetObjects(db, some);
      }
    },

    /** The picture's original bytes, from its row or the bucket (decision 090), or undefined. */
    async original(imageId: string): Promise<Uint8Array | undefined> {
      const row = await readImageRow(store, imageId);
      return row === undefined ? undefined : imageDataBytes(blobs, row.data);
    },
  };
}

export type MapTileStore = ReturnType<typeof createMapTileStore>;

const likeAnywhere = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** The pictures of a user that have tiles (their zoom-0 tile is the first written, the last removed). */
async function picturesWithTiles(store: WorkspaceStore, blobs: BlobStore): Promise<string[]> {
  const { db, userId } = store;
  if (blobs.kind === 'database') {
    const rows = await db
      .selectFrom('map_tiles')
      .select('image_id')
      .where('user_id', '=', userId)
      .where('z', '=', 0)
      .where('x', '=', 0)
      .where('y', '=', 0)
      .execute();
    return rows.map((row) => row.image_id);
  }
  const prefix = mapTilePrefix(userId);
  const rows = await db
    .selectFrom('stored_objects')
    .select('key')
    .where('user_id', '=', userId)
    .where(
      sql<boolean>`${sql.ref('key')} LIKE ${`${likeAnywhere(prefix).slice(1, -1)}%/0/0/0.webp`} ESCAPE '\\'`,
    )
    .execute();
  return rows.map((row) => row.key.slice(prefix.length).split('/')[0] ?? '').filter((id) => id !== '');
}

/**
 * Whether a picture may still be shown: a map names it, a Trash entry or an import's Undo keeps a map or
 * an image row that does, or a stored map's history holds a version that does (a deleted map's history
 * restores nothing: it comes back from the Trash).
 */
async function isPictureHeld(store: WorkspaceStore, imageId: string): Promise<boolean> {
  const pattern = likeAnywhere(imageId);
  const { rows } = await sql<{ held: number }>`
    SELECT 1 AS held FROM maps WHERE user_id = ${store.userId} AND image LIKE ${pattern} ESCAPE '\\'
    UNION ALL SELECT 1 FROM trash WHERE user_id = ${store.userId} AND payload LIKE ${pattern} ESCAPE '\\'
    UNION ALL SELECT 1 FROM import_batches WHERE user_id = ${store.userId} AND payload LIKE ${pattern} ESCAPE '\\'
    UNION ALL SELECT 1 FROM changes WHERE user_id = ${store.userId}
      AND entity_id IN (SELECT id FROM maps WHERE user_id = ${store.userId})
      AND (${sql.ref('before')} LIKE ${pattern} ESCAPE '\\' OR ${sql.ref('after')} LIKE ${pattern} ESCAPE '\\')
  `.execute(store.db);
  return rows.length > 0;
}

/**
 * Removes the map pictures nothing may show again (decision 090): a picture whose map was deleted for
 * good, whose Trash entry, Undo and history are gone, loses its tiles, its original and its image row, in
 * the database or the bucket, so that their bytes leave the quota. Run when the Trash lets go of entries.
 */
export async function sweepUnusedMapPictures(store: WorkspaceStore, blobs: BlobStore): Promise<number> {
  let removed = 0;
  for (const imageId of await picturesWithTiles(store, blobs)) {
    if (await isPictureHeld(store, imageId)) continue;
    await createMapTileStore(store, blobs).remove(imageId);
    await removeImage(store, blobs, imageId);
    removed += 1;
  }
  return removed;
}
