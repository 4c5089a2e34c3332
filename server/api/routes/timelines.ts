import { Hono } from 'hono';
import { noQuerySchema } from '../../../common/api/inputs';
import type { TimelineEntityType } from '../../../common/domain/enums';
import {
  newTimelineSchema,
  type Timeline,
  type TimelineEvent,
  type TimelineRecord,
  timelineEventInputSchema,
  timelineUpdateSchema,
} from '../../../common/domain/timeline';
import type { WorkspaceStore } from '../../db/workspace-store';
import {
  campaignTable,
  novelTable,
  timelineEventTable,
  timelineTable,
  universeTable,
} from '../../db/workspace-tables';
import { apiErrors } from '../api-error';
import {
  type ApiEnv,
  applyPatch,
  findOrNotFound,
  isoNow,
  newId,
  type RouteDeps,
  requireLinked,
} from '../context';
import { presentTimelines } from '../presenters';
import { readBody, readId, readQuery } from '../validate';

// Numbers inside dates compare as numbers: 'Year 9 of the Ember Age' comes before 'Year 10 ...'.
const byDate = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

const entityTables = { novel: novelTable, universe: universeTable, campaign: campaignTable };

/** The timelines of a record (and their events) go when the record goes. */
export async function deleteTimelinesOf(store: WorkspaceStore, entityId: string): Promise<void> {
  const timelines = await store.rows(timelineTable, ['id'], { entity_id: entityId });
  const ids = timelines.map((row) => String(row.id));
  if (ids.length === 0) return;
  await store.remove(timelineEventTable, { timeline_id: ids });
  await store.remove(timelineTable, { id: ids });
}

async function presentOne(store: WorkspaceStore, record: TimelineRecord): Promise<Timeline> {
  const [timeline] = await presentTimelines(store, [record]);
  if (timeline === undefined) throw new Error('presentTimelines returned fewer timelines than it was given');
  return timeline;
}

async function touchTimeline(store: WorkspaceStore, id: string, stamp: string): Promise<void> {
  await store.updateWhere(timelineTable, { id }, { last_updated: stamp });
}

/** `/api/v1/timelines` and a timeline's events under `/api/v1/timelines/:id/events`. */
export function timelineRoutes(deps: RouteDeps): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>();

  routes.get('/', async (c) => {
    readQuery(c, noQuerySchema);
    const { store } = c.var;
    return c.json(await presentTimelines(store, await store.list(timelineTable)));
  });

  routes.post('/', async (c) => {
    const input = await readBody(c, newTimelineSchema);
    const timeline = await c.var.store.transaction(async (store) => {
      const type: TimelineEntityType = input.entityType;
      await requireLinked(store, entityTables[type], input.entityId, type, 'entityId');
      const record: TimelineRecord = {
        id: newId(),
        name: input.name,
        description: input.description,
        entityType: type,
        entityId: input.entityId,
        lastUpdated: isoNow(deps),
      };
      await store.insert(timelineTable, record, 'first');
      return presentOne(store, record);
    });
    return c.json(timeline, 201, { Location: `/api/v1/timelines/${timeline.id}` });
  });

  routes.get('/:id', async (c) => {
    const { store } = c.var;
    return c.json(await presentOne(store, await findOrNotFound(store, timelineTable, readId(c), 'Timeline')));
  });

  routes.patch('/:id', async (c) => {
    const patch = await readBody(c, timelineUpdateSchema);
    const timeline = await c.var.store.transaction(async (store) => {
      const record = await findOrNotFound(store, timelineTable, readId(c), 'Timeline', { forUpdate: true });
      const next = { ...applyPatch(record, patch), lastUpdated: isoNow(deps) };
      await store.update(timelineTable, next);
      return presentOne(store, next);
    });
    return c.json(timeline);
  });

  routes.delete('/:id', async (c) => {
    const id = readId(c);
    await c.var.store.transaction(async (store) => {
      if ((await store.remove(timelineTable, { id })) === 0) throw apiErrors.notFound('Timeline');
      await store.remove(timelineEventTable, { timeline_id: id });
    });
    return c.body(null, 204);
  });

  routes.get('/:id/events', async (c) => {
    readQuery(c, noQuerySchema);
    const { store } = c.var;
    const id = readId(c);
    if (!(await store.exists(timelineTable, id))) throw apiErrors.notFound('Timeline');
    const events = await store.list(timelineEventTable, { timeline_id: id });
    return c.json(events.sort((a, b) => byDate.compare(a.date, b.date)));
  });

  routes.post('/:id/events', async (c) => {
    const input = await readBody(c, timelineEventInputSchema);
    const event = await c.var.store.transaction(async (store) => {
      const timelineId = readId(c);
      await findOrNotFound(store, timelineTable, timelineId, 'Timeline', { forUpdate: true });
      const record: TimelineEvent = { id: newId(), timelineId, ...input };
      await store.insert(timelineEventTable, record, 'last');
      await touchTimeline(store, timelineId, isoNow(deps));
      return record;
    });
    return c.json(event, 201, { Location: `/api/v1/timeline-events/${event.id}` });
  });

  return routes;
}

/** `/api/v1/timeline-events/:id`: one event; `PUT` replaces its editable fields with the form's values. */
export function timelineEventRoutes(deps: RouteDeps): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>();

  routes.get('/:id', async (c) =>
    c.json(await findOrNotFound(c.var.store, timelineEventTable, readId(c), 'Event')),
  );

  routes.put('/:id', async (c) => {
    const input = await readBody(c, timelineEventInputSchema);
    const event = await c.var.store.transaction(async (store) => {
      const record = await findOrNotFound(store, timelineEventTable, readId(c), 'Event', { forUpdate: true });
      const next: TimelineEvent = { ...record, ...input };
      await store.update(timelineEventTable, next);
      await touchTimeline(store, record.timelineId, isoNow(deps));
      return next;
    });
    return c.json(event);
  });

  routes.delete('/:id', async (c) => {
    await c.var.store.transaction(async (store) => {
      const record = await findOrNotFound(store, timelineEventTable, readId(c), 'Event', { forUpdate: true });
      await store.remove(timelineEventTable, { id: record.id });
      await touchTimeline(store, record.timelineId, isoNow(deps));
    });
    return c.body(null, 204);
  });

  return routes;
}
