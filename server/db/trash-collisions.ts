import { IMPORT_REPLACED_KIND } from '../../common/api/trash';
import type { RecordKind } from '../../common/workspace/links';
import type { DeletePlan } from '../../common/workspace/operations/delete-record';
import { describeEverything, emptyPayload, type TrashPayload } from '../../common/workspace/trash';
import { recordTables } from './record-store';
import { snapshotPartDelete, snapshotRecordDelete } from './trash-snapshot';
import { createTrashStore } from './trash-store';
import type { WorkspaceStore } from './workspace-store';

// A restore from the Trash whose ids are held again (an import brought the same records back, or they
// were made again since): the newer rows step aside into the Trash, as one entry, and the restore goes
// ahead whole (decision 050). Nothing is refused and nothing is lost: restoring that entry in turn
// swaps them back the same way.

/** Rows per `in (...)`. */
const BATCH = 500;

function planOf(groups: { kind: RecordKind; ids: string[] }[]): DeletePlan {
  return {
    kind: groups[0]?.kind ?? 'universe',
    id: groups[0]?.ids[0] ?? '',
    removes: groups,
    unlinks: [],
    partCount: 0,
    appearanceIds: [],
    itemAppearanceIds: [],
  };
}

/** The stored ids among these, of one record kind. */
async function storedIds(store: WorkspaceStore, kind: RecordKind, ids: readonly string[]): Promise<string[]> {
  const found: string[] = [];
  for (let index = 0; index < ids.length; index += BATCH) {
    const rows = await store.rows(recordTables[kind], ['id'], { id: ids.slice(index, index + BATCH) });
    found.push(...rows.map((row) => row.id));
  }
  return found;
}

/**
 * Moves what holds the ids of `payload`'s records and parts now into one new Trash entry ('Set aside
 * to restore “…”'), with everything that hangs on it, and removes it; answers the new entry's id, or
 * null when nothing was in the way. Runs in the restore's transaction, before its checks.
 */
export async function setAsideCollisions(
  store: WorkspaceStore,
  now: () => number,
  restoring: { label: string; payload: TrashPayload },
  entry: { id: string; at: string },
): Promise<string | null> {
  const groups: { kind: RecordKind; ids: string[] }[] = [];
  for (const group of restoring.payload.records) {
    const ids = await storedIds(
      store,
      group.kind,
      group.rows.map((row) => String(row.id)),
    );
    if (ids.length > 0) groups.push({ kind: group.kind, ids });
  }
  const setAside = new Set(groups.flatMap((group) => group.ids));
  // Parts held now by records that stay (an appearance moved, a chapter made again in another novel).
  const parts = store.parts();
  const lonelyParts = [];
  for (const part of restoring.payload.parts) {
    const held = await parts.getPart(part.id);
    if (held !== undefined && !setAside.has(held.parentId)) lonelyParts.push(held);
  }
  if (groups.length === 0 && lonelyParts.length === 0) return null;

  const payload = groups.length > 0 ? await snapshotRecordDelete(store, planOf(groups)) : emptyPayload();
  for (const part of lonelyParts) {
    const taken = await snapshotPartDelete(store, part, entry.at);
    payload.parts.push(...taken.parts);
    payload.chapterTexts.push(...taken.chapterTexts);
    payload.textVersions.push(...taken.textVersions);
    const known = new Set(payload.relations.map((row) => String(row.id)));
    payload.relations.push(...taken.relations.filter((row) => !known.has(String(row.id))));
  }
  await createTrashStore(store, now).put({
    id: entry.id,
    kind: IMPORT_REPLACED_KIND,
    label: `Set aside to restore “${restoring.label}”`,
    entityId: entry.id,
    parentId: null,
    deletedAt: entry.at,
    payload,
    contents: describeEverything(payload),
  });
  await parts.deleteParts(lonelyParts.map((part) => part.id));
  // Dependants first (a world before its universe), as a replacing import clears its tables.
  for (const group of [...groups].reverse()) await store.remove(recordTables[group.kind], { id: group.ids });
  return entry.id;
}
