import { DEFAULT_RETENTION_DAYS, importTrashKindLabel, type TrashEntry } from '../../common/api/trash';
import { type EntityKind, entityKindLabel } from '../../common/workspace/entities';
import type { TakenEntry } from '../../common/workspace/operations/trash-moves';
import { expiresAt, payloadHolds, retentionCutoff, type TrashPayload } from '../../common/workspace/trash';
import type { TrashTable } from './schema';
import type { WorkspaceStore } from './workspace-store';

// One user's Trash (migration 0017, decision 038): a row per delete, its snapshot as JSON, and the
// user's retention. Entries older than the retention go for good whenever the Trash is used.

/** An entry to keep, as the core's moves make it. */
export type NewTrashEntry = { id: string } & TakenEntry;

export type StoredTrashEntry = TrashEntry & { payload: TrashPayload };

function present(row: Omit<TrashTable, 'user_id' | 'payload'>, retentionDays: number): TrashEntry {
  return {
    id: row.id,
    kind: row.kind,
    kindLabel: importTrashKindLabel(row.kind) ?? entityKindLabel(row.kind as EntityKind),
    label: row.label,
    entityId: row.entity_id,
    parentId: row.parent_id,
    deletedAt: row.deleted_at,
    expiresAt: expiresAt(row.deleted_at, retentionDays),
    contents: row.contents,
    size: Number(row.size),
  };
}

export function createTrashStore(store: WorkspaceStore, now: () => number) {
  const { db, userId } = store;
  const entries = () => db.selectFrom('trash').where('user_id', '=', userId);

  async function retentionDays(): Promise<number> {
    const row = await db
      .selectFrom('trash_settings')
      .select('retention_days')
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row === undefined ? DEFAULT_RETENTION_DAYS : Number(row.retention_days);
  }

  return {
    retentionDays,

    async setRetentionDays(days: number): Promise<void> {
      const updatedAt = new Date(now()).toISOString();
      await db
        .insertInto('trash_settings')
        .values({ user_id: userId, retention_days: days, updated_at: updatedAt })
        .onConflict((conflict) =>
          conflict.column('user_id').doUpdateSet({ retention_days: days, updated_at: updatedAt }),
        )
        .execute();
    },

    /** Deletes for good what has been in the Trash longer than the retention. */
    async purgeExpired(): Promise<number> {
      const cutoff = retentionCutoff(now(), await retentionDays());
      const result = await db
        .deleteFrom('trash')
        .where('user_id', '=', userId)
        .where('deleted_at', '<', cutoff)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    async list(): Promise<TrashEntry[]> {
      const days = await retentionDays();
      const rows = await entries()
        .select(['id', 'kind', 'label', 'entity_id', 'parent_id', 'contents', 'deleted_at', 'size'])
        .orderBy('deleted_at', 'desc')
        .orderBy('id')
        .execute();
      return rows.map((row) => present(row, days));
    },

    async get(id: string): Promise<StoredTrashEntry | undefined> {
      const row = await entries().selectAll().where('id', '=', id).executeTakeFirst();
      if (row === undefined) return undefined;
      return { ...present(row, await retentionDays()), payload: JSON.parse(row.payload) as TrashPayload };
    },

    /** The label of the entry holding this record or part, if one does (a restore's missing owner). */
    async holding(entityId: string): Promise<{ id: string; label: string } | undefined> {
      const rows = await entries()
        .select(['id', 'label', 'payload'])
        .where('payload', 'like', `%"${entityId.replace(/[\\"%_]/g, '')}"%`)
        .orderBy('deleted_at', 'desc')
        .execute();
      for (const row of rows) {
        if (payloadHolds(JSON.parse(row.payload) as TrashPayload, entityId))
          return { id: row.id, label: row.label };
      }
      return undefined;
    },

    async put(entry: NewTrashEntry): Promise<void> {
      const payload = JSON.stringify(entry.payload);
      await db
        .insertInto('trash')
        .values({
          user_id: userId,
          id: entry.id,
          kind: entry.kind,
          label: entry.label,
          entity_id: entry.entityId,
          parent_id: entry.parentId,
          contents: entry.contents,
          deleted_at: entry.deletedAt,
          payload,
          size: Buffer.byteLength(payload),
        })
        .execute();
    },

    async remove(id: string): Promise<boolean> {
      const result = await db
        .deleteFrom('trash')
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    async empty(): Promise<number> {
      const result = await db.deleteFrom('trash').where('user_id', '=', userId).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

export type TrashStore = ReturnType<typeof createTrashStore>;
