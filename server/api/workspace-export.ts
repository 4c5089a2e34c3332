import { once } from 'node:events';
import { crc32, createDeflateRaw } from 'node:zlib';
import { type AsyncFlateStreamHandler, Zip, ZipDeflate, type ZipInputFile } from 'fflate';
import { type BackupContent, describeBackup, ZIP_JSON_PATH, zipImagePath } from '../../common/api/backup';
import { planVaultInPieces, type VaultScope, vaultSkeletonOf } from '../../common/vault/vault-export';
import { attachmentPath } from '../../common/vault/vault-layout';
import { type RecordKind, recordKindOfCollection } from '../../common/workspace/kinds';
import type { BlobStore } from '../db/blob-store';
import { readChapterTexts } from '../db/chapter-text-pages';
import { exportChanges } from '../db/history-store';
import { exportTextVersions } from '../db/text-versions-export';
import { createTrashStore } from '../db/trash-store';
import { readBackupExtras, readImageBytes } from '../db/workspace-backup';
import { readWorkspacePages, recordPages, StreamedList } from '../db/workspace-pages';
import { readWorkspace, type WorkspaceStore } from '../db/workspace-store';
import { streamedBody } from '../http/compress';
import { apiErrors } from './api-error';
import type { RouteDeps } from './context';

/** What `include` may add to an export. */
const INCLUSIONS = ['trash', 'versions', 'history'] as const;
export type Inclusion = (typeof INCLUSIONS)[number];

/** `?include=trash,versions`, `?include=trash&include=versions`, any of them: the set asked for. */
export function inclusionsOf(values: readonly string[]): Set<Inclusion> {
  const asked = values.flatMap((value) => value.split(',')).map((value) => value.trim());
  const known = new Set<string>(INCLUSIONS);
  const unknown = asked.find((value) => !known.has(value));
  if (unknown !== undefined) {
    throw apiErrors.badRequest('Invalid query string: include may only be trash, versions or history');
  }
  return new Set(asked as Inclusion[]);
}

/**
 * The export: every record with its parts, chapter texts, relations, profile, and the backup's extras
 * (calendars, goals and days, images' facts, saved queries, settings: decision 050); on request the
 * Trash with every snapshot (decision 038), the text versions (037) and the history (039). With
 * `isStreamed` the chapter texts and the records with their parts are `StreamedList`s, read a page at
 * a time as the file is written (decision 065).
 */
export async function readExport(
  store: WorkspaceStore,
  deps: RouteDeps,
  include: ReadonlySet<Inclusion>,
  { isStreamed = false } = {},
): Promise<Record<string, unknown>> {
  const workspace: Record<string, unknown> = {
    ...(isStreamed ? await readWorkspacePages(store) : await readWorkspace(store)),
    ...(await readBackupExtras(store, deps.now)),
  };
  if (include.has('trash')) {
    const trash = createTrashStore(store, deps.now);
    await trash.purgeExpired();
    const entries = [];
    for (const entry of await trash.list()) entries.push(await trash.get(entry.id));
    workspace.trash = entries.filter((entry) => entry !== undefined);
  }
  if (include.has('versions')) workspace.textVersions = await exportTextVersions(store);
  if (include.has('history')) workspace.history = await exportChanges(store.db, store.userId);
  return workspace;
}

/** What an export holds, by the names of the file's head (`about.contains`). */
export function contentsOf(workspace: Record<string, unknown>): BackupContent[] {
  const contents: BackupContent[] = ['records', 'profile', 'chapterTexts', 'relations'];
  contents.push('calendars', 'writingGoals', 'images', 'savedQueries', 'settings', 'sharing');
  if (workspace.textVersions !== undefined) contents.push('textVersions');
  if (workspace.history !== undefined) contents.push('history');
  if (workspace.trash !== undefined) contents.push('trash');
  return contents;
}

