import type { z } from 'zod';
import {
  type ImportTable,
  type ImportUndoHandle,
  importLabel,
  type importRequestSchema,
} from '../../common/api/import';
import { plainTextOf } from '../../common/text/plain-text';
import { countWords } from '../../common/text/word-count';
import { type RecordKind, recordKindOfCollection } from '../../common/workspace/kinds';
import type { StoredPart } from '../../common/workspace/store';
import { createChapterTextStore } from '../db/chapter-text-store';
import { createCommentStore } from '../db/comment-store';
import { type ContinuityRows, createContinuityStore, readContinuityRows } from '../db/continuity-store';
import { createCustomFieldStore } from '../db/custom-field-store';
import {
  addKinds,
  createImportBatchStore,
  describeAdded,
  snapshotKinds,
  snapshotReplaced,
  trashReplaced,
  withReplacedKinds,
} from '../db/import-batch';
import { recordTables } from '../db/record-store';
import { createRelationStore, entityExists } from '../db/relation-store';
import { importTextVersions } from '../db/text-versions-export';
import { clearKinds } from '../db/user-kind-backup';
import { removeStaleExtras, staleExtras } from '../db/workspace-backup';
import type { WorkspaceStore } from '../db/workspace-store';
import { profileTable } from '../db/workspace-tables';
import { ApiError } from './api-error';
import { newId, type RouteDeps } from './context';
import {
  type ImportedKinds,
  withStaleExtras,
  writeImportedExtras,
  writeImportedKinds,
} from './import-extras';
import type { ImportPlan } from './import-plan';

// What every way of writing an import shares (`server/api/routes/import.ts` in one transaction or in
// slices, `server/api/staged-restore.ts` staged and swapped): the pauses, refusing a plan's problems,
// replacing what is stored, writing what follows the records, and keeping the Undo.

/** The record kind an import table holds, and its stored table (kinds.ts). */
export const kindOf = (table: ImportTable) => recordKindOfCollection(table) as RecordKind;
export const tableSpecOf = (table: ImportTable) => recordTables[kindOf(table)];

/**
 * The texts of the imported novels' chapters, found by the chapter's place in its novel (a chapter
 * keeps its id unless another part had it, then gets one made from its place), counted as saved.
 */
export async function writeChapterTexts(
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
export async function writeRelations(store: WorkspaceStore, plan: ImportPlan, stamp: string): Promise<void> {
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
export type ImportRequest = z.output<typeof importRequestSchema>;

/** Chapter texts written per transaction of a sliced import. */
export const TEXT_SLICE = 20;
/** Lets every request waiting on the event loop run before going on. */
export const letOthersRun = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Gives way after a slice as long as the slice took (at least 2 ms): a request makes several database
 * calls, each waiting for the connection, and queued behind slice after slice it would wait for one per
 * call. Half the time is left to others: a big import takes about twice as long, and never holds them up.
 */
export const giveWayFor = (ms: number) =>
  new Promise<void>((resolve) => setTimeout(resolve, Math.max(2, ms)));

/** Any problem refuses the whole import: 409 when records are already stored, else 422. */
export function refuseProblems(plan: ImportPlan): void {
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
export async function writeTheRest(
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
 * The dismissals and continuity settings before an import that writes or replaces any (decision 099),
 * read in its transaction before anything is replaced; its Undo puts them back. Undefined when it
 * touches none.
 */
export async function continuityBeforeImport(
  trx: WorkspaceStore,
  plan: ImportPlan,
  request?: ImportRequest,
): Promise<ContinuityRows | undefined> {
  const { workspace, replaceExisting } = request ?? { workspace: {}, replaceExisting: false };
  const replaces =
    replaceExisting &&
    (workspace.continuityDismissals !== undefined || workspace.continuitySettings !== undefined);
  const writes = plan.extras.continuityDismissals.length + plan.extras.continuitySettings.length > 0;
  return replaces || writes ? readContinuityRows(trx) : undefined;
}

/**
 * Keeps what an applied import did for its Undo (in its last transaction): what it added, and the
 * Trash entry of what it replaced.
 */
export async function keepBatch(
  store: WorkspaceStore,
  deps: RouteDeps,
  plan: ImportPlan,
  batch: { id: string; stamp: string; replacedEntryId: string | null },
  kinds: ImportedKinds,
  partsSeen?: [string, number][],
  continuityBefore?: ContinuityRows,
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
  // And the dismissals and continuity settings as they were before (decision 099).
  if (continuityBefore !== undefined) {
    payload.continuity = { before: continuityBefore, after: await readContinuityRows(store) };
  }
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
export async function replaceStored(
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
  // So do a scope's settings (decision 099), which an older file carries among its dismissals.
  if (
    request.replaceExisting &&
    (request.workspace.continuitySettings !== undefined ||
      request.workspace.continuityDismissals !== undefined)
  ) {
    await createContinuityStore(trx).clearSettings();
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
