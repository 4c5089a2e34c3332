import { createHash, randomBytes } from 'node:crypto';
import { type Kysely, type Selectable, sql } from 'kysely';
import pg from 'pg';
import type { ContainerKind, MemberRole, Visibility, VisibilityLevel } from '../../common/api/sharing';
import {
  type LiveEvent,
  type LiveMembership,
  type LiveVisibilities,
  visibilityKey,
} from '../../common/workspace/live-events';
import { type LiveMapFacts, mapOfEvent } from '../../common/workspace/live-map-events';
import { LIVE_CHANNEL } from './live-events-migration';
import type { Database, LiveEventTable } from './schema';

// Reading the change feed (migration 0032, decision 062): the events after an id, who of the receivers
// is a member of which of the owners' containers, and the visibilities of the things a batch names.

type Db = Kysely<Database>;

function toEvent(row: Omit<Selectable<LiveEventTable>, 'at'>): LiveEvent {
  return {
    id: Number(row.id),
    ownerId: row.user_id,
    table: row.tbl,
    kind: row.kind,
    entityId: row.entity_id,
    parentId: row.parent_id,
    op: row.op as LiveEvent['op'],
    version: row.version === null ? null : Number(row.version),
    ...(row.was_layer === null ? {} : { wasLayer: row.was_layer }),
  };
}

/** Events after `afterId`, oldest first, at most `limit`; only these owners' when given. */
export async function readEventsAfter(
  db: Db,
  afterId: number,
  limit: number,
  owners?: readonly string[],
): Promise<LiveEvent[]> {
  if (owners !== undefined && owners.length === 0) return [];
  let query = db
    .selectFrom('live_events')
    .select(['id', 'user_id', 'tbl', 'kind', 'entity_id', 'parent_id', 'op', 'version', 'was_layer'])
    .where('id', '>', afterId);
  if (owners !== undefined) query = query.where('user_id', 'in', [...owners]);
  const rows = await query.orderBy('id').limit(limit).execute();
  return rows.map(toEvent);
}

/** The newest event's id, 0 when none; and the oldest kept (to tell a resume that came too late). */
export async function feedBounds(db: Db): Promise<{ first: number; last: number }> {
  const row = await db
    .selectFrom('live_events')
    .select((eb) => [eb.fn.min('id').as('first'), eb.fn.max('id').as('last')])
    .executeTakeFirst();
  return { first: Number(row?.first ?? 0), last: Number(row?.last ?? 0) };
}

/** The memberships of these receivers in any container (one indexed read per batch, never cached). */
export async function membershipsOf(
  db: Db,
  receivers: readonly string[],
): Promise<Map<string, LiveMembership[]>> {
  const byReceiver = new Map<string, LiveMembership[]>();
  if (receivers.length === 0) return byReceiver;
  const rows = await db
    .selectFrom('members')
    .select(['user_id', 'container_kind', 'container_id', 'member_id', 'role'])
    .where('member_id', 'in', [...receivers])
    .execute();
  for (const row of rows) {
    const list = byReceiver.get(row.member_id) ?? [];
    list.push({
      ownerId: row.user_id,
      containerKind: row.container_kind as ContainerKind,
      containerId: row.container_id,
      role: row.role as MemberRole,
    });
    byReceiver.set(row.member_id, list);
  }
  return byReceiver;
}

/** The stored visibilities of the things these events name, for these owners. */
export async function visibilitiesOf(
  db: Db,
  owners: readonly string[],
  entityIds: readonly string[],
): Promise<LiveVisibilities> {
  const visibilities = new Map<string, Visibility>();
  if (owners.length === 0 || entityIds.length === 0) return visibilities;
  for (let index = 0; index < entityIds.length; index += 500) {
    const rows = await db
      .selectFrom('visibility')
      .select(['user_id', 'entity_kind', 'entity_id', 'level', 'named'])
      .where('user_id', 'in', [...owners])
      .where('entity_id', 'in', entityIds.slice(index, index + 500))
      .execute();
    for (const row of rows) {
      visibilities.set(visibilityKey(row.user_id, row.entity_kind, row.entity_id), {
        level: row.level as VisibilityLevel,
        named: JSON.parse(row.named) as string[],
      });
    }
  }
  return visibilities;
}

/** Drops events older than `olderThanMs` (a resume from before them is told to read everything again). */
export async function pruneEvents(db: Db, olderThanMs: number, now: number): Promise<void> {
  await db
    .deleteFrom('live_events')
    .where('at', '<', now - olderThanMs)
    .execute();
}

/**
 * Calls `onNotify` whenever any server commits events (PostgreSQL's LISTEN on its own connection,
 * reconnecting after a loss; a poke after reconnecting covers what was committed meanwhile).
 * Returns the function that stops listening.
 */
