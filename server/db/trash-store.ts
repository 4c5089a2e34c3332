import type { TrashPayload } from '../../common/workspace/trash';
import {
  createTrashEntries,
  type StoredEntryRow,
  type TrashEntryRows,
} from '../../common/workspace/trash-entries';
import type { TrashTable } from './schema';
import type { WorkspaceStore } from './workspace-store';

// One user's Trash entries (migration 0017, decision 038): a row per delete, its snapshot as JSON, and
// the user's retention. Their rules are the core's (common/workspace/trash-entries.ts); this file reads
// and writes the rows.

const COLUMNS = ['id', 'kind', 'label', 'entity_id', 'parent_id', 'contents', 'deleted_at', 'size'] as const;

function entryOf(row: Pick<TrashTable, (typeof COLUMNS)[number]>): Omit<StoredEntryRow, 'payload'> {
  return {
    ...{ id: row.id, kind: row.kind, label: row.label, entityId: row.entity_id, parentId: row.parent_id },
    ...{ deletedAt: row.deleted_at, contents: row.contents, size: Number(row.size) },
  };
}

const withPayload = (row: Omit<TrashTable, 'user_id'>): StoredEntryRow => ({
  ...entryOf(row),
  payload: JSON.parse(row.payload) as TrashPayload,
});

/** The core's `TrashEntryRows` over the `trash` and `trash_settings` tables. */
export function createTrashEntryRows({ db, userId }: WorkspaceStore): TrashEntryRows {
  const entries = () => db.selectFrom('trash').where('user_id', '=', userId);
  const removed = (result: { numDeletedRows: bigint }) => Number(result.numDeletedRows);
  return {
    async retentionDays() {
      const row = await db
        .selectFrom('trash_settings')
        .select('retention_days')
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return row === undefined ? undefined : Number(row.retention_days);
    },

    async setRetentionDays(days, updatedAt) {
      await db
        .insertInto('trash_settings')
        .values({ user_id: userId, retention_days: days, updated_at: updatedAt })
        .onConflict((conflict) =>
          conflict.column('user_id').doUpdateSet({ retention_days: days, updated_at: updatedAt }),
        )
        .execute();
    },

    async list() {
      const rows = await entries().select(COLUMNS).orderBy('deleted_at', 'desc').orderBy('id').execute();
      return rows.map(entryOf);
    },

    async get(id) {
      const row = await entries().selectAll().where('id', '=', id).executeTakeFirst();
      return row === undefined ? undefined : withPayload(row);
    },

    async mayHold(entityId) {
      // Only the rows whose snapshot's text names the id (quoted, as JSON writes it).
      const rows = await entries()
        .selectAll()
        .where('payload', 'like', `%"${entityId.replace(/[\\"%_]/g, '')}"%`)
        .orderBy('deleted_at', 'desc')
        .orderBy('id')
        .execute();
      return rows.map(withPayload);
    },

    async put(entry) {
      const payload = JSON.stringify(entry.payload);
      await db
        .insertInto('trash')
        .values({
          ...{ user_id: userId, id: entry.id, kind: entry.kind, label: entry.label },
          ...{ entity_id: entry.entityId, parent_id: entry.parentId, contents: entry.contents },
          ...{ deleted_at: entry.deletedAt, payload, size: Buffer.byteLength(payload) },
        })
        .execute();
    },

    async remove(id) {
      const result = await db
        .deleteFrom('trash')
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .executeTakeFirst();
      return removed(result) > 0;
    },

    async removeDeletedBefore(cutoff) {
      return removed(
        await db
          .deleteFrom('trash')
          .where('user_id', '=', userId)
          .where('deleted_at', '<', cutoff)
          .executeTakeFirst(),
      );
    },

    async removeAll() {
      return removed(await db.deleteFrom('trash').where('user_id', '=', userId).executeTakeFirst());
    },
  };
}

/** One user's Trash, by the core's rules over the server's rows. */
export function createTrashStore(store: WorkspaceStore, now: () => number) {
  return createTrashEntries(createTrashEntryRows(store), now);
}
