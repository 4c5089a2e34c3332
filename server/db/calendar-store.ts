import type { CalendarOwnerKind, StoredCalendar } from '../../common/api/calendars';
import { type Calendar, calendarSchema } from '../../common/time/calendar';
import { refreshEventDays } from './event-days';
import type { AnyDb } from './migration-support';
import type { CalendarTable } from './schema';
import type { WorkspaceStore } from './workspace-store-type';

/** One user's calendars (migration 0015), in the store's transaction. Every query names the user. */
export type CalendarStore = {
  find(id: string, options?: { forUpdate?: boolean }): Promise<StoredCalendar | undefined>;
  findByOwner(kind: CalendarOwnerKind, ownerId: string): Promise<StoredCalendar | undefined>;
  /** False when the owner has a calendar already (the unique key refuses a second). */
  insert(calendar: StoredCalendar): Promise<boolean>;
  /** Writes the calendar when it is still at `expectedVersion`; false otherwise. */
  update(calendar: StoredCalendar, expectedVersion: number): Promise<boolean>;
  remove(id: string): Promise<boolean>;
  /** Removes the calendars of these owners (their records are being deleted). */
  removeOfOwners(kind: CalendarOwnerKind, ownerIds: readonly string[]): Promise<void>;
};

function fromRow(row: CalendarTable): StoredCalendar {
  return {
    id: row.id,
    ownerKind: row.owner_kind as CalendarOwnerKind,
    ownerId: row.owner_id,
    // Stored rows were checked when written; reading them through the schema fills defaults added since.
    calendar: calendarSchema.parse(JSON.parse(row.data)) as Calendar,
    version: Number(row.version),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export function createCalendarStore(store: Pick<WorkspaceStore, 'db' | 'userId' | 'kind'>): CalendarStore {
  const { db, userId, kind } = store;
  const mine = () => db.selectFrom('calendars').selectAll().where('user_id', '=', userId);
  // Every change of a calendar reads its events' days again, in the same transaction (decision 044).
  const refreshDays = (ownerKind: string, ownerIds: readonly string[]) =>
    refreshEventDays({ db: db as unknown as AnyDb, userId }, { kind: 'owner', ownerKind, ownerIds });
  return {
    async find(id, options = {}) {
      const row = await mine()
        .where('id', '=', id)
        .$if(options.forUpdate === true && kind === 'postgres', (query) => query.forUpdate())
        .executeTakeFirst();
      return row === undefined ? undefined : fromRow(row as CalendarTable);
    },

    async findByOwner(ownerKind, ownerId) {
      const row = await mine()
        .where('owner_kind', '=', ownerKind)
        .where('owner_id', '=', ownerId)
        .executeTakeFirst();
      return row === undefined ? undefined : fromRow(row as CalendarTable);
    },

    async insert(calendar) {
      const result = await db
        .insertInto('calendars')
        .values({
          user_id: userId,
          id: calendar.id,
          owner_kind: calendar.ownerKind,
          owner_id: calendar.ownerId,
          name: calendar.calendar.name,
          data: JSON.stringify(calendar.calendar),
          version: calendar.version,
          created_at: calendar.createdAt,
          updated_at: calendar.updatedAt,
        })
        .onConflict((conflict) => conflict.doNothing())
        .executeTakeFirst();
      const isInserted = Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
      if (isInserted) await refreshDays(calendar.ownerKind, [calendar.ownerId]);
      return isInserted;
    },

    async update(calendar, expectedVersion) {
      const result = await db
        .updateTable('calendars')
        .set({
          name: calendar.calendar.name,
          data: JSON.stringify(calendar.calendar),
          version: calendar.version,
          updated_at: calendar.updatedAt,
        })
        .where('user_id', '=', userId)
        .where('id', '=', calendar.id)
        .where('version', '=', expectedVersion)
        .executeTakeFirst();
      const isUpdated = Number(result.numUpdatedRows) > 0;
      if (isUpdated) await refreshDays(calendar.ownerKind, [calendar.ownerId]);
      return isUpdated;
    },

    async remove(id) {
      const row = await mine().where('id', '=', id).executeTakeFirst();
      const result = await db
        .deleteFrom('calendars')
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .executeTakeFirst();
      const isRemoved = Number(result.numDeletedRows) > 0;
      if (isRemoved && row !== undefined) await refreshDays(row.owner_kind, [row.owner_id]);
      return isRemoved;
    },

    async removeOfOwners(ownerKind, ownerIds) {
      if (ownerIds.length === 0) return;
      for (let index = 0; index < ownerIds.length; index += 500) {
        await db
          .deleteFrom('calendars')
          .where('user_id', '=', userId)
          .where('owner_kind', '=', ownerKind)
          .where('owner_id', 'in', ownerIds.slice(index, index + 500))
          .execute();
      }
      await refreshDays(ownerKind, ownerIds);
    },
  };
}
