import { FIELD_TRASH_KIND, IMPORT_REPLACED_KIND, KIND_TRASH_KIND } from '../../api/trash';
import { displayName } from '../derive';
import { workspaceErrors } from '../errors';
import { fieldTrashContents, fieldTrashPayload } from '../field-trash';
import { type RecordKind, recordKind } from '../kinds';
import type { StoredPart } from '../store';
import {
  describeContents,
  describeEverything,
  emptyPayload,
  setAsideLabel,
  type TrashedField,
  type TrashPayload,
} from '../trash';
import type { TrashStore } from '../trash-store';
import { kindTrashContents, type UserKind, userKindIdOf } from '../user-kinds';
import { type DeletePlan, deleteRecord } from './delete-record';
import { labelOf, type RestoreProblem, restoreProblemMessage } from './trash-restore';
import {
  checkTrashRestore,
  setAsideCollisions,
  snapshotPartDelete,
  snapshotPartsDelete,
  snapshotRecordDelete,
  writeBack,
} from './trash-snapshot';

// The Trash's moves (decisions 038, 079): a delete into it, what holds a restore's ids stepping aside
// into it, and a restore from it, over the core's `TrashStore`. Each answers the entry to keep; the
// server's and the browser's Trash name it and keep it (with the retention), nothing else.

/** A Trash entry as a move makes it, before its Trash names it and keeps it. */
export type TakenEntry = {
  kind: string;
  label: string;
  entityId: string;
  parentId: string | null;
  deletedAt: string;
  contents: string;
  payload: TrashPayload;
};

/**
 * Deletes a record with what its links take (delete-record.ts), its snapshot read first, in one
 * transaction; answers the entry, labelled by the record's name and linked to where its page lives
 * (a location's world, an event's timeline).
 */
export function deleteRecordIntoTrash(
  store: TrashStore,
  kind: RecordKind,
  id: string,
  deletedAt: string,
): Promise<TakenEntry> {
  return store.transaction(async (trx) => {
    let payload = emptyPayload();
    const snapshot = async (plan: DeletePlan) => {
      payload = await snapshotRecordDelete(trx, plan, deletedAt);
    };
    await deleteRecord(trx.records(), kind, id, snapshot, deletedAt);
    const record = trx.recordOf(kind, payload.records[0]?.rows[0] ?? { id });
    const field = recordKind(kind).parentField;
    const parentId = field === undefined ? undefined : record[field];
    return {
      ...{ kind, label: displayName(record, 'Untitled'), entityId: id },
      ...{ parentId: typeof parentId === 'string' ? parentId : null, deletedAt },
      ...{ contents: describeContents(payload), payload },
    };
  });
}

/** The entry of a part about to be deleted (at `deletedAt`, by the caller, in the same transaction). */
export async function partIntoTrash(
  store: TrashStore,
  part: StoredPart,
  deletedAt: string,
): Promise<TakenEntry> {
  const payload = await snapshotPartDelete(store, part, deletedAt);
  return {
    ...{ kind: part.kind, label: displayName(part.data, 'Untitled'), entityId: part.id },
    ...{ parentId: part.parentId, deletedAt, contents: describeContents(payload, part.id), payload },
  };
}

/** The entry of a deleted field with every value it held (decision 077). */
export function fieldIntoTrash({ field, values }: TrashedField, deletedAt: string): TakenEntry {
  return {
    ...{ kind: FIELD_TRASH_KIND, label: field.label, entityId: field.id, parentId: field.scopeId, deletedAt },
    ...{ contents: fieldTrashContents(values), payload: fieldTrashPayload(field, values) },
  };
}

/**
 * The entry of a deleted kind of your own (decision 085): its definition, every thing of it (with their
 * texts and relations) and every field added to it with every value, restored whole. The caller removes
 * them, in the same transaction.
 */
export async function kindIntoTrash(
  store: TrashStore,
  taken: { kind: UserKind; things: readonly StoredPart[]; fields: readonly TrashedField[] },
  deletedAt: string,
): Promise<TakenEntry> {
  const { kind, things, fields } = taken;
  const payload = await snapshotPartsDelete(store, things);
  payload.kinds = [kind];
  if (fields.length > 0) payload.fields = [...fields];
  const valueCount = fields.reduce((sum, each) => sum + each.values.length, 0);
  return {
    ...{ kind: KIND_TRASH_KIND, label: kind.name, entityId: kind.id, parentId: null, deletedAt },
    ...{ contents: kindTrashContents(kind, things.length, valueCount), payload },
  };
}

/**
 * Why a snapshot cannot come back for want of a kind (decision 085): a thing of a kind of your own comes
 * back only into its kind, one the workspace has or the snapshot brings. Undefined when none is missing.
 */
export function missingKindProblem(
  payload: TrashPayload,
  storedKindIds: readonly string[],
): RestoreProblem | undefined {
  const kinds = new Set([...(payload.kinds ?? []).map((kind) => kind.id), ...storedKindIds]);
  const orphan = payload.parts.find((part) => {
    const kindId = userKindIdOf(part.kind);
    return kindId !== undefined && !kinds.has(kindId);
  });
  if (orphan === undefined) return undefined;
  return {
    reason: 'clash',
    message: `“${labelOf(orphan.data, 'Untitled')}” cannot be restored: its kind was deleted. Restore the kind from the Trash first.`,
  };
}

/**
 * Moves what holds the ids of an entry being restored out of the way (decision 050), answering the
 * entry it goes to ('Set aside to restore “…”', its `entityId` the entry's own id), or undefined when
 * nothing was in the way. Runs in the restore's transaction, before `restoreFromTrash`.
 */
export async function setAsideEntry(
  store: TrashStore,
  restoring: { label: string; payload: TrashPayload },
  at: string,
): Promise<Omit<TakenEntry, 'entityId'> | undefined> {
  const payload = await setAsideCollisions(store, restoring.payload, at);
  if (payload === undefined) return undefined;
  const contents = describeEverything(payload);
  return {
    kind: IMPORT_REPLACED_KIND,
    label: setAsideLabel(restoring.label),
    parentId: null,
    deletedAt: at,
    contents,
    payload,
  };
}

/**
 * Writes an entry's snapshot back whole (in the caller's transaction), or refuses in words when an id
 * is taken or something it needs is gone (a missing owner in the Trash is named by `inTrash`).
 */
export async function restoreFromTrash(
  store: TrashStore,
  payload: TrashPayload,
  at: string,
  inTrash: (id: string) => Promise<{ label: string } | undefined>,
): Promise<void> {
  const problem = await checkTrashRestore(store, payload);
  if (problem !== undefined) {
    const holder = problem.reason === 'missing' ? await inTrash(problem.missing.id) : undefined;
    throw workspaceErrors.refused(restoreProblemMessage(problem, holder));
  }
  await writeBack(store, payload, at);
}
