import type { WorkspaceDb } from './workspace-tables';

// Where large bytes live (decisions 087 and 090): map tiles, map originals and uploaded images. One
// interface, two places: the database (the default, `map_tiles` rows, migration 0029) or an S3-compatible
// object store (`s3-blob-store.ts`, chosen by the S3_* settings), so that every server behind a load
// balancer reads the same bytes.
//
// Keys are paths: `map-tiles/<userId>/<imageId>/<z>/<x>/<y>.webp` and `images/<userId>/<imageId>`. The
// database keeps only tile keys (as rows of `map_tiles`; an image's bytes stay in its `images` row when
// there is no bucket: `image-bytes.ts`); an object store keeps any.

/** An object's bytes as a stream, with its length. */
export type BlobBody = { stream: ReadableStream<Uint8Array>; size: number };

export type BlobEntry = { key: string; bytes: Uint8Array };

export interface BlobStore {
  /** Where the bytes are: 'database' or 's3' (for the decision's tests and the start-up line). */
  readonly kind: 'database' | 's3';
  /** Writes (or replaces) the object under `key`. */
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** Writes (or replaces) many objects: in a few statements in the database, a few at a time to S3. */
  putAll(entries: readonly BlobEntry[]): Promise<void>;
  /** The object's bytes as a stream, or undefined when there is none. */
  open(key: string): Promise<BlobBody | undefined>;
  /** Removes the object under `key` (nothing when there is none). */
  delete(key: string): Promise<void>;
  /** The keys that start with `prefix`, in key order. */
  list(prefix: string): AsyncIterable<string>;
}

/** The key of one map tile. */
export const mapTileKey = (userId: string, imageId: string, z: number, x: number, y: number) =>
  `${mapTilePrefix(userId, imageId)}${z}/${x}/${y}.webp`;

/** The prefix every tile of a picture's pyramid starts with (or, without an image, every tile of a user). */
export const mapTilePrefix = (userId: string, imageId?: string) =>
  imageId === undefined ? `map-tiles/${userId}/` : `map-tiles/${userId}/${imageId}/`;

/** The key of an image's bytes (a map's original, a cover, a portrait) in an object store (decision 090). */
export const imageKey = (userId: string, imageId: string) => `${imagePrefix(userId)}${imageId}`;

/** The prefix every image of a user starts with in an object store. */
export const imagePrefix = (userId: string) => `images/${userId}/`;

/** What an `images` row's `data` starts with when its bytes are in an object store: then its key follows. */
export const STORED_ELSEWHERE = '@blob:';

/** The user an object belongs to: the second part of its key (`map-tiles/<userId>/…`, `images/<userId>/…`). */
export function ownerOfKey(key: string): string {
  const owner = key.split('/')[1];
  if (owner === undefined || owner === '') throw new Error('An object key names its owner second');
  return owner;
}

const tileKeyPattern = /^map-tiles\/([^/]+)\/([^/]+)\/(\d{1,5})\/(\d{1,5})\/(\d{1,5})\.webp$/;
const tilePrefixPattern = /^map-tiles\/([^/]+)\/(?:([^/]+)\/)?$/;

function tileOf(key: string) {
  const match = tileKeyPattern.exec(key);
  if (match === null) throw new Error('The database keeps map tiles only');
  const [, userId, imageId, z, x, y] = match as unknown as [string, string, string, string, string, string];
  return { user_id: userId, image_id: imageId, z: Number(z), x: Number(x), y: Number(y) };
}

/** Reads bytes from a stream whole (tiles are small). */
export async function readBlob(body: BlobBody): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  const reader = body.stream.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

const streamOf = (bytes: Uint8Array): ReadableStream<Uint8Array> =>
  new ReadableStream({
    start(controller) {
      controller.enqueue(bytes);
      controller.close();
    },
  });

/** The database as the blob store: tiles are rows of `map_tiles`, as before decision 087. */
export function createDatabaseBlobStore(db: WorkspaceDb): BlobStore {
  const insert = async (entries: readonly BlobEntry[]) => {
    await db
      .insertInto('map_tiles')
      .values(entries.map((entry) => ({ ...tileOf(entry.key), data: entry.bytes })))
      .onConflict((conflict) =>
        conflict.columns(['user_id', 'image_id', 'z', 'x', 'y']).doUpdateSet((eb) => ({
          data: eb.ref('excluded.data'),
        })),
      )
      .execute();
  };
  return {
    kind: 'database',
    put: (key, bytes) => insert([{ key, bytes }]),
    async putAll(entries) {
      // Well under either database's parameter limit.
      for (let index = 0; index < entries.length; index += 100)
        await insert(entries.slice(index, index + 100));
    },
    async open(key) {
      const tile = tileOf(key);
      const row = await db
        .selectFrom('map_tiles')
        .select('data')
        .where('user_id', '=', tile.user_id)
        .where('image_id', '=', tile.image_id)
        .where('z', '=', tile.z)
        .where('x', '=', tile.x)
        .where('y', '=', tile.y)
        .executeTakeFirst();
      if (row === undefined) return undefined;
      return { stream: streamOf(row.data), size: row.data.length };
    },
    async delete(key) {
      const tile = tileOf(key);
      await db
        .deleteFrom('map_tiles')
        .where('user_id', '=', tile.user_id)
        .where('image_id', '=', tile.image_id)
        .where('z', '=', tile.z)
        .where('x', '=', tile.x)
        .where('y', '=', tile.y)
        .execute();
    },
    async *list(prefix) {
      const match = tilePrefixPattern.exec(prefix);
      if (match === null) throw new Error('The database keeps map tiles only');
      const [, userId, imageId] = match;
      let query = db
        .selectFrom('map_tiles')
        .select(['image_id', 'z', 'x', 'y'])
        .where('user_id', '=', userId as string);
      if (imageId !== undefined) query = query.where('image_id', '=', imageId);
      const rows = await query.execute();
      const keys = rows.map((row) => mapTileKey(userId as string, row.image_id, row.z, row.x, row.y));
      yield* keys.sort();
    },
  };
}
