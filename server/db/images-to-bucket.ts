import { sql } from 'kysely';
import { type BlobStore, mapTileKey, STORED_ELSEWHERE } from './blob-store';
import type { DatabaseKind } from './database';
import { moveImagesToStore } from './image-bytes';
import { stagingOwnerOf } from './restore-staging';
import { recordObjects } from './stored-objects';
import { createWorkspaceStore } from './workspace-store';
import type { WorkspaceDb } from './workspace-tables';

// `npm run images:to-bucket` (decision 098): the images and map tiles a server stored in the database
// before it was given a bucket (the S3_* settings), moved there. Decision 090 left them in their rows,
// served from there, and moved only what an import wrote; this moves the rest, one image per transaction
// (its object put first, then its ledger row and its row pointing at it), so the database is never held
// for long and a run stopped anywhere leaves every image whole, in its row or in the bucket. Running it
// again finds what is left (a row whose `data` is still base64) and does only that: nothing twice. The
// storage quota's figure does not move: an image in the bucket is counted by its ledger row instead of its
// row's size (migration 0047's triggers), and a tile by its ledger row instead of its `map_tiles` row.

/** How many keys are read from the database at a time (ids only: never the bytes of more than one image). */
const PAGE = 200;
/** How many tiles are copied per transaction. */
const TILE_BATCH = 100;

export type ImagesToBucketReport = { images: number; tiles: number };

export type ImagesToBucketOptions = {
  /** Told of each image and each picture's tiles once they are in the bucket (the command's progress). */
  onMoved?: (what: { kind: 'image' | 'tiles'; userId: string; id: string; count: number }) => void;
};

/** Whether an owner id is a staged restore's (decision 080): its rows are moved by the restore's own swap. */
const isStaging = (userId: string) => userId.startsWith(stagingOwnerOf(''));

/** The next page of images still holding their bytes, after (userId, id) in key order. */
async function imagesInRows(db: WorkspaceDb, after: { userId: string; id: string } | undefined) {
  let query = db
    .selectFrom('images')
    .select(['user_id', 'id'])
    .where(sql<boolean>`substr(data, 1, ${STORED_ELSEWHERE.length}) <> ${STORED_ELSEWHERE}`)
    .orderBy('user_id')
    .orderBy('id')
    .limit(PAGE);
  if (after !== undefined)
    query = query.where((eb) =>
      eb.or([
        eb('user_id', '>', after.userId),
        eb.and([eb('user_id', '=', after.userId), eb('id', '>', after.id)]),
      ]),
    );
  return query.execute();
}

/** Moves every image still stored in a row into the bucket; answers how many moved. */
async function moveImages(
  db: WorkspaceDb,
  kind: DatabaseKind,
  blobs: BlobStore,
  options: ImagesToBucketOptions,
): Promise<number> {
  let moved = 0;
  let after: { userId: string; id: string } | undefined;
  for (;;) {
    const page = await imagesInRows(db, after);
    for (const { user_id: userId, id } of page) {
      if (isStaging(userId)) continue;
      const store = createWorkspaceStore(db, kind, userId, { isRecording: false });
      const count = await moveImagesToStore(store, blobs, [id]);
      moved += count;
      if (count > 0) options.onMoved?.({ kind: 'image', userId, id, count });
    }
    const last = page.at(-1);
    if (last === undefined || page.length < PAGE) return moved;
    after = { userId: last.user_id, id: last.id };
  }
}

/**
 * Copies a picture's tiles from `map_tiles` into the bucket, a batch per transaction (the objects put
 * first, then their ledger rows written and their database rows removed together). The zoom-0 tile goes
 * last: a picture has its tiles in the bucket once that one is there (`createMapTileStore().has`), so a run
 * stopped half-way leaves a picture whose bucket tiles are not yet taken for whole.
 */
async function moveTiles(
  db: WorkspaceDb,
  blobs: BlobStore,
  userId: string,
  imageId: string,
): Promise<number> {
  let moved = 0;
  for (;;) {
    const batch = await db
      .selectFrom('map_tiles')
      .select(['z', 'x', 'y', 'data'])
      .where('user_id', '=', userId)
      .where('image_id', '=', imageId)
      .orderBy(sql`case when z = 0 then 1 else 0 end`)
      .orderBy('z', 'desc')
      .orderBy('x')
      .orderBy('y')
      .limit(TILE_BATCH)
      .execute();
    if (batch.length === 0) return moved;
    const entries = batch.map((tile) => ({
      tile,
      key: mapTileKey(userId, imageId, tile.z, tile.x, tile.y),
      bytes: new Uint8Array(tile.data),
    }));
    await blobs.putAll(entries.map(({ key, bytes }) => ({ key, bytes })));
    await db.transaction().execute(async (trx) => {
      await recordObjects(
        trx,
        entries.map(({ key, bytes }) => ({ key, size: bytes.length })),
      );
      for (const { tile } of entries)
        await trx
          .deleteFrom('map_tiles')
          .where('user_id', '=', userId)
          .where('image_id', '=', imageId)
          .where('z', '=', tile.z)
          .where('x', '=', tile.x)
          .where('y', '=', tile.y)
          .execute();
    });
    moved += entries.length;
  }
}

/** Moves every picture's tiles still in `map_tiles` into the bucket; answers how many tiles moved. */
async function moveAllTiles(
  db: WorkspaceDb,
  blobs: BlobStore,
  options: ImagesToBucketOptions,
): Promise<number> {
  const pictures = await db
    .selectFrom('map_tiles')
    .select(['user_id', 'image_id'])
    .distinct()
    .orderBy('user_id')
    .orderBy('image_id')
    .execute();
  let moved = 0;
  for (const { user_id: userId, image_id: imageId } of pictures) {
    if (isStaging(userId)) continue;
    const count = await moveTiles(db, blobs, userId, imageId);
    moved += count;
    if (count > 0) options.onMoved?.({ kind: 'tiles', userId, id: imageId, count });
  }
  return moved;
}

/**
 * Moves what the database holds of images and map tiles into the bucket (decision 098). Resumable and
 * idempotent: each image and each batch of tiles is its own transaction, and what is already in the bucket
 * is not looked at again. Refuses the database as the target (there would be nowhere to move to).
 */
export async function moveStoredImagesToBucket(
  db: WorkspaceDb,
  kind: DatabaseKind,
  blobs: BlobStore,
  options: ImagesToBucketOptions = {},
): Promise<ImagesToBucketReport> {
  if (blobs.kind === 'database') throw new Error('Images are moved to a bucket, and none is configured');
  const images = await moveImages(db, kind, blobs, options);
  const tiles = await moveAllTiles(db, blobs, options);
  return { images, tiles };
}
