import { type BlobBody, type BlobStore, mapTileKey, mapTilePrefix } from './blob-store';
import { imageDataBytes, readImageRow } from './image-bytes';
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
