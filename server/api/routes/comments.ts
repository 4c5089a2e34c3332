import type { Context } from 'hono';
import { Hono } from 'hono';
import {
  type CommentList,
  type CommentNotice,
  type CommentTarget,
  commentListQuerySchema,
  commentUpdateSchema,
  newCommentSchema,
  type StoredComment,
  sharedCommentListQuerySchema,
} from '../../../common/api/comments';
import { noQuerySchema } from '../../../common/api/inputs';
import { type ContainerKind, containerKinds } from '../../../common/api/sharing';
import { plainTextOf } from '../../../common/text/plain-text';
import type { RichText } from '../../../common/text/rich-text';
import type { Viewer } from '../../../common/workspace/access';
import {
  addComment,
  type CommentContext,
  commentsForViewer,
  deleteComment,
  editComment,
  mayComment,
  setResolved,
  type TargetTexts,
} from '../../../common/workspace/comments';
import { WorkspaceError } from '../../../common/workspace/errors';
import { presenceName } from '../../../common/workspace/presence';
import { type MemberView, textInView, viewFor } from '../../../common/workspace/shared-view';
import { createChapterTextStore } from '../../db/chapter-text-store';
import { createCommentStore } from '../../db/comment-store';
import { type Container, containerExists, containerName } from '../../db/membership-store';
import { readContainerSnapshot } from '../../db/shared-container';
import type { WorkspaceStore } from '../../db/workspace-store';
import { apiErrors } from '../api-error';
import { type ApiEnv, isoNow, newId, type RouteDeps } from '../context';
import { readBody, readId, readQuery } from '../validate';
import { openDoor, openReadDoor, readContainer } from './shared-door';

// Comments on passages (issue 28, item 5; decision 071). The owner's `/comments/:kind/:id` and the
// member's `/shared/:ownerId/:kind/:id/comments` both run the core's commands on the owner's store; what
// a member reads is `commentsForViewer` over the texts of their view (`viewFor`, the one policy), so a
// comment on a hidden thing or inside a secret block never reaches them. `/comments/inbox` is the bell.

const CHAPTER_KIND = 'novels/chapters';

const richTextOf = (value: unknown): RichText | null => {
  if (typeof value !== 'object' || value === null) return null;
  const doc = (value as { doc?: { type?: unknown } }).doc;
  return doc?.type === 'doc' ? (value as RichText) : null;
};

/** The plain text of a thing's commented field as its owner stores it, or undefined if not in the container. */
async function wholeText(owner: WorkspaceStore, container: Container, target: CommentTarget) {
  const part = await owner.parts().getPart(target.id);
  if (part === undefined || part.kind !== target.kind || part.parentId !== container.id) return undefined;
  if (target.kind === CHAPTER_KIND && target.field === 'text') {
    const stored = await createChapterTextStore(owner).getText(target.id);
    return stored?.text == null ? '' : plainTextOf(stored.text.doc);
  }
  const text = richTextOf(part.data[target.field]);
  return text === null ? undefined : plainTextOf(text.doc);
}

/** The texts of a thing as a member reads them (from the view) and whole; undefined when hidden. */
async function memberTexts(owner: WorkspaceStore, view: MemberView, target: CommentTarget) {
  const part = view.parts.find((entry) => entry.kind === target.kind && entry.id === target.id);
  if (part === undefined) return undefined;
  const container = { kind: view.kind, id: view.id };
  const whole = await wholeText(owner, container, target);
  if (whole === undefined) return undefined;
  if (target.kind === CHAPTER_KIND && target.field === 'text') {
    const stored = await createChapterTextStore(owner).getText(target.id);
    const visible = textInView(view, stored?.text ?? null);
    return { visible: visible === null ? '' : plainTextOf(visible.doc), whole };
  }
  const text = richTextOf(part.data[target.field]);
  return text === null ? undefined : { visible: plainTextOf(text.doc), whole };
}

/** What a comment command needs of one request: who asks, the owner's store and the texts they may read. */
type Scope = {
  viewer: Viewer;
  name: string;
  owner: WorkspaceStore;
  container: Container;
  textsOf: (target: CommentTarget) => Promise<TargetTexts | undefined>;
};

