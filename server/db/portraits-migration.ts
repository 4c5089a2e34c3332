import type { Migration } from 'kysely';
import type { AnyDb } from './migration-support';
import { installUsageTriggers } from './usage-counters';

// 0031_portraits (issue 27, decision 061): a References character's portrait, the address of an image
// uploaded to the workspace (or a built-in one), in a nullable column: NULL, no portrait, so every stored
// workspace reads as it did. The quota counts the new column too (decision 049).
export const portraitsMigration: Migration = {
  async up(db: AnyDb) {
    await db.schema.alterTable('reference_characters').addColumn('portrait_url', 'text').execute();
    await installUsageTriggers(db);
  },
};
