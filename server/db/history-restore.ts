import {
  type ChangeDetail,
  nothingToRestoreMessage,
  restoreFromTrashMessage,
  type Snapshot,
} from '../../common/api/history';
import { workspaceErrors } from '../../common/workspace/errors';
import { relationRecordOf, type StoredRelation } from '../../common/workspace/relations';
import type { StoredPart } from '../../common/workspace/store';
import {
  type Checked,
  checkPartFields,
  checkRecordFields,
  checkRelation,
} from '../../common/workspace/validators';
import { recordTables } from './record-store';
import { createRelationStore } from './relation-store';
import type { WorkspaceStore } from './workspace-store';
import { profileTable, savedQueryTable, type TableSpec } from './workspace-tables';

// "Restore this version" (decision 039): one side of a change written back through the store, as a new
// change of its own. The entity must still exist (a deleted one comes back from the Trash); a version
// changed since is no conflict: the restore is simply the next version.

const TABLES: Record<string, TableSpec<{ id: string }>> = {
  ...recordTables,
  profile: profileTable as TableSpec<{ id: string }>,
  'saved-query': savedQueryTable as TableSpec<{ id: string }>,
};

/** Fields that follow from other things, kept as they are now (a novel's words follow its chapters). */
const DERIVED = ['wordCount'] as const;

const gone = () => workspaceErrors.refused(restoreFromTrashMessage);

/** Another write got there between the read and the restore (the row lock makes this rare). */
const changedMeanwhile = () =>
  workspaceErrors.refused('It changed at the same moment as the restore. Nothing was restored: try again.');

/**
 * The version to restore by the checks the API applies to a write of it (decision 048): a version kept
 * before a rule was added, or a history row from an older release, is refused with 422 and the rule,
 * never written unchecked.
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

async function restorePart(store: WorkspaceStore, change: ChangeDetail, snapshot: Snapshot, at: string) {
  const parts = store.parts();
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

async function restoreRelation(store: WorkspaceStore, change: ChangeDetail, snapshot: Snapshot, at: string) {
  const relations = createRelationStore(store);
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

async function restoreRecord(store: WorkspaceStore, change: ChangeDetail, snapshot: Snapshot, at: string) {
  const table = TABLES[change.entityKind];
  if (table === undefined) throw workspaceErrors.invalid('This change cannot be restored');
  const current = (await store.find(table, change.entityId, { forUpdate: true })) as
    | Record<string, unknown>
    | undefined;
  if (current === undefined) throw gone();
  const next = target(current, snapshot, change.isComplete);
  next.id = change.entityId;
  if (typeof current.version === 'number') next.version = current.version + 1;
  if ('lastUpdated' in current) next.lastUpdated = at;
  for (const field of DERIVED) {
    if (field in current) next[field] = current[field];
  }
  mustPass(checkRecordFields(change.entityKind, next));
  await store.update(table, next as { id: string });
}

/** Writes `side` of the change back, in one transaction, as a change named 'restore'. */
export async function restoreChange(
  store: WorkspaceStore,
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
  await store.withAction('restore').transaction(async (trx) => {
    if (change.entityKind === 'part') await restorePart(trx, change, snapshot, at);
    else if (change.entityKind === 'relation') await restoreRelation(trx, change, snapshot, at);
    else await restoreRecord(trx, change, snapshot, at);
  });
}
