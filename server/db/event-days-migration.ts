import type { Migration } from 'kysely';
import { refreshEventDays } from './event-days';
import { type AnyDb, inTransaction } from './migration-support';

// 0020_event_days (issue 15, decision 044): each timeline event's day count and minute in the calendar of
// its timeline's owner (or the universe's, which a novel or campaign borrows), so timelines order by
// integers. Two nullable columns (NULL: no calendar, or text it cannot read), filled here for every event
// stored before; from now on every write keeps them (server/db/event-days.ts). The date text is untouched.
export const eventDaysMigration: Migration = {
  async up(db: AnyDb) {
    // bigint: a calendar may count millions of years; on SQLite every integer is 64-bit anyway.
    await db.schema.alterTable('timeline_events').addColumn('world_day', 'bigint').execute();
    await db.schema.alterTable('timeline_events').addColumn('world_minute', 'integer').execute();
    await refreshEveryUsersEventDays(db);
  },
};

/**
 * Recomputes the stored days of every event of every user who has a calendar, one user per transaction;
 * only rows whose day differs are written. 0020 fills the new columns with it, 0027 re-reads dates the
 * lenient reader now understands (decision 051).
 */
export async function refreshEveryUsersEventDays(db: AnyDb): Promise<void> {
  const users: { user_id: string }[] = await db
    .selectFrom('calendars')
    .select('user_id')
    .distinct()
    .execute();
  // Only users with a calendar have events a calendar reads; everyone else's stay NULL.
  for (const { user_id: userId } of users) {
    await inTransaction(db, async (trx) => {
      const timelines: { id: string }[] = await trx
        .selectFrom('timelines')
        .select('id')
        .where('user_id', '=', userId)
        .execute();
      await refreshEventDays(
        { db: trx, userId },
        { kind: 'timelines', ids: timelines.map((timeline) => timeline.id) },
      );
    });
  }
}

// 0027_lenient_event_days (issue 27, decision 051): dates typed as people write them ("14 March 2025" in
// the Gregorian preset, "3 Saltmonth 290 AF" where the format starts with a weekday) were saved but never
// read, so their stored day stayed NULL and they sorted after every dated event. The reader now reads
// them; this gives every such event its day. No column changes, and the date text is untouched.
export const lenientEventDaysMigration: Migration = {
  async up(db: AnyDb) {
    await refreshEveryUsersEventDays(db);
  },
};
