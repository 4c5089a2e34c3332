import type { Context, MiddlewareHandler, Next } from 'hono';
import {
  MAX_RELATIONS_PER_USER,
  relationLimitMessage,
  type Usage,
  workspaceFullMessage,
} from '../../common/api/usage';
import type { WorkspaceDb } from '../db/workspace-tables';
import { ApiError } from './api-error';
import type { ApiEnv } from './context';
import { createUsageMeter } from './usage-meter';

// The storage quota of the data API (decisions 025 and 049), as `GET /usage` and the check before every
// write. Deletes always pass, so that a full workspace can be emptied; restores from the Trash and the
// undo of an import only move back what the Trash already counts. app.ts has given every body a
// Content-Length that is the bytes actually read, chunked or not.

const RESTORE_PATHS = [/^\/api\/v1\/trash\/[^/]+\/restore\/?$/, /^\/api\/v1\/import\/[^/]+\/undo\/?$/];
const NEW_RELATION_PATH = /^\/api\/v1\/relations\/?$/;
const IMPORT_PATH = /^\/api\/v1\/import\/?$/;

/**
 * How many relations a workspace would keep after an import, at most: the file's, plus those kept
 * (all of them, unless the file's relations replace them). 0 for a preview, which writes nothing. The
 * body is parsed once: the import route reads the same parsed body.
 */
function relationsAfterImport(body: unknown, stored: number): number {
  if (typeof body !== 'object' || body === null) return 0;
  const { dryRun, replaceExisting, workspace } = body as Record<string, unknown>;
  if (dryRun === true || typeof workspace !== 'object' || workspace === null) return 0;
  const relations = (workspace as Record<string, unknown>).relations;
  if (!Array.isArray(relations)) return 0;
  return relations.length + (replaceExisting === true ? 0 : stored);
}

/** `usage` answers `GET /usage`; `check` runs before every route. */
export function storageQuota(db: WorkspaceDb, quotaBytes: number | null) {
  const meter = createUsageMeter(db);
  const usage = async (c: Context<ApiEnv>) =>
    c.json((await meter.usage(c.var.caller.userId, quotaBytes)) satisfies Usage);

  const check: MiddlewareHandler<ApiEnv> = async (c, next: Next) => {
    const method = c.req.method;
    if (method !== 'POST' && method !== 'PUT' && method !== 'PATCH') return next();
    const isRestore = method === 'POST' && RESTORE_PATHS.some((path) => path.test(c.req.path));
    const isNewRelation = method === 'POST' && NEW_RELATION_PATH.test(c.req.path);
    const isImport = method === 'POST' && IMPORT_PATH.test(c.req.path);
    if ((quotaBytes === null || isRestore) && !isNewRelation && !isImport) return next();
    const userId = c.var.caller.userId;
    const figures = await meter.figures(userId);
    const relationsAfter = isNewRelation
      ? figures.relations.items + 1
      : isImport
        ? relationsAfterImport(await c.req.json().catch(() => null), figures.relations.items)
        : 0;
    if (relationsAfter > MAX_RELATIONS_PER_USER) {
      throw new ApiError(413, 'quota_exceeded', relationLimitMessage(figures.relations.items));
    }
    const incoming = Number.parseInt(c.req.header('content-length') ?? '0', 10) || 0;
    const usedBytes = await meter.used(userId, figures);
    if (quotaBytes !== null && !isRestore && usedBytes + incoming > quotaBytes) {
      throw new ApiError(413, 'quota_exceeded', workspaceFullMessage({ usedBytes, quotaBytes }));
    }
    const release = meter.reserve(userId, incoming);
    try {
      await next();
    } finally {
      release();
    }
    if (c.res.ok) await meter.written(userId);
  };

  return { usage, check };
}
