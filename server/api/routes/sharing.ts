import type { Context } from 'hono';
import { Hono } from 'hono';
import { z } from 'zod';
import { noQuerySchema } from '../../../common/api/inputs';
import {
  acceptInvitationSchema,
  type BackupVisibility,
  type ContainerKind,
  containerPartParent,
  emailInvitationSchema,
  type MemberSummary,
  memberPlaysSchema,
  memberUpdateSchema,
  newInvitationSchema,
  type VisibilityDefault,
  visibilityDefaultInputSchema,
  visibilityInputSchema,
} from '../../../common/api/sharing';
import { SEARCH_QUERY_MAX } from '../../../common/search/query';
import {
  containerDefaultKey,
  DEFAULT_KIND_PREFIX,
  defaultVisibility,
  mayListMembers,
  PLAYER_CHARACTER_KIND,
  playsRefusal,
} from '../../../common/workspace/access';
import { partKindsOf } from '../../../common/workspace/part-kinds';
import { LAYER_KIND_PREFIX } from '../../../common/workspace/shared-maps';
import { thingInView } from '../../../common/workspace/shared-thing';
import {
  exportView,
  graphOfView,
  type MemberView,
  SEARCH_VIEW_LIMIT,
  searchView,
  suggestAmong,
  textInView,
  type ViewWrites,
  viewFor,
  writesOf,
} from '../../../common/workspace/shared-view';
import { createChapterTextStore } from '../../db/chapter-text-store';
import {
  acceptInvitation,
  type Container,
  containerExists,
  containerName,
  createInvitation,
  listInvitations,
  listMembers,
  readVisibility,
  removeMember,
  revokeInvitation,
  setMemberPlays,
  setMemberRole,
  setVisibility,
  sharedWith,
} from '../../db/membership-store';
import { readSharedParts, readSuggestionNames } from '../../db/shared-container';
import { readSearchSnapshot } from '../../db/shared-search';
import { createWorkspaceStore, type WorkspaceStore } from '../../db/workspace-store';
import { mapTable } from '../../db/workspace-tables';
import { type InvitationMailer, MailNotSentError } from '../../http/invitation-mail';
import { apiErrors } from '../api-error';
import type { ApiEnv, RouteDeps } from '../context';
import { readThingFields } from '../custom-fields';
import { createMemberViewCache } from '../member-view-cache';
import { readBody, readId, readQuery } from '../validate';
import { registerSharedComments } from './comments';
import { openDoor, openReadDoor, readContainer, viewAsQuerySchema } from './shared-door';
import { registerSharedMaps } from './shared-maps';
import { registerSharedWrites, setPartVisibility } from './shared-writes';

// Sharing (issue 28, decision 057). `/sharing/:kind/:id/...` is the owner's: members, links and
// visibility of one of their containers. `/invitations/accept` makes the caller a member. `/shared/...`
// is the member's door into a container of someone else: every answer is a function of `viewFor`, the
// one place the access policy is applied (the whole view kept until the next write; search: the view of
// the parts the index found under the policy; the @ list: names a query filtered by the same policy;
// decisions 075, 084), and the membership is read again on every request.

/** Refuses a character a member cannot play: one that is not a character of this campaign (decision 083). */
async function checkPlayable(store: WorkspaceStore, container: Container, characterId: string) {
  const part = container.kind === 'campaign' ? await store.parts().getPart(characterId) : undefined;
  if (part === undefined || part.kind !== PLAYER_CHARACTER_KIND || part.parentId !== container.id) {
    throw apiErrors.invalid(`That is not a character of this ${container.kind}`, 'plays');
  }
}

