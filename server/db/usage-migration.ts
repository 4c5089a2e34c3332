import type { Migration } from 'kysely';
import { type AnyDb, inTransaction } from './migration-support';
import { createUsageTables, installUsageTriggers, resetUsageCounters } from './usage-counters';

// 0024_usage_counters (issue 25, decision 049): what each user stores, by category, kept by triggers in
// the transaction of every write. Starts from an exact count of every stored row, taken in the same
// transaction as the triggers are made, so nothing written meanwhile is missed or counted twice.
export const usageCountersMigration: Migration = {
  async up(db: AnyDb) {
    await createUsageTables(db);
    await inTransaction(db, async (trx) => {
      await installUsageTriggers(trx);
      await resetUsageCounters(trx);
    });
  },
};
