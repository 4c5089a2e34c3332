import { Hono } from 'hono';
import { sql } from 'kysely';
import type { z } from 'zod';
import {
  IMPORT_REQUEST_MAX_BYTES,
  type ImportReport,
  type ImportTable,
  type ImportUndoHandle,
  type ImportUndone,
  importCollections,
  importLabel,
  type importRequestSchema,
  importRequestSchemaNow,
} from '../../../common/api/import';
import { plainTextOf } from '../../../common/text/plain-text';
import { countWords } from '../../../common/text/word-count';
import { type RecordKind, recordKind, recordKindOfCollection } from '../../../common/workspace/kinds';
import { restoreFromTrash } from '../../../common/workspace/operations/trash-moves';
import type { StoredPart } from '../../../common/workspace/store';
import type { BlobStore } from '../../db/blob-store';
import { createChapterTextStore } from '../../db/chapter-text-store';
import { createCommentStore } from '../../db/comment-store';
import { createContinuityStore } from '../../db/continuity-store';
import { createCustomFieldStore } from '../../db/custom-field-store';
import { moveImagesToStore } from '../../db/image-bytes';
import {
  addKinds,
  checkUndo,
  createImportBatchStore,
  describeAdded,
  partVersionsOf,
  removeAdded,
  snapshotKinds,
  snapshotReplaced,
  trashReplaced,
  withReplacedKinds,
} from '../../db/import-batch';
import { derivedPartId } from '../../db/parts-migration';
import { columnOf, recordTables } from '../../db/record-store';
import { createRelationStore, entityExists } from '../../db/relation-store';
import { discardStaged, moveStaged, stagingOwnerOf } from '../../db/restore-staging';
import { importTextVersions } from '../../db/text-versions-export';
import { createTrashRows } from '../../db/trash-snapshot';
import { createTrashStore } from '../../db/trash-store';
import { clearKinds } from '../../db/user-kind-backup';
import { removeStaleExtras, staleExtras, writeBackupImage } from '../../db/workspace-backup';
import { createWorkspaceStore, type WorkspaceStore } from '../../db/workspace-store';
import { characterTable, profileTable } from '../../db/workspace-tables';
import { ApiError, apiErrors } from '../api-error';
import { type ApiEnv, isoNow, newId, type RouteDeps } from '../context';
import {
  backupImportQuerySchema,
  IMPORT_BACKUP_MAX_BYTES,
  readBackupZip,
  withReceivedZip,
} from '../import-backup-zip';
import type { ZipImages } from '../import-checks';
import {
  type ImportedKinds,
  readExtraKeys,
  withStaleExtras,
  writeImportedExtras,
  writeImportedKinds,
} from '../import-extras';
import {
  type CheckedRows,
  checkImportRows,
  type ImportPlan,
  linksOf,
  planImport,
  planImportPausing,
  type StoredState,
} from '../import-plan';
import { ensureMapTiles } from '../map-tiles';
import { checkInput, readBody, readId, readQuery } from '../validate';

/** The largest import body (common/api/import.ts says why it exceeds the 10MB file limit). */
export const MAX_IMPORT_BYTES = IMPORT_REQUEST_MAX_BYTES;

/** The record kind an import table holds, and its stored table (kinds.ts). */
const kindOf = (table: ImportTable) => recordKindOfCollection(table) as RecordKind;
const tableSpecOf = (table: ImportTable) => recordTables[kindOf(table)];

/** Link columns of each table and the record fields they hold. */
function linkColumnsOf(table: ImportTable): [column: string, field: string][] {
  const kind = kindOf(table);
  const fields = recordKind(kind).links.flatMap((link) => [
    link.field,
    ...(link.when ? [link.when.field] : []),
  ]);
  return [...new Set(fields)].map((field) => [columnOf(kind, field), field]);
}

