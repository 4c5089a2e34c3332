import type { CommentAnchor, CommentTarget, CommentView, NewComment, StoredComment } from '../api/comments';
import type { ContainerKind } from '../api/sharing';
import { isEditorial, type Viewer } from './access';
import { findAnchor, type Place } from './comment-anchor';
import { workspaceErrors } from './errors';

// Comments on a passage (issue 28, item 5; decision 071): the rules, as plain functions over a store.
// Everyone who may see a text may comment on it and reply (owner, editors, players, readers); a thread
// is resolved or reopened by the container's authors (owner and editors) or by whoever started it; a
// comment is edited by its author alone (decision 091), and deleted by its author or the owner. What a member may read of them is `commentsForViewer`:
// only threads on things the view holds, and never one whose passage is in a part of the text hidden
// from them (a secret block).

/** Where comments are kept: the owner's workspace, by container. */
export interface CommentStore {
  list(
    container: { kind: ContainerKind; id: string },
    target?: { kind: string; id: string },
  ): Promise<StoredComment[]>;
  get(id: string): Promise<StoredComment | undefined>;
  insert(comment: StoredComment): Promise<void>;
  /** Writes the comment if its stored version is `version - 1`; false when someone changed it first. */
  update(comment: StoredComment): Promise<boolean>;
  remove(ids: readonly string[]): Promise<void>;
}

/** Who asks, with the name their comments carry. */
export type Commenter = Viewer & { name: string };

/** May `viewer` comment on a thing they may see? Every role may. */
export function mayComment(viewer: Viewer): boolean {
  return (
    viewer.role === 'owner' ||
    viewer.role === 'editor' ||
    viewer.role === 'player' ||
    viewer.role === 'reader'
  );
}

/** May `viewer` resolve or reopen the thread `root` starts: its container's authors, or who started it. */
export function mayResolve(viewer: Viewer, root: StoredComment): boolean {
  return isEditorial(viewer.role) || root.authorId === viewer.userId;
}

/** May `viewer` change the body of `comment`: its author alone, whatever their role (decision 091). */
export function mayEdit(viewer: Viewer, comment: StoredComment): boolean {
  return comment.authorId === viewer.userId;
}

/** May `viewer` delete `comment`: its author, or the owner of the workspace. */
export function mayDelete(viewer: Viewer, comment: StoredComment): boolean {
  return viewer.role === 'owner' || comment.authorId === viewer.userId;
}

export type CommentContext = {
  container: { kind: ContainerKind; id: string };
  /** Whether the viewer may see the thing a new thread is on (the view holds it). */
  isTargetVisible: (target: CommentTarget) => boolean;
  newId: () => string;
  now: () => string;
};

/** Adds a thread on a passage, or a reply to a thread the viewer may see. */
export async function addComment(
  store: CommentStore,
  viewer: Commenter,
  input: NewComment & { body: string },
  context: CommentContext,
): Promise<StoredComment> {
  if (!mayComment(viewer)) throw workspaceErrors.refused('You cannot comment here');
  const stamp = context.now();
  const base = {
    id: context.newId(),
    containerKind: context.container.kind,
    containerId: context.container.id,
    authorId: viewer.userId,
    authorName: viewer.name,
    body: input.body.trim(),
    resolvedAt: null,
    resolvedBy: null,
    createdAt: stamp,
    updatedAt: stamp,
    editedAt: null,
    version: 1,
  };
  let comment: StoredComment;
  if ('parentId' in input) {
    const parent = await store.get(input.parentId);
    if (
      parent === undefined ||
      parent.containerId !== context.container.id ||
      !context.isTargetVisible(parent.target)
    ) {
      throw workspaceErrors.notFound('Comment');
    }
    // A reply to a reply joins the thread.
    const rootId = parent.parentId ?? parent.id;
    comment = { ...base, target: parent.target, anchor: null, parentId: rootId };
  } else {
    const target = { ...input.target, field: input.target.field ?? 'text' };
    if (!context.isTargetVisible(target)) throw workspaceErrors.notFound('Text');
    comment = { ...base, target, anchor: input.anchor, parentId: null };
  }
  await store.insert(comment);
  return comment;
}

/** A comment of this container on a passage the person may read; any other is not found (404). */
async function visibleComment(
  store: CommentStore,
  id: string,
  context: Pick<CommentContext, 'container' | 'isTargetVisible'>,
): Promise<StoredComment> {
  const comment = await store.get(id);
  if (
    comment === undefined ||
    comment.containerId !== context.container.id ||
    !context.isTargetVisible(comment.target)
  ) {
    throw workspaceErrors.notFound('Comment');
  }
  return comment;
}

/** The thread's first comment, which carries the passage and its resolution. */
async function rootOf(store: CommentStore, id: string, containerId: string): Promise<StoredComment> {
  const comment = await store.get(id);
  if (comment === undefined || comment.containerId !== containerId) throw workspaceErrors.notFound('Comment');
  if (comment.parentId === null) return comment;
  const root = await store.get(comment.parentId);
  if (root === undefined) throw workspaceErrors.notFound('Comment');
  return root;
}

