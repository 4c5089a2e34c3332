import type { Migration } from 'kysely';
import type { AnyDb } from './migration-support';

// 0019_world_dates (issue 15, decision 040): dates of the world on the records that keep them in columns —
// a References character's birth and death, a campaign's current date — as the text the author typed.
// New nullable columns only (NULL: not said), so every stored workspace reads as it did. Parts (sessions,
// chapters, settlements) keep theirs in their JSON data and need nothing here.
export const worldDatesMigration: Migration = {
  async up(db: AnyDb) {
    await db.schema.alterTable('reference_characters').addColumn('born', 'text').execute();
    await db.schema.alterTable('reference_characters').addColumn('died', 'text').execute();
    await db.schema.alterTable('campaigns').addColumn('current_world_date', 'text').execute();
  },
};