/** One file of a zip being written: text pieces deflated, or bytes stored as they are. */
type ZipEntry =
  | { path: string; pieces: Iterable<string> | AsyncIterable<string> }
  | { path: string; bytes: Uint8Array };

/** How long an export is written before other requests run. */
const GIVE_WAY_AFTER_MS = 8;

/**
 * The items as they come, letting other requests run every few milliseconds of work: a stream is
 * pulled as fast as the socket takes it, in microtasks (a note made as Markdown takes a few, a page of
 * chapter texts turned to JSON about as many).
 */
async function* givingWay<T>(items: Iterable<T> | AsyncIterable<T>): AsyncGenerator<T> {
  let workedSince = performance.now();
  for await (const item of items) {
    if (performance.now() - workedSince > GIVE_WAY_AFTER_MS) {
      await new Promise<void>((resolve) => setImmediate(resolve));
      workedSince = performance.now();
    }
    yield item;
  }
}

/** A stream that pulls `chunks` one at a time as the reader asks. */
function pulledStream(chunks: AsyncGenerator<Uint8Array>): ReadableStream<Uint8Array> {
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const next = await chunks.next();
        if (next.done === true) controller.close();
        else controller.enqueue(next.value);
      } catch (error) {
        controller.error(error);
      }
    },
    async cancel() {
      await chunks.return(undefined);
    },
  });
}

/**
 * A zip produced as the reader pulls: each entry is asked for only when the one before it is written,
 * so the server holds one entry (one image's bytes, one note, 64 KB of JSON) at a time beside its input.
 */
function zipStream(entries: AsyncIterable<ZipEntry>): ReadableStream<Uint8Array> {
  return pulledStream(zipChunks(entries));
}

async function* zipChunks(entries: AsyncIterable<ZipEntry>): AsyncGenerator<Uint8Array> {
  const ready: Uint8Array[] = [];
  let failure: Error | null = null;
  const zip = new Zip((error, chunk) => {
    if (error !== null) failure = error;
    else ready.push(chunk);
  });
  function* drain(): Generator<Uint8Array> {
    if (failure !== null) throw failure;
    // Many small entries make many small chunks: handed on together; a large one (an image's bytes)
    // as it is, not copied once more.
    let small: Uint8Array[] = [];
    function* joined(): Generator<Uint8Array> {
      if (small.length === 1) yield small[0] as Uint8Array;
      else if (small.length > 1) {
        const all = Buffer.concat(small);
        yield new Uint8Array(all.buffer, all.byteOffset, all.byteLength);
      }
      small = [];
    }
    for (const chunk of ready.splice(0)) {
      if (chunk.length < 65_536) {
        small.push(chunk);
        continue;
      }
      yield* joined();
      yield chunk;
    }
    yield* joined();
  }
  for await (const entry of givingWay(entries)) {
    if ('bytes' in entry) {
      // Images are WebP, compressed already: stored as they are, their CRC taken by zlib (native).
      const file = new ThreadPoolEntry(entry.path, 0);
      zip.add(file);
      file.size = entry.bytes.length;
      file.crc = crc32(entry.bytes);
      file.push(entry.bytes, true);
    } else if (Array.isArray(entry.pieces) && isSmall(entry.pieces)) {
      // A note of a vault: deflated here at once, cheaper than a round trip to the thread pool.
      const file = new ZipDeflate(entry.path, { level: 6 });
      zip.add(file);
      for (const piece of entry.pieces) file.push(encoder.encode(piece));
      file.push(new Uint8Array(0), true);
    } else {
      // Text is deflated by zlib in libuv's thread pool, not by JavaScript on the event loop: other
      // requests keep their turn while the export's JSON is compressed.
      const file = new ThreadPoolEntry(entry.path, 8);
      zip.add(file);
      const deflater = createDeflateRaw({ level: 6 });
      const feeding = (async () => {
        for await (const piece of givingWay(entry.pieces)) {
          const bytes = encoder.encode(piece);
          file.size += bytes.length;
          file.crc = crc32(bytes, file.crc);
          // Backpressure: the next piece is read only when zlib has taken this one.
          if (!deflater.write(bytes)) await once(deflater, 'drain');
        }
        deflater.end();
      })().catch((error: unknown) => {
        deflater.destroy(error instanceof Error ? error : new Error(String(error)));
      });
      for await (const chunk of deflater) {
        file.push(chunk as Uint8Array, false);
        if (ready.length > 0) yield* drain();
      }
      await feeding;
      file.push(new Uint8Array(0), true);
    }
    yield* drain();
  }
  zip.end();
  yield* drain();
}