export function listenForEvents(
  databaseUrl: string,
  onNotify: (payload?: string) => void,
  log: (line: string) => void,
): () => Promise<void> {
  let client: pg.Client | null = null;
  let isStopped = false;
  let retry: ReturnType<typeof setTimeout> | undefined;
  const connect = async () => {
    const next = new pg.Client({ connectionString: databaseUrl });
    next.on('notification', (message) => onNotify(message.payload));
    next.on('error', (error) => {
      log(`Live updates lost their PostgreSQL connection: ${error.message}`);
      void next.end().catch(() => undefined);
      if (client === next) client = null;
      if (!isStopped) retry = setTimeout(() => void connect(), 1000);
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${LIVE_CHANNEL}`);
      if (isStopped) {
        await next.end();
        return;
      }
      client = next;
      onNotify();
    } catch (error) {
      log(`Live updates could not listen on PostgreSQL: ${String(error)}`);
      void next.end().catch(() => undefined);
      if (!isStopped) retry = setTimeout(() => void connect(), 1000);
    }
  };
  const started = connect();
  return async () => {
    isStopped = true;
    clearTimeout(retry);
    await started;
    await client?.end().catch(() => undefined);
  };
}

/** What a NOTIFY about presence starts with (the feed's own say the last id, digits only). */
export const PRESENCE_PREFIX = 'presence:';

/**
 * Tells the other servers (PostgreSQL only) who is on a page here: `payload` is the hub's JSON. Co-editing
 * sends its own payloads (already prefixed) with `prefix` ''.
 */
export async function notifyPresence(db: Db, payload: string, prefix = PRESENCE_PREFIX): Promise<void> {
  await sql`select pg_notify(${LIVE_CHANNEL}, ${prefix + payload})`.execute(db);
}

/** How long a ticket opens a stream: long enough to be used at once, never more. */
const TICKET_MS = 60_000;

const ticketHash = (ticket: string) => createHash('sha256').update(ticket).digest('hex');

/** A one-use ticket for `userId`'s live stream (a browser's EventSource cannot send the token). */
export async function issueLiveTicket(db: Db, userId: string, now: number): Promise<string> {
  const ticket = randomBytes(32).toString('base64url');
  await db.deleteFrom('live_tickets').where('expires_at', '<', now).execute();
  await db
    .insertInto('live_tickets')
    .values({ ticket_hash: ticketHash(ticket), user_id: userId, expires_at: now + TICKET_MS })
    .execute();
  return ticket;
}

/** The user a ticket was issued to, spending it; undefined when unknown, spent or expired. */
export async function redeemLiveTicket(db: Db, ticket: string, now: number): Promise<string | undefined> {
  const row = await db
    .deleteFrom('live_tickets')
    .where('ticket_hash', '=', ticketHash(ticket))
    .returning(['user_id', 'expires_at'])
    .executeTakeFirst();
  return row !== undefined && Number(row.expires_at) >= now ? row.user_id : undefined;
}

/**
 * What a batch's map events leave out (decision 088): the container of each map they name, and the layer
 * of each feature written, as the rows are now. Read only for owners some receiver is a member of.
 */
export async function mapFactsOf(
  db: Db,
  owners: readonly string[],
  batch: readonly LiveEvent[],
): Promise<LiveMapFacts> {
  const maps = new Map<string, { kind: string; id: string }>();
  const layers = new Map<string, string>();
  const about = batch.filter((event) => owners.includes(event.ownerId) && mapOfEvent(event) !== null);
  if (about.length === 0) return { maps, layers };
  const mapIds = [...new Set(about.map((event) => mapOfEvent(event) as string))];
  const featureIds = [
    ...new Set(
      about.flatMap((event) => (event.table === 'parts' && event.entityId !== null ? [event.entityId] : [])),
    ),
  ];
  for (let index = 0; index < mapIds.length; index += 500) {
    const rows = await db
      .selectFrom('maps')
      .select(['user_id', 'id', 'owner_type', 'owner_id'])
      .where('user_id', 'in', [...owners])
      .where('id', 'in', mapIds.slice(index, index + 500))
      .execute();
    for (const row of rows) maps.set(`${row.user_id}:${row.id}`, { kind: row.owner_type, id: row.owner_id });
  }
  for (let index = 0; index < featureIds.length; index += 500) {
    const rows = await db
      .selectFrom('parts')
      .select(['user_id', 'id', 'data'])
      .where('user_id', 'in', [...owners])
      .where('id', 'in', featureIds.slice(index, index + 500))
      .where('kind', 'like', 'maps/%')
      .execute();
    for (const row of rows) {
      const layer = (JSON.parse(row.data) as { layer?: unknown }).layer;
      layers.set(`${row.user_id}:${row.id}`, typeof layer === 'string' ? layer : '');
    }
  }
  return { maps, layers };
}
