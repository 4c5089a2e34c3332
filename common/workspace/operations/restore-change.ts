import {
  type ChangeDetail,
  nothingToRestoreMessage,
  restoreFromTrashMessage,
  type Snapshot,
} from '../../api/history';
import { workspaceErrors } from '../errors';
import { isRecordKind } from '../kinds';
import type { RecordStore, StoredRecord } from '../record-store';
import { type RelationStore, relationRecordOf, type StoredRelation } from '../relations';
import type { StoredPart } from '../store';
import { type Checked, checkPartFields, checkRecordFields, checkRelation } from '../validators';
import { saveRecord } from './record-commands';

// "Restore this version" (decision 039): one side of a change written back as a new change of its own,
// by the checks and rules of an ordinary save of it (decision 048): its kind's edit schema, and for a
// record the record commands' save (links that must exist, its hooks). The entity must still exist (a
// deleted one comes back from the Trash); a version changed since is no conflict: the restore is
// simply the next version.

/**
 * What a restore needs of storage, for one user's workspace: its records, parts and relations, and the
 * things kept with a history that are no record kind (the profile, a saved query).
 */
export interface RestoreStore {
  /** One transaction whose changes the history names a 'restore'. */
  transaction<T>(work: (store: RestoreStore) => Promise<T>): Promise<T>;
  records(): RecordStore;
  relations(): RelationStore;
  /** A thing of one of `otherKinds`, locked; undefined when it is not there. */
  getOther(kind: OtherKind, id: string): Promise<StoredRecord | undefined>;
  writeOther(kind: OtherKind, value: StoredRecord): Promise<void>;
}

/** The kinds with a history that are neither records, parts nor relations. */
export const otherKinds = ['profile', 'saved-query'] as const;
export type OtherKind = (typeof otherKinds)[number];
const isOtherKind = (kind: string): kind is OtherKind => (otherKinds as readonly string[]).includes(kind);

/** Fields that follow from other things, kept as they are now (a novel's words follow its chapters). */
const DERIVED = ['wordCount'] as const;

const gone = () => workspaceErrors.refused(restoreFromTrashMessage);

/** Another write got there between the read and the restore (the row lock makes this rare). */
const changedMeanwhile = () =>
  workspaceErrors.refused('It changed at the same moment as the restore. Nothing was restored: try again.');

/**
 * The version to restore by the checks the API applies to a write of it: a version kept before a rule
 * was added, or a history row from an older release, is refused with the rule, never written unchecked.
 */
function mustPass(checked: Checked<unknown>): void {
  if (checked.ok) return;
  throw workspaceErrors.invalid(
    `This version cannot be restored: ${checked.problem.message}`,
    checked.problem.field,
  );
}

/** The entity as it will be: the snapshot whole, or (a partial one) laid over the entity as it is. */
function target<T extends object>(current: T, snapshot: Snapshot, isComplete: boolean): T {
  return (isComplete ? { ...snapshot } : { ...current, ...snapshot }) as T;
}

async function restorePart(store: RestoreStore, change: ChangeDetail, snapshot: Snapshot, at: string) {
  const parts = store.records().parts();
  const current = await parts.getPart(change.entityId);
  if (current === undefined) throw gone();
  const data = (snapshot.data ?? {}) as Record<string, unknown>;
  const next: StoredPart = {
    ...current,
    position: typeof snapshot.position === 'number' ? snapshot.position : current.position,
    data: change.isComplete ? { ...data } : { ...current.data, ...data },
    version: current.version + 1,
    updatedAt: at,
  };
  for (const field of DERIVED) {
    if (field in current.data) next.data[field] = current.data[field];
  }
  mustPass(checkPartFields(current.kind, next.data));
  if (!(await parts.updatePart(next, current.version))) throw changedMeanwhile();
}

async function restoreRelation(store: RestoreStore, change: ChangeDetail, snapshot: Snapshot, at: string) {
  const relations = store.relations();
  const current = await relations.getRelation(change.entityId);
  if (current === undefined) throw gone();
  const next: StoredRelation = {
    ...target(current, snapshot, change.isComplete),
    id: current.id,
    version: current.version + 1,
    updatedAt: at,
  };
  mustPass(checkRelation(relationRecordOf(next)));
  if (!(await relations.updateRelation(next, current.version))) throw changedMeanwhile();
}

async function restoreRecord(store: RestoreStore, change: ChangeDetail, snapshot: Snapshot, at: string) {
  const kind = change.entityKind;
  const isOther = isOtherKind(kind);
  if (!isOther && !isRecordKind(kind)) throw workspaceErrors.invalid('This change cannot be restored');
  const records = store.records();
  const current = isOther
    ? await store.getOther(kind, change.entityId)
    : await records.getRecord(kind, change.entityId);
  if (current === undefined) throw gone();
  const next: StoredRecord = { ...target(current, snapshot, change.isComplete), id: change.entityId };
  if (typeof current.version === 'number') next.version = current.version + 1;
  if ('lastUpdated' in current) next.lastUpdated = at;
  for (const field of DERIVED) {
    if (field in current) next[field] = current[field];
  }
  mustPass(checkRecordFields(kind, next));
  if (isOther) await store.writeOther(kind, next);
  else await saveRecord(records, kind, { before: current, after: next, named: snapshot, now: at });
}

/** Writes `side` of the change back, in one transaction, as a change named 'restore'. */
export async function restoreChange(
  store: RestoreStore,
  change: ChangeDetail,
  side: 'before' | 'after',
  at: string,
): Promise<void> {
  if (!change.isRestorable) {
    throw workspaceErrors.invalid(
      change.entityKind === 'chapter-text'
        ? "A chapter's text is restored from its Versions, in the writing view"
        : 'This change cannot be restored',
    );
  }
  const snapshot = side === 'after' ? change.after : change.before;
  if (snapshot === null) throw workspaceErrors.invalid(nothingToRestoreMessage, 'side');
  await store.transaction(async (trx) => {
    if (change.entityKind === 'part') await restorePart(trx, change, snapshot, at);
    else if (change.entityKind === 'relation') await restoreRelation(trx, change, snapshot, at);
    else await restoreRecord(trx, change, snapshot, at);
  });
}