async function readStoredState(store: WorkspaceStore): Promise<StoredState> {
  const state: StoredState = {
    ids: Object.fromEntries(
      importCollections().map((table) => [table, new Set<string>()]),
    ) as StoredState['ids'],
    links: [],
    characters: await store.list(characterTable),
    hasProfile: (await store.count(profileTable)) > 0,
    relationIds: new Set(
      (await store.db.selectFrom('relations').select('id').where('user_id', '=', store.userId).execute()).map(
        (row) => row.id,
      ),
    ),
    extraKeys: await readExtraKeys(store),
  };
  for (const table of importCollections()) {
    const columns = linkColumnsOf(table);
    const rows = await store.rows(tableSpecOf(table), ['id', ...columns.map(([column]) => column)]);
    for (const row of rows) {
      const id = String(row.id);
      state.ids[table].add(id);
      if (columns.length === 0) continue;
      const record: { id: string; [key: string]: unknown } = { id };
      for (const [column, field] of columns) {
        const value = row[column];
        if (value !== null && value !== undefined)
          record[field] = column === 'campaign_ids' ? JSON.parse(String(value)) : value;
      }
      state.links.push({ table, id, links: linksOf(table, record) });
    }
  }
  return state;
}

/**
 * The texts of the imported novels' chapters, found by the chapter's place in its novel (a chapter
 * keeps its id unless another part had it, then gets one made from its place), counted as saved.
 */
async function writeChapterTexts(
  store: WorkspaceStore,
  texts: ImportPlan['chapterTexts'],
  stamp: string,
): Promise<void> {
  const chapters = new Map<string, StoredPart[]>();
  for (const { novelId, chapterIndex, text } of texts) {
    let list = chapters.get(novelId);
    if (list === undefined) {
      list = await store.parts().listParts(novelId, 'novels/chapters');
      chapters.set(novelId, list);
    }
    const chapter = list[chapterIndex];
    if (chapter === undefined) continue;
    const plainText = plainTextOf(text.doc);
    await createChapterTextStore(store).putText(
      {
        chapterId: chapter.id,
        novelId,
        version: 1,
        text,
        plainText,
        wordCount: countWords(plainText),
        updatedAt: stamp,
      },
      0,
    );
  }
}

/**
 * The file's relations, once its records are written: each end must now be in this workspace (a
 * relation can never point into another), else nothing is imported and the row is named.
 */
async function writeRelations(store: WorkspaceStore, plan: ImportPlan, stamp: string): Promise<void> {
  if (plan.clearRelations)
    await store.db.deleteFrom('relations').where('user_id', '=', store.userId).execute();
  const relations = createRelationStore(store);
  for (const { row, relation } of plan.relations) {
    for (const end of ['from', 'to'] as const) {
      if (!(await entityExists(store, relation[end]))) {
        throw new ApiError(
          422,
          'validation_failed',
          `Nothing was imported: relation row ${row} names ${relation[end].kind} ${relation[end].id}, which is not in the workspace`,
          [{ field: `relations[${row}].${end}`, message: 'Not in the workspace' }],
        );
      }
    }
    await store.db
      .deleteFrom('relations')
      .where('user_id', '=', store.userId)
      .where('id', '=', relation.id)
      .execute();
    await relations.insertRelation({ ...relation, version: 1, createdAt: stamp, updatedAt: stamp });
  }
}

export type ImportDeps = RouteDeps & {
  /** The largest backup `.zip` `POST /import/backup` takes (IMPORT_BACKUP_MAX_MB). */
  importBackupMaxBytes?: number | undefined;
  /**
   * Told after each slice of a replacing restore is written (staged on SQLite, inside its transaction
   * on PostgreSQL), before the restore goes on: tests make other accounts' requests there.
   */
  onRestoreSlice?: (() => Promise<void>) | undefined;
};

/** The request as read (defaults filled in). */
type ImportRequest = z.output<typeof importRequestSchema>;

/** Rows written per transaction of a sliced import: 50 characters take a few milliseconds. */
const SLICE_ROWS = 50;
/** Chapter texts written per transaction of a sliced import. */
const TEXT_SLICE = 20;
/** Rows checked between pauses: 200 rows' checks take a few milliseconds. */
const CHECK_ROWS = 200;

/** Lets every request waiting on the event loop run before going on. */
const letOthersRun = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Gives way after a slice as long as the slice took (at least 2 ms): a request makes several database
 * calls, each waiting for the connection, and queued behind slice after slice it would wait for one per
 * call. Half the time is left to others: a big import takes about twice as long, and never holds them up.
 */
const giveWayFor = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, Math.max(2, ms)));

