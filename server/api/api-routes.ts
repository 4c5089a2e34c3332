import { Hono } from 'hono';
import { recordKind, recordKinds } from '../../common/workspace/kinds';
import { type BlobStore, createDatabaseBlobStore } from '../db/blob-store';
import type { DatabaseKind } from '../db/database';
import { createHistoryCompactor } from '../db/history-store';
import { redeemLiveTicket } from '../db/live-feed';
import { createWorkspaceStore } from '../db/workspace-store';
import type { WorkspaceDb } from '../db/workspace-tables';
import type { InvitationMailer } from '../http/invitation-mail';
import { apiErrorResponse, apiErrors } from './api-error';
import type { ApiEnv, RouteDeps, SharedTexts } from './context';
import { checkAfterWrite } from './continuity-cache';
import type { LiveHub } from './live-hub';
import { calendarRoutes } from './routes/calendars';
import { campaignRoutes } from './routes/campaigns';
import { commentRoutes } from './routes/comments';
import { continuityRoutes } from './routes/continuity';
import { fieldRoutes, fieldValueRoutes, templateRoutes } from './routes/custom-fields';
import { historyRoutes } from './routes/history';
import { imageRoutes } from './routes/images';
import { importRoutes } from './routes/import';
import { kindRoutes } from './routes/kinds';
import { entityRoutes, graphRoutes, mentionRoutes, relationRoutes } from './routes/links';
import { liveRoutes } from './routes/live';
import { mapRoutes, mapTileRoutes } from './routes/maps';
import { novelRoutes } from './routes/novels';
import { profileRoutes } from './routes/profile';
import { recordKindRoutes } from './routes/record-kind';
import { characterRoutes, itemRoutes } from './routes/references';
import { savedQueryRoutes } from './routes/saved-queries';
import { searchRoutes } from './routes/search';
import { invitationRoutes, sharedRoutes, sharingRoutes } from './routes/sharing';
import { timelineEventRoutes, timelineRoutes } from './routes/timelines';
import { trashRoutes } from './routes/trash';
import { universeRoutes } from './routes/universes';
import { workspaceRoutes } from './routes/workspace';
import { locationRoutes, worldRoutes } from './routes/worlds';
import { createSeeder } from './seed';
import { storageQuota } from './storage-quota';
import { createTileSigner, type TileSigner, tileGrantOf } from './tile-links';
import { bearerOf, type TokenVerifier } from './token-verifier';
import { userKindScope } from './user-kind-scope';

/** The query parameters a route takes; every other route takes none (checked by each route's schema too). */
const queryParameters: Record<string, readonly string[]> = {
  '/api/v1/worlds': ['universeId'],
  '/api/v1/maps': ['ownerType', 'ownerId', 'linkKind', 'linkId'],
  '/api/v1/locations': ['worldId', 'universeId'],
  '/api/v1/characters': ['novelId', 'universeId', 'campaignId'],
  '/api/v1/relations': ['kind', 'id'],
  '/api/v1/mentions': ['kind', 'id'],
  '/api/v1/entities/suggest': ['q', 'limit'],
  '/api/v1/graph': ['scope', 'id'],
  '/api/v1/search': ['q', 'kind', 'scope', 'limit', 'offset'],
  '/api/v1/calendars': ['ownerKind', 'ownerId'],
  '/api/v1/workspace': ['include'],
  '/api/v1/workspace/backup.zip': ['include'],
  '/api/v1/workspace/markdown.zip': ['scope'],
  '/api/v1/import/backup': ['replaceExisting', 'skipDuplicates', 'dryRun'],
  '/api/v1/history': ['recordId', 'entityId', 'entityKind', 'limit', 'before'],
  '/api/v1/continuity/dismissals': ['findingId'],
  '/api/v1/live': ['ticket', 'lastEventId', 'tab'],
  '/api/v1/fields': ['kind', 'scopeId'],
  '/api/v1/field-values': ['fieldId', 'equals', 'limit'],
  '/api/v1/field-templates': ['kind', 'scopeId'],
};

/** The same, for paths with an id in them. */
const queryParametersByPattern: readonly [RegExp, readonly string[]][] = [
  [/^\/api\/v1\/shared\/[^/]+\/[^/]+\/[^/]+\/(search|suggest)$/, ['q', 'as']],
  // "View as" (decision 072): a member's reads, as the owner or an editor asks for one member's view.
  [
    /^\/api\/v1\/shared\/[^/]+\/[^/]+\/[^/]+(\/(relations|graph|export|chapters\/[^/]+\/text|maps(\/[^/]+(\/tile-link)?)?))?$/,
    ['as'],
  ],
  // A tile, with a signed link's query in place of a token (decision 106).
  [
    /^\/api\/v1\/shared\/[^/]+\/[^/]+\/[^/]+\/maps\/[^/]+\/tiles\/\d+\/\d+\/\d+$/,
    ['as', 'viewer', 'expires', 'signature', 'picture'],
  ],
  [/^\/api\/v1\/map-tiles\/[^/]+\/\d+\/\d+\/\d+$/, ['viewer', 'expires', 'signature']],
  [/^\/api\/v1\/novels\/[^/]+\/writing-goal$/, ['day']],
  [/^\/api\/v1\/fields\/[^/]+$/, ['preview']],
  [/^\/api\/v1\/continuity\/(novels|campaigns|universes)\/[^/]+$/, ['toleranceDays']],
  // One thing's comments (decision 071), in the owner's container or through the member's door.
  [/^\/api\/v1\/comments\/(novel|universe|campaign)\/[^/]+$/, ['targetKind', 'targetId']],
  // A member's, with "View as" (decision 091).
  [
    /^\/api\/v1\/shared\/[^/]+\/(novel|universe|campaign)\/[^/]+\/comments$/,
    ['targetKind', 'targetId', 'as'],
  ],
];

