import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { z } from 'zod';
import { ZIP_JSON_PATH, zipImagePath } from '../../common/api/backup';
import { apiErrors } from './api-error';
import { imageBytesProblem, type ZipImages } from './import-checks';
import { type ElementTaker, JsonStreamError, readJsonStream } from './json-stream';
import { openZipFile, type ZipFile, ZipFileError } from './zip-file';

// `POST /api/v1/import/backup` (decision 069): a backup `.zip` as the request's body, however large —
// written to a file as it arrives (the socket is read no faster than the disk takes it), then read
// from there: the JSON as a stream (decision 093; the import plans over the values it builds), each image only when it is checked (its
// first bytes) and when it is written (its bytes, one image at a time).

/** What a backup `.zip` may weigh by default: under the 4 GB a zip without ZIP64 can address. */
export const IMPORT_BACKUP_MAX_BYTES = 4000 * 1024 * 1024;

const flag = z.enum(['true', 'false']).transform((value) => value === 'true');

/** The import's options, as the query string: `?replaceExisting=true&dryRun=true`. */
export const backupImportQuerySchema = z.strictObject({
  replaceExisting: flag.optional(),
  skipDuplicates: flag.optional(),
  dryRun: flag.optional(),
});

const tooLarge = (maxBytes: number) =>
  apiErrors.payloadTooLarge(`${Math.floor(maxBytes / (1024 * 1024))} MB (a backup .zip)`);

/**
 * Receives `request`'s body into a file of its own (at most `maxBytes`, else 413), runs `use` over it
 * opened as a zip, and removes the file whatever happens.
 */
export async function withReceivedZip<T>(
  request: Request,
  maxBytes: number,
  use: (zip: ZipFile) => Promise<T>,
): Promise<T> {
  const declared = Number(request.headers.get('content-length') ?? Number.NaN);
  if (declared > maxBytes) throw tooLarge(maxBytes);
  if (request.body === null) throw apiErrors.badRequest('The request body must be a backup .zip');
  const dir = await mkdtemp(join(tmpdir(), 'fablehold-restore-'));
  try {
    const path = join(dir, 'backup.zip');
    let received = 0;
    const counting = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        received += chunk.length;
        if (received > maxBytes) done(tooLarge(maxBytes));
        else done(null, chunk);
      },
    });
    await pipeline(
      Readable.fromWeb(request.body as WebReadableStream<Uint8Array>),
      counting,
      createWriteStream(path),
    );
    let zip: ZipFile;
    try {
      zip = await openZipFile(path);
    } catch (error) {
      if (error instanceof ZipFileError) throw apiErrors.badRequest(error.message);
      throw error;
    }
    try {
      return await use(zip);
    } catch (error) {
      if (error instanceof ZipFileError) throw apiErrors.badRequest(error.message);
      throw error;
    } finally {
      await zip.close();
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Enough of an image's first bytes to tell its type. */
const HEAD_BYTES = 16;

/**
 * The backup's JSON as its object, read as a stream (decision 093): the text is never held whole, and
 * others run between chunks; `take` takes elements of its lists as they are read (decision 102).
 */
export async function readBackupDocument(
  zip: ZipFile,
  pause?: () => Promise<void>,
  take?: ElementTaker,
): Promise<Record<string, unknown>> {
  if (!zip.entries.has(ZIP_JSON_PATH)) {
    throw apiErrors.badRequest(`The .zip holds no ${ZIP_JSON_PATH}: it is not a Fablehold backup`);
  }
  let document: unknown;
  try {
    document = await readJsonStream(zip.stream(ZIP_JSON_PATH), pause, take);
  } catch (error) {
    if (!(error instanceof JsonStreamError)) throw error;
    throw apiErrors.badRequest(`${ZIP_JSON_PATH} is not valid JSON: ${error.message}`);
  }
  if (typeof document !== 'object' || document === null || Array.isArray(document)) {
    throw apiErrors.badRequest(`${ZIP_JSON_PATH} must hold one JSON object`);
  }
  return document as Record<string, unknown>;
}

/**
 * The images a backup lists (`rows`) whose bytes are in the `.zip`, as `ZipImages`: each listed image
 * with an entry is checked by its size and first bytes now, and read whole only when written.
 */
export async function zipImagesOf(zip: ZipFile, rows: unknown): Promise<ZipImages> {
  const ids = new Set<string>();
  const problems: ZipImages['problems'] = [];
  for (const [index, row] of (Array.isArray(rows) ? rows : []).entries()) {
    if (typeof row !== 'object' || row === null) continue;
    const { id, type, data } = row as { id?: unknown; type?: unknown; data?: unknown };
    // A row carrying its bytes is checked as any file's; one without an id is the schema's to name.
    if (data !== undefined || typeof id !== 'string') continue;
    const entry = zip.entries.get(zipImagePath(id));
    if (entry === undefined) continue;
    const problem = imageBytesProblem(entry.size, await zip.head(entry.name, HEAD_BYTES), type);
    if (problem !== undefined) problems.push({ row: index + 1, field: 'data', message: problem });
    else ids.add(id);
  }
  return {
    ids,
    problems,
    read: async (id) => {
      const bytes = await zip.read(zipImagePath(id));
      return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('base64');
    },
  };
}

/** The backup's workspace (its JSON) and its images' bytes as `ZipImages`. */
export async function readBackupZip(
  zip: ZipFile,
  pause?: () => Promise<void>,
): Promise<{ workspace: Record<string, unknown>; zipImages: ZipImages }> {
  const workspace = await readBackupDocument(zip, pause);
  return { workspace, zipImages: await zipImagesOf(zip, workspace.images) };
}