const newCharacterId = (parentId: string, partId: string) => derivedPartId(parentId, 'character', partId);

/** Any problem refuses the whole import: 409 when records are already stored, else 422. */
function refuseProblems(plan: ImportPlan): void {
  const { problems } = plan.report;
  if (problems.length === 0) return;
  const first = problems[0];
  throw new ApiError(
    plan.hasConflict ? 409 : 422,
    plan.hasConflict ? 'conflict' : 'validation_failed',
    `Nothing was imported: ${problems.length === 1 ? 'one problem' : `${problems.length} problems`}, the first in ${first?.table} row ${first?.row}: ${first?.message}`,
    problems.map((entry) => ({
      field: `${entry.table}[${entry.row}]${entry.field === '' ? '' : `.${entry.field}`}`,
      message: entry.message,
    })),
  );
}

/**
 * What an import writes after its records: chapters' texts (unless written already, in slices),
 * relations and the profile.
 */
async function writeTheRest(
  store: WorkspaceStore,
  deps: RouteDeps,
  plan: ImportPlan,
  stamp: string,
  hasTexts = true,
): Promise<ImportedKinds> {
  if (hasTexts) await writeChapterTexts(store, plan.chapterTexts, stamp);
  // Kinds of your own and their things first: a relation may end at one (decision 085).
  const kinds = await writeImportedKinds(store, plan.extras);
  await writeRelations(store, plan, stamp);
  await importTextVersions(store, plan.textVersions);
  await writeImportedExtras(store, plan.extras, deps.now, plan.zipImages);
  if (plan.profile !== undefined) {
    await store.remove(profileTable, {});
    await store.insert(profileTable, plan.profile, 'last');
  }
  return kinds;
}

/**
 * Keeps what an applied import did for its Undo (in its last transaction): what it added, and the
 * Trash entry of what it replaced.
 */
async function keepBatch(
  store: WorkspaceStore,
  deps: RouteDeps,
  plan: ImportPlan,
  batch: { id: string; stamp: string; replacedEntryId: string | null },
  kinds: ImportedKinds,
  partsSeen?: [string, number][],
): Promise<ImportUndoHandle> {
  const batches = createImportBatchStore(store, deps.now);
  await batches.purgeExpired();
  const payload = await describeAdded(
    store,
    plan.insert,
    plan.relations.map(({ relation }) => relation.id),
    plan.profile !== undefined,
    partsSeen,
  );
  // What a backup file wrote beside records goes with the Undo too (decision 050).
  payload.images = plan.extras.images
    .filter((image) => image.data !== undefined || plan.zipImages?.ids.has(image.id) === true)
    .map((image) => image.id);
  payload.savedQueries = plan.extras.savedQueries.map((query) => query.id);
  // And kinds of your own new to the workspace, with every thing the file wrote (decision 085).
  addKinds(payload, kinds);
  const label = importLabel(batch.stamp);
  await batches.put({
    id: batch.id,
    label,
    importedAt: batch.stamp,
    replacedEntryId: batch.replacedEntryId,
    payload,
  });
  return { batchId: batch.id, label, added: payload.added.reduce((sum, group) => sum + group.ids.length, 0) };
}

/**
 * What a replacing import does to the stored workspace before writing the file's (decision 038): takes
 * what it replaces to the Trash as one entry, then removes it. Returns that entry's id, if any.
 */