/** The caller a live stream's one-use ticket was issued to (decision 062), spending it; else 401. */
async function callerOfTicket(db: WorkspaceDb, ticket: string, now: number) {
  const userId = await redeemLiveTicket(db, ticket, now);
  if (userId === undefined)
    throw apiErrors.unauthorized('This live ticket is spent or expired: ask for another');
  return { userId, email: undefined };
}

export type ApiDeps = {
  db: WorkspaceDb;
  /** Where map tiles are kept (decision 087); the database when absent. */
  blobs?: BlobStore;
  /** Signs and checks tile links (decision 106); a random key of this process when absent. */
  tiles?: TileSigner;
  kind: DatabaseKind;
  verifyToken: TokenVerifier;
  now?: () => number;
  log?: (line: string) => void;
  /** What one user may store; null or absent: no quota. */
  quotaBytes?: number | null;
  /** Live updates (decision 062): `GET /live`, and told of every write answered here. */
  live?: LiveHub;
  /** Co-editing's shared texts (decision 086): a restored text becomes theirs for those writing it. */
  sharedTexts?: SharedTexts;
  /** The largest backup `.zip` `POST /import/backup` takes; absent: 4,000 MB. */
  importBackupMaxBytes?: number;
  /** Sends invitations by email when the server has mail settings (decision 083); absent: none. */
  mailer?: InvitationMailer;
  /** The public base URL links in mails start with; absent: the request's own origin. */
  siteUrl?: string;
  /** Told after each slice of a replacing restore (decision 080). */
  onRestoreSlice?: (() => Promise<void>) | undefined;
  /** Told between two slices of an export (decision 093). */
  onExportSlice?: (() => Promise<void>) | undefined;
};

/** The record kinds whose routes do more than their declaration says (lists by filter, sub-resources). */
/** The owner named by a member's request to a shared container (`/api/v1/shared/:ownerId/…`). */
function sharedOwnerOf(path: string): string | undefined {
  return /^\/api\/v1\/shared\/([^/]+)\/./.exec(path)?.[1];
}

const ownRecordRoutes: Readonly<Record<string, (deps: RouteDeps) => Hono<ApiEnv>>> = {
  novels: novelRoutes,
  universes: universeRoutes,
  worlds: worldRoutes,
  locations: locationRoutes,
  campaigns: campaignRoutes,
  timelines: timelineRoutes,
  'timeline-events': timelineEventRoutes,
  characters: characterRoutes,
  items: itemRoutes,
  maps: mapRoutes,
};

/**
 * The workspace data API, mounted at /api/v1 by app.ts (which adds CORS and the body limit before it).
 * Order matters: errors are shaped first so every refusal has the same body; the token is checked
 * before any route is matched, so that without one nothing, not even which routes exist, is revealed;
 * then the caller's workspace is seeded on first use, and only then do the routes run.
 */
