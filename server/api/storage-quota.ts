import type { Context, MiddlewareHandler, Next } from 'hono';
import { type Usage, workspaceFullMessage } from '../../common/api/usage';
import type { WorkspaceDb } from '../db/workspace-tables';
import { ApiError } from './api-error';
import type { ApiEnv } from './context';
import { createUsageMeter } from './usage-meter';

// The storage quota of the data API (decisions 025 and 049), as `GET /usage` and the check before every
// write. Deletes always pass, so that a full workspace can be emptied; restores from the Trash and the
// undo of an import only move back what the Trash already counts. app.ts has given every body a
// Content-Length that is the bytes actually read, chunked or not.

const RESTORE_PATHS = [/^\/api\/v1\/trash\/[^/]+\/restore\/?$/, /^\/api\/v1\/import\/[^/]+\/undo\/?$/];

/** `usage` answers `GET /usage`; `check` runs before every route. */
export function storageQuota(db: WorkspaceDb, quotaBytes: number | null) {
  const meter = createUsageMeter(db);
  const usage = async (c: Context<ApiEnv>) =>
    c.json((await meter.usage(c.var.caller.userId, quotaBytes)) satisfies Usage);

  const check: MiddlewareHandler<ApiEnv> = async (c, next: Next) => {
    const method = c.req.method;
    if (method !== 'POST' && method !== 'PUT' && method !== 'PATCH') return next();
    const isRestore = method === 'POST' && RESTORE_PATHS.some((path) => path.test(c.req.path));
    if (quotaBytes === null || isRestore) return next();
    const userId = c.var.caller.userId;
    const incoming = Number.parseInt(c.req.header('content-length') ?? '0', 10) || 0;
    const usedBytes = await meter.used(userId);
    if (usedBytes + incoming > quotaBytes) {
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
