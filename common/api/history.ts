import { z } from 'zod';

// The history of every change (issue 16, decision 039): what `GET /api/v1/history` lists, what
// `GET /api/v1/history/:id` shows and what `POST /api/v1/history/:id/restore` takes.

/** How a change touched its entity: made it, changed it, deleted it, or many rows at once (an import). */
export type ChangeOp = 'create' | 'update' | 'delete' | 'summary';

/**
 * What a change is about: a record of one of the workspace's tables (`novel`, `character`, ...), a part
 * of a record (`part`), or a chapter's text (`chapter-text`, whose words live in its versions).
 */
export type HistoryEntityKind = string;

/** One change in a list: no snapshots, only what changed (the panel reads one change for its diff). */
export type ChangeSummary = {
  id: string;
  /** When it was written (ISO 8601). */
  at: string;
  /** The command that made it: 'create-novel', 'update-part', 'reorder', 'import', 'restore', ... */
  action: string;
  op: ChangeOp;
  entityKind: HistoryEntityKind;
  /** The changed entity's id ('' for a summary of many rows). */
  entityId: string;
  /** The record the entity is (or belongs to): a novel for its chapters. */
  recordId: string;
  /** The entity's name or title when it was changed. */
  name: string;
  /** The fields that changed (an update), or were set (a create). */
  fields: string[];
  /** A summary's row count. */
  count?: number;
};

/** A snapshot of an entity: its fields as stored (a part: `{ kind, parentId, position, data, ... }`). */
export type Snapshot = Record<string, unknown>;

/** One change with the entity as it was before and after it. */
export type ChangeDetail = ChangeSummary & {
  before: Snapshot | null;
  after: Snapshot | null;
  /** False when the snapshots hold only the changed fields (a reorder's positions). */
  isComplete: boolean;
  /** False when the change cannot be restored from history (a summary; a chapter's text: its Versions). */
  isRestorable: boolean;
};

/** A page of changes, newest first; `nextBefore` asks for the next (older) page. */
export type ChangePage = { changes: ChangeSummary[]; nextBefore: string | null };

export const HISTORY_PAGE_DEFAULT = 100;
export const HISTORY_PAGE_MAX = 500;

export const historyQuerySchema = z
  .object({
    recordId: z.string().trim().min(1).max(200).optional(),
    entityId: z.string().trim().min(1).max(200).optional(),
    entityKind: z.string().trim().min(1).max(60).optional(),
    limit: z.coerce
      .number()
      .int('limit must be a whole number')
      .min(1, 'limit must be at least 1')
      .max(HISTORY_PAGE_MAX, `limit must be at most ${HISTORY_PAGE_MAX}`)
      .optional(),
    before: z.string().trim().min(1).max(100).optional(),
  })
  .strict();
export type HistoryQuery = z.infer<typeof historyQuerySchema>;

/** Which side of a change to bring back: the entity as it was after it (default), or before it. */
export const restoreChangeSchema = z.object({ side: z.enum(['before', 'after']).default('after') }).strict();
export type RestoreChange = z.input<typeof restoreChangeSchema>;

/** The answer to a restore: the new change it wrote. */
export type RestoreResult = { change: ChangeSummary | null };

/** The refusal of a restore whose entity is gone. */
export const restoreFromTrashMessage =
  'This no longer exists, so its history cannot bring it back here. Restore it from the Trash first.';

/** The refusal of a restore of a side where the entity did not exist. */
export const nothingToRestoreMessage =
  'There is nothing to restore: in that version it did not exist. Delete it instead if you no longer want it.';
