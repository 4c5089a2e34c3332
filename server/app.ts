import { serveStatic } from '@hono/node-server/serve-static';
import { type Context, Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { authErrors } from './auth/auth-error';
import { API_VERSION, authErrorResponse } from './auth/auth-routes';
import { cors } from './auth/cors';

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
 * more than that; a GET or HEAD has no body; anything else is counted as it arrives by bodyLimit itself.
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
    return counting(c, next);
  };
}

/** The HTTP app. Middleware runs in the order written here; the comments say why where it matters. */
export function buildApp(parts: AppParts): Hono {
  const app = new Hono();
  app.onError((error, c) => authErrorResponse(c, error));

  // 1. CORS first, so that every later answer, errors and 413 included, carries its headers.
  app.use('/auth/v1/*', cors(parts.corsOrigins));
  app.use('/api/v1/*', cors(parts.corsOrigins));

  // 2. Every auth answer names the API version; auth-js reads error codes only when it sees it.
  app.use('/auth/v1/*', async (c, next) => {
    await next();
    c.res.headers.set('X-Supabase-Api-Version', API_VERSION);
  });

  // 3. Refuse large bodies before any handler reads them.
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
  app.use('/api/v1/*', (c, next) => apiLimit(parts.apiMaxBodyBytes?.(c.req.path) ?? MAX_BODY_BYTES)(c, next));

  // 4. The APIs. /api/v1 is reserved for the workspace data API.
  app.route('/auth/v1', parts.auth);
  if (parts.api) app.route('/api/v1', parts.api);
  app.all('/auth/v1/*', () => {
    throw authErrors.notFound();
  });
  app.all('/api/v1/*', () => {
    throw authErrors.notFound();
  });

  // 5. The browser app: files as they are (hashed assets cached for a year), and the app shell for
  // any other GET so that client-side routes survive a reload.
  if (parts.staticDir !== null) {
    const root = parts.staticDir;
    app.use('/*', async (c, next) => {
      await next();
      if (c.res.status !== 200 || isApiPath(c.req.path)) return;
      // Vite puts content-hashed files under /assets: they never change. The rest must revalidate
      // so that a new release is picked up on the next load.
      c.res.headers.set(
        'Cache-Control',
        c.req.path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    });
    app.use('/*', serveStatic({ root }));
    app.get('*', async (c, next) => {
      if (isApiPath(c.req.path) || looksLikeFile(c.req.path)) return next();
      return serveStatic({ root, path: 'index.html' })(c, next);
    });
  }
  app.notFound((c) => c.text('Not Found', 404));
  return app;
}
