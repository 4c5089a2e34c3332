import { Hono } from 'hono';
import { z } from 'zod';
import type { ApiEnv, RouteDeps } from '../context';
import { isoNow } from '../context';
import { readQuery } from '../validate';
import { backupZipStream, inclusionsOf, readExport } from '../workspace-export';

const exportQuerySchema = z.strictObject({ include: z.string().optional() });

/**
 * `GET /api/v1/workspace`: everything the caller stores, in the export format (no derived fields):
 * records and parts, chapter texts, relations, the profile, calendars, writing goals and days, the
 * images' facts, saved queries and settings (decision 050); `?include=trash` adds what the Trash keeps,
 * each entry with its whole snapshot (decision 038), `?include=versions` the kept versions of every text
 * (`textVersions`, decision 037) and `?include=history` every change the history keeps (039) — together
 * as `include=trash,versions` or the parameter twice — so that a backup a user holds loses nothing.
 * `GET /api/v1/workspace/backup.zip` (same `include`): the same with its head (`about`) as
 * `fablehold-backup.json`, and every image's bytes beside it, streamed.
 */
export function workspaceRoutes(deps: RouteDeps): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>();
  routes.get('/', async (c) => {
    readQuery(c, exportQuerySchema);
    const include = inclusionsOf(c.req.queries('include') ?? []);
    return c.json(await readExport(c.var.store, deps, include));
  });
  routes.get('/backup.zip', async (c) => {
    readQuery(c, exportQuerySchema);
    const include = inclusionsOf(c.req.queries('include') ?? []);
    const workspace = await readExport(c.var.store, deps, include);
    return c.body(backupZipStream(c.var.store, workspace, isoNow(deps)), 200, {
      'Content-Type': 'application/zip',
      'Content-Disposition': 'attachment; filename="fablehold-backup.zip"',
    });
  });
  return routes;
}
