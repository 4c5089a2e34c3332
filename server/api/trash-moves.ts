import type { Context } from 'hono';
import { TRASH_ENTRY_HEADER, TRASH_LABEL_HEADER } from '../../common/api/trash';
import type { RecordKind } from '../../common/workspace/kinds';
import {
  deleteRecordIntoTrash,
  partIntoTrash,
  type TakenEntry,
} from '../../common/workspace/operations/trash-moves';
import type { StoredPart } from '../../common/workspace/store';
import { createTrashRows } from '../db/trash-snapshot';
import { createTrashStore } from '../db/trash-store';
import type { WorkspaceStore } from '../db/workspace-store';
import { isoNow, newId, type RouteDeps } from './context';

// Every delete of the data API moves what it takes to the Trash (decision 038), in its own transaction:
// the snapshot is read, the delete written and the entry stored together, or none of it happens.

/** Keeps what a move took as a new Trash entry (letting go of those past the retention first). */
export async function keepInTrash(
  store: WorkspaceStore,
  deps: RouteDeps,
  taken: TakenEntry,
): Promise<Trashed> {
  return createTrashStore(store, deps.now).keep(newId(), taken);
}

/**
 * Deletes a record with what its links take (common/workspace/links.ts), into the Trash, by the core
 * (operations/trash-moves.ts); returns the entry's id.
 */
export function deleteRecordToTrash(store: WorkspaceStore, deps: RouteDeps, kind: RecordKind, id: string) {
  return store.transaction(async (trx) =>
    keepInTrash(trx, deps, await deleteRecordIntoTrash(createTrashRows(trx), kind, id, isoNow(deps))),
  );
}

/**
 * Puts a part that is about to be deleted in the Trash (inside the delete's transaction, before it, at
 * the delete's stamp: the parent's new `lastUpdated`); returns the entry's id.
 */
export async function trashPart(store: WorkspaceStore, deps: RouteDeps, part: StoredPart, deletedAt: string) {
  return keepInTrash(store, deps, await partIntoTrash(createTrashRows(store), part, deletedAt));
}

/** A Trash entry a delete made: its id and what it is called. */
export type Trashed = { id: string; label: string };

/** The 204 of a delete, naming its Trash entry (and, URI-encoded, its label) for the app's Undo. */
export function answerTrashed(c: Context, trashed: Trashed) {
  c.header(TRASH_ENTRY_HEADER, trashed.id);
  c.header(TRASH_LABEL_HEADER, encodeURIComponent(trashed.label));
  return c.body(null, 204);
}