async function ownerScope(c: Context<ApiEnv>, _as?: string): Promise<Scope> {
  const { store, caller } = c.var;
  const container = readContainer(c);
  if (!(await containerExists(store, container))) throw apiErrors.notFound('Container');
  return {
    viewer: { userId: caller.userId, role: 'owner' },
    name: presenceName(caller.email),
    owner: store,
    container,
    textsOf: async (target) => {
      const whole = await wholeText(store, container, target);
      return whole === undefined ? undefined : { visible: whole, whole };
    },
  };
}

/**
 * A member's scope: their own, or (`as`, a read only) the member's whose view the owner or an editor asks
 * for ("View as", decision 091), exactly as that member's own request reads.
 */
async function memberScope(c: Context<ApiEnv>, as?: string): Promise<Scope> {
  const { membership, owner, viewer } = as === undefined ? await openDoor(c) : await openReadDoor(c, as);
  const { container } = membership;
  const snapshot = await readContainerSnapshot(owner, container.kind, container.id);
  if (snapshot === undefined) throw apiErrors.notFound('Shared container');
  const view = viewFor(snapshot, viewer);
  return {
    viewer,
    name: presenceName(c.var.caller.email),
    owner,
    container,
    textsOf: (target) => memberTexts(owner, view, target),
  };
}

/** A rule's refusal (not the author, not the starter) is a 403 here: the asker is not allowed to. */
async function refusedAsForbidden<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof WorkspaceError && error.reason === 'refused')
      throw apiErrors.forbidden(error.message);
    throw error;
  }
}

/** The list, the new comment, the resolve and the delete, over a scope (owner's or member's). */
function commentHandlers(
  deps: RouteDeps,
  scopeOf: (c: Context<ApiEnv>, as?: string) => Promise<Scope>,
  listQuerySchema: typeof commentListQuerySchema | typeof sharedCommentListQuerySchema,
) {
  async function contextOf(scope: Scope): Promise<CommentContext & { visible: Set<string> }> {
    // A thing is commentable when the asker reads its text: worked out once per target and request.
    const visible = new Set<string>();
    return {
      container: scope.container,
      visible,
      isTargetVisible: (target) => visible.has(`${target.kind}:${target.id}:${target.field}`),
      newId,
      now: () => isoNow(deps),
    };
  }
  async function allow(scope: Scope, context: { visible: Set<string> }, target: CommentTarget) {
    if ((await scope.textsOf(target)) !== undefined)
      context.visible.add(`${target.kind}:${target.id}:${target.field}`);
  }
  /**
   * An existing comment is the asker's to act on when they may read its thread (not only its thing: a
   * thread on a secret passage is as missing to a reader as one on a hidden chapter).
   */
  async function allowThread(scope: Scope, context: { visible: Set<string> }, id: string) {
    const store = createCommentStore(scope.owner);
    const found = await store.get(id);
    const root = found?.parentId == null ? found : await store.get(found.parentId);
    if (root === undefined) return;
    const [view] = await commentsForViewer([root], scope.viewer, scope.textsOf);
    if (view !== undefined) context.visible.add(`${root.target.kind}:${root.target.id}:${root.target.field}`);
  }
  async function listFor(scope: Scope, comments: StoredComment[]): Promise<CommentList> {
    return {
      comments: await commentsForViewer(comments, scope.viewer, scope.textsOf),
      canComment: mayComment(scope.viewer),
    };
  }

  return {
    async list(c: Context<ApiEnv>) {
      const query: {
        targetKind?: string | undefined;
        targetId?: string | undefined;
        as?: string | undefined;
      } = readQuery(c, listQuerySchema);
      const scope = await scopeOf(c, query.as);
      const target =
        query.targetId === undefined || query.targetKind === undefined
          ? undefined
          : { kind: query.targetKind, id: query.targetId };
      const stored = await createCommentStore(scope.owner).list(scope.container, target);
      return c.json(await listFor(scope, stored));
    },
    async create(c: Context<ApiEnv>) {
      const input = await readBody(c, newCommentSchema);
      const scope = await scopeOf(c);
      const store = createCommentStore(scope.owner);
      const context = await contextOf(scope);
      if ('parentId' in input) await allowThread(scope, context, input.parentId);
      else await allow(scope, context, input.target);
      const made = await addComment(store, { ...scope.viewer, name: scope.name }, input, context);
      const [view] = await commentsForViewer([made], scope.viewer, scope.textsOf);
      return c.json(view ?? made, 201);
    },
    async update(c: Context<ApiEnv>) {
      const input = await readBody(c, commentUpdateSchema);
      const scope = await scopeOf(c);
      const store = createCommentStore(scope.owner);
      const context = await contextOf(scope);
      const id = readId(c, 'commentId');
      await allowThread(scope, context, id);
      if ('body' in input) {
        // Its author's new wording (decision 091): the thread is read again to present it in place.
        const edited = await refusedAsForbidden(() => editComment(store, scope.viewer, id, input, context));
        const root = edited.parentId === null ? edited : await store.get(edited.parentId);
        const views = await commentsForViewer(
          root === undefined || root.id === edited.id ? [edited] : [root, edited],
          scope.viewer,
          scope.textsOf,
        );
        return c.json(views.find((view) => view.id === edited.id) ?? edited);
      }
      const root = await refusedAsForbidden(() =>
        setResolved(store, scope.viewer, id, input.isResolved, context),
      );
      const [view] = await commentsForViewer([root], scope.viewer, scope.textsOf);
      return c.json(view ?? root);
    },
    async remove(c: Context<ApiEnv>) {
      const scope = await scopeOf(c);
      const store = createCommentStore(scope.owner);
      const context = await contextOf(scope);
      await allowThread(scope, context, readId(c, 'commentId'));
      await refusedAsForbidden(() => deleteComment(store, scope.viewer, readId(c, 'commentId'), context));
      return c.body(null, 204);
    },
  };
}

