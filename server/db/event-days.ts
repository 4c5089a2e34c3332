import { type Calendar, calendarSchema } from '../../common/time/calendar';
import { parseWorldDate } from '../../common/time/parse';
import type { AnyDb } from './migration-support';

// Each timeline event's day count (and minute) in the calendar of its timeline's owner, stored beside
// its date text (migration 0020_event_days, decision 044) so that timelines order by integers instead
// of reading every date. NULL when the owner has no calendar or the calendar cannot read the text.
// Written in the transaction of every event write, and rewritten in the transaction of every change
// that can change which calendar reads an event or how: a calendar created, edited or deleted, a
// timeline written, a novel or campaign written (its universe, whose calendar it borrows, may change).
// Plain queries on the tables as they are from 0020 on, so the migration can use it too.

export type EventDay = { world_day: number | null; world_minute: number | null };

const NO_DAY: EventDay = { world_day: null, world_minute: null };
const BATCH = 500;

type Scope = { db: AnyDb; userId: string };

/** The day an event's date text falls on in a calendar, as the columns hold it. */
export function eventDayOf(date: string, calendar: Calendar | undefined): EventDay {
  if (calendar === undefined) return NO_DAY;
  const read = parseWorldDate(date, calendar);
  if (read === undefined) return NO_DAY;
  return { world_day: read.day, world_minute: read.minute ?? null };
}

/** Reads the calendars of a user's timelines: the owner's own, else (novel, campaign) its universe's. */
export function timelineCalendars(scope: Scope) {
  const { db, userId } = scope;
  const calendars = new Map<string, Promise<Calendar | undefined>>();
  const universes = new Map<string, Promise<string | undefined>>();

  const calendarOf = (kind: string, id: string) => {
    const key = `${kind}:${id}`;
    let known = calendars.get(key);
    if (known === undefined) {
      known = db
        .selectFrom('calendars')
        .select('data')
        .where('user_id', '=', userId)
        .where('owner_kind', '=', kind)
        .where('owner_id', '=', id)
        .executeTakeFirst()
        .then((row: { data: string } | undefined) =>
          row === undefined ? undefined : (calendarSchema.parse(JSON.parse(row.data)) as Calendar),
        );
      calendars.set(key, known);
    }
    return known;
  };

  const universeOf = (kind: 'novel' | 'campaign', id: string) => {
    const key = `${kind}:${id}`;
    let known = universes.get(key);
    if (known === undefined) {
      known = db
        .selectFrom(kind === 'novel' ? 'novels' : 'campaigns')
        .select('universe_id')
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .executeTakeFirst()
        .then((row: { universe_id: string | null } | undefined) =>
          row?.universe_id === null || row?.universe_id === undefined || row.universe_id === ''
            ? undefined
            : row.universe_id,
        );
      universes.set(key, known);
    }
    return known;
  };

  return async (entityType: string, entityId: string): Promise<Calendar | undefined> => {
    const own = await calendarOf(entityType, entityId);
    if (own !== undefined || (entityType !== 'novel' && entityType !== 'campaign')) return own;
    const universeId = await universeOf(entityType, entityId);
    return universeId === undefined ? undefined : calendarOf('universe', universeId);
  };
}

/** The days of events about to be written (insert or update), by event id: read before the write. */
export async function eventDaysFor(
  scope: Scope,
  events: readonly { id: string; timelineId: string; date: string }[],
): Promise<Map<string, EventDay>> {
  const { db, userId } = scope;
  const owners = new Map<string, { entity_type: string; entity_id: string }>();
  const timelineIds = [...new Set(events.map((event) => event.timelineId))];
  for (let index = 0; index < timelineIds.length; index += BATCH) {
    const rows = await db
      .selectFrom('timelines')
      .select(['id', 'entity_type', 'entity_id'])
      .where('user_id', '=', userId)
      .where('id', 'in', timelineIds.slice(index, index + BATCH))
      .execute();
    for (const row of rows) owners.set(row.id, row);
  }
  const calendarOf = timelineCalendars(scope);
  const days = new Map<string, EventDay>();
  for (const event of events) {
    const owner = owners.get(event.timelineId);
    const calendar = owner === undefined ? undefined : await calendarOf(owner.entity_type, owner.entity_id);
    days.set(event.id, eventDayOf(event.date, calendar));
  }
  return days;
}

/** Which timelines a change touches. */
export type EventDayChange =
  | { kind: 'owner'; ownerKind: string; ownerIds: readonly string[] }
  | { kind: 'timelines'; ids: readonly string[] };

/**
 * Rewrites the stored days of the events whose calendar a change may have changed: the timelines of
 * these owners (a universe's include those of its novels and campaigns, which may borrow its calendar),
 * or these timelines. Only rows whose day differs are written.
 */
export async function refreshEventDays(scope: Scope, change: EventDayChange): Promise<void> {
  const { db, userId } = scope;
  const timelines: { id: string; entity_type: string; entity_id: string }[] = [];
  const select = () =>
    db.selectFrom('timelines').select(['id', 'entity_type', 'entity_id']).where('user_id', '=', userId);
  const collect = async (column: string, ids: readonly string[], entityType?: string) => {
    for (let index = 0; index < ids.length; index += BATCH) {
      let query = select().where(column, 'in', ids.slice(index, index + BATCH));
      if (entityType !== undefined) query = query.where('entity_type', '=', entityType);
      timelines.push(...(await query.execute()));
    }
  };
  if (change.kind === 'timelines') {
    await collect('id', change.ids);
  } else {
    await collect('entity_id', change.ownerIds, change.ownerKind);
    if (change.ownerKind === 'universe') {
      for (const [kind, table] of [
        ['novel', 'novels'],
        ['campaign', 'campaigns'],
      ] as const) {
        const borrowers: string[] = [];
        for (let index = 0; index < change.ownerIds.length; index += BATCH) {
          const rows = await db
            .selectFrom(table)
            .select('id')
            .where('user_id', '=', userId)
            .where('universe_id', 'in', change.ownerIds.slice(index, index + BATCH))
            .execute();
          borrowers.push(...rows.map((row: { id: string }) => row.id));
        }
        await collect('entity_id', borrowers, kind);
      }
    }
  }
  if (timelines.length === 0) return;
  const calendarOf = timelineCalendars(scope);
  for (const timeline of timelines) {
    const calendar = await calendarOf(timeline.entity_type, timeline.entity_id);
    const rows: { id: string; date: string; world_day: number | null; world_minute: number | null }[] =
      await db
        .selectFrom('timeline_events')
        .select(['id', 'date', 'world_day', 'world_minute'])
        .where('user_id', '=', userId)
        .where('timeline_id', '=', timeline.id)
        .execute();
    for (const row of rows) {
      const day = eventDayOf(row.date, calendar);
      if (sameDay(day, row)) continue;
      await db
        .updateTable('timeline_events')
        .set(day)
        .where('user_id', '=', userId)
        .where('id', '=', row.id)
        .execute();
    }
  }
}

function sameDay(day: EventDay, row: { world_day: unknown; world_minute: unknown }): boolean {
  const stored = (value: unknown) => (value === null || value === undefined ? null : Number(value));
  return day.world_day === stored(row.world_day) && day.world_minute === stored(row.world_minute);
}
