import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { type Context, Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { authErrors } from './auth/auth-error';
import { API_VERSION, authErrorResponse } from './auth/auth-routes';
import { cors } from './auth/cors';
import { allowedHostsOnly } from './http/allowed-hosts';
import { compressAnswers } from './http/compress';
import { contentSecurityPolicy, inlineScriptHashes, securityHeaders } from './http/security-headers';
import { answerWithFile, isHashedAsset, resolveInside } from './http/static-files';

export const MAX_BODY_BYTES = 1024 * 1024;

export type AppParts = {
  /** The /auth/v1 routes. */
  auth: Hono;
  /** The /api/v1 routes, when there are any. */
  api?: Hono;
  /** The /api/v1 answer to a body over the limit (the data API has its own error shape). */
  apiBodyTooLarge?: (c: Context) => Response;
  /** The body limit of an /api/v1 path when it is not 1 MB (imports take files up to 10 MB). */
  apiMaxBodyBytes?: (path: string) => number | undefined;
  corsOrigins: string[];
  /** Host names answered besides the loopback names and IP addresses; `*` answers any (decision 024). */
  allowedHosts?: string[];
  /** Behind a reverse proxy: X-Forwarded-Proto says whether the client used HTTPS (for HSTS). */
  trustProxy?: boolean;
  /** Origins besides this one the browser app may call (a hosted Supabase project). */
  connectOrigins?: string[];
  /** Directory of the built browser app, or null to serve no files (dev: Vite serves them). */
  staticDir: string | null;
};

const isApiPath = (path: string) => path.startsWith('/auth/') || path.startsWith('/api/');
// A last segment with a dot names a file (`/assets/app.js`); anything else is a client-side route.
const looksLikeFile = (path: string) => /\.[^/]*$/.test(path);

/**
 * hono's bodyLimit, without its cost on every request: it reads `c.req.raw.body`, which makes
 * @hono/node-server build a full web Request around a stream even for a GET, and makes the handler read a
 * JSON body through that stream instead of straight from the socket (together about a tenth of a data
 * request's time). A declared Content-Length (not chunked) is checked as declared, since Node reads no
 * more than that; a GET or HEAD has no body; anything else is counted as it arrives by bodyLimit itself,
 * and then carries the Content-Length of what was read.
 */
function bodyLimitByLength(options: {
  maxSize: number;
  onError: (c: Context) => Response;
}): MiddlewareHandler {
  const counting = bodyLimit(options);
  return async (c, next) => {
    const length = c.req.header('content-length');
    if (length !== undefined && c.req.header('transfer-encoding') === undefined) {
      if (Number.parseInt(length, 10) > options.maxSize) return options.onError(c);
      return next();
    }
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    return counting(c, async () => {
      // bodyLimit has read the whole body into memory (refusing it past the limit): from here on it
      // carries the Content-Length of the bytes actually read, so that whatever meters bodies (the
      // storage quota) counts a chunked request exactly as one that declared its length.
      const body = await c.req.raw.arrayBuffer();
      const headers = new Headers(c.req.raw.headers);
      headers.delete('transfer-encoding');
      headers.set('content-length', String(body.byteLength));
      c.req.raw = new Request(c.req.raw.url, {
        method: c.req.method,
        headers,
        body,
        signal: c.req.raw.signal,
      });
      await next();
    });
  };
}

/** The HTTP app. Middleware runs in the order written here; the comments say why where it matters. */
export function buildApp(parts: AppParts): Hono {
  const app = new Hono();
  app.onError((error, c) => authErrorResponse(c, error));

  // 1. Security headers wrap everything, so that refusals, errors and 404s carry them too. The CSP
  // allows the app shell's inline theme script by its hash, read from the built index.html.
  const shell = parts.staticDir === null ? null : join(resolve(parts.staticDir), 'index.html');
  const csp = contentSecurityPolicy({
    scriptHashes: shell !== null && existsSync(shell) ? inlineScriptHashes(readFileSync(shell, 'utf8')) : [],
    connectOrigins: parts.connectOrigins ?? [],
  });
  app.use('*', securityHeaders({ csp, trustProxy: parts.trustProxy ?? false }));

  // 2. Requests for host names this server is not (DNS rebinding) are refused before anything runs.
  app.use('*', allowedHostsOnly(parts.allowedHosts ?? []));

  // 3. API answers are compressed after everything inside has shaped them (headers included).
  app.use('/auth/v1/*', compressAnswers());
  app.use('/api/v1/*', compressAnswers());

  // 4. CORS next, so that every later answer, errors and 413 included, carries its headers.
  app.use('/auth/v1/*', cors(parts.corsOrigins));
  app.use('/api/v1/*', cors(parts.corsOrigins));

  // 5. Every auth answer names the API version; auth-js reads error codes only when it sees it.
  app.use('/auth/v1/*', async (c, next) => {
    await next();
    c.res.headers.set('X-Supabase-Api-Version', API_VERSION);
  });

  // 6. Refuse large bodies before any handler reads them.
  const limitOnError = (c: Context) => authErrorResponse(c, authErrors.payloadTooLarge());
  const limit = bodyLimitByLength({ maxSize: MAX_BODY_BYTES, onError: limitOnError });
  app.use('/auth/v1/*', limit);
  const apiLimits = new Map<number, ReturnType<typeof bodyLimit>>();
  const apiLimit = (maxSize: number) => {
    let middleware = apiLimits.get(maxSize);
    if (middleware === undefined) {
      middleware = bodyLimitByLength({ maxSize, onError: parts.apiBodyTooLarge ?? limitOnError });
      apiLimits.set(maxSize, middleware);
    }
    return middleware;
  };
  app.use('/api/v1/*', (c, next) => {
    const maxSize = parts.apiMaxBodyBytes?.(c.req.path) ?? MAX_BODY_BYTES;
    // No limit here: the route reads its body as a stream and limits it itself (a backup .zip).
    if (maxSize === Number.POSITIVE_INFINITY) return next();
    return apiLimit(maxSize)(c, next);
  });

  // 7. The APIs. /api/v1 is reserved for the workspace data API.
  app.route('/auth/v1', parts.auth);
  if (parts.api) app.route('/api/v1', parts.api);
  app.all('/auth/v1/*', () => {
    throw authErrors.notFound();
  });
  app.all('/api/v1/*', () => {
    throw authErrors.notFound();
  });

  // 8. The browser app: files as they are, in their build-time Brotli or gzip copy when accepted (hashed
  // assets cached for a year, the rest revalidated), and the app shell for any other GET so that
  // client-side routes survive a reload.
  if (parts.staticDir !== null) {
    const root = resolve(parts.staticDir);
    app.on(['GET', 'HEAD'], '*', async (c, next) => {
      if (isApiPath(c.req.path)) return next();
      if (looksLikeFile(c.req.path)) {
        const path = resolveInside(root, c.req.path);
        const answer = path === null ? null : await answerWithFile(c, path, isHashedAsset(c.req.path));
        return answer ?? next();
      }
      return (await answerWithFile(c, join(root, 'index.html'), false)) ?? next();
    });
  }
  app.notFound((c) => c.text('Not Found', 404));
  return app;
}