/** Text this short is deflated on the event loop in well under a millisecond. */
const SMALL_TEXT = 65_536;
const isSmall = (pieces: readonly string[]) =>
  pieces.reduce((length, piece) => length + piece.length, 0) < SMALL_TEXT;

/**
 * A zip entry whose bytes arrive already compressed (`compression` 8, by zlib) or stored (0), its size
 * and CRC counted by the caller before the last chunk: fflate only frames it.
 */
class ThreadPoolEntry implements ZipInputFile {
  size = 0;
  crc = 0;
  ondata?: AsyncFlateStreamHandler;
  constructor(
    readonly filename: string,
    readonly compression: number,
  ) {}
  push(chunk: Uint8Array, isFinal: boolean): void {
    // Node's Buffers sit over plain ArrayBuffers (never shared ones).
    this.ondata?.(null, chunk as Uint8Array<ArrayBuffer>, isFinal);
  }
  terminate(): void {}
}

/** Each listed image's bytes as an entry at its path, read one at a time from its row or the bucket. */
async function* imageEntries(
  store: WorkspaceStore,
  blobs: BlobStore,
  ids: readonly string[],
  pathOf: (id: string) => string,
  pause: () => Promise<void>,
): AsyncGenerator<ZipEntry> {
  for (const id of ids) {
    const bytes = await readImageBytes(store, blobs, id);
    if (bytes !== undefined) yield { path: pathOf(id), bytes };
    await pause();
  }
}

/**
 * The export as a `.zip`: `fablehold-backup.json` (the export with its head, written a record at a
 * time) and each image's bytes under `images/<id>.webp` (decision 050).
 */
export function backupZipStream(
  store: WorkspaceStore,
  blobs: BlobStore,
  workspace: Record<string, unknown>,
  exportedAt: string,
  pause: () => Promise<void> = noPause,
): ReadableStream<Uint8Array> {
  const file = { about: describeBackup(contentsOf(workspace), exportedAt, true), ...workspace };
  const ids = ((workspace.images ?? []) as { id: string }[]).map((image) => image.id);
  return zipStream(
    (async function* () {
      yield { path: ZIP_JSON_PATH, pieces: jsonPieces(file, pause) };
      yield* imageEntries(store, blobs, ids, zipImagePath, pause);
    })(),
  );
}

/**
 * The workspace, or one novel, universe or campaign, as a `.zip` of Markdown notes that Obsidian opens
 * as a vault (decision 056), planned piece by piece (decisions 093, 097): the records with their parts are
 * held (a note's links need every note's path) and planned with `pause` every few hundred, the chapters'
 * texts are read a page of notes at a time (`readTexts`) as the notes are made and deflated, with `pause`
 * between pages; then the images.
 */
export function markdownZipStream(
  store: WorkspaceStore,
  blobs: BlobStore,
  workspace: Record<string, unknown>,
  scope: VaultScope,
  exportedAt: string,
  pause: () => Promise<void> = noPause,
): ReadableStream<Uint8Array> {
  const readTexts = (chapterIds: readonly string[]) => readChapterTexts(store, chapterIds);
  return zipStream(
    (async function* () {
      // Planned as the first entry is asked for, giving way every few hundred records (decision 097),
      // over the records' skeletons; the notes are written from the rows read again a page at a time.
      const vault = await planVaultInPieces(workspace, scope, exportedAt, pause);
      for await (const file of vault.filesFromPages((kind) => recordPages(store, kind), readTexts, pause))
        yield { path: file.path, pieces: [file.text] };
      yield* imageEntries(store, blobs, vault.imageIds, attachmentPath, pause);
    })(),
  );
}