async function replaceStored(
  trx: WorkspaceStore,
  deps: RouteDeps,
  request: ImportRequest,
  plan: ImportPlan,
  batch: { id: string; stamp: string },
): Promise<string | null> {
  const snapshot = await snapshotReplaced(trx, {
    clear: plan.clear,
    clearRelations: plan.clearRelations,
    writesProfile: plan.profile !== undefined,
  });
  // Saved queries and images the file does not hold go the same way (decision 050).
  const stale = request.replaceExisting ? await staleExtras(trx, request.workspace) : undefined;
  // Kinds of your own a file that carries them replaces, with their things: its Undo brings them back.
  const replacedKinds =
    request.replaceExisting && request.workspace.customKinds !== undefined
      ? await snapshotKinds(trx, snapshot)
      : undefined;
  const replaced = withReplacedKinds(withStaleExtras(snapshot, stale), replacedKinds);
  let replacedEntryId: string | null = null;
  if (replaced !== undefined) {
    replacedEntryId = newId();
    await trashReplaced(trx, deps.now, {
      id: replacedEntryId,
      batchId: batch.id,
      label: importLabel(batch.stamp),
      at: batch.stamp,
      payload: replaced,
    });
  }
  for (const table of [...plan.clear].reverse()) await trx.remove(tableSpecOf(table), {});
  if (stale !== undefined) await removeStaleExtras(trx, stale);
  // A replacing file that carries dismissals replaces them all: notes on findings, not records, they
  // take no place in the Trash (decision 060).
  if (request.replaceExisting && request.workspace.continuityDismissals !== undefined) {
    await createContinuityStore(trx).clear();
  }
  // So do added fields, their values and templates (decision 063): the file's are the workspace's now.
  if (request.replaceExisting && request.workspace.customFields !== undefined) {
    await createCustomFieldStore(trx).clear();
  }
  // And kinds of your own with their things (decision 085).
  if (request.replaceExisting && request.workspace.customKinds !== undefined) await clearKinds(trx);
  // And comments (decision 071): a file that carries them holds the workspace's comments.
  if (request.replaceExisting && request.workspace.comments !== undefined) {
    await createCommentStore(trx).clear();
  }
  return replacedEntryId;
}

/**
 * The preview, or the whole import planned and written in one transaction. What a replacing import
 * takes goes to the Trash first, as one entry, in the same transaction (decision 038).
 */
function importInOneTransaction(
  store: WorkspaceStore,
  deps: ImportDeps,
  request: ImportRequest,
  checked: CheckedRows,
  stamp: string,
  zipImages?: ZipImages,
): Promise<ImportReport> {
  return store.transaction(async (trx) => {
    const plan = planImport(request, await readStoredState(trx), newCharacterId, checked, zipImages);
    if (request.dryRun) return plan.report;
    refuseProblems(plan);
    const batchId = newId();
    const replacedEntryId = await replaceStored(trx, deps, request, plan, { id: batchId, stamp });
    for (const table of importCollections()) {
      await trx.insertMany(tableSpecOf(table), plan.insert[table]);
      // On PostgreSQL others run beside this transaction on their own connections (decision 080).
      if (store.kind === 'postgres' && request.replaceExisting) await deps.onRestoreSlice?.();
    }
    const kinds = await writeTheRest(trx, deps, plan, stamp);
    const undo = await keepBatch(trx, deps, plan, { id: batchId, stamp, replacedEntryId }, kinds);
    return { ...plan.report, isApplied: true, undo };
  });
}

/**
 * Whether a replacing import can be staged (decision 080): on SQLite, for a file that holds every
 * collection (a backup or an export), so that every record the workspace will hold is in the staging
 * copy and the checks made while writing it (a relation's ends, an extra's owner) see what they would
 * see after the replace.
 */
function isStageable(store: WorkspaceStore, request: ImportRequest): boolean {
  return (
    request.replaceExisting &&
    !request.dryRun &&
    store.kind === 'sqlite' &&
    importCollections().every((table) => request.workspace[table] !== undefined)
  );
}

/** Rows a staged slice writes at most, a record's parts counted (a novel of 100 chapters is 101). */
const STAGE_ROWS = 200;

/**
 * Records in slices of about `STAGE_ROWS` rows, each record weighing one plus its lists' elements (its
 * parts): 50 novels of 100 chapters each would be one slice of 5,000 parts otherwise.
 */
function* weighedSlices(records: readonly { id: string }[]): Generator<{ id: string }[]> {
  let slice: { id: string }[] = [];
  let weight = 0;
  for (const record of records) {
    const parts = Object.values(record).reduce<number>(
      (sum, value) => sum + (Array.isArray(value) ? value.length : 0),
      0,
    );
    if (slice.length > 0 && weight + 1 + parts > STAGE_ROWS) {
      yield slice;
      slice = [];
      weight = 0;
    }
    slice.push(record);
    weight += 1 + parts;
  }
  if (slice.length > 0) yield slice;
}

/** Accounts whose replacing restore is being staged now: one at a time each. */
const staging = new Set<string>();