export function createApiRoutes(deps: ApiDeps): Hono {
  const now = deps.now ?? Date.now;
  const log = deps.log ?? ((line: string) => console.error(line));
  const routeDeps = { now, ...(deps.sharedTexts === undefined ? {} : { sharedTexts: deps.sharedTexts }) };
  const ensureSeeded = createSeeder(now);
  const blobs = deps.blobs ?? createDatabaseBlobStore(deps.db);
  const tiles = deps.tiles ?? createTileSigner();
  const api = new Hono<ApiEnv>();

  api.onError((error, c) => apiErrorResponse(c, error, log));

  api.use('*', async (c, next) => {
    // A browser's EventSource cannot send the token: it opens its live stream with a one-use ticket
    // asked for with the token (decision 062), never the token itself in a URL.
    const ticket = c.req.path === '/api/v1/live' ? c.req.query('ticket') : undefined;
    // Nor can a map's `<img>` tiles: they carry a short-lived signed link instead (decision 106).
    const tileGrant = tileGrantOf(tiles, c.req.path, c.req.query(), now());
    const caller =
      tileGrant !== undefined
        ? { userId: tileGrant.viewer, email: undefined }
        : ticket !== undefined && deps.live !== undefined
          ? await callerOfTicket(deps.db, ticket, now())
          : await deps.verifyToken(bearerOf(c.req.header('authorization')));
    const store = createWorkspaceStore(deps.db, deps.kind, caller.userId, { now });
    // A tile link was asked for with a token, so its viewer's workspace is there: none is made for it.
    if (tileGrant === undefined) await ensureSeeded(caller, store);
    c.set('caller', caller);
    c.set('store', store);
    c.set('blobs', blobs);
    c.set('tiles', tiles);
    c.set('tileGrant', tileGrant);
    await next();
  });
  // The registry's view of this request: the caller's own kinds (decision 085).
  api.use('*', userKindScope);

  // The storage quota (decisions 025 and 049): writes that would pass it are refused before they run.
  const quota = storageQuota(deps.db, deps.quotaBytes ?? null);
  api.get('/usage', quota.usage);
  api.use('*', quota.check);

  // History older than 30 days is compacted once a day per user, after the first of their writes that
  // day (decision 039); a failure leaves it for tomorrow and never fails the write, already committed.
  const compactIfDue = createHistoryCompactor(deps.db, now);
  api.use('*', async (c, next) => {
    await next();
    if (c.req.method === 'GET' || c.req.method === 'HEAD' || !c.res.ok) return;
    try {
      await compactIfDue(c.var.caller.userId);
    } catch (error) {
      log(`History compaction failed: ${String(error)}`);
    }
  });

  // A write queues a background check of the writer's continuity reports the server keeps (decision 074),
  // and a member's write to a shared container those of its owner, whose data it changed (decision 099).
  api.use('*', async (c, next) => {
    await next();
    if (c.req.method === 'GET' || c.req.method === 'HEAD' || !c.res.ok) return;
    const { store } = c.var;
    checkAfterWrite(store);
    const ownerId = sharedOwnerOf(c.req.path);
    if (ownerId !== undefined && ownerId !== store.userId) {
      checkAfterWrite(createWorkspaceStore(store.db, store.kind, ownerId));
    }
  });

  // A write answered here is read from the change feed at once (other servers hear of it by NOTIFY).
  const { live } = deps;
  if (live !== undefined) {
    api.use('*', async (c, next) => {
      await next();
      if (c.req.method !== 'GET' && c.req.method !== 'HEAD') live.poke();
    });
  }

  // A stray parameter is a client's mistake worth telling apart from a filter that matched nothing.
  api.use('*', async (c, next) => {
    const path = c.req.path.replace(/\/+$/, '');
    const allowed =
      queryParameters[path] ?? queryParametersByPattern.find(([pattern]) => pattern.test(path))?.[1] ?? [];
    const unknown = Object.keys(c.req.queries()).filter((name) => !allowed.includes(name));
    if (unknown.length > 0) {
      throw apiErrors.badRequest(
        `Invalid query string: unknown parameter${unknown.length > 1 ? 's' : ''} ${unknown.join(', ')}`,
      );
    }
    await next();
  });

  // Every record kind in the registry, at its api path: by routes of its own, or from its declaration.
  for (const kind of recordKinds) {
    const path = recordKind(kind).routes.api;
    api.route(`/${path}`, (ownRecordRoutes[path] ?? ((d) => recordKindRoutes(d, kind)))(routeDeps));
  }
  api.route('/map-tiles', mapTileRoutes(routeDeps));
  api.route('/profile', profileRoutes());
  api.route('/saved-queries', savedQueryRoutes(routeDeps));
  api.route('/workspace', workspaceRoutes({ ...routeDeps, onExportSlice: deps.onExportSlice }));
  api.route(
    '/import',
    importRoutes({
      ...routeDeps,
      importBackupMaxBytes: deps.importBackupMaxBytes,
      onRestoreSlice: deps.onRestoreSlice,
    }),
  );
  api.route('/images', imageRoutes(routeDeps));
  api.route('/relations', relationRoutes(routeDeps));
  api.route('/mentions', mentionRoutes());
  api.route('/entities', entityRoutes());
  api.route('/graph', graphRoutes());
  api.route('/search', searchRoutes());
  api.route('/calendars', calendarRoutes(routeDeps));
  api.route('/trash', trashRoutes(routeDeps));
  api.route('/history', historyRoutes(routeDeps));
  api.route('/sharing', sharingRoutes(routeDeps, { mailer: deps.mailer, siteUrl: deps.siteUrl }));
  api.route('/invitations', invitationRoutes(routeDeps));
  api.route('/shared', sharedRoutes(routeDeps));
  api.route('/continuity', continuityRoutes(routeDeps));
  api.route('/comments', commentRoutes(routeDeps));
  if (live !== undefined) api.route('/live', liveRoutes(live, deps.db, now));
  api.route('/fields', fieldRoutes(routeDeps));
  api.route('/field-values', fieldValueRoutes());
  api.route('/field-templates', templateRoutes(routeDeps));
  api.route('/kinds', kindRoutes(routeDeps));

  api.all('*', () => {
    throw apiErrors.notFound('Route');
  });
  // Mounted as a plain app: the typed variables above are this module's business only.
  return new Hono().route('/', api);
}
