import { createReadStream, createWriteStream, type WriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import {
  type ImportCounts,
  type ImportProblem,
  type ImportReport,
  type ImportTable,
  importCollections,
  importRequestSchemaNow,
} from '../../common/api/import';
import type { WorkspaceStore } from '../db/workspace-store';
import { isoNow } from './context';
import { readBackupDocument, zipImagesOf } from './import-backup-zip';
import { checkChapterTextRow } from './import-checks';
import {
  checkImportRows,
  checkRow,
  type ImportPlan,
  linksOf,
  MAX_PROBLEMS,
  planImportPausing,
  type StoredState,
  singular,
} from './import-plan';
import {
  type ImportDeps,
  type ImportRequest,
  letOthersRun,
  refuseProblems,
  TEXT_SLICE,
  writeChapterTexts,
} from './import-writing';
import { STAGE_ROWS, stageRecords, stageSlice, swapStaged, withStaging } from './staged-restore';
import { newCharacterId, readStoredState } from './stored-state';
import { checkInput } from './validate';
import type { ZipFile } from './zip-file';

// A backup `.zip` restored over the workspace on SQLite as it is read (decision 102): each record of
// the file's JSON is checked and staged (decision 080) as soon as the reader has it, and let go, so the
// server holds a slice of records, the records' ids and links, and the few tables the plan must see
// whole — not the parsed workspace. The chapters' texts come first in an export, before the novels
// they belong to: they are set aside in a file beside the received `.zip` and staged from there once
// the novels are. The swap, the Trash entry and the Undo are the staged restore's own (`swapStaged`).

/**
 * Tables held whole: the plan gives their appearances a character or an item by name and settles a
 * character's race and class from its campaigns (`castImported`, `itemsImported`), over all of them.
 */
const HELD_TABLES: ReadonlySet<ImportTable> = new Set<ImportTable>(['campaigns', 'characters', 'items']);
/** Lists kept in a file and never imported: read past, not held (the report still names them). */
const PASSED_OVER: ReadonlySet<string> = new Set(['history', 'trash']);

/** The file needs the plan over the whole workspace (a previous release's file): read it that way. */
class NeedsWholePlan extends Error {}

export type StreamedRestore = {
  report: ImportReport;
  /** The file's images (their bytes may move to a bucket now). */
  imageIds: string[];
  /** The pictures the file's maps show (their tiles are cut now). */
  mapPictureIds: string[];
};

type BackupOptions = {
  replaceExisting?: boolean | undefined;
  skipDuplicates?: boolean | undefined;
  dryRun?: boolean | undefined;
};

/** Whether a backup `.zip`'s import may be streamed: a replacing restore (not a preview) on SQLite. */
export function isStreamable(store: WorkspaceStore, options: BackupOptions): boolean {
  return options.replaceExisting === true && options.dryRun !== true && store.kind === 'sqlite';
}

/** A record's weight in a staged slice: itself and its parts. */
const weightOf = (record: object) =>
  Object.values(record).reduce<number>((sum, value) => sum + (Array.isArray(value) ? value.length : 0), 1);

/** Writes `line` to `out`, waiting while its buffer is full. */
async function writeLine(out: WriteStream, line: string): Promise<void> {
  if (!out.write(`${line}\n`)) await new Promise<void>((resolve) => out.once('drain', resolve));
}

/**
 * Restores the backup in `zip` over `store`'s workspace as it reads it (see above). Answers undefined,
 * having written nothing, when the file needs the plan over the whole workspace: a previous release's
 * file (novels with their own events, appearances with no character), one without every table, or one
 * whose chapters' texts name novels it holds no more. The caller then imports it as before.
 */
export async function restoreStreamed(
  store: WorkspaceStore,
  deps: ImportDeps,
  zip: ZipFile,
  options: BackupOptions,
): Promise<StreamedRestore | undefined> {
  const stamp = isoNow(deps);
  const stored = await store.transaction((trx) => readStoredState(trx, true));
  const spillDir = await mkdtemp(join(tmpdir(), 'fablehold-texts-'));
  try {
    return await withStaging(store, (staged) =>
      restoreInto(store, staged, deps, zip, options, { stored, stamp, spillPath: join(spillDir, 'texts') }),
    );
  } catch (error) {
    if (error instanceof NeedsWholePlan) return undefined;
    throw error;
  } finally {
    await rm(spillDir, { recursive: true, force: true });
  }
}

async function restoreInto(
  store: WorkspaceStore,
  staged: WorkspaceStore,
  deps: ImportDeps,
  zip: ZipFile,
  options: BackupOptions,
  context: { stored: StoredState; stamp: string; spillPath: string },
): Promise<StreamedRestore> {
  const { stored, stamp, spillPath } = context;
  const collections = importCollections();
  const isStreamed = (key: string): key is ImportTable =>
    (collections as readonly string[]).includes(key) && !HELD_TABLES.has(key as ImportTable);
  const problems: ImportProblem[] = [];
  const problem = (entry: ImportProblem) => {
    if (problems.length < MAX_PROBLEMS) problems.push(entry);
  };
  const zero = (): ImportCounts => ({ added: 0, replaced: 0, skipped: 0, removed: 0 });
  const counts = new Map<ImportTable, ImportCounts>();
  /** The ids each streamed table's rows were accepted with, in file order. */
  const accepted = new Map<ImportTable, string[]>();
  const seen = new Map<ImportTable, Set<string>>();
  const rows = new Map<ImportTable, number>();
  /** Every id a streamed record points at, checked once every table is read. */
  const pointers: { table: ImportTable; row: number; field: string; target: ImportTable; id: string }[] = [];
  /** Each novel's chapters' places by their ids, for the chapters' texts. */
  const chaptersOf = new Map<string, Map<string, number>>();
  const mapPictures = new Set<string>();
  const partsSeen: [string, number][] = [];
  let slice: { table: ImportTable; records: { id: string }[]; weight: number } | undefined;
  const queue: [key: string, element: unknown][] = [];
  const spill = createWriteStream(spillPath);

  const flush = async () => {
    const full = slice;
    slice = undefined;
    if (full === undefined || problems.length > 0) return;
    await stageRecords(staged, deps, full.table, full.records, partsSeen);
  };

  const readRecord = async (table: ImportTable, row: unknown) => {
    const at = (rows.get(table) ?? 0) + 1;
    rows.set(table, at);
    // A previous release's novel carries its own events: they are lifted over every timeline.
    const ownEvents = (row as { timelineEvents?: unknown } | null)?.timelineEvents;
    if (table === 'novels' && Array.isArray(ownEvents) && ownEvents.length > 0) throw new NeedsWholePlan();
    const result = checkRow(table, row);
    if ('problems' in result) {
      for (const { field, message } of result.problems) problem({ table, row: at, field, message });
      return;
    }
    const { record } = result;
    let ids = seen.get(table);
    if (ids === undefined) {
      ids = new Set();
      seen.set(table, ids);
    }
    const tableCounts = counts.get(table) ?? zero();
    counts.set(table, tableCounts);
    if (ids.has(record.id)) {
      if (options.skipDuplicates === true) tableCounts.skipped += 1;
      else
        problem({
          table,
          row: at,
          field: 'id',
          message: `The file holds ${singular(table)} ${record.id} twice`,
        });
      return;
    }
    ids.add(record.id);
    if (stored.ids[table].has(record.id)) tableCounts.replaced += 1;
    else tableCounts.added += 1;
    for (const link of linksOf(table, record))
      for (const id of link.ids)
        pointers.push({ table, row: at, field: link.field, target: link.target, id });
    if (table === 'novels') {
      const characters = record.characters as { characterId?: string }[];
      // An appearance with no character is given one by name, over every character: the whole plan's.
      if (characters.some((part) => part.characterId === undefined)) throw new NeedsWholePlan();
      for (const [index, part] of characters.entries()) {
        pointers.push({
          table,
          row: at,
          field: `characters.${index}.characterId`,
          target: 'characters',
          id: part.characterId as string,
        });
      }
      const chapters = record.chapters as { id: string }[];
      chaptersOf.set(record.id, new Map(chapters.map((chapter, index) => [chapter.id, index])));
    }
    const picture = (record.image as { id?: unknown } | null | undefined)?.id;
    if (table === 'maps' && typeof picture === 'string') mapPictures.add(picture);
    let list = accepted.get(table);
    if (list === undefined) {
      list = [];
      accepted.set(table, list);
    }
    list.push(record.id);
    if (problems.length > 0) return;
    if (slice !== undefined && (slice.table !== table || slice.weight >= STAGE_ROWS)) await flush();
    slice ??= { table, records: [], weight: 0 };
    slice.records.push(record);
    slice.weight += weightOf(record);
  };

  /** What the reader took from the last chunk, checked and staged now. */
  const drain = async () => {
    for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
      const [key, element] = next;
      if (key === 'chapterTexts') {
        await writeLine(spill, JSON.stringify(element));
      } else if (isStreamed(key)) await readRecord(key, element);
    }
  };

  let document: Record<string, unknown>;
  try {
    document = await readBackupDocument(
      zip,
      async () => {
        await drain();
        await letOthersRun();
      },
      (key, element) => {
        if (PASSED_OVER.has(key)) return true;
        if (key !== 'chapterTexts' && !isStreamed(key)) return false;
        queue.push([key, element]);
        return true;
      },
    );
    await drain();
    await flush();
  } finally {
    await new Promise<void>((resolve) => spill.end(resolve));
  }
  // A file without every table adds to the tables it lacks: the staged restore needs them all.
  if (!collections.every((table) => document[table] !== undefined)) throw new NeedsWholePlan();

  const request: ImportRequest = checkInput(
    importRequestSchemaNow(),
    { workspace: document, ...options },
    { isCheckedByRow: true },
  );
  // The rest of the file (the held tables, relations, profile, text versions, extras) planned as
  // any import is, as if the streamed tables were stored as the file has them.
  const { chapterTexts: _spilled, ...held } = request.workspace;
  const rest: ImportRequest = {
    ...request,
    workspace: {
      ...(Object.fromEntries(
        Object.entries(held).filter(([key]) => !isStreamed(key)),
      ) as ImportRequest['workspace']),
      chapterTexts: [],
    },
  };
  const asStored: StoredState = {
    ...stored,
    ids: Object.fromEntries(
      collections.map((table) => [
        table,
        isStreamed(table) ? (seen.get(table) ?? new Set()) : stored.ids[table],
      ]),
    ) as StoredState['ids'],
    links: [],
  };
  const zipImages = await zipImagesOf(zip, document.images);
  const checked = await checkImportRows(rest, letOthersRun, 200);
  const plan = await planImportPausing(rest, asStored, newCharacterId, checked, letOthersRun, zipImages);

  // Every id a streamed record points at exists once the import is done.
  const finalIds = (table: ImportTable) =>
    isStreamed(table)
      ? (seen.get(table) ?? new Set<string>())
      : new Set<string>((plan.insert[table] as readonly { id: string }[]).map((record) => record.id));
  const targets = new Map<ImportTable, Set<string>>();
  for (const pointer of pointers) {
    let ids = targets.get(pointer.target);
    if (ids === undefined) {
      ids = finalIds(pointer.target);
      targets.set(pointer.target, ids);
    }
    if (!ids.has(pointer.id)) {
      problem({
        table: pointer.table,
        row: pointer.row,
        field: pointer.field,
        message: `The ${singular(pointer.target)} ${pointer.id} does not exist`,
      });
    }
  }
  for (const entry of plan.report.problems) problem(entry);

  // The held tables staged, then the chapters' texts from where they were set aside.
  if (problems.length === 0) {
    for (const table of collections) {
      if (!isStreamed(table)) await stageRecords(staged, deps, table, plan.insert[table], partsSeen);
    }
  }
  await stageTexts(staged, deps, spillPath, {
    chaptersOf,
    problem,
    hasProblems: () => problems.length > 0,
    stamp,
  });

  const tables = { ...plan.report.tables };
  for (const table of collections) {
    if (!isStreamed(table)) continue;
    const tableCounts = counts.get(table) ?? zero();
    const ids = seen.get(table) ?? new Set<string>();
    tableCounts.removed = [...stored.ids[table]].filter((id) => !ids.has(id)).length;
    tables[table] = tableCounts;
  }
  const whole: ImportPlan = {
    ...plan,
    report: { ...plan.report, tables, problems },
    clear: [...collections],
    insert: Object.fromEntries(
      collections.map((table) => [
        table,
        isStreamed(table) ? (accepted.get(table) ?? []).map((id) => ({ id })) : plan.insert[table],
      ]),
    ) as unknown as ImportPlan['insert'],
    chapterTexts: [],
  };
  refuseProblems(whole);
  const report = await swapStaged(store, staged, deps, request, whole, stamp, partsSeen);
  const imageIds = (Array.isArray(document.images) ? document.images : []).flatMap((image: unknown) => {
    const id = (image as { id?: unknown } | null)?.id;
    return typeof id === 'string' ? [id] : [];
  });
  return { report, imageIds: [...new Set(imageIds)], mapPictureIds: [...mapPictures] };
}

