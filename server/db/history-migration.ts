import type { Migration } from 'kysely';
import type { AnyDb } from './migration-support';

// 0018_history (issue 16, decision 039): the history of every change, one row per change, written by the
// stores in the change's own transaction. A new table only: every stored workspace reads as it did, and
// its history starts with the first change after the upgrade.
export const historyMigration: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('changes')
      .ifNotExists()
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('id', 'text', (c) => c.notNull())
      .addColumn('at', 'text', (c) => c.notNull())
      .addColumn('action', 'text', (c) => c.notNull())
      .addColumn('op', 'text', (c) => c.notNull())
      .addColumn('entity_kind', 'text', (c) => c.notNull())
      .addColumn('entity_id', 'text', (c) => c.notNull())
      .addColumn('record_id', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('fields', 'text', (c) => c.notNull())
      .addColumn('count', 'integer')
      .addColumn('before', 'text')
      .addColumn('after', 'text')
      .addColumn('is_complete', 'integer', (c) => c.notNull())
      .addColumn('size', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('changes_pkey', ['user_id', 'id'])
      .execute();
    await db.schema
      .createIndex('changes_record_idx')
      .ifNotExists()
      .on('changes')
      .columns(['user_id', 'record_id', 'id'])
      .execute();
    await db.schema
      .createIndex('changes_entity_idx')
      .ifNotExists()
      .on('changes')
      .columns(['user_id', 'entity_id', 'id'])
      .execute();
  },
};
