import type { CommentView } from '../../../common/api/comments';

// A text's comments as threads: each first comment with its replies, in the order they were written;
// threads in the order of their passages in the text (detached ones last).

export type CommentThread = { root: CommentView; replies: CommentView[] };

export function threadsOf(comments: readonly CommentView[]): CommentThread[] {
  const threads = new Map<string, CommentThread>();
  for (const comment of comments) {
    if (comment.parentId === null) threads.set(comment.id, { root: comment, replies: [] });
  }
  for (const comment of comments) {
    if (comment.parentId !== null) threads.get(comment.parentId)?.replies.push(comment);
  }
  const placeOf = (thread: CommentThread) => thread.root.place?.start ?? Number.POSITIVE_INFINITY;
  return [...threads.values()].sort(
    (a, b) => placeOf(a) - placeOf(b) || a.root.createdAt.localeCompare(b.root.createdAt),
  );
}
