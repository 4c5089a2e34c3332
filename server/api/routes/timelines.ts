import { Hono } from 'hono';
import { noQuerySchema } from '../../../common/api/inputs';
import {
  newTimelineSchema,
  type Timeline,
  type TimelineEvent,
  type TimelineRecord,
  timelineEventInputSchema,
  timelineUpdateSchema,
} from '../../../common/domain/timeline';
import { sortByStoredDay } from '../../../common/time/sort';
import { createRecord } from '../../../common/workspace/operations/record-commands';
import { createRecordStore } from '../../db/record-store';
import type { WorkspaceStore } from '../../db/workspace-store';
import { timelineEventTable, timelineTable } from '../../db/workspace-tables';
import { apiErrors } from '../api-error';
import { type ApiEnv, findOrNotFound, isoNow, newId, type RouteDeps } from '../context';
import { presentTimelines } from '../presenters';
import {
  created,
  registerGetOne,
  registerRecordRoutes,
  resource,
  updateRecordOfPath,
} from '../resource-routes';
import { answerTrashed, deleteRecordToTrash } from '../trash-moves';
import { readBody, readId, readQuery } from '../validate';

// Numbers inside dates compare as numbers: 'Year 9 of the Ember Age' comes before 'Year 10 ...'.

async function presentOne(store: WorkspaceStore, record: TimelineRecord): Promise<Timeline> {
  const [timeline] = await presentTimelines(store, [record]);
  if (timeline === undefined) throw new Error('presentTimelines returned fewer timelines than it was given');
  return timeline;
}

/**
 * A timeline's events with the days stored at their writes (decision 044), in the calendar's order:
 * by day and time, then text no calendar reads in natural order (decision 009) — reading no date.
 * Without a calendar every day is null, so the order is the natural order of the texts.
 */
async function listEventsInOrder(store: WorkspaceStore, timelineId: string): Promise<TimelineEvent[]> {
  const filter = { timeline_id: timelineId };
  const events = await store.list(timelineEventTable, filter);
  const days = await store.rows(timelineEventTable, ['id', 'world_day', 'world_minute'], filter);
  const dayOf = new Map(days.map((row) => [row.id, row]));
  const stored = (value: unknown) => (value === null || value === undefined ? null : Number(value));
  const withDays = events.map((event) => {
    const row = dayOf.get(event.id);
    return { ...event, worldDay: stored(row?.world_day), worldMinute: stored(row?.world_minute) };
  });
  return sortByStoredDay(withDays, (event) => event.date) ?? withDays;
}

const events = resource(timelineEventTable, 'Event');

/** `/api/v1/timelines` and a timeline's events under `/api/v1/timelines/:id/events`. */
export function timelineRoutes(deps: RouteDeps): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>();

  routes.get('/', async (c) => {
    readQuery(c, noQuerySchema);
    const { store } = c.var;
    return c.json(await presentTimelines(store, await store.list(timelineTable)));
  });

  // A timeline's events go with it.
  registerRecordRoutes(routes, deps, 'timeline', {
    newSchema: newTimelineSchema,
    updateSchema: timelineUpdateSchema,
    present: presentOne,
  });

  routes.get('/:id/events', async (c) => {
    readQuery(c, noQuerySchema);
    const { store } = c.var;
    const id = readId(c);
    if (!(await store.exists(timelineTable, id))) throw apiErrors.notFound('Timeline');
    return c.json(await listEventsInOrder(store, id));
  });

  // An event's save stamps its timeline: the core's hook (common/workspace/operations/record-hooks.ts).
  routes.post('/:id/events', async (c) => {
    const input = await readBody(c, timelineEventInputSchema);
    const event = await c.var.store.transaction(async (store) => {
      const timelineId = readId(c);
      await findOrNotFound(store, timelineTable, timelineId, 'Timeline', { forUpdate: true });
      const command = { kind: 'event' as const, input: { timelineId, ...input }, now: isoNow(deps), newId };
      return createRecord(createRecordStore(store), { ...command, id: newId() });
    });
    return created(c, 'timeline-events', event);
  });

  return routes;
}

/** `/api/v1/timeline-events/:id`: one event; `PUT` replaces its editable fields with the form's values. */
export function timelineEventRoutes(deps: RouteDeps): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>();

  registerGetOne(routes, events);

  routes.put('/:id', async (c) => {
    const input = await readBody(c, timelineEventInputSchema);
    return c.json(await updateRecordOfPath(c, deps, 'event', input, async (_store, record) => record));
  });

  // Removing an event is an edit of its timeline; the event goes to the Trash (decision 038).
  routes.delete('/:id', async (c) => {
    const trashed = await c.var.store.transaction(async (store) => {
      const record = await findOrNotFound(store, timelineEventTable, readId(c), 'Event', { forUpdate: true });
      // The core's delete stamps its timeline (record-hooks.ts); a restore puts the old stamp back.
      return deleteRecordToTrash(store, deps, 'event', record.id);
    });
    return answerTrashed(c, trashed);
  });

  return routes;
}
