import type { Migration } from 'kysely';
import type { TimelineEntityType } from '../../common/domain/enums';
import type { NovelEvent } from '../../common/domain/novel';
import { liftNovelEvents, type NovelWithOwnEvents } from '../../common/workspace/novel-events';
import { type AnyDb, inTransaction } from './migration-support';

// 0005_novel_events: one event store (decision 018). Until now a novel kept its own events as parts of
// kind `novels/events`, beside the timelines. This migration moves each user's into the timeline linked
// to the novel (one is made for a novel that has none) by the rule in common/workspace/novel-events.ts,
// which the import of a previous release's file follows too, and deletes the parts and their texts.
//
// One transaction per user (on PostgreSQL the whole migration is one transaction). Idempotent: the parts
// go in the same transaction that writes the events, so a second run finds nothing to move.

/** The kind the previous releases stored a novel's own events under (named here: the registry no longer has it). */
const NOVEL_EVENTS = 'novels/events';

const IN_BATCH = 500;

async function inBatches<T>(ids: readonly string[], read: (batch: string[]) => Promise<T[]>): Promise<T[]> {
  const rows: T[] = [];
  for (let index = 0; index < ids.length; index += IN_BATCH) {
    rows.push(...(await read(ids.slice(index, index + IN_BATCH))));
  }
  return rows;
}

async function nextPosition(db: AnyDb, table: string, userId: string): Promise<number> {
  const row = await db
    .selectFrom(table)
    .where('user_id', '=', userId)
    .select((eb) => eb.fn.max('position').as('high'))
    .executeTakeFirst();
  return row?.high === null || row?.high === undefined ? 0 : Number(row.high) + 1;
}

/** Moves one user's novel events into timelines, in the caller's transaction. */
async function moveUser(db: AnyDb, userId: string): Promise<void> {
  const parts = await db
    .selectFrom('parts')
    .select(['id', 'parent_id', 'position', 'data', 'updated_at'])
    .where('user_id', '=', userId)
    .where('kind', '=', NOVEL_EVENTS)
    .orderBy('parent_id')
    .orderBy('position')
    .orderBy('id')
    .execute();
  if (parts.length === 0) return;
  const partIds = parts.map((part) => String(part.id));
  const texts = await inBatches(partIds, (batch) =>
    db
      .selectFrom('part_texts')
      .select(['part_id', 'field', 'body'])
      .where('user_id', '=', userId)
      .where('part_id', 'in', batch)
      .execute(),
  );
  const descriptions = new Map(
    texts
      .filter((text) => text.field === 'description')
      .map((text) => [String(text.part_id), String(text.body)]),
  );
  const novelIds = [...new Set(parts.map((part) => String(part.parent_id)))];
  const novels = await inBatches(novelIds, (batch) =>
    db
      .selectFrom('novels')
      .select(['id', 'title', 'position'])
      .where('user_id', '=', userId)
      .where('id', 'in', batch)
      .execute(),
  );
  novels.sort((a, b) => Number(a.position) - Number(b.position) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));

  const eventsOf = new Map<string, NovelWithOwnEvents['events'][number][]>();
  for (const part of parts) {
    const data = JSON.parse(String(part.data)) as Omit<NovelEvent, 'id' | 'description'>;
    const list = eventsOf.get(String(part.parent_id)) ?? [];
    list.push({
      id: String(part.id),
      title: data.title,
      date: data.date,
      description: descriptions.get(String(part.id)) ?? '',
      type: data.type,
      characters: data.characters,
      stamp: String(part.updated_at),
    });
    eventsOf.set(String(part.parent_id), list);
  }

  const timelines = await db
    .selectFrom('timelines')
    .select(['id', 'entity_type', 'entity_id', 'last_updated'])
    .where('user_id', '=', userId)
    .orderBy('position')
    .orderBy('id')
    .execute();
  const stored = await db
    .selectFrom('timeline_events')
    .select(['id', 'timeline_id', 'title', 'date'])
    .where('user_id', '=', userId)
    .execute();

  const lift = liftNovelEvents(
    novels.map((novel) => ({
      id: String(novel.id),
      title: String(novel.title),
      events: eventsOf.get(String(novel.id)) ?? [],
    })),
    timelines.map((row) => ({
      id: String(row.id),
      entityType: row.entity_type as TimelineEntityType,
      entityId: String(row.entity_id),
      lastUpdated: String(row.last_updated),
    })),
    stored.map((row) => ({
      id: String(row.id),
      timelineId: String(row.timeline_id),
      title: String(row.title),
      date: String(row.date),
    })),
  );

  let timelinePosition = await nextPosition(db, 'timelines', userId);
  for (const timeline of lift.created) {
    await db
      .insertInto('timelines')
      .values({
        user_id: userId,
        id: timeline.id,
        position: timelinePosition,
        name: timeline.name,
        description: timeline.description,
        entity_type: timeline.entityType,
        entity_id: timeline.entityId,
        last_updated: timeline.lastUpdated,
        version: 1,
      })
      .execute();
    timelinePosition += 1;
  }
  for (const { id, lastUpdated } of lift.touched) {
    await db
      .updateTable('timelines')
      .set({ last_updated: lastUpdated })
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .execute();
  }
  const eventPosition = await nextPosition(db, 'timeline_events', userId);
  const rows = lift.events.map((event, index) => ({
    user_id: userId,
    id: event.id,
    position: eventPosition + index,
    timeline_id: event.timelineId,
    title: event.title,
    date: event.date,
    description: event.description,
    type: event.type,
    characters: JSON.stringify(event.characters),
    tags: JSON.stringify(event.tags),
    importance: event.importance,
    icon: event.icon,
    version: 1,
  }));
  for (let index = 0; index < rows.length; index += 60) {
    await db
      .insertInto('timeline_events')
      .values(rows.slice(index, index + 60))
      .execute();
  }

  // Only the parts of novels that exist were moved; a part without its novel has nowhere to go.
  const moved = parts
    .filter((part) => novels.some((novel) => novel.id === part.parent_id))
    .map((part) => String(part.id));
  for (let index = 0; index < moved.length; index += IN_BATCH) {
    const batch = moved.slice(index, index + IN_BATCH);
    await db.deleteFrom('part_texts').where('user_id', '=', userId).where('part_id', 'in', batch).execute();
    await db
      .deleteFrom('parts')
      .where('user_id', '=', userId)
      .where('kind', '=', NOVEL_EVENTS)
      .where('id', 'in', batch)
      .execute();
  }
}

export const novelEventsMigration: Migration = {
  async up(db: AnyDb) {
    const users = await db
      .selectFrom('parts')
      .select('user_id')
      .where('kind', '=', NOVEL_EVENTS)
      .distinct()
      .execute();
    for (const userId of users.map((row) => String(row.user_id)).sort()) {
      await inTransaction(db, (trx) => moveUser(trx, userId));
    }
  },
};