/**
 * The chapters' texts set aside while the file was read, checked as the plan checks them and staged
 * `TEXT_SLICE` at a time (none staged once there is a problem: they are still checked, to be named).
 */
async function stageTexts(
  staged: WorkspaceStore,
  deps: ImportDeps,
  path: string,
  context: {
    chaptersOf: Map<string, Map<string, number>>;
    problem: (entry: ImportProblem) => void;
    hasProblems: () => boolean;
    stamp: string;
  },
): Promise<void> {
  const { chaptersOf, problem, hasProblems, stamp } = context;
  let texts: ImportPlan['chapterTexts'] = [];
  const write = async () => {
    const slice = texts;
    texts = [];
    if (slice.length > 0 && !hasProblems())
      await stageSlice(staged, deps, (trx) => writeChapterTexts(trx, slice, stamp));
  };
  let row = 0;
  const lines = createInterface({
    input: createReadStream(path, 'utf8'),
    crlfDelay: Number.POSITIVE_INFINITY,
  });
  for await (const line of lines) {
    if (line === '') continue;
    row += 1;
    const parsed = checkChapterTextRow(JSON.parse(line));
    if (!parsed.ok) {
      problem({
        table: 'novels',
        row,
        field: `chapterTexts.${parsed.problem.field}`,
        message: parsed.problem.message,
      });
      continue;
    }
    const { novelId, chapterId, text } = parsed.value;
    const chapters = chaptersOf.get(novelId);
    if (chapters === undefined) {
      problem({
        table: 'novels',
        row,
        field: 'chapterTexts.novelId',
        message: `The text of chapter ${chapterId} belongs to novel ${novelId}, which the file does not hold`,
      });
      continue;
    }
    const chapterIndex = chapters.get(chapterId);
    if (chapterIndex === undefined) {
      problem({
        table: 'novels',
        row,
        field: 'chapterTexts.chapterId',
        message: `Novel ${novelId} has no chapter ${chapterId} for its text`,
      });
      continue;
    }
    texts.push({ novelId, chapterIndex, text });
    if (texts.length >= TEXT_SLICE) await write();
  }
  await write();
}
