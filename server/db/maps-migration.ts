import { type Migration, PostgresAdapter } from 'kysely';
import { type AnyDb, inTransaction } from './migration-support';
import { installUsageTriggers } from './usage-counters';

// 0029_maps (decision 059): maps, a kind of record that belongs to a universe, world, campaign or novel
// (its pins, regions and routes are parts, rows of `parts`), and the tiles of the maps' pictures. A map's
// picture is an uploaded image (`images`, its original bytes); `map_tiles` holds the pyramid cut from it,
// keyed by that image, rebuilt from the original whenever it is missing (an import brings originals
// only). Tiles are binary (BLOB, bytea): a pyramid is thousands of small pictures, base64 would add a
// third. Both tables are counted by the quota's triggers (decision 049), so they are installed again.
export const mapsMigration: Migration = {
  async up(db: AnyDb) {
    const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
    await inTransaction(db, async (trx) => {
      await trx.schema
        .createTable('maps')
        .addColumn('user_id', 'text', (c) => c.notNull())
        .addColumn('id', 'text', (c) => c.notNull())
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull())
        .addColumn('owner_type', 'text', (c) => c.notNull())
        .addColumn('owner_id', 'text', (c) => c.notNull())
        .addColumn('image', 'text', (c) => c.notNull())
        .addColumn('scale', 'text', (c) => c.notNull())
        .addColumn('version', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('maps_pkey', ['user_id', 'id'])
        .execute();
      await trx.schema.createIndex('maps_owner_id_idx').on('maps').columns(['user_id', 'owner_id']).execute();
      await trx.schema
        .createTable('map_tiles')
        .addColumn('user_id', 'text', (c) => c.notNull())
        .addColumn('image_id', 'text', (c) => c.notNull())
        .addColumn('z', 'integer', (c) => c.notNull())
        .addColumn('x', 'integer', (c) => c.notNull())
        .addColumn('y', 'integer', (c) => c.notNull())
        .addColumn('data', isPostgres ? 'bytea' : 'blob', (c) => c.notNull())
        .addPrimaryKeyConstraint('map_tiles_pkey', ['user_id', 'image_id', 'z', 'x', 'y'])
        .execute();
      await installUsageTriggers(trx);
    });
  },
};
