import type { ChangeOp, Snapshot } from '../../common/api/history';
import { newChangeId } from '../../common/history/change-id';
import { changedDocFields, changedFields } from '../../common/history/field-diff';
import { snapshotName as nameOf } from '../../common/workspace/derive';
import type { ChangeTable } from './schema';
import type { WorkspaceDb } from './workspace-tables';

// The history of every change (decision 039): the stores call `record` beside each write, on the same
// connection, so a change and its history row are committed together or not at all.

/** Who is writing: the command's name for the changes it makes, and the clock that stamps them. */
export type HistoryContext = {
  /** The command ('import', 'restore', 'seed', ...); unset, each change is named by what it did. */
  action?: string;
  now?: () => number;
  /** False for writes that are not the user's (removing the user, rebuilding the search index). */
  isRecording?: boolean;
};

/** One change as the stores describe it. */
export type ChangeInput = {
  op: ChangeOp;
  entityKind: string;
  entityId: string;
  recordId: string;
  before: Snapshot | null;
  after: Snapshot | null;
  /** False when the snapshots hold only the fields that changed. */
  isComplete: boolean;
  /** Overrides the name read from the snapshots. */
  name?: string;
  /** Overrides the fields worked out from the snapshots. */
  fields?: readonly string[];
  count?: number;
  /** Overrides the context's action and the default (`op-entityKind`). */
  action?: string;
};

export type HistoryLog = {
  readonly context: HistoryContext;
  /** Writes these changes (skipping updates that changed nothing a person sees). */
  record(changes: readonly ChangeInput[]): Promise<void>;
};

/**
 * Commands whose change of a text's document alone (its words as they were) is a change all the same:
 * a secret revealed or given readers, and the restore that undoes it (decision 072).
 */
const DOCUMENT_ACTIONS: ReadonlySet<string> = new Set(['reveal-secret', 'secret-readers', 'restore']);

/** Rows per insert, under SQLite's and PostgreSQL's bind-parameter limits (15 columns a row). */
const BATCH = 60;

/** Commands that write whole tables: history keeps one change per table with its count. */
export function isBulkAction(action: string | undefined): boolean {
  return action === 'import' || action === 'seed';
}

/** A snapshot's name: its title or name (a part's, inside its data). */
export function snapshotName(snapshot: Snapshot | null): string {
  return nameOf(snapshot).slice(0, 200);
}

export function createHistoryLog(db: WorkspaceDb, userId: string, context: HistoryContext): HistoryLog {
  const now = context.now ?? Date.now;
  return {
    context,
    async record(changes) {
      if (context.isRecording === false || changes.length === 0) return;
      const at = now();
      const stamp = new Date(at).toISOString();
      const rows: ChangeTable[] = [];
      for (const change of changes) {
        // An import or the sample writes many rows at once: only its counts are kept.
        if (isBulkAction(context.action) && change.op !== 'summary') continue;
        const action = change.action ?? context.action ?? `${change.op}-${change.entityKind}`;
        let fields = change.fields ?? changedFields(change.before, change.after);
        if (fields.length === 0 && DOCUMENT_ACTIONS.has(action)) {
          fields = changedDocFields(change.before, change.after);
        }
        if (change.op === 'update' && fields.length === 0) continue;
        const before = change.before === null ? null : JSON.stringify(change.before);
        const after = change.after === null ? null : JSON.stringify(change.after);
        rows.push({
          user_id: userId,
          id: newChangeId(at, userId),
          at: stamp,
          action,
          op: change.op,
          entity_kind: change.entityKind,
          entity_id: change.entityId,
          record_id: change.recordId,
          name: change.name ?? (snapshotName(change.after) || snapshotName(change.before)),
          fields: JSON.stringify(fields),
          count: change.count ?? null,
          before,
          after,
          is_complete: change.isComplete ? 1 : 0,
          size: (before?.length ?? 0) + (after?.length ?? 0),
        });
      }
      for (let index = 0; index < rows.length; index += BATCH) {
        await db
          .insertInto('changes')
          .values(rows.slice(index, index + BATCH))
          .execute();
      }
    },
  };
}