/** `/api/v1/sharing/:kind/:id`: the owner's members, invitation links and visibility of one container. */
export function sharingRoutes(
  deps: RouteDeps,
  mail: { mailer?: InvitationMailer | undefined; siteUrl?: string | undefined } = {},
): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>();

  // Whether "Invite by email" can send (decision 083): the server has mail settings.
  routes.get('/mail', (c) => {
    readQuery(c, noQuerySchema);
    return c.json({ isEnabled: mail.mailer !== undefined });
  });

  /** The caller's container, or 404 (the same whether it is unknown or someone else's). */
  async function ownContainer(c: Context<ApiEnv>): Promise<Container> {
    const container = readContainer(c);
    if (!(await containerExists(c.var.store, container))) throw apiErrors.notFound(label(container.kind));
    return container;
  }

  routes.get('/:kind/:id/members', async (c) => {
    readQuery(c, noQuerySchema);
    const container = await ownContainer(c);
    const members: MemberSummary[] = await listMembers(c.var.store, container);
    return c.json({ members });
  });

  routes.patch('/:kind/:id/members/:memberId', async (c) => {
    const { role, plays } = await readBody(c, memberUpdateSchema);
    const container = await ownContainer(c);
    const memberId = readId(c, 'memberId');
    if (plays !== undefined && plays !== null) await checkPlayable(c.var.store, container, plays);
    const store = c.var.store;
    const found = await store.transaction(async (trx) => {
      if (role !== undefined && !(await setMemberRole(trx, container, memberId, role))) return false;
      return plays === undefined || (await setMemberPlays(trx, container, memberId, plays));
    });
    if (!found) throw apiErrors.notFound('Member');
    const member = (await listMembers(c.var.store, container)).find((row) => row.memberId === memberId);
    return c.json(member);
  });

  routes.delete('/:kind/:id/members/:memberId', async (c) => {
    const container = await ownContainer(c);
    const memberId = readId(c, 'memberId');
    if (!(await removeMember(c.var.store.db, c.var.store.userId, container, memberId))) {
      throw apiErrors.notFound('Member');
    }
    return c.body(null, 204);
  });

  routes.get('/:kind/:id/invitations', async (c) => {
    readQuery(c, noQuerySchema);
    const container = await ownContainer(c);
    return c.json({ invitations: await listInvitations(c.var.store, container) });
  });

  routes.post('/:kind/:id/invitations', async (c) => {
    const input = await readBody(c, newInvitationSchema);
    const container = await ownContainer(c);
    const made = await createInvitation(c.var.store, container, input, deps.now());
    // The token is shown once, here; the link the app opens is /invite/<token>.
    return c.json({ ...made.invitation, token: made.token, path: `/invite/${made.token}` }, 201);
  });

  // A single-use link mailed to one address; the token is in the mail only, never in the answer.
  routes.post('/:kind/:id/invitations/email', async (c) => {
    const { email, role } = await readBody(c, emailInvitationSchema);
    const container = await ownContainer(c);
    const { mailer } = mail;
    if (mailer === undefined) {
      throw apiErrors.conflict('Invitations cannot be emailed: mail is not set up on this server');
    }
    const made = await createInvitation(
      c.var.store,
      container,
      { role, isReusable: false, expiresInDays: 7 },
      deps.now(),
    );
    try {
      await mailer.send({
        to: email,
        containerName: await containerName(c.var.store, container),
        inviter: c.var.caller.email ?? 'Someone',
        link: `${mail.siteUrl ?? new URL(c.req.url).origin}/invite/${made.token}`,
      });
    } catch (error) {
      // A link nobody received must not stay open.
      await revokeInvitation(c.var.store, container, made.invitation.id, deps.now());
      if (error instanceof MailNotSentError) throw apiErrors.conflict(error.message);
      throw error;
    }
    return c.json({ ...made.invitation, sentTo: email }, 201);
  });

  routes.delete('/:kind/:id/invitations/:invitationId', async (c) => {
    const container = await ownContainer(c);
    const id = readId(c, 'invitationId');
    if (!(await revokeInvitation(c.var.store, container, id, deps.now())))
      throw apiErrors.notFound('Invitation');
    return c.body(null, 204);
  });

  // What the owner set on the container's parts (a part without a row takes its kind's default).
  routes.get('/:kind/:id/visibility', async (c) => {
    readQuery(c, noQuerySchema);
    const container = await ownContainer(c);
    // With a universe's worlds' things of the owner's kinds, which are the universe's to share (decision 100).
    const parts = await readSharedParts(c.var.store, container.kind, container.id);
    const maps = await c.var.store.rows(mapTable, ['id'], {
      owner_type: container.kind,
      owner_id: container.id,
    });
    const rows = await readVisibility(c.var.store, [
      container.id,
      ...parts.map((part) => part.id),
      ...maps.map((map) => map.id),
    ]);
    const defaults: VisibilityDefault[] = partKindsOf(containerPartParent[container.kind]).map((spec) => {
      const chosen = rows.get(containerDefaultKey(container.id, spec.kind));
      const { level, named } = chosen ?? defaultVisibility(container.kind, spec.kind);
      return { entityKind: spec.kind, level, named: [...named], isChosen: chosen !== undefined };
    });
    const visibility: BackupVisibility[] = parts.flatMap((part) => {
      const row = rows.get(`${part.kind}:${part.id}`);
      return row === undefined
        ? []
        : [{ entityKind: part.kind, entityId: part.id, level: row.level, named: [...row.named] }];
    });
    // The container's maps and their layers set apart from every member (decision 076).
    for (const [key, row] of rows) {
      const at = key.lastIndexOf(':');
      const entityKind = key.slice(0, at);
      if (entityKind !== 'map' && !entityKind.startsWith(LAYER_KIND_PREFIX)) continue;
      visibility.push({ entityKind, entityId: key.slice(at + 1), level: row.level, named: [...row.named] });
    }
    return c.json({ visibility, defaults });
  });

  // The container's own default for one kind of its parts: a part without a visibility of its own takes it.
  routes.put('/:kind/:id/defaults', async (c) => {
    const input = await readBody(c, visibilityDefaultInputSchema);
    const container = await ownContainer(c);
    if (!partKindsOf(containerPartParent[container.kind]).some((spec) => spec.kind === input.entityKind)) {
      throw apiErrors.invalid(`A ${container.kind} has no parts of kind ${input.entityKind}`, 'entityKind');
    }
    const named = input.level === 'named' ? input.named : [];
    await setVisibility(c.var.store, {
      entityKind: `${DEFAULT_KIND_PREFIX}${input.entityKind}`,
      entityId: container.id,
      level: input.level,
      named,
    });
    return c.json({ entityKind: input.entityKind, level: input.level, named, isChosen: true });
  });

  routes.put('/:kind/:id/visibility', async (c) => {
    const input = await readBody(c, visibilityInputSchema);
    const container = await ownContainer(c);
    return c.json(await setPartVisibility(c.var.store, container, input));
  });

  return routes;
}

