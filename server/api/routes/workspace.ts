import { Hono } from 'hono';
import { z } from 'zod';
import { exportChanges } from '../../db/history-store';
import { exportTextVersions } from '../../db/text-versions-export';
import { createTrashStore } from '../../db/trash-store';
import { readWorkspace } from '../../db/workspace-store';
import { apiErrors } from '../api-error';
import type { ApiEnv, RouteDeps } from '../context';
import { readQuery } from '../validate';

const exportQuerySchema = z.strictObject({ include: z.string().optional() });

/** What `include` may add to an export. */
const INCLUSIONS = ['trash', 'versions', 'history'] as const;
type Inclusion = (typeof INCLUSIONS)[number];

/** `?include=trash,versions`, `?include=trash&include=versions`, any of them: the set asked for. */
function inclusionsOf(values: readonly string[]): Set<Inclusion> {
  const asked = values.flatMap((value) => value.split(',')).map((value) => value.trim());
  const known = new Set<string>(INCLUSIONS);
  const unknown = asked.find((value) => !known.has(value));
  if (unknown !== undefined) {
    throw apiErrors.badRequest('Invalid query string: include may only be trash, versions or history');
  }
  return new Set(asked as Inclusion[]);
}

/**
 * `GET /api/v1/workspace`: everything the caller stores, in the export format (no derived fields);
 * `?include=trash` adds what the Trash keeps, each entry with its whole snapshot (decision 038), and
 * `?include=versions` the kept versions of every text (`textVersions`, decision 037) — together as
 * `include=trash,versions` or the parameter twice — so that a backup a user holds loses nothing either;
 * `?include=history` adds `history`, every change the history keeps (decision 039), oldest first.
 */
export function workspaceRoutes(deps: RouteDeps): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>();
  routes.get('/', async (c) => {
    readQuery(c, exportQuerySchema);
    const include = inclusionsOf(c.req.queries('include') ?? []);
    const workspace: Record<string, unknown> = { ...(await readWorkspace(c.var.store)) };
    if (include.has('trash')) {
      const trash = createTrashStore(c.var.store, deps.now);
      await trash.purgeExpired();
      const entries = [];
      for (const entry of await trash.list()) entries.push(await trash.get(entry.id));
      workspace.trash = entries.filter((entry) => entry !== undefined);
    }
    if (include.has('versions')) workspace.textVersions = await exportTextVersions(c.var.store);
    if (include.has('history')) workspace.history = await exportChanges(c.var.store.db, c.var.store.userId);
    return c.json(workspace);
  });
  return routes;
}
