import { Hono } from 'hono';
import {
  type CalendarOwnerKind,
  calendarOwnerQuerySchema,
  calendarUpdateSchema,
  newCalendarSchema,
  presetCalendar,
  type StoredCalendar,
} from '../../../common/api/calendars';
import { noQuerySchema } from '../../../common/api/inputs';
import { recordKind } from '../../../common/workspace/kinds';
import { type CalendarStore, createCalendarStore } from '../../db/calendar-store';
import { recordTables } from '../../db/record-store';
import type { WorkspaceStore } from '../../db/workspace-store';
import { ApiError, apiErrors } from '../api-error';
import { type ApiEnv, isoNow, newId, type RouteDeps } from '../context';
import { created } from '../resource-routes';
import { readBody, readId, readIfMatch, readQuery } from '../validate';

async function requireOwner(store: WorkspaceStore, kind: CalendarOwnerKind, id: string): Promise<void> {
  if (!(await store.exists(recordTables[kind], id))) throw apiErrors.notFound(recordKind(kind).one);
}

/**
 * The calendar a novel or campaign without one of its own uses: its universe's (decision 040). The answer
 * names the universe as its owner, so a page can tell a borrowed calendar from its own.
 */
async function universeCalendarOf(
  store: WorkspaceStore,
  calendars: CalendarStore,
  kind: CalendarOwnerKind,
  id: string,
): Promise<StoredCalendar | undefined> {
  if (kind === 'universe') return undefined;
  const record = (await store.find(recordTables[kind], id)) as { universeId?: string } | undefined;
  const universeId = record?.universeId;
  return universeId === undefined ? undefined : calendars.findByOwner('universe', universeId);
}

async function findOrNotFound(calendars: CalendarStore, id: string, forUpdate = false) {
  const calendar = await calendars.find(id, { forUpdate });
  if (calendar === undefined) throw apiErrors.notFound('Calendar');
  return calendar;
}

/**
 * `/api/v1/calendars` (decision 035): the calendar of a universe, novel or campaign, at most one each.
 * `GET ?ownerKind=&ownerId=` finds an owner's (a novel's or campaign's without one: its universe's; `null`
 * when there is none, 404 only for an owner that is not there); `POST { ownerKind, ownerId, preset | calendar }` makes
 * one (409 when the owner has one); `PATCH /:id { calendar, version }` (or If-Match) replaces it, 409
 * with the stored one when the version is stale; `DELETE /:id`. Deleting the owner deletes it too.
 */
export function calendarRoutes(deps: RouteDeps): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>();

  routes.get('/', async (c) => {
    const { ownerKind, ownerId } = readQuery(c, calendarOwnerQuerySchema);
    const { store } = c.var;
    await requireOwner(store, ownerKind, ownerId);
    const calendars = createCalendarStore(store);
    const calendar =
      (await calendars.findByOwner(ownerKind, ownerId)) ??
      (await universeCalendarOf(store, calendars, ownerKind, ownerId));
    // No calendar is an answer, not a missing resource: every page of an owner without one asks (052).
    return c.json(calendar ?? null);
  });

  routes.get('/:id', async (c) => {
    readQuery(c, noQuerySchema);
    return c.json(await findOrNotFound(createCalendarStore(c.var.store), readId(c)));
  });

  routes.post('/', async (c) => {
    const input = await readBody(c, newCalendarSchema);
    const stamp = isoNow(deps);
    const calendar: StoredCalendar = {
      id: newId(),
      ownerKind: input.ownerKind,
      ownerId: input.ownerId,
      calendar: input.calendar ?? presetCalendar(input.preset ?? 'gregorian'),
      version: 1,
      createdAt: stamp,
      updatedAt: stamp,
    };
    await c.var.store.transaction(async (store) => {
      await requireOwner(store, input.ownerKind, input.ownerId);
      const calendars = createCalendarStore(store);
      if (!(await calendars.insert(calendar))) {
        throw apiErrors.conflict(
          `This ${input.ownerKind} has a calendar already: change it, or delete it before making another`,
        );
      }
    });
    return created(c, 'calendars', calendar);
  });

  routes.patch('/:id', async (c) => {
    const input = await readBody(c, calendarUpdateSchema);
    const expected = readIfMatch(c) ?? input.version;
    const id = readId(c);
    const saved = await c.var.store.transaction(async (store) => {
      const calendars = createCalendarStore(store);
      const current = await findOrNotFound(calendars, id, true);
      // A client that names the version it read never overwrites a change made since.
      if (expected !== undefined && expected !== current.version) {
        throw new ApiError(
          409,
          'conflict',
          'This calendar was changed elsewhere since you opened it. Your changes are kept: review the current version, then save again.',
          undefined,
          current,
        );
      }
      const next: StoredCalendar = {
        ...current,
        calendar: input.calendar,
        version: current.version + 1,
        updatedAt: isoNow(deps),
      };
      if (!(await calendars.update(next, current.version))) {
        throw new ApiError(
          409,
          'conflict',
          'This calendar was changed elsewhere; try again',
          undefined,
          current,
        );
      }
      return next;
    });
    return c.json(saved, 200, { ETag: `"${saved.version}"` });
  });

  routes.delete('/:id', async (c) => {
    const id = readId(c);
    if (!(await createCalendarStore(c.var.store).remove(id))) throw apiErrors.notFound('Calendar');
    return c.body(null, 204);
  });

  return routes;
}
