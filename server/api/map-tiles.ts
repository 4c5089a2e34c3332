import type { BlobStore } from '../db/blob-store';
import { putImage } from '../db/image-bytes';
import { createMapTileStore, type StoredTile } from '../db/map-tile-store';
import type { WorkspaceStore } from '../db/workspace-store';
import { cutMapTiles, MapPictureError, mapPictureSize } from './map-tiler';
import { PictureStructureError, type PictureType, stripPictureMetadata } from './picture-metadata';

// A map picture kept and cut (decision 059): its original goes into `images` (its pixels as uploaded, its
// metadata but the orientation dropped; base64 like every stored image, or in the bucket when there is one:
// decision 090) and its tiles into the blob store (`map_tiles` rows, or an S3-compatible bucket: decision
// 087), written in batches as the tiler hands them over.

const TILE_BATCH = 64;

async function cutAndWrite(store: WorkspaceStore, blobs: BlobStore, imageId: string, bytes: Uint8Array) {
  const tiles = createMapTileStore(store, blobs);
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

/** The picture without its metadata but its orientation (`picture-metadata.ts`). */
async function withoutMetadata(bytes: Uint8Array, mime: PictureType): Promise<Uint8Array> {
  const { orientation } = await mapPictureSize(bytes);
  try {
    return stripPictureMetadata(bytes, mime, orientation);
  } catch (error) {
    if (error instanceof PictureStructureError)
      throw new MapPictureError('The file could not be read as a picture');
    throw error;
  }
}

/** Cuts and stores a new picture's tiles, then its original (without its metadata); returns its size. */
export async function storeMapPicture(
  store: WorkspaceStore,
  blobs: BlobStore,
  picture: { id: string; mime: PictureType; bytes: Uint8Array; createdAt: string },
): Promise<{ width: number; height: number }> {
  const bytes = await withoutMetadata(picture.bytes, picture.mime);
  const { width, height } = await cutAndWrite(store, blobs, picture.id, bytes);
  await putImage(
    store,
    blobs,
    { id: picture.id, mime: picture.mime, width, height, created_at: picture.createdAt },
    bytes,
  );
  return { width, height };
}

/** Pictures being cut now, by user and image: a second request waits for the first cut. */
const cutting = new Map<string, Promise<boolean>>();

/**
 * Cuts the tiles of a stored picture that has none (an import brings originals only). True when the
 * picture has tiles now; false when there is no such picture, or it cannot be cut.
 */
export function ensureMapTiles(store: WorkspaceStore, blobs: BlobStore, imageId: string): Promise<boolean> {
  const key = `${store.userId}\u0000${imageId}`;
  const running = cutting.get(key);
  if (running !== undefined) return running;
  const work = (async () => {
    const tiles = createMapTileStore(store, blobs);
    if (await tiles.has(imageId)) return true;
    const original = await tiles.original(imageId);
    if (original === undefined) return false;
    try {
      await cutAndWrite(store, blobs, imageId, original);
      return true;
    } catch {
      return false;
    }
  })().finally(() => cutting.delete(key));
  cutting.set(key, work);
  return work;
}
