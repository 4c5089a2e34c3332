import type { Context } from 'hono';
import { TRASH_ENTRY_HEADER, TRASH_LABEL_HEADER } from '../../common/api/trash';
import { displayName } from '../../common/workspace/derive';
import type { EntityKind } from '../../common/workspace/entities';
import { type RecordKind, recordKind } from '../../common/workspace/kinds';
import { type DeletePlan, deleteRecord } from '../../common/workspace/operations/delete-record';
import { snapshotPartDelete, snapshotRecordDelete } from '../../common/workspace/operations/trash-snapshot';
import type { StoredPart } from '../../common/workspace/store';
import { createTrashRows } from '../db/trash-snapshot';
import { createTrashStore } from '../db/trash-store';
import type { WorkspaceStore } from '../db/workspace-store';
import { isoNow, newId, type RouteDeps } from './context';

// Every delete of the data API moves what it takes to the Trash (decision 038), in its own transaction:
// the snapshot is read, the delete written and the entry stored together, or none of it happens.

/** Where a record's page lives, for the Trash's link after a restore: a location's world, an event's timeline. */
function parentOf(kind: RecordKind, record: Record<string, unknown>): string | null {
  const field = recordKind(kind).parentField;
  const value = field === undefined ? undefined : record[field];
  return typeof value === 'string' ? value : null;
}

/**
 * Deletes a record with what its links take (common/workspace/links.ts), into the Trash; returns the
 * entry's id. The core's snapshot keeps what the delete stamps (`plan.stamps`) as it was.
 */
export async function deleteRecordToTrash(
  store: WorkspaceStore,
  deps: RouteDeps,
  kind: RecordKind,
  id: string,
): Promise<Trashed> {
  return store.transaction(async (trx) => {
    const trash = createTrashStore(trx, deps.now);
    await trash.purgeExpired();
    const entryId = newId();
    const deletedAt = isoNow(deps);
    let label = 'Untitled';
    const rows = createTrashRows(trx);
    const snapshot = async (plan: DeletePlan) => {
      const payload = await snapshotRecordDelete(rows, plan, deletedAt);
      const record = rows.recordOf(kind, payload.records[0]?.rows[0] ?? { id });
      label = displayName(record, label);
      await trash.put({
        id: entryId,
        kind,
        label,
        entityId: id,
        parentId: parentOf(kind, record),
        deletedAt,
        payload,
      });
    };
    await deleteRecord(rows.records(), kind, id, snapshot, deletedAt);
    return { id: entryId, label };
  });
}

/**
 * Puts a part that is about to be deleted in the Trash (inside the delete's transaction, before it);
 * returns the entry's id.
 */
export async function trashPart(
  store: WorkspaceStore,
  deps: RouteDeps,
  part: StoredPart,
  /** The delete's stamp (the parent's new `lastUpdated`). */
  deletedAt: string,
): Promise<Trashed> {
  const trash = createTrashStore(store, deps.now);
  await trash.purgeExpired();
  const entryId = newId();
  const label = displayName(part.data, 'Untitled');
  await trash.put({
    id: entryId,
    kind: part.kind as EntityKind,
    label,
    entityId: part.id,
    parentId: part.parentId,
    deletedAt,
    payload: await snapshotPartDelete(createTrashRows(store), part, deletedAt),
  });
  return { id: entryId, label };
}

/** A Trash entry a delete made: its id and what it is called. */
export type Trashed = { id: string; label: string };

/** The 204 of a delete, naming its Trash entry (and, URI-encoded, its label) for the app's Undo. */
export function answerTrashed(c: Context, trashed: Trashed) {
  c.header(TRASH_ENTRY_HEADER, trashed.id);
  c.header(TRASH_LABEL_HEADER, encodeURIComponent(trashed.label));
  return c.body(null, 204);
}
