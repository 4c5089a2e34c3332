import { describe, expect, it } from 'vitest';
import type { CommentView } from '../../../common/api/comments';
import { threadsOf } from './comment-threads';

const comment = (
  id: string,
  parentId: string | null,
  start: number | null,
  createdAt: string,
): CommentView => ({
  id,
  containerKind: 'novel',
  containerId: 'n',
  target: { kind: 'novels/chapters', id: 'c', field: 'text' },
  anchor: parentId === null ? { quote: id, prefix: '', suffix: '', start: start ?? 0 } : null,
  authorId: 'u',
  authorName: 'U',
  body: id,
  parentId,
  resolvedAt: null,
  resolvedBy: null,
  createdAt,
  updatedAt: createdAt,
  editedAt: null,
  version: 1,
  place: start === null ? null : { start, end: start + 1 },
  isDetached: start === null,
  canResolve: false,
  canDelete: false,
  canEdit: false,
});

describe('threads of comments', () => {
  it('groups replies under their thread, threads in the order of their passages, detached last', () => {
    const threads = threadsOf([
      comment('late', null, 50, '2026-01-01T00:00:01Z'),
      comment('gone', null, null, '2026-01-01T00:00:00Z'),
      comment('early', null, 5, '2026-01-01T00:00:02Z'),
      comment('reply', 'late', 50, '2026-01-01T00:00:03Z'),
    ]);
    expect(threads.map((thread) => [thread.root.id, thread.replies.map((reply) => reply.id)])).toEqual([
      ['early', []],
      ['late', ['reply']],
      ['gone', []],
    ]);
  });
});
