import { Hono } from 'hono';
import { historyQuerySchema, type RestoreResult, restoreChangeSchema } from '../../../common/api/history';
import { restoreChange } from '../../../common/workspace/operations/restore-change';
import { createRestoreStore } from '../../db/history-restore';
import { getChange, latestChangeOf, listChanges } from '../../db/history-store';
import { apiErrors } from '../api-error';
import { type ApiEnv, isoNow, type RouteDeps } from '../context';
import { checkInput, readId, readQuery } from '../validate';

/** `/api/v1/history`: the caller's changes, one with its snapshots, and restoring one (decision 039). */
export function historyRoutes(deps: RouteDeps): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>();

  routes.get('/', async (c) => {
    const query = readQuery(c, historyQuerySchema);
    return c.json(await listChanges(c.var.store.db, c.var.caller.userId, query));
  });

  routes.get('/:id', async (c) => {
    const change = await getChange(c.var.store.db, c.var.caller.userId, readId(c));
    if (change === undefined) throw apiErrors.notFound('Change');
    return c.json(change);
  });

  routes.post('/:id/restore', async (c) => {
    // The body is optional: without one, the version after the change is restored.
    const text = await c.req.text();
    let body: unknown = {};
    if (text.trim() !== '') {
      try {
        body = JSON.parse(text);
      } catch {
        throw apiErrors.badRequest('The request body must be JSON');
      }
    }
    const { side } = checkInput(restoreChangeSchema, body);
    const { store, caller } = c.var;
    const change = await getChange(store.db, caller.userId, readId(c));
    if (change === undefined) throw apiErrors.notFound('Change');
    await restoreChange(createRestoreStore(store), change, side, isoNow(deps));
    const written = await latestChangeOf(store.db, caller.userId, change.entityId);
    return c.json({ change: written ?? null } satisfies RestoreResult);
  });

  return routes;
}
