import type { Selectable } from 'kysely';
import { type CommentAnchor, commentAnchorSchema, type StoredComment } from '../../common/api/comments';
import type { ContainerKind } from '../../common/api/sharing';
import type { CommentStore } from '../../common/workspace/comments';
import type { CommentTable } from './schema';
import type { WorkspaceStore } from './workspace-store-type';

// Comments on passages (migration 0034, decision 071), in the workspace of the container's owner: the
// core's comment store over Kysely, in the store's transaction. Every query names the owner.

function anchorOf(json: string | null): CommentAnchor | null {
  if (json === null) return null;
  const parsed = commentAnchorSchema.safeParse(JSON.parse(json));
  return parsed.success ? parsed.data : null;
}

function toComment(row: Selectable<CommentTable>): StoredComment {
  return {
    id: row.id,
    containerKind: row.container_kind as ContainerKind,
    containerId: row.container_id,
    target: { kind: row.target_kind, id: row.target_id, field: row.target_field },
    anchor: anchorOf(row.anchor),
    authorId: row.author_id,
    authorName: row.author_name,
    body: row.body,
    parentId: row.thread_id,
    resolvedAt: row.resolved_at,
    resolvedBy: row.resolved_by,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    editedAt: row.edited_at,
    version: Number(row.version),
  };
}

function toRow(userId: string, comment: StoredComment): Selectable<CommentTable> {
  return {
    user_id: userId,
    id: comment.id,
    container_kind: comment.containerKind,
    container_id: comment.containerId,
    target_kind: comment.target.kind,
    target_id: comment.target.id,
    target_field: comment.target.field,
    anchor: comment.anchor === null ? null : JSON.stringify(comment.anchor),
    author_id: comment.authorId,
    author_name: comment.authorName,
    body: comment.body,
    thread_id: comment.parentId,
    resolved_at: comment.resolvedAt,
    resolved_by: comment.resolvedBy,
    created_at: comment.createdAt,
    updated_at: comment.updatedAt,
    edited_at: comment.editedAt,
    version: comment.version,
  };
}

export type ServerCommentStore = CommentStore & {
  /** Every comment of the owner (the export). */
  listAll(): Promise<StoredComment[]>;
  /** The newest comments written by others than the owner (the bell). */
  latestByOthers(limit: number): Promise<StoredComment[]>;
  /** Writes a backup's comment, replacing one of the same id. */
  put(comment: StoredComment): Promise<void>;
  /** Removes every comment (a replacing import that carries its own). */
  clear(): Promise<void>;
};

export function createCommentStore(store: Pick<WorkspaceStore, 'db' | 'userId'>): ServerCommentStore {
  const { db, userId } = store;
  return {
    async list(container, target) {
      let query = db
        .selectFrom('comments')
        .selectAll()
        .where('user_id', '=', userId)
        .where('container_id', '=', container.id)
        .where('container_kind', '=', container.kind);
      if (target !== undefined) {
        query = query.where('target_id', '=', target.id).where('target_kind', '=', target.kind);
      }
      const rows = await query.orderBy('created_at').orderBy('id').execute();
      return rows.map(toComment);
    },
    async get(id) {
      const row = await db
        .selectFrom('comments')
        .selectAll()
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .executeTakeFirst();
      return row === undefined ? undefined : toComment(row);
    },
    async insert(comment) {
      await db.insertInto('comments').values(toRow(userId, comment)).execute();
    },
    async update(comment) {
      const { user_id: _user, id: _id, ...values } = toRow(userId, comment);
      const result = await db
        .updateTable('comments')
        .set(values)
        .where('user_id', '=', userId)
        .where('id', '=', comment.id)
        .where('version', '=', comment.version - 1)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
    async remove(ids) {
      for (let index = 0; index < ids.length; index += 500) {
        await db
          .deleteFrom('comments')
          .where('user_id', '=', userId)
          .where('id', 'in', ids.slice(index, index + 500))
          .execute();
      }
    },
    async listAll() {
      const rows = await db
        .selectFrom('comments')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('created_at')
        .orderBy('id')
        .execute();
      return rows.map(toComment);
    },
    async latestByOthers(limit) {
      const rows = await db
        .selectFrom('comments')
        .selectAll()
        .where('user_id', '=', userId)
        .where('author_id', '!=', userId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
      return rows.map(toComment);
    },
    async put(comment) {
      await db.deleteFrom('comments').where('user_id', '=', userId).where('id', '=', comment.id).execute();
      await db.insertInto('comments').values(toRow(userId, comment)).execute();
    },
    async clear() {
      await db.deleteFrom('comments').where('user_id', '=', userId).execute();
    },
  };
}
