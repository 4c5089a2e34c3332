import { readFile, stat } from 'node:fs/promises';
import { resolve, sep } from 'node:path';
import type { Context } from 'hono';
import { getMimeType } from 'hono/utils/mime';
import { addVary, chooseEncoding, type Encoding, isCompressibleType } from './content-encoding';

/** Vite puts content-hashed files under /assets: they never change, so browsers may keep them a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else (the app shell, /favicon.svg, /images) is revalidated so a new release shows at once. */
const REVALIDATE = 'no-cache';

const OFFERED: readonly Encoding[] = ['br', 'gzip'];
const SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

type Found = { path: string; size: number; mtimeMs: number };

async function fileAt(path: string): Promise<Found | null> {
  try {
    const info = await stat(path);
    return info.isFile() ? { path, size: info.size, mtimeMs: info.mtimeMs } : null;
  } catch {
    return null;
  }
}

/**
 * The file a URL path names inside `root`, or null: paths that do not decode, hold a NUL, or have a
 * segment starting with a dot (`..`, `.vite`, `.build-stamp`) name nothing.
 */
export function resolveInside(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return null;
  const segments = decoded.split('/').filter((segment) => segment !== '');
  if (segments.length === 0 || segments.some((segment) => segment.startsWith('.'))) return null;
  const path = resolve(root, ...segments);
  return path.startsWith(root.endsWith(sep) ? root : `${root}${sep}`) ? path : null;
}

/**
 * Answers a GET or HEAD with the file at `path` (already resolved inside the static root), or null when
 * there is none. A text file is sent as its build-time Brotli or gzip copy when the client accepts one
 * (scripts/precompress.ts), with Vary: Accept-Encoding. ETag and Last-Modified let a browser revalidate
 * with a 304 instead of downloading again.
 */
export async function answerWithFile(
  c: Context,
  path: string,
  isImmutable: boolean,
): Promise<Response | null> {
  const identity = await fileAt(path);
  if (identity === null) return null;
  const contentType = getMimeType(path) ?? 'application/octet-stream';
  const isText = isCompressibleType(contentType);

  let chosen = identity;
  let encoding: Encoding | null = null;
  if (isText) {
    const accept = c.req.header('accept-encoding');
    for (const candidate of OFFERED) {
      if (chooseEncoding(accept, [candidate]) === null) continue;
      const copy = await fileAt(`${path}${SUFFIX[candidate]}`);
      if (copy !== null) {
        chosen = copy;
        encoding = candidate;
        break;
      }
    }
  }

  const headers = new Headers({
    'Content-Type': contentType,
    'Cache-Control': isImmutable ? IMMUTABLE : REVALIDATE,
    ETag: `"${identity.size.toString(36)}-${Math.floor(identity.mtimeMs).toString(36)}${encoding ? `-${encoding}` : ''}"`,
    'Last-Modified': new Date(identity.mtimeMs).toUTCString(),
  });
  if (isText) addVary(headers, 'Accept-Encoding');
  if (encoding !== null) headers.set('Content-Encoding', encoding);

  const etag = headers.get('etag');
  const ifNoneMatch = c.req.header('if-none-match');
  const ifModifiedSince = c.req.header('if-modified-since');
  const isFresh =
    ifNoneMatch !== undefined
      ? ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)
      : ifModifiedSince !== undefined &&
        Date.parse(ifModifiedSince) >= Math.floor(identity.mtimeMs / 1000) * 1000;
  if (isFresh) {
    headers.delete('Content-Type');
    headers.delete('Content-Encoding');
    return new Response(null, { status: 304, headers });
  }

  headers.set('Content-Length', String(chosen.size));
  if (c.req.method === 'HEAD') return new Response(null, { status: 200, headers });
  return new Response(await readFile(chosen.path), { status: 200, headers });
}

/** Is this URL path one of Vite's content-hashed assets? */
export const isHashedAsset = (urlPath: string) => urlPath.startsWith('/assets/');
