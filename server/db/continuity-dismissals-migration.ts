import type { Migration } from 'kysely';
import { type AnyDb, inTransaction } from './migration-support';
import { installUsageTriggers } from './usage-counters';

// 0030_continuity_dismissals (issue 32, decision 060): the continuity findings an author dismissed, each
// with the reason and the fingerprint of the data it rested on (a finding whose data changed is shown
// again). A new table only, counted by the quota's triggers like every table of a user's data.
export const continuityDismissalsMigration: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('continuity_dismissals')
      .ifNotExists()
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('finding_id', 'text', (c) => c.notNull())
      .addColumn('fingerprint', 'text', (c) => c.notNull())
      .addColumn('reason', 'text', (c) => c.notNull())
      .addColumn('dismissed_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('continuity_dismissals_pkey', ['user_id', 'finding_id'])
      .execute();
    await inTransaction(db, async (trx) => {
      await installUsageTriggers(trx);
    });
  },
};
