import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NewComment } from '../../common/api/comments';
import { workspaceKey } from './query-helpers';
import { workspaceRepository } from './workspace';
import type { CommentScope } from './workspace-repository';

// Comments on passages (decision 071): a text's threads, the commands on them, and the bell's notices.
// Under the workspace key, so that a live event of the comments table reads them again.

export const commentKeys = {
  all: [...workspaceKey, 'comments'] as const,
  of: (scope: CommentScope, targetId: string) =>
    [...commentKeys.all, scope.ownerId ?? '', scope.kind, scope.id, targetId, scope.as ?? ''] as const,
  notices: [...workspaceKey, 'comments', 'notices'] as const,
};

/** The threads on one thing's text (a chapter's), as the user may read them. */
export function useComments(scope: CommentScope, target: { kind: string; id: string }) {
  return useQuery({
    queryKey: commentKeys.of(scope, target.id),
    queryFn: () => workspaceRepository().listComments(scope, target),
  });
}

/** Comment, reply, resolve or reopen, edit one's own, delete: each reads the threads and the bell again after. */
export function useCommentActions(scope: CommentScope) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: commentKeys.all });
  const add = useMutation({
    mutationFn: (input: NewComment) => workspaceRepository().addComment(scope, input),
    onSuccess: refresh,
  });
  const resolve = useMutation({
    mutationFn: (input: { commentId: string; isResolved: boolean }) =>
      workspaceRepository().setCommentResolved(scope, input.commentId, input.isResolved),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (commentId: string) => workspaceRepository().deleteComment(scope, commentId),
    onSuccess: refresh,
  });
  const edit = useMutation({
    mutationFn: (input: { commentId: string; body: string; version: number }) =>
      workspaceRepository().editComment(scope, input.commentId, input.body, input.version),
    onSuccess: refresh,
  });
  return {
    edit: (commentId: string, body: string, version: number) =>
      edit.mutateAsync({ commentId, body, version }),
    add: add.mutateAsync,
    setResolved: (commentId: string, isResolved: boolean) => resolve.mutateAsync({ commentId, isResolved }),
    remove: remove.mutateAsync,
  };
}

/** The bell's comments: the newest others wrote on the user's things. */
export function useCommentNotices(isEnabled: boolean) {
  return useQuery({
    queryKey: commentKeys.notices,
    queryFn: () => workspaceRepository().listCommentNotices(),
    enabled: isEnabled,
  });
}

/**
 * A shared novel's chapter text as the member may read it (null when it is not theirs to read); with
 * `as`, as one member reads it ("View as", decision 091).
 */
export function useSharedChapterText(ownerId: string, novelId: string, chapterId: string, as?: string) {
  return useQuery({
    queryKey: [...workspaceKey, 'shared', ownerId, 'chapter-text', novelId, chapterId, as ?? ''],
    queryFn: () => workspaceRepository().getSharedChapterText(ownerId, novelId, chapterId, as),
  });
}
