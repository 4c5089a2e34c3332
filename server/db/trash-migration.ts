import type { Migration } from 'kysely';
import type { AnyDb } from './migration-support';

// 0017_trash (issue 16, decision 038): what a delete moved aside, one row per delete with everything it
// took as one JSON snapshot, and each user's retention. New tables only: every stored workspace reads as
// it did, and the Trash starts empty.
export const trashMigration: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('trash')
      .ifNotExists()
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('id', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('label', 'text', (c) => c.notNull())
      .addColumn('entity_id', 'text', (c) => c.notNull())
      .addColumn('parent_id', 'text')
      .addColumn('contents', 'text', (c) => c.notNull())
      .addColumn('deleted_at', 'text', (c) => c.notNull())
      .addColumn('payload', 'text', (c) => c.notNull())
      .addColumn('size', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('trash_pkey', ['user_id', 'id'])
      .execute();
    await db.schema
      .createIndex('trash_deleted_at_idx')
      .ifNotExists()
      .on('trash')
      .columns(['user_id', 'deleted_at'])
      .execute();
    await db.schema
      .createTable('trash_settings')
      .ifNotExists()
      .addColumn('user_id', 'text', (c) => c.primaryKey())
      .addColumn('retention_days', 'integer', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
  },
};
