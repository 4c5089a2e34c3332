import type { Migration } from 'kysely';
import type { AnyDb } from './migration-support';

// 0015_calendars (issue 15, decision 035): the calendar of a universe, novel or campaign, one per owner,
// stored as the time engine's calendar JSON. A new table only: every stored workspace reads as it did.
export const calendarsMigration: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('calendars')
      .ifNotExists()
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('id', 'text', (c) => c.notNull())
      .addColumn('owner_kind', 'text', (c) => c.notNull())
      .addColumn('owner_id', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('data', 'text', (c) => c.notNull())
      .addColumn('version', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('calendars_pkey', ['user_id', 'id'])
      .addUniqueConstraint('calendars_owner_key', ['user_id', 'owner_kind', 'owner_id'])
      .execute();
  },
};
