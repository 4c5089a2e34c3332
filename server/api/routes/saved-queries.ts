import { Hono } from 'hono';
import {
  newSavedQuerySchema,
  noQuerySchema,
  type StoredSavedQuery,
  savedQueryUpdateSchema,
} from '../../../common/api/inputs';
import { savedQueryTable } from '../../db/workspace-tables';
import { apiErrors } from '../api-error';
import { type ApiEnv, applyPatch, findOrNotFound, isoNow, newId, type RouteDeps } from '../context';
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
    return c.json(query, 201, { Location: `/api/v1/saved-queries/${query.id}` });
  });

  routes.get('/:id', async (c) =>
    c.json(await findOrNotFound(c.var.store, savedQueryTable, readId(c), 'Saved query')),
  );

  routes.patch('/:id', async (c) => {
    const patch = await readBody(c, savedQueryUpdateSchema);
    const query = await c.var.store.transaction(async (store) => {
      const record = await findOrNotFound(store, savedQueryTable, readId(c), 'Saved query', {
        forUpdate: true,
      });
      const next = applyPatch(record, patch);
      await store.update(savedQueryTable, next);
      return next;
    });
    return c.json(query);
  });

  routes.delete('/:id', async (c) => {
    if ((await c.var.store.remove(savedQueryTable, { id: readId(c) })) === 0)
      throw apiErrors.notFound('Saved query');
    return c.body(null, 204);
  });

  return routes;
}
