import { Hono } from 'hono';
import {
  newSavedQuerySchema,
  noQuerySchema,
  type StoredSavedQuery,
  savedQueryUpdateSchema,
} from '../../../common/api/inputs';
import { savedQueryTable } from '../../db/workspace-tables';
import { contentTag, requireContentMatch } from '../content-tag';
import {
  type ApiEnv,
  applyPatch,
  findOrNotFound,
  isoNow,
  newId,
  type RouteDeps,
  removeOrNotFound,
} from '../context';
import { created, registerDelete } from '../resource-routes';
import { readBody, readId, readQuery } from '../validate';

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

  // Each answer's ETag names the stored query; a PATCH whose If-Match names an older one is 412.
  routes.get('/:id', async (c) => {
    const query = await findOrNotFound(c.var.store, savedQueryTable, readId(c), 'Saved query');
    return c.json(query, 200, { ETag: contentTag(query) });
  });

  routes.patch('/:id', async (c) => {
    const patch = await readBody(c, savedQueryUpdateSchema);
    const query = await c.var.store.transaction(async (store) => {
      const record = await findOrNotFound(store, savedQueryTable, readId(c), 'Saved query', {
        forUpdate: true,
      });
      requireContentMatch(c, record, 'saved query', record);
      const next = applyPatch(record, patch);
      await store.update(savedQueryTable, next);
      return next;
    });
    return c.json(query, 200, { ETag: contentTag(query) });
  });

  // No cascade: nothing else goes with it.
  registerDelete(routes, (store, id) => removeOrNotFound(store, savedQueryTable, id, 'Saved query'));

  return routes;
}
