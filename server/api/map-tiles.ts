import { createMapTileStore, type StoredTile } from '../db/map-tile-store';
import type { WorkspaceStore } from '../db/workspace-store';
import { cutMapTiles } from './map-tiler';

// A map picture kept and cut (decision 059): its original goes into `images` (as uploaded, base64 like
// every stored image) and its tiles into `map_tiles`, written in batches as the tiler hands them over.

const TILE_BATCH = 64;

async function cutAndWrite(store: WorkspaceStore, imageId: string, bytes: Uint8Array) {
  const tiles = createMapTileStore(store);
  let batch: StoredTile[] = [];
  try {
    const cut = await cutMapTiles(bytes, async (tile) => {
      batch.push(tile);
      if (batch.length >= TILE_BATCH) {
        await tiles.write(imageId, batch);
        batch = [];
      }
    });
    await tiles.write(imageId, batch);
    return cut;
  } catch (error) {
    await tiles.remove(imageId);
    throw error;
  }
}

/** Cuts and stores a new picture's tiles, then its original; returns its size. */
export async function storeMapPicture(
  store: WorkspaceStore,
  picture: { id: string; mime: string; bytes: Uint8Array; createdAt: string },
): Promise<{ width: number; height: number }> {
  const { width, height } = await cutAndWrite(store, picture.id, picture.bytes);
  await store.db
    .insertInto('images')
    .values({
      user_id: store.userId,
      id: picture.id,
      mime: picture.mime,
      width,
      height,
      size: picture.bytes.length,
      data: Buffer.from(picture.bytes).toString('base64'),
      created_at: picture.createdAt,
    })
    .execute();
  return { width, height };
}

/** Pictures being cut now, by user and image: a second request waits for the first cut. */
const cutting = new Map<string, Promise<boolean>>();

/**
 * Cuts the tiles of a stored picture that has none (an import brings originals only). True when the
 * picture has tiles now; false when there is no such picture, or it cannot be cut.
 */
export function ensureMapTiles(store: WorkspaceStore, imageId: string): Promise<boolean> {
  const key = `${store.userId}\u0000${imageId}`;
  const running = cutting.get(key);
  if (running !== undefined) return running;
  const work = (async () => {
    const tiles = createMapTileStore(store);
    if ((await tiles.count(imageId)) > 0) return true;
    const original = await tiles.original(imageId);
    if (original === undefined) return false;
    try {
      await cutAndWrite(store, imageId, Buffer.from(original.data, 'base64'));
      return true;
    } catch {
      return false;
    }
  })().finally(() => cutting.delete(key));
  cutting.set(key, work);
  return work;
}
