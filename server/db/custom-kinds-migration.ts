import type { Migration } from 'kysely';
import { installLiveTriggers } from './live-events-migration';
import { type AnyDb, inTransaction } from './migration-support';
import { installUsageTriggers } from './usage-counters';

// 0038_custom_kinds (issue 31, item 2; decision 085): the kinds a user defines — a name, a plural, an
// icon and where its things live. Their things are parts (`parts`, kind `<container>/k-<id>`) and their
// fields are fields of your own (`custom_fields`), so this is the one table they need.
export const customKindsMigration: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('custom_kinds')
      .ifNotExists()
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('id', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('plural', 'text', (c) => c.notNull())
      .addColumn('icon', 'text', (c) => c.notNull())
      .addColumn('lives_in', 'text', (c) => c.notNull())
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('version', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('custom_kinds_pkey', ['user_id', 'id'])
      .execute();
    await inTransaction(db, async (trx) => {
      await installUsageTriggers(trx, ['custom_kinds']);
      await installLiveTriggers(trx, ['custom_kinds']);
    });
  },
};