/** The members' `/shared/:ownerId/:kind/:id/comments[/:commentId]`, on the shared routes. */
export function registerSharedComments(routes: Hono<ApiEnv>, deps: RouteDeps): void {
  const handlers = commentHandlers(deps, memberScope, sharedCommentListQuerySchema);
  const path = '/:ownerId/:kind/:id/comments';
  routes.get(path, handlers.list);
  routes.post(path, handlers.create);
  routes.patch(`${path}/:commentId`, handlers.update);
  routes.delete(`${path}/:commentId`, handlers.remove);
}

const INBOX_LIMIT = 30;
const containerPaths: Record<ContainerKind, string> = {
  novel: '/novels',
  universe: '/universes',
  campaign: '/campaigns',
};

/** Where the app shows a comment's passage. */
function noticeHref(comment: StoredComment): string {
  const thread = comment.parentId ?? comment.id;
  if (comment.target.kind === CHAPTER_KIND) {
    return `/novels/${comment.containerId}/chapters/${comment.target.id}/write?comment=${thread}`;
  }
  return `${containerPaths[comment.containerKind]}/${comment.containerId}`;
}

/** `/api/v1/comments`: the owner's comments of one container, and the bell's newest comments by others. */
export function commentRoutes(deps: RouteDeps): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>();
  const handlers = commentHandlers(deps, ownerScope, commentListQuerySchema);

  routes.get('/inbox', async (c) => {
    readQuery(c, noQuerySchema);
    const { store } = c.var;
    const comments = await createCommentStore(store).latestByOthers(INBOX_LIMIT);
    const names = new Map<string, string>();
    const notices: CommentNotice[] = [];
    const quotes = new Map<string, string>();
    const roots = createCommentStore(store);
    for (const comment of comments) {
      const key = `${comment.containerKind}:${comment.containerId}`;
      if (!names.has(key)) {
        names.set(key, await containerName(store, { kind: comment.containerKind, id: comment.containerId }));
      }
      const threadId = comment.parentId ?? comment.id;
      if (!quotes.has(threadId)) {
        const root = comment.parentId === null ? comment : await roots.get(comment.parentId);
        quotes.set(threadId, root?.anchor?.quote ?? '');
      }
      notices.push({
        id: comment.id,
        authorName: comment.authorName,
        body: comment.body,
        quote: quotes.get(threadId) ?? '',
        createdAt: comment.createdAt,
        href: noticeHref(comment),
        containerName: names.get(key) ?? '',
      });
    }
    return c.json({ notices });
  });

  const path = `/:kind{${containerKinds.join('|')}}/:id`;
  routes.get(path, handlers.list);
  routes.post(path, handlers.create);
  routes.patch(`${path}/:commentId`, handlers.update);
  routes.delete(`${path}/:commentId`, handlers.remove);
  return routes;
}