/** Resolves or reopens the thread `id` is in. */
export async function setResolved(
  store: CommentStore,
  viewer: Viewer,
  id: string,
  isResolved: boolean,
  context: Pick<CommentContext, 'container' | 'isTargetVisible' | 'now'>,
): Promise<StoredComment> {
  const root = await rootOf(store, id, context.container.id);
  if (!context.isTargetVisible(root.target)) throw workspaceErrors.notFound('Comment');
  if (!mayResolve(viewer, root)) {
    throw workspaceErrors.refused(
      'Only the author of this text or whoever started the thread can resolve it',
    );
  }
  if ((root.resolvedAt !== null) === isResolved) return root;
  const stamp = context.now();
  const next: StoredComment = {
    ...root,
    resolvedAt: isResolved ? stamp : null,
    resolvedBy: isResolved ? viewer.userId : null,
    updatedAt: stamp,
    version: root.version + 1,
  };
  if (!(await store.update(next)))
    throw workspaceErrors.changedElsewhere('Comment', await store.get(root.id));
  return next;
}

/**
 * Changes the body of a comment its author may read, at the version they edited (decision 091). The
 * passage and the thread stay as they were; a thread on something hidden from them answers as missing.
 */
export async function editComment(
  store: CommentStore,
  viewer: Viewer,
  id: string,
  change: { body: string; version: number },
  context: Pick<CommentContext, 'container' | 'isTargetVisible' | 'now'>,
): Promise<StoredComment> {
  const comment = await visibleComment(store, id, context);
  if (!mayEdit(viewer, comment)) throw workspaceErrors.refused('You can edit only your own comments');
  if (comment.version !== change.version) throw workspaceErrors.changedElsewhere('Comment', comment);
  const body = change.body.trim();
  if (body === comment.body) return comment;
  const stamp = context.now();
  const next: StoredComment = {
    ...comment,
    body,
    updatedAt: stamp,
    editedAt: stamp,
    version: comment.version + 1,
  };
  if (!(await store.update(next))) throw workspaceErrors.changedElsewhere('Comment', await store.get(id));
  return next;
}

/** Deletes a comment; a thread's first comment takes its replies with it. */
export async function deleteComment(
  store: CommentStore,
  viewer: Viewer,
  id: string,
  context: Pick<CommentContext, 'container' | 'isTargetVisible'>,
): Promise<void> {
  const comment = await visibleComment(store, id, context);
  if (!mayDelete(viewer, comment)) throw workspaceErrors.refused('You can delete only your own comments');
  const ids = [id];
  if (comment.parentId === null) {
    const thread = await store.list(context.container, comment.target);
    ids.push(...thread.filter((reply) => reply.parentId === id).map((reply) => reply.id));
  }
  await store.remove(ids);
}

/** A commented thing's text: as the viewer may read it, and whole (as its owner stores it). */
export type TargetTexts = { visible: string; whole: string };

const targetKey = (target: { kind: string; id: string; field: string }) =>
  `${target.kind}:${target.id}:${target.field}`;

/**
 * Where a passage is in the text a member reads: found in the whole text first, then that passage word
 * for word in theirs. A passage found only by likeness in their text (which a secret block's words could
 * be close to) does not count: 'hidden' when the passage is in the whole text but not in theirs.
 */
function placeForMember(text: TargetTexts, anchor: CommentAnchor): Place | null | 'hidden' {
  const whole = findAnchor(text.whole, anchor);
  if (whole === null) return null;
  const passage = text.whole.slice(whole.start, whole.end);
  return findAnchor(text.visible, { ...anchor, quote: passage }, true) ?? 'hidden';
}

/**
 * The comments `viewer` may read, each with where its passage is now. `textOf` answers a thing's texts,
 * or undefined when the viewer may not see the thing: its threads go. For someone who is not an author
 * of the container, a thread whose passage is not in the text they read but is in the whole text lies
 * in a part hidden from them and goes too; a thread whose passage was removed (detached) stays only for
 * whoever started it, since its quote may have come from a part they may not see.
 */
export async function commentsForViewer(
  comments: readonly StoredComment[],
  viewer: Viewer,
  textOf: (target: CommentTarget) => Promise<TargetTexts | undefined>,
): Promise<CommentView[]> {
  const texts = new Map<string, TargetTexts | undefined>();
  const roots = new Map<string, CommentView>();
  const isAuthor = isEditorial(viewer.role);
  for (const comment of comments) {
    if (comment.parentId !== null || comment.anchor === null) continue;
    const key = targetKey(comment.target);
    if (!texts.has(key)) texts.set(key, await textOf(comment.target));
    const text = texts.get(key);
    if (text === undefined) continue;
    const place = isAuthor ? findAnchor(text.visible, comment.anchor) : placeForMember(text, comment.anchor);
    if (place === 'hidden') continue;
    if (place === null && !isAuthor && comment.authorId !== viewer.userId) continue;
    roots.set(comment.id, {
      ...comment,
      place,
      isDetached: place === null,
      canResolve: mayResolve(viewer, comment),
      canDelete: mayDelete(viewer, comment),
      canEdit: mayEdit(viewer, comment),
    });
  }
  const views: CommentView[] = [];
  for (const comment of comments) {
    const root = comment.parentId === null ? roots.get(comment.id) : roots.get(comment.parentId);
    if (root === undefined) continue;
    views.push(
      comment.parentId === null
        ? root
        : {
            ...comment,
            place: root.place,
            isDetached: root.isDetached,
            canResolve: root.canResolve,
            canDelete: mayDelete(viewer, comment),
            canEdit: mayEdit(viewer, comment),
          },
    );
  }
  return views.sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));
}