/**
 * What a vault is planned over (decision 102): every record as `vaultSkeletonOf` keeps it (id, name,
 * links, pictures, its parts' ids and names), read a page at a time with `pause` between pages, the
 * relations and the extras (images' facts); not the records' texts nor the chapters', which the vault
 * reads again as it writes their notes (`markdownZipStream`).
 */
export async function readVaultWorkspace(
  store: WorkspaceStore,
  deps: RouteDeps,
  pause: () => Promise<void>,
): Promise<Record<string, unknown>> {
  const { chapterTexts: _readLater, ...pages } = await readWorkspacePages(store);
  const workspace: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(pages)) {
    if (!(value instanceof StreamedList)) {
      workspace[key] = value;
      continue;
    }
    const kind = recordKindOfCollection(key) as RecordKind;
    const list: unknown[] = [];
    for await (const page of value.pages()) {
      for (const row of page) list.push(vaultSkeletonOf(kind, row as { id: string }));
      await pause();
    }
    workspace[key] = list;
  }
  return { ...workspace, ...(await readBackupExtras(store, deps.now)) };
}

/** No pause: the work goes on at once. */
const noPause = () => Promise.resolve();

const encoder = new TextEncoder();

/**
 * The export as JSON text, produced as the reader pulls (`GET /workspace`): the same text as
 * `JSON.stringify` of the whole, with the chapter texts read a page at a time (decision 065).
 */
export function jsonStream(
  value: Record<string, unknown>,
  pause: () => Promise<void> = noPause,
): ReadableStream<Uint8Array> {
  // Compressed as it flows (were it read whole to be compressed, the export would be held whole).
  return streamedBody(
    pulledStream(
      (async function* () {
        for await (const piece of givingWay(jsonPieces(value, pause))) yield encoder.encode(piece);
      })(),
    ),
  );
}

/** A list's elements, whether held or streamed, with `pause` awaited after each page read. */
async function* elementsOf(
  list: readonly unknown[] | StreamedList,
  pause: () => Promise<void>,
): AsyncGenerator<unknown> {
  if (Array.isArray(list)) {
    yield* list;
    return;
  }
  for await (const page of (list as StreamedList).pages()) {
    yield* page;
    await pause();
  }
}

/**
 * An object of lists (held, or a `StreamedList`) as JSON text in pieces of about 64 KB, one element at
 * a time: the same text as `JSON.stringify(value)` of the lists held, followed by a line break.
 * `pause` is awaited after each page of a streamed list is written (decision 093).
 */
export async function* jsonPieces(
  value: Record<string, unknown>,
  pause: () => Promise<void> = noPause,
): AsyncGenerator<string> {
  let buffer = '{';
  let isFirstKey = true;
  for (const [key, item] of Object.entries(value)) {
    if (item === undefined) continue;
    buffer += `${isFirstKey ? '' : ','}${JSON.stringify(key)}:`;
    isFirstKey = false;
    if (!Array.isArray(item) && !(item instanceof StreamedList)) {
      buffer += JSON.stringify(item);
      continue;
    }
    buffer += '[';
    let isFirst = true;
    for await (const element of elementsOf(item, pause)) {
      buffer += `${isFirst ? '' : ','}${JSON.stringify(element) ?? 'null'}`;
      isFirst = false;
      if (buffer.length >= 65_536) {
        yield buffer;
        buffer = '';
      }
    }
    buffer += ']';
  }
  yield `${buffer}}\n`;
}
