import { Hono } from 'hono';
import { z } from 'zod';
import { createTrashStore } from '../../db/trash-store';
import { readWorkspace } from '../../db/workspace-store';
import type { ApiEnv, RouteDeps } from '../context';
import { readQuery } from '../validate';

const exportQuerySchema = z.strictObject({
  include: z.literal('trash', { error: 'include may only be trash' }).optional(),
});

/**
 * `GET /api/v1/workspace`: everything the caller stores, in the export format (no derived fields);
 * `?include=trash` adds what the Trash keeps, each entry with its whole snapshot (decision 038), so that
 * a backup a user holds loses nothing either.
 */
export function workspaceRoutes(deps: RouteDeps): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>();
  routes.get('/', async (c) => {
    const { include } = readQuery(c, exportQuerySchema);
    const workspace = await readWorkspace(c.var.store);
    if (include !== 'trash') return c.json(workspace);
    const trash = createTrashStore(c.var.store, deps.now);
    await trash.purgeExpired();
    const entries = [];
    for (const entry of await trash.list()) entries.push(await trash.get(entry.id));
    return c.json({ ...workspace, trash: entries.filter((entry) => entry !== undefined) });
  });
  return routes;
}