function label(kind: ContainerKind): string {
  return kind === 'universe' ? 'Universe' : kind === 'novel' ? 'Novel' : 'Campaign';
}

/** `POST /api/v1/invitations/accept`: the caller becomes a member through a link. */
export function invitationRoutes(deps: RouteDeps): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>();
  routes.post('/accept', async (c) => {
    const { token } = await readBody(c, acceptInvitationSchema);
    const { store, caller } = c.var;
    const outcome = await acceptInvitation(store.db, token, caller.userId, deps.now());
    if (outcome === 'invalid') {
      throw apiErrors.notFound('Invitation (the link may have expired, been revoked or been used already)');
    }
    if (outcome === 'own')
      throw apiErrors.invalid('This is your own invitation link: send it to someone else', 'token');
    const owner = createWorkspaceStore(store.db, store.kind, outcome.ownerId);
    return c.json({
      ownerId: outcome.ownerId,
      kind: outcome.container.kind,
      id: outcome.container.id,
      name: await containerName(owner, outcome.container),
      role: outcome.role,
    });
  });
  return routes;
}

/** How many names a member's @ list gives. */
const SUGGESTIONS = 10;

const searchQuerySchema = viewAsQuerySchema.extend({
  q: z.string().max(SEARCH_QUERY_MAX, `A search is at most ${SEARCH_QUERY_MAX} characters`).default(''),
});

