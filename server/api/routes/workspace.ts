import { Hono } from 'hono';
import { z } from 'zod';
import type { VaultScope } from '../../../common/vault/vault-export';
import { recordKind } from '../../../common/workspace/kinds';
import { apiErrors } from '../api-error';
import type { ApiEnv, RouteDeps } from '../context';
import { isoNow } from '../context';
import { readQuery } from '../validate';
import {
  backupZipStream,
  inclusionsOf,
  jsonStream,
  markdownZipStream,
  readExport,
  readVaultWorkspace,
} from '../workspace-export';

export type ExportDeps = RouteDeps & {
  /** Told between two slices of an export, before it goes on (decision 093): tests make others' requests there. */
  onExportSlice?: (() => Promise<void>) | undefined;
};

const exportQuerySchema = z.strictObject({ include: z.string().optional() });

/** `scope=novel:<id>` (or universe, campaign): one record and what lives in it; the whole workspace without. */
const markdownQuerySchema = z.strictObject({
  scope: z
    .string()
    .regex(
      /^(novel|universe|campaign):[A-Za-z0-9_-]{1,100}$/,
      'scope must be novel:<id>, universe:<id> or campaign:<id>',
    )
    .optional(),
});

function scopeOf(scope: string | undefined): VaultScope {
  if (scope === undefined) return { kind: 'workspace' };
  const [kind, id] = scope.split(':') as ['novel' | 'universe' | 'campaign', string];
  return { kind, id };
}

/**
 * `GET /api/v1/workspace`: everything the caller stores, in the export format (no derived fields):
 * records and parts, chapter texts, relations, the profile, calendars, writing goals and days, the
 * images' facts, saved queries and settings (decision 050); `?include=trash` adds what the Trash keeps,
 * each entry with its whole snapshot (decision 038), `?include=versions` the kept versions of every text
 * (`textVersions`, decision 037) and `?include=history` every change the history keeps (039) — together
 * as `include=trash,versions` or the parameter twice — so that a backup a user holds loses nothing.
 * `GET /api/v1/workspace/backup.zip` (same `include`): the same with its head (`about`) as
 * `fablehold-backup.json`, and every image's bytes beside it. Both are streamed: written as the client
 * reads, the chapter texts read a page at a time, so memory stays bounded (decision 065).
 * `GET /api/v1/workspace/markdown.zip` (`?scope=novel:<id>`, universe or campaign): the workspace, or
 * that record and what lives in it, as Markdown notes Obsidian opens as a vault (decision 056).
 */
export function workspaceRoutes(deps: ExportDeps): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>();
  /**
   * Between two slices of an export (a page of records or texts, an image, a piece of notes) every
   * request waiting on the event loop runs first (decision 093); tests are told there too.
   */
  const pause = async () => {
    await new Promise<void>((resolve) => setImmediate(resolve));
    await deps.onExportSlice?.();
  };
  routes.get('/', async (c) => {
    readQuery(c, exportQuerySchema);
    const include = inclusionsOf(c.req.queries('include') ?? []);
    const workspace = await readExport(c.var.store, deps, include, { isStreamed: true });
    return c.body(jsonStream(workspace, pause), 200, { 'Content-Type': 'application/json; charset=utf-8' });
  });
  routes.get('/backup.zip', async (c) => {
    readQuery(c, exportQuerySchema);
    const include = inclusionsOf(c.req.queries('include') ?? []);
    const workspace = await readExport(c.var.store, deps, include, { isStreamed: true });
    return c.body(backupZipStream(c.var.store, c.var.blobs, workspace, isoNow(deps), pause), 200, {
      'Content-Type': 'application/zip',
      'Content-Disposition': 'attachment; filename="fablehold-backup.zip"',
    });
  });
  routes.get('/markdown.zip', async (c) => {
    const { scope: asked } = readQuery(c, markdownQuerySchema);
    const scope = scopeOf(asked);
    const workspace = await readVaultWorkspace(c.var.store, deps, pause);
    if (scope.kind !== 'workspace') {
      const rows = (workspace[recordKind(scope.kind).collection] ?? []) as { id: string }[];
      if (!rows.some((row) => row.id === scope.id)) throw apiErrors.notFound(recordKind(scope.kind).one);
    }
    return c.body(markdownZipStream(c.var.store, c.var.blobs, workspace, scope, isoNow(deps), pause), 200, {
      'Content-Type': 'application/zip',
      'Content-Disposition': 'attachment; filename="fablehold-markdown.zip"',
    });
  });
  return routes;
}
