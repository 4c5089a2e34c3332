import { createHash } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';

/**
 * The CSP's hash sources for the inline scripts of the app shell (index.html keeps one, which paints the
 * remembered theme before the app loads). A hash allows exactly that script text and nothing else.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attributes = '', body = ''] = match;
    if (/\bsrc\s*=/i.test(attributes) || body.trim() === '') continue;
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

export type ContentSecurityPolicyOptions = {
  /** Hash sources of the app shell's inline scripts (inlineScriptHashes). */
  scriptHashes: string[];
  /** Origins besides this one the app calls (a hosted Supabase project). */
  connectOrigins: string[];
};

/**
 * The Content-Security-Policy of every answer. Scripts only from this origin or by hash (no inline
 * script, no eval); styles from this origin, plus inline styles, which Radix (scroll lock, popper
 * positions) and the editor write at run time; images from this origin, blob: (uploads being previewed)
 * and data:; nothing may frame the app, and forms post only here.
 */
export function contentSecurityPolicy(options: ContentSecurityPolicyOptions): string {
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...options.scriptHashes]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'blob:', 'data:']],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'", ...options.connectOrigins]],
    ['manifest-src', ["'self'"]],
    ['worker-src', ["'self'"]],
    ['media-src', ["'none'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['form-action', ["'self'"]],
    ['frame-src', ["'none'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}

/** Powerful features the app never uses, denied to it and to anything it might embed. */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'publickey-credentials-get=()',
  'screen-wake-lock=()',
  'serial=()',
  'usb=()',
  'xr-spatial-tracking=()',
].join(', ');

export const HSTS = 'max-age=31536000';

/** Was this request made over HTTPS, here or (behind a trusted proxy) at the proxy? */
export function isHttpsRequest(c: Context, trustProxy: boolean): boolean {
  if (c.req.url.startsWith('https:')) return true;
  if (!trustProxy) return false;
  // As with X-Forwarded-For, the last entry is the one our own proxy wrote.
  return c.req.header('x-forwarded-proto')?.split(',').at(-1)?.trim().toLowerCase() === 'https';
}

/**
 * The security headers of one answer, by name: the production server's middleware below and the dev
 * server's plugin (scripts/dev-security-headers.ts) send the same ones.
 */
export function securityHeaderList(options: { csp: string; isHttps: boolean }): [string, string][] {
  const list: [string, string][] = [
    ['Content-Security-Policy', options.csp],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['Permissions-Policy', PERMISSIONS_POLICY],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    // For browsers that predate frame-ancestors.
    ['X-Frame-Options', 'DENY'],
  ];
  if (options.isHttps) list.push(['Strict-Transport-Security', HSTS]);
  return list;
}

/**
 * The headers a security review expects, on every answer: files, the app shell, API answers, errors,
 * 404s and refusals alike (this middleware wraps everything else). HSTS only over HTTPS: sent over plain
 * HTTP it would be ignored at best, and a loopback server has no certificate to pin browsers to.
 */
export function securityHeaders(options: { csp: string; trustProxy: boolean }): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const headers = c.res.headers;
    const isHttps = isHttpsRequest(c, options.trustProxy);
    for (const [name, value] of securityHeaderList({ csp: options.csp, isHttps })) headers.set(name, value);
    // Every refusal for too many requests says when to come back; the auth server sets its own figure.
    if (c.res.status === 429 && !headers.has('retry-after')) headers.set('Retry-After', '60');
  };
}
