import { z } from 'zod';
import { safeIdSchema } from './limits';
import { type ContainerKind, containerKindSchema } from './sharing';

// Comments on a passage of a text (issue 28, item 5; decision 071): the shapes that cross the API and the
// backup file. The rules (who may comment, resolve, delete, see) are in common/workspace/comments.ts;
// finding a passage again after edits is common/workspace/comment-anchor.ts.

/** A comment's body is plain text, never HTML. */
export const COMMENT_BODY_MAX = 4000;
/** The quoted passage, and the context kept on each side of it. */
export const COMMENT_QUOTE_MAX = 1000;
export const COMMENT_CONTEXT_MAX = 64;

/** What a comment is on: a chapter's text (`novels/chapters`, field `text`) or a part's rich-text field. */
export const commentTargetSchema = z.strictObject({
  kind: z.string().trim().min(1).max(80),
  id: safeIdSchema,
  field: z
    .string()
    .regex(/^[a-zA-Z][a-zA-Z0-9]{0,63}$/, 'A field is a name of letters and digits')
    .default('text'),
});
export type CommentTarget = z.output<typeof commentTargetSchema>;

/** The quoted passage with a little context on each side and its place in the text then (a hint). */
export const commentAnchorSchema = z.strictObject({
  quote: z
    .string()
    .min(1, 'Select the passage to comment on')
    .max(COMMENT_QUOTE_MAX, `A commented passage is at most ${COMMENT_QUOTE_MAX} characters`)
    .refine((quote) => quote.trim() !== '', 'Select the passage to comment on'),
  prefix: z.string().max(COMMENT_CONTEXT_MAX),
  suffix: z.string().max(COMMENT_CONTEXT_MAX),
  start: z.number().int().min(0).max(100_000_000),
});
export type CommentAnchor = z.output<typeof commentAnchorSchema>;

export const commentBodySchema = z
  .string()
  .trim()
  .min(1, 'Write a comment first')
  .max(COMMENT_BODY_MAX, `A comment is at most ${COMMENT_BODY_MAX} characters`);

/** `POST …/comments`: a new thread on a passage, or a reply (`parentId`) to one. */
export const newCommentSchema = z.union([
  z.strictObject({ target: commentTargetSchema, anchor: commentAnchorSchema, body: commentBodySchema }),
  z.strictObject({ parentId: safeIdSchema, body: commentBodySchema }),
]);
export type NewComment = z.input<typeof newCommentSchema>;

/** `PATCH …/comments/:commentId`: resolve or reopen a thread, or change one's own comment's body. */
export const commentUpdateSchema = z.union([
  z.strictObject({ isResolved: z.boolean() }),
  // Its author's new wording (decision 091), at the version they edited.
  z.strictObject({ body: commentBodySchema, version: z.number().int().positive() }),
]);
export type CommentUpdate = z.output<typeof commentUpdateSchema>;

/** `GET …/comments` may name one thing; without it, every comment of the container. */
export const commentListQuerySchema = z.strictObject({
  targetKind: z.string().trim().min(1).max(80).optional(),
  targetId: safeIdSchema.optional(),
});

/** A member's `GET /shared/…/comments` may ask, as the owner or an editor, for one member's (`as`, "View as"). */
export const sharedCommentListQuerySchema = commentListQuerySchema.extend({ as: safeIdSchema.optional() });

/** A comment as stored: the workspace's owner keeps it beside the container it is in. */
export type StoredComment = {
  id: string;
  containerKind: ContainerKind;
  containerId: string;
  target: CommentTarget;
  /** The passage; a reply has none (it is on its thread's). */
  anchor: CommentAnchor | null;
  authorId: string;
  authorName: string;
  body: string;
  /** The thread a reply is in; null for a thread's first comment. */
  parentId: string | null;
  resolvedAt: string | null;
  resolvedBy: string | null;
  createdAt: string;
  updatedAt: string;
  /**
   * When its author last changed its body (decision 094); null if never. `updatedAt` moves on a resolve
   * or reopen too, so it cannot say this.
   */
  editedAt: string | null;
  version: number;
};

/** A comment as the API answers it, with what the asker may do to it. */
export type CommentView = StoredComment & {
  /** The passage where it is now (offsets in the text's plain form), or null when it was removed. */
  place: { start: number; end: number } | null;
  isDetached: boolean;
  canResolve: boolean;
  canDelete: boolean;
  /** Whether the asker may change its body: only its author (decision 091). */
  canEdit: boolean;
};

export type CommentList = { comments: CommentView[]; canComment: boolean };

/** The bell: comments by others on the user's things and in what is shared with them, newest first. */
export type CommentNotice = {
  id: string;
  authorName: string;
  body: string;
  quote: string;
  createdAt: string;
  /** The app's path to the passage (`/novels/n/chapters/c/write?comment=id`). */
  href: string;
  containerName: string;
};

/** The backup's row of a comment: the stored comment as it is. */
export const backupCommentSchema = z.strictObject({
  id: safeIdSchema,
  containerKind: containerKindSchema,
  containerId: safeIdSchema,
  target: commentTargetSchema,
  anchor: commentAnchorSchema.nullable(),
  authorId: z.string().min(1).max(200),
  authorName: z.string().max(200),
  body: z.string().min(1).max(COMMENT_BODY_MAX),
  parentId: safeIdSchema.nullable(),
  resolvedAt: z.string().max(40).nullable(),
  resolvedBy: z.string().max(200).nullable(),
  createdAt: z.string().max(40),
  updatedAt: z.string().max(40),
  // Backups written before migration 0048 have none: never edited, as far as anyone can tell.
  editedAt: z.string().max(40).nullable().default(null),
  version: z.number().int().min(1),
});
