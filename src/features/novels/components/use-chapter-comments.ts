import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { CommentAnchor } from '../../../../common/api/comments';
import { useCommentActions, useComments } from '../../../data/comments';
import type { CommentScope } from '../../../data/workspace-repository';
import type { CommentsPanelProps } from '../../../ui/comments/comments-panel';
import type { EditorComments } from '../../../ui/rich-text/rich-text-editor';

// A chapter's comments on the writing and the reading view (decision 071): the threads, the selected
// passage a new comment would be on, the thread shown, and whether the panel is open. A link from the
// bell (`?comment=<thread>`) opens the panel on its thread.

const CHAPTER_KIND = 'novels/chapters';

/** Beside the text on wide screens; a sheet over the page's foot on narrow ones, the text still in view. */
export const COMMENTS_PANEL_CLASSES =
  'fixed inset-x-0 bottom-0 z-30 max-h-[60vh] overflow-y-auto rounded-b-none shadow-lg lg:sticky lg:inset-auto lg:top-4 lg:z-auto lg:max-h-[calc(100vh-6rem)] lg:w-80 lg:shrink-0 lg:rounded-lg lg:shadow-none';

export function useChapterComments(scope: CommentScope, chapterId: string) {
  const [searchParams] = useSearchParams();
  const linked = searchParams.get('comment');
  const target = { kind: CHAPTER_KIND, id: chapterId };
  const list = useComments(scope, target);
  const actions = useCommentActions(scope);
  const [isOpen, setIsOpen] = useState(linked !== null);
  const [activeId, setActiveId] = useState<string | null>(linked);
  const [selection, setSelection] = useState<CommentAnchor | null>(null);
  const [draft, setDraft] = useState<CommentAnchor | null>(null);
  const comments = list.data?.comments;
  const canComment = list.data?.canComment ?? false;

  function startComment(anchor: CommentAnchor | null = selection) {
    // While the threads are still on their way, the draft waits in the open panel: the form shows
    // once the answer says this person may comment (a shortcut pressed early is not lost).
    if (anchor === null || (!canComment && !list.isPending)) return;
    setDraft(anchor);
    setIsOpen(true);
  }

  const showResolved = (id: string) => comments?.find((comment) => comment.id === id)?.resolvedAt !== null;
  const editorComments: EditorComments = {
    highlights: (comments ?? [])
      .filter((comment) => comment.parentId === null && comment.anchor !== null)
      .filter((comment) => comment.resolvedAt === null || comment.id === activeId)
      .map((comment) => ({
        id: comment.id,
        anchor: comment.anchor as CommentAnchor,
        isActive: comment.id === activeId,
      })),
    onSelectionChange: setSelection,
    onPick: (id) => {
      setActiveId(id);
      setIsOpen(true);
    },
    onCommentShortcut: (anchor) => startComment(anchor),
  };

  const panel: CommentsPanelProps = {
    comments,
    isPending: list.isPending,
    error: list.isError ? list.error.message : null,
    canComment,
    draftAnchor: draft,
    activeId,
    onActivate: (id) => setActiveId(activeId === id && !showResolved(id) ? null : id),
    onCreate: async (body) => {
      if (draft === null) return;
      const made = await actions.add({ target: { ...target, field: 'text' }, anchor: draft, body });
      setDraft(null);
      setActiveId(made.id);
    },
    onCancelDraft: () => setDraft(null),
    onReply: async (threadId, body) => {
      await actions.add({ parentId: threadId, body });
    },
    onResolve: async (threadId, isResolved) => {
      await actions.setResolved(threadId, isResolved);
    },
    onEdit: async (commentId, body, version) => {
      await actions.edit(commentId, body, version);
    },
    onDelete: async (commentId) => {
      await actions.remove(commentId);
      if (commentId === activeId) setActiveId(null);
    },
    onClose: () => setIsOpen(false),
  };

  return {
    editorComments,
    panel,
    isOpen,
    toggle: () => setIsOpen((current) => !current),
    openCount: (comments ?? []).filter((comment) => comment.parentId === null && comment.resolvedAt === null)
      .length,
    canStart: selection !== null && canComment,
    canComment,
    // Without a selection, Comment opens the panel, whose first line says what to do.
    startComment: () => (selection === null ? setIsOpen(true) : startComment()),
  };
}
