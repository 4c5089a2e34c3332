import { Hono } from 'hono';
import { noQuerySchema } from '../../../common/api/inputs';
import { readWorkspace } from '../../db/workspace-store';
import type { ApiEnv } from '../context';
import { readQuery } from '../validate';

/** `GET /api/v1/workspace`: everything the caller stores, in the export format (no derived fields). */
export function workspaceRoutes(): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>();
  routes.get('/', async (c) => {
    readQuery(c, noQuerySchema);
    return c.json(await readWorkspace(c.var.store));
  });
  return routes;
}
