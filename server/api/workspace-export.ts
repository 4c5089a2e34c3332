import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import { type BackupContent, describeBackup, ZIP_JSON_PATH, zipImagePath } from '../../common/api/backup';
import { exportChanges } from '../db/history-store';
import { exportTextVersions } from '../db/text-versions-export';
import { createTrashStore } from '../db/trash-store';
import { readBackupExtras, readImageData } from '../db/workspace-backup';
import { readWorkspace, type WorkspaceStore } from '../db/workspace-store';
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
 * Trash with every snapshot (decision 038), the text versions (037) and the history (039).
 */
export async function readExport(
  store: WorkspaceStore,
  deps: RouteDeps,
  include: ReadonlySet<Inclusion>,
): Promise<Record<string, unknown>> {
  const workspace: Record<string, unknown> = {
    ...(await readWorkspace(store)),
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

/**
 * The export as a `.zip`: `fablehold-backup.json` (the export with its head) and each image's bytes
 * under `images/<id>.webp`, produced as the reader pulls: the JSON first, then one image read from the
 * database at a time, so the server holds one image's bytes at most beside the JSON (decision 050).
 */
export function backupZipStream(
  store: WorkspaceStore,
  workspace: Record<string, unknown>,
  exportedAt: string,
): ReadableStream<Uint8Array> {
  const chunks = zipChunks(store, workspace, exportedAt);
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

async function* zipChunks(
  store: WorkspaceStore,
  workspace: Record<string, unknown>,
  exportedAt: string,
): AsyncGenerator<Uint8Array> {
  const ready: Uint8Array[] = [];
  let failure: Error | null = null;
  const zip = new Zip((error, chunk) => {
    if (error !== null) failure = error;
    else ready.push(chunk);
  });
  function* drain(): Generator<Uint8Array> {
    if (failure !== null) throw failure;
    while (ready.length > 0) yield ready.shift() as Uint8Array;
  }
  const file = { about: describeBackup(contentsOf(workspace), exportedAt, true), ...workspace };
  const json = new ZipDeflate(ZIP_JSON_PATH, { level: 6 });
  zip.add(json);
  // Written a record at a time, so no string of the whole file is ever made.
  for (const piece of jsonPieces(file)) {
    json.push(encoder.encode(piece));
    yield* drain();
  }
  json.push(new Uint8Array(0), true);
  yield* drain();
  for (const image of (workspace.images ?? []) as { id: string }[]) {
    const data = await readImageData(store, image.id);
    if (data === undefined) continue;
    // WebP is compressed already: stored as it is.
    const entry = new ZipPassThrough(zipImagePath(image.id));
    zip.add(entry);
    entry.push(Buffer.from(data, 'base64'), true);
    yield* drain();
  }
  zip.end();
  yield* drain();
}

const encoder = new TextEncoder();

/**
 * An object of lists as JSON text in pieces of about 64 KB, one element at a time: the same text as
 * `JSON.stringify(value)` followed by a line break.
 */
export function* jsonPieces(value: Record<string, unknown>): Generator<string> {
  let buffer = '{';
  let isFirstKey = true;
  for (const [key, item] of Object.entries(value)) {
    if (item === undefined) continue;
    buffer += `${isFirstKey ? '' : ','}${JSON.stringify(key)}:`;
    isFirstKey = false;
    if (!Array.isArray(item)) {
      buffer += JSON.stringify(item);
      continue;
    }
    buffer += '[';
    for (const [index, element] of item.entries()) {
      buffer += `${index === 0 ? '' : ','}${JSON.stringify(element) ?? 'null'}`;
      if (buffer.length >= 65_536) {
        yield buffer;
        buffer = '';
      }
    }
    buffer += ']';
  }
  yield `${buffer}}\n`;
}
