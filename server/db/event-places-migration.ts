import type { Migration } from 'kysely';
import type { AnyDb } from './migration-support';
import { installUsageTriggers } from './usage-counters';

// 0037_event_places (issue 32, decision 074): where a timeline event happens, the id of a place of its
// universe, in a nullable column: NULL, no place, so every stored workspace reads as it did. The quota's
// triggers of the events' table are made again so that they count the new column (decision 049); the
// live feed's read no column of it.
export const eventPlacesMigration: Migration = {
  async up(db: AnyDb) {
    await db.schema.alterTable('timeline_events').addColumn('place_id', 'text').execute();
    await installUsageTriggers(db, ['timeline_events']);
  },
};
