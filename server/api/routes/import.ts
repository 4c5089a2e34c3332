import { Hono } from 'hono';
import {
  IMPORT_REQUEST_MAX_BYTES,
  type ImportReport,
  type ImportTable,
  type ImportUndoHandle,
  type ImportUndone,
  importCollections,
  importLabel,
  importRequestSchemaNow,
} from '../../../common/api/import';
import { restoreTrashEntry } from '../../../common/workspace/trash-entries';
import type { BlobStore } from '../../db/blob-store';
import { undoContinuityImport } from '../../db/continuity-store';
import { moveImagesToStore } from '../../db/image-bytes';
import {
  checkUndo,
  createImportBatchStore,
  partVersionsOf,
  removeAdded,
  snapshotReplaced,
  trashReplaced,
} from '../../db/import-batch';
import { createTrashRows, snapshotProblem } from '../../db/trash-snapshot';
import { createTrashStore } from '../../db/trash-store';
import type { WorkspaceStore } from '../../db/workspace-store';
import { apiErrors } from '../api-error';
import { type ApiEnv, isoNow, newId } from '../context';
import {
  backupImportQuerySchema,
  IMPORT_BACKUP_MAX_BYTES,
  readBackupZip,
  withReceivedZip,
} from '../import-backup-zip';
import type { ZipImages } from '../import-checks';
import {
  type CheckedRows,
  checkImportRows,
  type ImportPlan,
  planImport,
  planImportPausing,
} from '../import-plan';
import {
  continuityBeforeImport,
  giveWayFor,
  type ImportDeps,
  type ImportRequest,
  keepBatch,
  letOthersRun,
  refuseProblems,
  replaceStored,
  TEXT_SLICE,
  tableSpecOf,
  writeChapterTexts,
  writeTheRest,
} from '../import-writing';
import { ensureMapTiles } from '../map-tiles';
import { importStaged, isStageable } from '../staged-restore';
import { newCharacterId, readStoredState } from '../stored-state';
import { isStreamable, restoreStreamed } from '../streamed-restore';
import { checkInput, readId, readQuery, readStreamedBody } from '../validate';

/** The largest import body (common/api/import.ts says why it exceeds the 10MB file limit). */
export const MAX_IMPORT_BYTES = IMPORT_REQUEST_MAX_BYTES;

/** Rows written per transaction of a sliced import: 50 characters take a few milliseconds. */
const SLICE_ROWS = 50;
/** Rows checked between pauses: 200 rows' checks take a few milliseconds. */
const CHECK_ROWS = 200;

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
    const continuityBefore = await continuityBeforeImport(trx, plan, request);
    const replacedEntryId = await replaceStored(trx, deps, request, plan, { id: batchId, stamp });
    for (const table of importCollections()) {
      await trx.insertMany(tableSpecOf(table), plan.insert[table]);
      // On PostgreSQL others run beside this transaction on their own connections (decision 080).
      if (store.kind === 'postgres' && request.replaceExisting) await deps.onRestoreSlice?.();
    }
    const kinds = await writeTheRest(trx, deps, plan, stamp);
    const undo = await keepBatch(
      trx,
      deps,
      plan,
      { id: batchId, stamp, replacedEntryId },
      kinds,
      undefined,
      continuityBefore,
    );
    return { ...plan.report, isApplied: true, undo };
  });
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
      const continuityBefore = await continuityBeforeImport(trx, plan);
      const kinds = await writeTheRest(trx, deps, plan, stamp, false);
      return keepBatch(
        trx,
        deps,
        plan,
        { id: batchId, stamp, replacedEntryId },
        kinds,
        partsSeen,
        continuityBefore,
      );
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

/** What follows an applied import: its images' bytes to the bucket, its map pictures' tiles cut. */
async function afterImport(
  store: WorkspaceStore,
  blobs: BlobStore,
  imageIds: string[],
  mapPictures: string[],
): Promise<void> {
  // The images were written into their rows, as a backup carries them: with a bucket, their bytes move
  // there now (decision 090), and a picture's tiles below are cut from there.
  await moveImagesToStore(store, blobs, imageIds);
  // A backup carries map pictures' originals only: their tiles are cut now, not on the first view.
  for (const imageId of mapPictures) await ensureMapTiles(store, blobs, imageId);
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
      const stored = await store.transaction((trx) => readStoredState(trx));
      const plan = await planImportPausing(request, stored, newCharacterId, checked, letOthersRun, zipImages);
      refuseProblems(plan);
      answer = await importStaged(store, deps, request, plan, isoNow(deps));
    } else if (request.replaceExisting || store.kind !== 'sqlite') {
      answer = await importInOneTransaction(store, deps, request, checked, isoNow(deps), zipImages);
    } else {
      // What is stored, read in one short transaction; the plan over it pauses as the checks did.
      const stored = await store.transaction((trx) => readStoredState(trx));
      const plan = await planImportPausing(request, stored, newCharacterId, checked, letOthersRun, zipImages);
      refuseProblems(plan);
      answer = await importInSlices(store, deps, plan, isoNow(deps));
    }
    await afterImport(store, blobs, imageIdsOf(request.workspace), mapPictureIds(request.workspace));
    return answer;
  }

  routes.post('/', async (c) => {
    const request = await readStreamedBody(c, importRequestSchemaNow(), letOthersRun, {
      isCheckedByRow: true,
    });
    return c.json(await runImport(c.var.store.withAction('import'), c.var.blobs, request));
  });

  // A backup `.zip` as the request's body, streamed to a file and read from there a part at a time
  // (decision 069): larger than one JSON request may be, with the same checks, preview, transaction
  // and Undo as `POST /import`.
  routes.post('/backup', async (c) => {
    const options = readQuery(c, backupImportQuerySchema);
    const maxBytes = deps.importBackupMaxBytes ?? IMPORT_BACKUP_MAX_BYTES;
    return withReceivedZip(c.req.raw, maxBytes, async (zip) => {
      const store = c.var.store.withAction('import');
      // A replacing restore on SQLite is staged as the file is read, never held whole (decision 102).
      if (isStreamable(store, options)) {
        const restored = await restoreStreamed(store, deps, zip, options);
        if (restored !== undefined) {
          await afterImport(store, c.var.blobs, restored.imageIds, restored.mapPictureIds);
          return c.json(restored.report);
        }
      }
      const { workspace, zipImages } = await readBackupZip(zip, letOthersRun);
      const request = checkInput(
        importRequestSchemaNow(),
        { workspace, ...options },
        { isCheckedByRow: true },
      );
      return c.json(await runImport(store, c.var.blobs, request, zipImages));
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
      // Dismissals and continuity settings as they were before it, unless changed since (decision 099).
      if (batch.payload.continuity !== undefined) await undoContinuityImport(trx, batch.payload.continuity);
      let restored = 0;
      const replaced = batch.replacedEntryId === null ? undefined : await trash.get(batch.replacedEntryId);
      if (replaced !== undefined) {
        // What it replaced comes back as any Trash entry does (decision 092): the core's restore, with the
        // checks of every other door (`snapshotProblem`), refused in words when it would not pass them now.
        await restoreTrashEntry(trash, createTrashRows(trx), replaced.id, at, newId, snapshotProblem);
        restored = replaced.payload.records.reduce((sum, group) => sum + group.rows.length, 0);
      }
      await batches.remove(batch.id);
      return { ...removed, restored } satisfies ImportUndone;
    });
    return c.json(undone);
  });

  return routes;
}