/**
 * A replacing import on SQLite (decision 080): its records, their parts and texts, the chapters' texts
 * and the images are written in slices, each its own short transaction, under the staging owner
 * (`server/db/restore-staging.ts`), invisible to everyone, with the connection given way between
 * slices. Then one transaction swaps them in: what is stored goes to the Trash as one entry and is
 * removed (as in one transaction), the staged rows change owner, and the relations, text versions,
 * remaining extras, profile and Undo are written. Any failure before the swap commits leaves the
 * stored workspace as it was, and what was staged is removed.
 */
async function importStaged(
  store: WorkspaceStore,
  deps: ImportDeps,
  request: ImportRequest,
  plan: ImportPlan,
  stamp: string,
): Promise<ImportReport> {
  const { userId } = store;
  if (staging.has(userId))
    throw apiErrors.conflict('A restore of this workspace is running: wait for it to end');
  staging.add(userId);
  const staged = createWorkspaceStore(store.db, store.kind, stagingOwnerOf(userId), { isRecording: false });
  const partsSeen: [string, number][] = [];
  const slice = async (work: (trx: WorkspaceStore) => Promise<void>) => {
    const begun = performance.now();
    await staged.transaction(work);
    await deps.onRestoreSlice?.();
    await giveWayFor(performance.now() - begun);
  };
  try {
    // What a server stopped mid-restore left staged.
    await discardStaged(store.db, userId, letOthersRun);
    for (const table of importCollections()) {
      const records: readonly { id: string }[] = plan.insert[table];
      for (const rows of weighedSlices(records)) {
        await slice(async (trx) => {
          await trx.insertMany(tableSpecOf(table), rows);
          partsSeen.push(
            ...(await partVersionsOf(
              trx,
              table,
              rows.map((record) => record.id),
            )),
          );
        });
      }
    }
    for (let index = 0; index < plan.chapterTexts.length; index += TEXT_SLICE) {
      const texts = plan.chapterTexts.slice(index, index + TEXT_SLICE);
      await slice((trx) => writeChapterTexts(trx, texts, stamp));
    }
    const readImageBytes =
      plan.zipImages === undefined
        ? undefined
        : (id: string) => plan.zipImages?.read(id) ?? Promise.resolve(undefined);
    for (const image of plan.extras.images) {
      if (image.data === undefined && plan.zipImages?.ids.has(image.id) !== true) continue;
      await slice((trx) => writeBackupImage(trx, image, readImageBytes));
    }
    await letOthersRun();
    const undo = await store.transaction(async (trx) => {
      const batchId = newId();
      const replacedEntryId = await replaceStored(trx, deps, request, plan, { id: batchId, stamp });
      // The file's images replace the stored ones of their ids, as writing them here would.
      await sql`delete from images where user_id = ${userId}
          and id in (select id from images where user_id = ${stagingOwnerOf(userId)})`.execute(trx.db);
      await moveStaged(trx.db, userId);
      // The history keeps an import as counts, one change per table, as writing them here would.
      for (const table of importCollections())
        await trx.recordAdded(tableSpecOf(table), plan.insert[table].length);
      const { zipImages: _written, ...rest } = { ...plan, extras: { ...plan.extras, images: [] } };
      const kinds = await writeTheRest(trx, deps, rest, stamp, false);
      return keepBatch(trx, deps, plan, { id: batchId, stamp, replacedEntryId }, kinds, partsSeen);
    });
    return { ...plan.report, isApplied: true, undo };
  } finally {
    try {
      await discardStaged(store.db, userId, letOthersRun);
    } finally {
      staging.delete(userId);
    }
  }
}

/**
 * An import that adds records, on SQLite (decision 042): one connection serves every request, so one
 * long transaction would make them all wait for it. Planned over what one short transaction read (the
 * plan pausing as it goes), its records are
 * written in slices of `SLICE_ROWS`, each its own transaction, letting other requests run between
 * slices; the chapters' texts, relations and profile follow in one last transaction. All or nothing
 * still: when any slice fails, the slices already written are removed again (through the store, so
 * their parts, relations and search entries go with them), and the error is answered.
 */
