import type { Migration } from 'kysely';
import type { AnyDb } from './migration-support';

// 0022_import_undo (issue 16, decision 038): what each applied import did, so that it can be undone —
// the ids it added per table (with the versions they were written at) and the Trash entry holding what
// it replaced, if it replaced anything. A new table only: every stored workspace reads as it did.
export const importBatchesMigration: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('import_batches')
      .ifNotExists()
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('id', 'text', (c) => c.notNull())
      .addColumn('label', 'text', (c) => c.notNull())
      .addColumn('imported_at', 'text', (c) => c.notNull())
      .addColumn('replaced_entry_id', 'text')
      .addColumn('payload', 'text', (c) => c.notNull())
      .addColumn('size', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('import_batches_pkey', ['user_id', 'id'])
      .execute();
    await db.schema
      .createIndex('import_batches_imported_at_idx')
      .ifNotExists()
      .on('import_batches')
      .columns(['user_id', 'imported_at'])
      .execute();
  },
};
