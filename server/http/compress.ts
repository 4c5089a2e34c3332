import { pipeline, Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { promisify } from 'node:util';
import { brotliCompress, constants, createBrotliCompress, createGzip, gzip } from 'node:zlib';
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
  return brotli(body, { params: brotliParams(body.length) });
}

const brotliParams = (sizeHint?: number) => ({
  [constants.BROTLI_PARAM_QUALITY]: 4,
  [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
  ...(sizeHint === undefined ? {} : { [constants.BROTLI_PARAM_SIZE_HINT]: sizeHint }),
});

/** Bodies produced as the client reads them (an export): compressed as they flow, never held whole. */
const streamedBodies = new WeakSet<ReadableStream>();

/**
 * Marks `stream` as an answer produced as it is read, so that compression passes it through a
 * compressing stream instead of reading it whole first: what the server holds stays one chunk, and the
 * producer waits while the client does not read (decision 069).
 */
export function streamedBody<T extends ReadableStream>(stream: T): T {
  streamedBodies.add(stream);
  return stream;
}

/**
 * `body` through a compressor in libuv's thread pool, chunk by chunk: the compressor asks for more
 * only when the client has taken what it gave (Node's stream backpressure on both sides).
 */
function compressedStream(encoding: Encoding, body: ReadableStream<Uint8Array>): ReadableStream<Uint8Array> {
  const compressor =
    encoding === 'gzip' ? createGzip({ level: 6 }) : createBrotliCompress({ params: brotliParams() });
  const source = Readable.fromWeb(body as WebReadableStream<Uint8Array>);
  // A failure or a client gone destroys every stage, and so cancels the producer.
  const output = pipeline(source, compressor, () => {});
  return Readable.toWeb(output) as ReadableStream<Uint8Array>;
}

/**
 * Compresses text answers (JSON above all) of at least COMPRESS_MIN_BYTES with Brotli or gzip, as the
 * client's Accept-Encoding allows, and says so in Vary. Images, already-encoded answers, HEAD, 204 and 304
 * pass untouched. Clients that accept no encoding (curl) cost nothing extra. A body marked by
 * `streamedBody` is compressed as it flows; any other is read whole and compressed in one call.
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
    if (streamedBodies.has(res.body)) {
      const headers = new Headers(res.headers);
      headers.set('Content-Encoding', encoding);
      headers.delete('Content-Length');
      const body = compressedStream(encoding, res.body);
      c.res = undefined;
      c.res = new Response(body, { status: res.status, statusText: res.statusText, headers });
      return;
    }
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
