import { sql } from 'kysely';
import { type ImportReport, type ImportTable, importCollections } from '../../common/api/import';
import { partVersionsOf } from '../db/import-batch';
import { discardStaged, moveStaged, stagingOwnerOf } from '../db/restore-staging';
import { writeBackupImage } from '../db/workspace-backup';
import { createWorkspaceStore, type WorkspaceStore } from '../db/workspace-store';
import { apiErrors } from './api-error';
import { newId } from './context';
import type { ImportPlan } from './import-plan';
import {
  continuityBeforeImport,
  giveWayFor,
  type ImportDeps,
  type ImportRequest,
  keepBatch,
  letOthersRun,
  replaceStored,
  TEXT_SLICE,
  tableSpecOf,
  writeChapterTexts,
  writeTheRest,
} from './import-writing';

// A replacing restore on SQLite, staged under a hidden owner a slice at a time and swapped in by one
// short transaction (decision 080), out of the import's routes (decision 093).

/**
 * Whether a replacing import can be staged (decision 080): on SQLite, for a file that holds every
 * collection (a backup or an export), so that every record the workspace will hold is in the staging
 * copy and the checks made while writing it (a relation's ends, an extra's owner) see what they would
 * see after the replace.
 */
export function isStageable(store: WorkspaceStore, request: ImportRequest): boolean {
  return (
    request.replaceExisting &&
    !request.dryRun &&
    store.kind === 'sqlite' &&
    importCollections().every((table) => request.workspace[table] !== undefined)
  );
}

/** Rows a staged slice writes at most, a record's parts counted (a novel of 100 chapters is 101). */
export const STAGE_ROWS = 200;

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
 * Runs `work` with the staging copy of `store`'s owner (`server/db/restore-staging.ts`): one staged
 * restore at a time per account (409 otherwise), and what is staged is discarded before (what a server
 * stopped mid-restore left) and after, whatever happens.
 */
export async function withStaging<T>(
  store: WorkspaceStore,
  work: (staged: WorkspaceStore) => Promise<T>,
): Promise<T> {
  const { userId } = store;
  if (staging.has(userId))
    throw apiErrors.conflict('A restore of this workspace is running: wait for it to end');
  staging.add(userId);
  try {
    await discardStaged(store.db, userId, letOthersRun);
    return await work(
      createWorkspaceStore(store.db, store.kind, stagingOwnerOf(userId), { isRecording: false }),
    );
  } finally {
    try {
      await discardStaged(store.db, userId, letOthersRun);
    } finally {
      staging.delete(userId);
    }
  }
}

/** One short transaction of a staged restore, then the slice's hook and a pause as long as it took. */
export async function stageSlice(
  staged: WorkspaceStore,
  deps: ImportDeps,
  work: (trx: WorkspaceStore) => Promise<void>,
): Promise<void> {
  const begun = performance.now();
  await staged.transaction(work);
  await deps.onRestoreSlice?.();
  await giveWayFor(performance.now() - begun);
}

/** Stages `records` of `table` in weighed slices, noting their parts' versions in `partsSeen`. */
export async function stageRecords(
  staged: WorkspaceStore,
  deps: ImportDeps,
  table: ImportTable,
  records: readonly { id: string }[],
  partsSeen: [string, number][],
): Promise<void> {
  for (const rows of weighedSlices(records)) {
    await stageSlice(staged, deps, async (trx) => {
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

/**
 * A replacing import on SQLite (decision 080): its records, their parts and texts, the chapters' texts
 * and the images are written in slices, each its own short transaction, under the staging owner
 * (`server/db/restore-staging.ts`), invisible to everyone, with the connection given way between
 * slices. Then one transaction swaps them in (`swapStaged`). Any failure before the swap commits leaves
 * the stored workspace as it was, and what was staged is removed.
 */
export function importStaged(
  store: WorkspaceStore,
  deps: ImportDeps,
  request: ImportRequest,
  plan: ImportPlan,
  stamp: string,
): Promise<ImportReport> {
  return withStaging(store, async (staged) => {
    const partsSeen: [string, number][] = [];
    for (const table of importCollections())
      await stageRecords(staged, deps, table, plan.insert[table], partsSeen);
    for (let index = 0; index < plan.chapterTexts.length; index += TEXT_SLICE) {
      const texts = plan.chapterTexts.slice(index, index + TEXT_SLICE);
      await stageSlice(staged, deps, (trx) => writeChapterTexts(trx, texts, stamp));
    }
    return swapStaged(store, staged, deps, request, plan, stamp, partsSeen);
  });
}

/**
 * The end of a staged restore: the file's images staged, then one transaction swaps the staged rows
 * in: what is stored goes to the Trash as one entry and is removed (as in one transaction), the staged
 * rows change owner, and the relations, text versions, remaining extras, profile and Undo are written.
 * `plan.insert` needs only the records' ids.
 */
export async function swapStaged(
  store: WorkspaceStore,
  staged: WorkspaceStore,
  deps: ImportDeps,
  request: ImportRequest,
  plan: ImportPlan,
  stamp: string,
  partsSeen: [string, number][],
): Promise<ImportReport> {
  const { userId } = store;
  const readImageBytes =
    plan.zipImages === undefined
      ? undefined
      : (id: string) => plan.zipImages?.read(id) ?? Promise.resolve(undefined);
  for (const image of plan.extras.images) {
    if (image.data === undefined && plan.zipImages?.ids.has(image.id) !== true) continue;
    await stageSlice(staged, deps, (trx) => writeBackupImage(trx, image, readImageBytes));
  }
  await letOthersRun();
  const undo = await store.transaction(async (trx) => {
    const batchId = newId();
    const continuityBefore = await continuityBeforeImport(trx, plan, request);
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
  return { ...plan.report, isApplied: true, undo };
}
