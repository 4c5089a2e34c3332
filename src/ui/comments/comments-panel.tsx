import { MessageSquare, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import type { CommentAnchor, CommentView } from '../../../common/api/comments';
import { cn } from '../../lib/cn';
import { relativeTime } from '../../lib/relative-time';
import { Button, IconButton } from '../button';
import { Checkbox } from '../checkbox';
import { LoadingBlock } from '../loading-block';
import { CommentBodyForm } from './comment-body-form';
import { type CommentThread, threadsOf } from './comment-threads';

// The comments side panel (decisions 071, 091): a text's threads, each with its passage, replies, Resolve
// or Reopen, and Edit and Delete for one's own (read-only under "View as"); resolved threads behind "Show resolved"; a new comment on the selected
// passage. Bodies are shown as text (never HTML). A failed post keeps what was typed and says why.

export type CommentsPanelProps = {
  comments: readonly CommentView[] | undefined;
  isPending: boolean;
  error: string | null;
  canComment: boolean;
  /** The selected passage a new comment is being written on, or null. */
  draftAnchor: CommentAnchor | null;
  activeId: string | null;
  onActivate: (id: string) => void;
  onCreate: (body: string) => Promise<void>;
  onCancelDraft: () => void;
  onReply: (threadId: string, body: string) => Promise<void>;
  onResolve: (threadId: string, isResolved: boolean) => Promise<void>;
  onDelete: (commentId: string) => Promise<void>;
  /** Its author's new wording of a comment, at the version shown (decision 091). */
  onEdit?: (commentId: string, body: string, version: number) => Promise<void>;
  /** "View as" a member (decision 091): what they would read, with nothing to act on. */
  isReadOnly?: boolean;
  onClose: () => void;
  className?: string;
};

const messageOf = (error: unknown) =>
  error instanceof Error ? error.message : 'The comment could not be saved. Try again.';

export function CommentsPanel(props: CommentsPanelProps) {
  const { comments, isPending, error, draftAnchor, activeId, className } = props;
  const isReadOnly = props.isReadOnly === true;
  const canComment = props.canComment && !isReadOnly;
  const headingId = useId();
  const [isShowingResolved, setIsShowingResolved] = useState(false);
  const threads = threadsOf(comments ?? []);
  const resolvedCount = threads.filter((thread) => thread.root.resolvedAt !== null).length;
  const shown = threads.filter(
    (thread) => isShowingResolved || thread.root.resolvedAt === null || thread.root.id === activeId,
  );

  return (
    <aside
      aria-labelledby={headingId}
      className={cn('flex flex-col gap-3 rounded-lg border border-border bg-surface p-3 text-sm', className)}
    >
      <div className="flex items-center justify-between gap-2">
        <h2 id={headingId} className="flex items-center gap-2 text-base font-semibold text-fg">
          <MessageSquare aria-hidden="true" className="size-4" />
          Comments
        </h2>
        <IconButton
          aria-label="Close comments"
          size="sm"
          variant="ghost"
          icon={<X aria-hidden="true" />}
          onClick={props.onClose}
        />
      </div>
      {!canComment ? null : draftAnchor === null ? (
        <p className="text-xs text-fg-muted">
          Select a passage, then choose Comment (or press Ctrl+Alt+M) to comment on it.
        </p>
      ) : (
        <NewCommentForm anchor={draftAnchor} onCreate={props.onCreate} onCancel={props.onCancelDraft} />
      )}
      <Checkbox
        label={`Show resolved (${resolvedCount})`}
        checked={isShowingResolved}
        onCheckedChange={setIsShowingResolved}
      />
      {isPending ? (
        <LoadingBlock label="Loading comments…" />
      ) : error !== null ? (
        <p className="text-danger-text">{error}</p>
      ) : shown.length === 0 ? (
        <p className="text-fg-muted">
          {threads.length === 0 ? 'No comments yet.' : 'Every comment here is resolved.'}
        </p>
      ) : (
        <ul className="flex flex-col gap-3">
          {shown.map((thread) => (
            <li key={thread.root.id}>
              <Thread
                thread={thread}
                isActive={thread.root.id === activeId}
                canReply={canComment}
                isReadOnly={isReadOnly}
                onActivate={props.onActivate}
                onReply={props.onReply}
                onResolve={props.onResolve}
                onDelete={props.onDelete}
                onEdit={props.onEdit}
              />
            </li>
          ))}
        </ul>
      )}
    </aside>
  );
}

function NewCommentForm({
  anchor,
  onCreate,
  onCancel,
}: {
  anchor: CommentAnchor;
  onCreate: (body: string) => Promise<void>;
  onCancel: () => void;
}) {
  // Once posted, the panel closes the draft (and this form with it).
  return (
    <CommentBodyForm
      label="New comment"
      fieldLabel="Comment"
      submitLabel="Post comment"
      savingLabel="Posting…"
      emptyMessage="Write a comment first"
      rows={3}
      className="rounded-md bg-surface-raised p-2"
      onSubmit={onCreate}
      onDone={() => undefined}
      onCancel={onCancel}
    >
      <Quote text={anchor.quote} />
    </CommentBodyForm>
  );
}

function Quote({ text }: { text: string }) {
  return (
    <blockquote className="line-clamp-3 border-l-2 border-accent pl-2 font-serif text-fg-muted italic">
      {text}
    </blockquote>
  );
}

function Thread({
  thread,
  isActive,
  canReply,
  isReadOnly,
  onActivate,
  onReply,
  onResolve,
  onDelete,
  onEdit,
}: {
  thread: CommentThread;
  isActive: boolean;
  canReply: boolean;
  isReadOnly: boolean;
  onActivate: (id: string) => void;
  onReply: (threadId: string, body: string) => Promise<void>;
  onResolve: (threadId: string, isResolved: boolean) => Promise<void>;
  onDelete: (commentId: string) => Promise<void>;
  onEdit: ((commentId: string, body: string, version: number) => Promise<void>) | undefined;
}) {
  const { root, replies } = thread;
  const [isReplying, setIsReplying] = useState(false);
  const [editingId, setEditingId] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const ref = useRef<HTMLElement>(null);
  const isResolved = root.resolvedAt !== null;
  useEffect(() => {
    if (isActive) ref.current?.scrollIntoView({ block: 'nearest' });
  }, [isActive]);

  async function run(work: () => Promise<void>) {
    try {
      setProblem(null);
      await work();
    } catch (error) {
      setProblem(messageOf(error));
    }
  }

  return (
    <article
      ref={ref}
      aria-label={`Comment by ${root.authorName}`}
      data-comment-thread={root.id}
      className={cn(
        'flex flex-col gap-2 rounded-md border p-2',
        isActive ? 'border-accent' : 'border-border',
        isResolved && 'opacity-80',
      )}
    >
      <button
        type="button"
        onClick={() => onActivate(root.id)}
        className="rounded text-left focus-visible:outline-2 focus-visible:outline-ring"
        aria-label={`Show the passage: ${root.anchor?.quote ?? ''}`}
      >
        <Quote text={root.anchor?.quote ?? ''} />
      </button>
      {root.isDetached ? <p className="text-xs text-fg-muted">The passage was removed.</p> : null}
      {isResolved ? <p className="text-xs font-medium text-fg-muted">Resolved</p> : null}
      <ol className="flex flex-col gap-2">
        {[root, ...replies].map((comment) => (
          <li key={comment.id} className="flex flex-col gap-0.5">
            <p className="text-xs text-fg-muted">
              <span className="font-medium text-fg">{comment.authorName}</span> ·{' '}
              {relativeTime(comment.createdAt)}
              {comment.editedAt === null ? null : <EditedMark at={comment.editedAt} />}
            </p>
            {editingId === comment.id && onEdit !== undefined ? (
              <CommentBodyForm
                label="Edit comment"
                submitLabel="Save"
                initial={comment.body}
                emptyMessage="Write a comment first"
                onSubmit={(body) => onEdit(comment.id, body, comment.version)}
                onDone={() => setEditingId(null)}
              />
            ) : (
              <p className="break-words whitespace-pre-wrap text-fg">{comment.body}</p>
            )}
            {isReadOnly || editingId === comment.id ? null : (
              <div className="flex flex-wrap gap-1">
                {comment.canEdit && onEdit !== undefined ? (
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={comment.id === root.id ? 'Edit this comment' : 'Edit this reply'}
                    onClick={() => setEditingId(comment.id)}
                  >
                    Edit
                  </Button>
                ) : null}
                {comment.canDelete ? (
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={comment.id === root.id ? 'Delete this thread' : 'Delete this reply'}
                    onClick={() => run(() => onDelete(comment.id))}
                  >
                    Delete
                  </Button>
                ) : null}
              </div>
            )}
          </li>
        ))}
      </ol>
      {problem === null ? null : (
        <p role="alert" className="text-xs text-danger-text">
          {problem}
        </p>
      )}
      {isReadOnly ? null : isReplying ? (
        <CommentBodyForm
          label="Reply"
          submitLabel="Post reply"
          emptyMessage="Write a reply first"
          onSubmit={(body) => onReply(root.id, body)}
          onDone={() => setIsReplying(false)}
        />
      ) : (
        <div className="flex flex-wrap gap-2">
          {canReply ? (
            <Button variant="secondary" size="sm" onClick={() => setIsReplying(true)}>
              Reply
            </Button>
          ) : null}
          {root.canResolve ? (
            <Button variant="secondary" size="sm" onClick={() => run(() => onResolve(root.id, !isResolved))}>
              {isResolved ? 'Reopen' : 'Resolve'}
            </Button>
          ) : null}
        </div>
      )}
    </article>
  );
}

/**
 * "edited" after a comment's time once its author changed its body (decision 094): the time of the last
 * edit as a tooltip and, for a screen reader, as words.
 */
function EditedMark({ at }: { at: string }) {
  return (
    <>
      {' · '}
      <time dateTime={at} title={`Edited ${new Date(at).toLocaleString()}`}>
        edited<span className="sr-only"> {relativeTime(at).toLowerCase()}</span>
      </time>
    </>
  );
}
