import { Hono } from 'hono';
import { searchParamsSchema } from '../../../common/api/search';
import { searchWorkspace } from '../../db/search-index';
import type { ApiEnv } from '../context';
import { readQuery } from '../validate';

// `GET /search?q=&kind=&scope=&limit=&offset=` (issue 14, decision 030): the signed-in user's records
// and parts matching what was typed, best first, with a count per kind. Anything typed is answered:
// the query is read into plain words and phrases (common/search/query.ts), never passed to the engine.
export function searchRoutes(): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>();
  routes.get('/', async (c) => {
    const params = readQuery(c, searchParamsSchema.strict());
    return c.json(await searchWorkspace(c.var.store, params));
  });
  return routes;
}
