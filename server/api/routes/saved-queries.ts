import { Hono } from 'hono';
import {
  newSavedQuerySchema,
  noQuerySchema,
  type StoredSavedQuery,
  savedQueryUpdateSchema,
} from '../../../common/api/inputs';
import { savedQueryTable } from '../../db/workspace-tables';
import { type ApiEnv, applyPatch, isoNow, newId, type RouteDeps, removeOrNotFound } from '../context';
import { created, registerDelete, registerGetOne, registerPatch, resource } from '../resource-routes';
import { readBody, readQuery } from '../validate';

const savedQueries = resource(savedQueryTable, 'Saved query');

/**
 * `/api/v1/saved-queries`: the queries the caller saved in the References console, oldest first. The
 * spec's five built-in queries ship with the browser app and are not stored.
 */
export function savedQueryRoutes(deps: RouteDeps): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>();

  routes.get('/', async (c) => {
    readQuery(c, noQuerySchema);
    return c.json(await c.var.store.list(savedQueryTable));
  });

  routes.post('/', async (c) => {
    const input = await readBody(c, newSavedQuerySchema);
    const query: StoredSavedQuery = { id: newId(), ...input, createdAt: isoNow(deps) };
    await c.var.store.transaction((store) => store.insert(savedQueryTable, query, 'last'));
    return created(c, 'saved-queries', query);
  });

  registerGetOne(routes, savedQueries);

  registerPatch(routes, savedQueries, savedQueryUpdateSchema, (_store, record, patch) =>
    applyPatch(record, patch),
  );

  // No cascade: nothing else goes with it.
  registerDelete(routes, (store, id) => removeOrNotFound(store, savedQueryTable, id, 'Saved query'));

  return routes;
}