async function importInSlices(
  store: WorkspaceStore,
  deps: ImportDeps,
  plan: ImportPlan,
  stamp: string,
): Promise<ImportReport> {
  const written: { table: ImportTable; ids: string[] }[] = [];
  let undo: ImportUndoHandle | undefined;
  const partsSeen: [string, number][] = [];
  try {
    for (const table of importCollections()) {
      const records: readonly { id: string }[] = plan.insert[table];
      for (let index = 0; index < records.length; index += SLICE_ROWS) {
        const slice = records.slice(index, index + SLICE_ROWS);
        const begun = performance.now();
        // Each slice notes its records' parts as written, for the Undo (the last transaction stays short).
        await store.transaction(async (trx) => {
          await trx.insertMany(tableSpecOf(table), slice);
          const ids = slice.map((record) => record.id);
          partsSeen.push(...(await partVersionsOf(trx, table, ids)));
        });
        written.push({ table, ids: slice.map((record) => record.id) });
        await giveWayFor(performance.now() - begun);
      }
    }
    // The chapters' texts in slices too: each is counted and indexed for search and mentions as it is
    // written, and ten thousand of them in one transaction would hold every other request for seconds.
    // A failure from here on removes the records, and their parts' texts with them.
    for (let index = 0; index < plan.chapterTexts.length; index += TEXT_SLICE) {
      const slice = plan.chapterTexts.slice(index, index + TEXT_SLICE);
      const begun = performance.now();
      await store.transaction((trx) => writeChapterTexts(trx, slice, stamp));
      await giveWayFor(performance.now() - begun);
    }
    await letOthersRun();
    undo = await store.transaction(async (trx) => {
      // An added profile replaces the stored one: that goes to the Trash first, as a replacing import's.
      const replaced = await snapshotReplaced(trx, {
        clear: [],
        clearRelations: false,
        writesProfile: plan.profile !== undefined,
      });
      const batchId = newId();
      const replacedEntryId = replaced === undefined ? null : newId();
      if (replaced !== undefined && replacedEntryId !== null) {
        await trashReplaced(trx, deps.now, {
          id: replacedEntryId,
          batchId,
          label: importLabel(stamp),
          at: stamp,
          payload: replaced,
        });
      }
      const kinds = await writeTheRest(trx, deps, plan, stamp, false);
      return keepBatch(trx, deps, plan, { id: batchId, stamp, replacedEntryId }, kinds, partsSeen);
    });
  } catch (error) {
    // Later tables' records may point at earlier ones': removed last written first.
    for (const { table, ids } of written.reverse()) {
      await letOthersRun();
      await store.transaction((trx) => trx.remove(tableSpecOf(table), { id: ids }));
    }
    throw error;
  }
  return { ...plan.report, isApplied: true, undo };
}

/**
 * `POST /api/v1/import`: the preview (`dryRun`) or the import itself. Any problem refuses the whole
 * import: 409 when records are already stored (the caller should choose Replace or Skip), else 422;
 * `details` name each problem's table, row and field. The rows are checked first, in slices that let
 * other requests run between them; then the import is planned and written in one transaction, or on
 * SQLite, when it only adds records, in slices (`importInSlices`, decision 042).
 */
/** The pictures the imported maps show (`maps[].image.id`). */
function mapPictureIds(workspace: { maps?: unknown }): string[] {
  if (!Array.isArray(workspace.maps)) return [];
  const ids = workspace.maps.map((map: unknown) => {
    const image = (map as { image?: { id?: unknown } | null } | null)?.image;
    return typeof image?.id === 'string' ? image.id : undefined;
  });
  return [...new Set(ids.filter((id): id is string => id !== undefined))];
}

/** The ids of the images an import's file lists. */
function imageIdsOf(workspace: { images?: unknown }): string[] {
  if (!Array.isArray(workspace.images)) return [];
  const ids = workspace.images.map((image: unknown) => (image as { id?: unknown } | null)?.id);
  return [...new Set(ids.filter((id): id is string => typeof id === 'string'))];
}

