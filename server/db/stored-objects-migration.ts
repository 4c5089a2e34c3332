import type { Migration } from 'kysely';
import { type AnyDb, inTransaction } from './migration-support';
import { installUsageTriggers } from './usage-counters';

// 0047_stored_objects (issue 30; decision 090): the ledger of what each user keeps in an S3-compatible
// bucket, counted by the storage quota; and the images' counting triggers again, so that an image whose
// bytes moved to the bucket (`@blob:` in its `data`) is counted there, once, and not by its row's size.
// Nothing stored changes: a database without a bucket has no such image and no ledger row.
export const storedObjectsMigration: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('stored_objects')
      .ifNotExists()
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('key', 'text', (c) => c.notNull())
      .addColumn('size', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('stored_objects_pkey', ['user_id', 'key'])
      .execute();
    await inTransaction(db, async (trx) => {
      await installUsageTriggers(trx, ['stored_objects', 'images']);
    });
  },
};
