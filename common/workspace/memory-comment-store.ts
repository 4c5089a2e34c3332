import type { StoredComment } from '../api/comments';
import type { CommentStore } from './comments';

/** The comment store in memory (unit tests). */
export function createMemoryCommentStore(): CommentStore & { all(): StoredComment[] } {
  const rows = new Map<string, StoredComment>();
  return {
    async list(container, target) {
      return [...rows.values()]
        .filter(
          (row) =>
            row.containerKind === container.kind &&
            row.containerId === container.id &&
            (target === undefined || (row.target.kind === target.kind && row.target.id === target.id)),
        )
        .map((row) => ({ ...row }));
    },
    async get(id) {
      const row = rows.get(id);
      return row === undefined ? undefined : { ...row };
    },
    async insert(comment) {
      rows.set(comment.id, { ...comment });
    },
    async update(comment) {
      const stored = rows.get(comment.id);
      if (stored === undefined || stored.version !== comment.version - 1) return false;
      rows.set(comment.id, { ...comment });
      return true;
    },
    async remove(ids) {
      for (const id of ids) rows.delete(id);
    },
    all: () => [...rows.values()],
  };
}