export function importRoutes(deps: ImportDeps): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>();

  /** The import of a request read (`POST /import`) or of a backup `.zip` received (`POST /import/backup`). */
  async function runImport(
    store: WorkspaceStore,
    blobs: BlobStore,
    request: ImportRequest,
    zipImages?: ZipImages,
  ): Promise<ImportReport> {
    const checked = await checkImportRows(request, letOthersRun, CHECK_ROWS);
    // Replacing deletes stored records first: undoing that would mean writing them back with all
    // that hangs on them, so a replacing import keeps one transaction (decision 042).
    if (request.dryRun) return importInOneTransaction(store, deps, request, checked, isoNow(deps), zipImages);
    let answer: ImportReport;
    if (isStageable(store, request)) {
      // What is stored, read in one short transaction; the plan over it pauses as the checks did.
      const stored = await store.transaction(readStoredState);
      const plan = await planImportPausing(request, stored, newCharacterId, checked, letOthersRun, zipImages);
      refuseProblems(plan);
      answer = await importStaged(store, deps, request, plan, isoNow(deps));
    } else if (request.replaceExisting || store.kind !== 'sqlite') {
      answer = await importInOneTransaction(store, deps, request, checked, isoNow(deps), zipImages);
    } else {
      // What is stored, read in one short transaction; the plan over it pauses as the checks did.
      const stored = await store.transaction(readStoredState);
      const plan = await planImportPausing(request, stored, newCharacterId, checked, letOthersRun, zipImages);
      refuseProblems(plan);
      answer = await importInSlices(store, deps, plan, isoNow(deps));
    }
    // The images were written into their rows, as a backup carries them: with a bucket, their bytes move
    // there now (decision 090), and a picture's tiles below are cut from there.
    await moveImagesToStore(store, blobs, imageIdsOf(request.workspace));
    // A backup carries map pictures' originals only: their tiles are cut now, not on the first view.
    for (const imageId of mapPictureIds(request.workspace)) await ensureMapTiles(store, blobs, imageId);
    return answer;
  }

  routes.post('/', async (c) => {
    const request = await readBody(c, importRequestSchemaNow(), { isCheckedByRow: true });
    return c.json(await runImport(c.var.store.withAction('import'), c.var.blobs, request));
  });

  // A backup `.zip` as the request's body, streamed to a file and read from there a part at a time
  // (decision 069): larger than one JSON request may be, with the same checks, preview, transaction
  // and Undo as `POST /import`.
  routes.post('/backup', async (c) => {
    const options = readQuery(c, backupImportQuerySchema);
    const maxBytes = deps.importBackupMaxBytes ?? IMPORT_BACKUP_MAX_BYTES;
    return withReceivedZip(c.req.raw, maxBytes, async (zip) => {
      const { workspace, zipImages } = await readBackupZip(zip);
      const request = checkInput(
        importRequestSchemaNow(),
        { workspace, ...options },
        { isCheckedByRow: true },
      );
      return c.json(await runImport(c.var.store.withAction('import'), c.var.blobs, request, zipImages));
    });
  });

  // The Undo of an applied import (decision 038): what it added goes to the Trash as one entry and what
  // it replaced comes back, in one transaction; refused with a sentence when any of it changed since.
  routes.post('/:id/undo', async (c) => {
    const id = readId(c);
    const store = c.var.store.withAction('import');
    const undone = await store.transaction(async (trx) => {
      const batches = createImportBatchStore(trx, deps.now);
      const trash = createTrashStore(trx, deps.now);
      await batches.purgeExpired();
      await trash.purgeExpired();
      const batch = await batches.get(id);
      if (batch === undefined) throw apiErrors.notFound('Import');
      const refusal = await checkUndo(trx, deps.now, batch);
      if (refusal !== undefined) throw apiErrors.conflict(refusal);
      const at = isoNow(deps);
      const removed = await removeAdded(trx, deps.now, batch, { id: newId(), at });
      let restored = 0;
      const replaced = batch.replacedEntryId === null ? undefined : await trash.get(batch.replacedEntryId);
      if (replaced !== undefined) {
        await restoreFromTrash(createTrashRows(trx), replaced.payload, at, (id) => trash.holding(id));
        await trash.remove(replaced.id);
        restored = replaced.payload.records.reduce((sum, group) => sum + group.rows.length, 0);
      }
      await batches.remove(batch.id);
      return { ...removed, restored } satisfies ImportUndone;
    });
    return c.json(undone);
  });

  return routes;
}