/** `/api/v1/shared`: the containers shared with the caller, and each as the caller may see it. */
export function sharedRoutes(deps: RouteDeps): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>();

  routes.get('/', async (c) => {
    readQuery(c, noQuerySchema);
    const { store, caller } = c.var;
    const containers = await sharedWith(store.db, caller.userId, (ownerId) =>
      createWorkspaceStore(store.db, store.kind, ownerId),
    );
    return c.json({ containers });
  });

  const views = createMemberViewCache(deps.now);

  /**
   * The caller's view of one container: their membership read now (a removed member is refused at
   * once, with the answer an unknown container gets), the container read from its owner's rows, and
   * the policy applied once by `viewFor`; kept until the next write anywhere (decision 084).
   */
  async function memberRead(
    c: Context<ApiEnv>,
    as: string | undefined,
  ): Promise<{ view: MemberView; owner: WorkspaceStore; writes: () => ViewWrites }> {
    const { membership, owner, viewer } = await openReadDoor(c, as);
    const read = await views.viewOf(owner, membership.container, viewer);
    if (read === undefined) throw apiErrors.notFound('Shared container');
    const { view, snapshot } = read;
    return { view, owner, writes: () => writesOf(snapshot, view, viewer) };
  }
  const memberView = async (c: Context<ApiEnv>, as: string | undefined) => (await memberRead(c, as)).view;

  // A chapter's text, kept apart from its row: read only when the view holds the chapter, its mentions
  // of hidden things removed by the view's own rule.
  routes.get('/:ownerId/:kind/:id/chapters/:chapterId/text', async (c) => {
    const { as } = readQuery(c, viewAsQuerySchema);
    const { view, owner } = await memberRead(c, as);
    const chapterId = readId(c, 'chapterId');
    const chapter = view.parts.find((part) => part.kind === 'novels/chapters' && part.id === chapterId);
    if (chapter === undefined) throw apiErrors.notFound('Chapter');
    const stored = await createChapterTextStore(owner).getText(chapterId);
    return c.json({
      chapterId,
      version: stored?.version ?? 0,
      text: textInView(view, stored?.text ?? null),
      wordCount: Number(chapter.data.wordCount ?? 0),
      updatedAt: stored?.updatedAt ?? null,
    });
  });

  // One thing of the view on a page of its own (decision 100): its added fields read from the owner's
  // rows only once the view holds it, and given as the view allows (no link to what it does not hold).
  routes.get('/:ownerId/:kind/:id/things/:partId', async (c) => {
    const { as } = readQuery(c, viewAsQuerySchema);
    const { view, owner } = await memberRead(c, as);
    const partId = readId(c, 'partId');
    const part = view.parts.find((each) => each.id === partId);
    const thing =
      part === undefined
        ? undefined
        : thingInView(view, partId, await readThingFields(owner, part.kind, partId));
    if (thing === undefined) throw apiErrors.notFound('Thing');
    return c.json(thing);
  });

  registerSharedComments(routes, deps);
  registerSharedMaps(routes, memberRead, deps);

  routes.get('/:ownerId/:kind/:id', async (c) => {
    const { as } = readQuery(c, viewAsQuerySchema);
    const { view, writes } = await memberRead(c, as);
    const { relations: _relations, ...page } = view;
    return c.json({ ...page, writes: writes() });
  });

  // The owner's search index, read under the policy (decision 084): only the parts found are viewed.
  routes.get('/:ownerId/:kind/:id/search', async (c) => {
    const { q, as } = readQuery(c, searchQuerySchema);
    const { membership, owner, viewer } = await openReadDoor(c, as);
    const { container } = membership;
    const found = await readSearchSnapshot(owner, container.kind, container.id, viewer, q);
    if (found === undefined) throw apiErrors.notFound('Shared container');
    return c.json({ results: searchView(viewFor(found.snapshot, viewer), q, SEARCH_VIEW_LIMIT, found.rank) });
  });

  // Names only, read by queries the policy filters (decisions 075, 084): the whole view is not built.
  routes.get('/:ownerId/:kind/:id/suggest', async (c) => {
    const { q, as } = readQuery(c, searchQuerySchema);
    const { membership, owner, viewer } = await openReadDoor(c, as);
    const { container } = membership;
    const names = await readSuggestionNames(owner, container.kind, container.id, viewer, q, SUGGESTIONS);
    if (names === undefined) throw apiErrors.notFound('Shared container');
    return c.json({ suggestions: suggestAmong(names, q, SUGGESTIONS) });
  });

  routes.get('/:ownerId/:kind/:id/relations', async (c) => {
    const { as } = readQuery(c, viewAsQuerySchema);
    return c.json({ relations: (await memberView(c, as)).relations });
  });

  routes.get('/:ownerId/:kind/:id/graph', async (c) => {
    const { as } = readQuery(c, viewAsQuerySchema);
    return c.json(graphOfView(await memberView(c, as)));
  });

  routes.get('/:ownerId/:kind/:id/export', async (c) => {
    const { as } = readQuery(c, viewAsQuerySchema);
    return c.json(exportView(await memberView(c, as)));
  });

  // The container's members, for an editor's "View as" and "Who reads this" (decision 083).
  routes.get('/:ownerId/:kind/:id/members', async (c) => {
    readQuery(c, noQuerySchema);
    const door = await openDoor(c);
    const { container } = door.membership;
    if (!mayListMembers(door.viewer)) {
      throw apiErrors.forbidden(
        `A ${door.viewer.role} cannot list the members of this ${container.kind}: only its owner and editors can`,
      );
    }
    const members: MemberSummary[] = await listMembers(door.owner, container);
    return c.json({ members });
  });

  // An editor hands out the characters as the owner does (decision 091): "Plays …" of one player.
  routes.patch('/:ownerId/:kind/:id/members/:memberId', async (c) => {
    const door = await openDoor(c);
    const { container } = door.membership;
    const memberId = readId(c, 'memberId');
    const { plays } = await readBody(c, memberPlaysSchema);
    // Asked first with nothing to give: a player or reader is refused before any member is read.
    const notEditor = playsRefusal(door.viewer, container.kind, { role: 'player' }, null);
    if (notEditor !== undefined) throw apiErrors.forbidden(notEditor);
    const member = (await listMembers(door.owner, container)).find((row) => row.memberId === memberId);
    if (member === undefined) throw apiErrors.notFound('Member');
    const refused = playsRefusal(door.viewer, container.kind, member, plays);
    if (refused !== undefined) throw apiErrors.invalid(refused, 'plays');
    if (plays !== null) await checkPlayable(door.owner, container, plays);
    if (!(await setMemberPlays(door.owner, container, memberId, plays))) throw apiErrors.notFound('Member');
    return c.json({ ...member, plays });
  });

  routes.delete('/:ownerId/:kind/:id/membership', async (c) => {
    const { store, caller } = c.var;
    const container = readContainer(c);
    if (!(await removeMember(store.db, readId(c, 'ownerId'), container, caller.userId))) {
      throw apiErrors.notFound('Shared container');
    }
    return c.body(null, 204);
  });

  registerSharedWrites(routes, deps);
  return routes;
}
