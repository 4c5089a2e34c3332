import type { WorkspaceStore } from './workspace-store-type';

// The tiles of the user's map pictures (migration 0029, decision 059), keyed by the picture (an image
// of `images`): a picture never changes under its id, so neither do its tiles.

export type StoredTile = { z: number; x: number; y: number; data: Uint8Array };

/** How many tiles a batch insert carries: well under either database's parameter limit. */
const BATCH = 100;

export function createMapTileStore(store: WorkspaceStore) {
  const { db, userId } = store;
  return {
    /** Writes tiles of `imageId` in batches (replacing any of the same place). */
    async write(imageId: string, tiles: readonly StoredTile[]): Promise<void> {
      for (let index = 0; index < tiles.length; index += BATCH) {
        const batch = tiles.slice(index, index + BATCH);
        await db
          .insertInto('map_tiles')
          .values(batch.map((tile) => ({ user_id: userId, image_id: imageId, ...tile })))
          .onConflict((conflict) =>
            conflict.columns(['user_id', 'image_id', 'z', 'x', 'y']).doUpdateSet((eb) => ({
              data: eb.ref('excluded.data'),
            })),
          )
          .execute();
      }
    },

    async read(imageId: string, z: number, x: number, y: number): Promise<Uint8Array | undefined> {
      const row = await db
        .selectFrom('map_tiles')
        .select('data')
        .where('user_id', '=', userId)
        .where('image_id', '=', imageId)
        .where('z', '=', z)
        .where('x', '=', x)
        .where('y', '=', y)
        .executeTakeFirst();
      return row?.data;
    },

    async count(imageId: string): Promise<number> {
      const row = await db
        .selectFrom('map_tiles')
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .where('user_id', '=', userId)
        .where('image_id', '=', imageId)
        .executeTakeFirst();
      return Number(row?.count ?? 0);
    },

    async remove(imageId: string): Promise<void> {
      await db
        .deleteFrom('map_tiles')
        .where('user_id', '=', userId)
        .where('image_id', '=', imageId)
        .execute();
    },

    /** The picture's original (base64, as `images` keeps it), or undefined. */
    async original(imageId: string): Promise<{ data: string; mime: string } | undefined> {
      return db
        .selectFrom('images')
        .select(['data', 'mime'])
        .where('user_id', '=', userId)
        .where('id', '=', imageId)
        .executeTakeFirst();
    },
  };
}

export type MapTileStore = ReturnType<typeof createMapTileStore>;
