import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import { addVary, chooseEncoding, type Encoding, isCompressibleType } from './content-encoding';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Below this, compression saves less than the headers and the work cost. */
export const COMPRESS_MIN_BYTES = 1024;

// Answers are compressed while the client waits, so the levels favour speed: Brotli 4 is about as fast
// as gzip 6 and still smaller. Both run in libuv's thread pool, never on the event loop.
function compressWith(encoding: Encoding, body: Uint8Array): Promise<Buffer> {
  if (encoding === 'gzip') return gzipAsync(body, { level: 6 });
  return brotli(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 4,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}

/**
 * Compresses text answers (JSON above all) of at least COMPRESS_MIN_BYTES with Brotli or gzip, as the
 * client's Accept-Encoding allows, and says so in Vary. Images, already-encoded answers, HEAD, 204 and 304
 * pass untouched. Clients that accept no encoding (the benches, curl) cost nothing extra.
 */
export function compressAnswers(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    if (!isCompressibleType(res.headers.get('content-type'))) return;
    addVary(res.headers, 'Accept-Encoding');
    if (
      c.req.method === 'HEAD' ||
      res.status === 204 ||
      res.status === 304 ||
      res.body === null ||
      res.headers.has('content-encoding') ||
      /\bno-transform\b/.test(res.headers.get('cache-control') ?? '')
    ) {
      return;
    }
    const encoding = chooseEncoding(c.req.header('accept-encoding'), ['br', 'gzip']);
    if (encoding === null) return;
    const declared = Number(res.headers.get('content-length') ?? Number.NaN);
    if (declared < COMPRESS_MIN_BYTES) return;

    const body = new Uint8Array(await res.arrayBuffer());
    const headers = new Headers(res.headers);
    let sent: Uint8Array = body;
    if (body.length >= COMPRESS_MIN_BYTES) {
      sent = await compressWith(encoding, body);
      headers.set('Content-Encoding', encoding);
    }
    headers.set('Content-Length', String(sent.length));
    // Unset first: hono copies the old answer's headers (its Content-Length among them) onto a new one.
    c.res = undefined;
    // zlib's Buffers are typed over ArrayBufferLike; they are plain ArrayBuffers.
    c.res = new Response(sent as Uint8Array<ArrayBuffer>, {
      status: res.status,
      statusText: res.statusText,
      headers,
    });
  };
}
