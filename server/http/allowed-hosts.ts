import { isIP } from 'node:net';
import type { MiddlewareHandler } from 'hono';

/** Names every local server answers to. */
export const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/** The host name of a Host header, lower-case, without its port; null when it is not one. */
export function hostNameOf(hostHeader: string | undefined): string | null {
  if (hostHeader === undefined) return null;
  const host = hostHeader.trim().toLowerCase();
  const match = /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(?::\d{1,5})?$/.exec(host);
  return match?.[1]?.replace(/\.$/, '') ?? null;
}

/**
 * Is a request for this Host header one this server should answer? A DNS rebinding attack makes a
 * browser send the attacker's own name as Host, so names are checked against a list: the loopback
 * names, the site's host and ALLOWED_HOSTS. An IP address is always accepted: a browser sends one only
 * when the page's own URL names it, so it cannot come from rebinding (and the server stays reachable as
 * http://192.168.1.5:3000 when exposed on purpose). `*` in the list turns the check off.
 */
export function isAllowedHost(hostHeader: string | undefined, allowed: readonly string[]): boolean {
  if (allowed.includes('*')) return true;
  const name = hostNameOf(hostHeader);
  if (name === null) return false;
  if (isIP(name.replace(/^\[|\]$/g, '')) !== 0) return true;
  return LOOPBACK_HOSTS.includes(name) || allowed.includes(name);
}

/** Refuses requests for other host names with 421 and a message saying what to configure. */
export function allowedHostsOnly(allowed: readonly string[]): MiddlewareHandler {
  return async (c, next) => {
    // app.request() in tests builds requests without a Host header; Node always has one.
    const host = c.req.header('host') ?? new URL(c.req.url).host;
    if (isAllowedHost(host, allowed)) return next();
    const shown = (host ?? '').replace(/[^\x20-\x7e]/g, '?').slice(0, 100);
    return c.text(
      `Misdirected request: this server does not answer to the host "${shown}". ` +
        'If that is how it is reached, add the host name to ALLOWED_HOSTS (or set SITE_URL).',
      421,
    );
  };
}
