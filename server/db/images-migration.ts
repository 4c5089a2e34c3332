import type { Migration } from 'kysely';
import type { AnyDb } from './migration-support';

// 0008_images: uploaded images (covers, world and universe images, novel image assets), resized on
// upload and stored in the database with the rest of the workspace (so a backup of the data directory or
// the PostgreSQL database holds them too). The bytes are kept as base64 text: the one column type both
// databases read alike.
export const imagesMigration: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('images')
      .ifNotExists()
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('id', 'text', (c) => c.notNull())
      .addColumn('mime', 'text', (c) => c.notNull())
      .addColumn('width', 'integer', (c) => c.notNull())
      .addColumn('height', 'integer', (c) => c.notNull())
      .addColumn('size', 'integer', (c) => c.notNull())
      .addColumn('data', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('images_pkey', ['user_id', 'id'])
      .execute();
  },
};
