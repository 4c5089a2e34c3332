import type { MiddlewareHandler } from 'hono';

const ALLOW_METHODS = 'GET,POST,PUT,PATCH,DELETE,OPTIONS';
const ALLOW_HEADERS = 'authorization, apikey, content-type, x-client-info, x-supabase-api-version';
// The client reads the error `code` only when it can see the API version header.
// A delete names its Trash entry (X-Trash-Entry, X-Trash-Label) so that the app can offer Undo.
const EXPOSE_HEADERS = 'X-Supabase-Api-Version, x-sb-error-code, X-Trash-Entry, X-Trash-Label';

/** The origin to echo in Access-Control-Allow-Origin, or null when this origin is not allowed. */
export function allowedOrigin(
  origin: string | undefined,
  ownOrigin: string,
  allowList: string[],
): string | null {
  if (origin === undefined) return null;
  if (allowList.includes('*')) return '*';
  if (origin === ownOrigin || allowList.includes(origin)) return origin;
  return null;
}

/**
 * CORS for a browser app served from another origin. It must wrap everything else so that errors,
 * 204s and 413s carry the headers too: without them the browser reports "Failed to fetch" instead of
 * the server's message.
 */
export function cors(allowList: string[]): MiddlewareHandler {
  return async (c, next) => {
    const allow = allowedOrigin(c.req.header('origin'), new URL(c.req.url).origin, allowList);
    if (c.req.method === 'OPTIONS' && c.req.header('access-control-request-method') !== undefined) {
      const headers = new Headers({ Vary: 'Origin' });
      if (allow !== null) {
        headers.set('Access-Control-Allow-Origin', allow);
        headers.set('Access-Control-Allow-Methods', ALLOW_METHODS);
        headers.set('Access-Control-Allow-Headers', ALLOW_HEADERS);
        headers.set('Access-Control-Max-Age', '86400');
      }
      return new Response(null, { status: 204, headers });
    }
    await next();
    c.res.headers.append('Vary', 'Origin');
    if (allow !== null) {
      c.res.headers.set('Access-Control-Allow-Origin', allow);
      c.res.headers.set('Access-Control-Expose-Headers', EXPOSE_HEADERS);
    }
  };
}
