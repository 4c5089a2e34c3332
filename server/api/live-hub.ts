import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { type LiveEvent, type LiveWireEvent, mayReceive, toWire } from '../../common/workspace/live-events';
import { memberMapEvent } from '../../common/workspace/live-map-events';
import {
  type PresenceMessage,
  type PresencePage,
  type PresencePerson,
  pageAsEvent,
  pageKey,
} from '../../common/workspace/presence';
import {
  feedBounds,
  mapFactsOf,
  membershipsOf,
  pruneEvents,
  readEventsAfter,
  visibilitiesOf,
} from '../db/live-feed';
import type { Database } from '../db/schema';

// The live updates of one server (decision 062). One reader of the change feed per server, whatever the
// number of open connections: a poke (a write answered here, a NOTIFY from another server, a slow
// safety poll) reads the events after the last one read, once, and hands each connection the ones its
// user may see. A connection that joins (or resumes after an id) is caught up from the feed itself
// before it takes the hub's events, so it misses none and is sent none twice.

/** What one connection is sent: events (or, when it fell too far behind, to read everything again). */
export type LiveMessage =
  | { id: number; events: LiveWireEvent[] }
  | { id: number; reset: true }
  | { presence: PresenceMessage };

/** A connection's tab, for presence: its id and the name shown for its user. */
export type LiveTab = { tab: string; name: string };

export type LiveHub = {
  /** Something was written: read the feed now (calls close together are one read). */
  poke(): void;
  /**
   * Opens a connection for `userId` resuming after `lastEventId` (null: from now). `send` is called
   * with each message in order; the first says where the connection starts. Returns the closer.
   */
  connect(
    userId: string,
    lastEventId: number | null,
    send: (message: LiveMessage) => void,
    tab?: LiveTab,
  ): Promise<() => void>;
  /**
   * The page `userId`'s tab shows now (null: none). Tells everyone who may see that page (and the page
   * left) who is there; answers who is there now, or null when this user has no stream open here with
   * that tab, or may not see the page.
   */
  setPresence(userId: string, tab: string, page: PresencePage | null): Promise<PresencePerson[] | null>;
  /** Who is on which pages of another server, as its `publishPresence` said (PostgreSQL's NOTIFY). */
  hearPresence(payload: string): void;
  /** Calls `listener` with every batch of events read from the feed, after they are delivered. */
  observe(listener: (batch: readonly LiveEvent[]) => void): void;
  /** Open connections (the bench prints it). */
  size(): number;
  close(): void;
};

/** Events read per query; a batch over this for one connection is one "read everything again". */
const PAGE = 1000;
/** More events than this at once for one connection: it is told to read again instead. */
const MANY = 200;
/** A server says again who is on its pages this often; what it stopped saying is forgotten after. */
const PRESENCE_EVERY_MS = 30_000;
const PRESENCE_FORGET_MS = 75_000;
/** Events are kept this long; a resume from before them reads everything again. */
const KEEP_MS = 24 * 60 * 60 * 1000;

type Connection = {
  userId: string;
  /** The last event id this connection has been given or passed over. */
  cursor: number;
  /** Events arriving while it is caught up, delivered after; null once live. */
  waiting: LiveEvent[] | null;
  send: (message: LiveMessage) => void;
  tab: LiveTab | null;
  /** The page its tab reported showing. */
  page: PresencePage | null;
};

export function createLiveHub(options: {
  db: Kysely<Database>;
  now?: () => number;
  log?: (line: string) => void;
  /** The safety poll's interval; writes this server answers and NOTIFYs arrive sooner. */
  pollMs?: number;
  /** Tells the other servers who is on a page here (with several servers); absent: one server. */
  publishPresence?: (payload: string) => Promise<void>;
}): LiveHub {
  const { db } = options;
  const now = options.now ?? Date.now;
  const log = options.log ?? ((line: string) => console.error(line));
  const connections = new Set<Connection>();
  // Where the hub starts reading: a connection joins only once it is known (see `connect`).
  let cursor: number | null = null;
  const ready = feedBounds(db).then(
    (bounds) => {
      cursor ??= bounds.last;
    },
    (error: unknown) => log(`Live updates could not read the change feed: ${String(error)}`),
  );
  let reading: Promise<void> | null = null;
  let isPokedAgain = false;
  let lastPrune = 0;
  const observers = new Set<(batch: readonly LiveEvent[]) => void>();

  /** The events of `batch` each user may see, for these connections. */
  async function deliver(targets: readonly Connection[], batch: readonly LiveEvent[]): Promise<void> {
    if (targets.length === 0 || batch.length === 0) return;
    const owners = [...new Set(batch.map((event) => event.ownerId))];
    const memberships = await membershipsOf(db, [...new Set(targets.map((c) => c.userId))]);
    // The containers too (`parentId`): their own defaults per kind are rows keyed on them.
    const entityIds = [
      ...new Set(
        batch.flatMap((event) => [event.entityId, event.parentId].filter((id): id is string => id !== null)),
      ),
    ];
    const sharedOwners = owners.filter((owner) =>
      [...memberships.values()].some((list) => list.some((m) => m.ownerId === owner)),
    );
    // Maps and their features: their containers, whose defaults are rows keyed on them (decision 088).
    const mapFacts = await mapFactsOf(db, sharedOwners, batch);
    const containers = [...mapFacts.maps.values()].map((container) => container.id);
    const visibilities = await visibilitiesOf(db, sharedOwners, [...new Set([...entityIds, ...containers])]);
    const last = batch.at(-1)?.id ?? 0;
    // The tabs of one user at one cursor are sent the same message: worked out (and, by the route,
    // written out) once, however many tabs there are.
    const shared = new Map<string, LiveMessage | null>();
    for (const connection of targets) {
      const sameKey = `${connection.userId}\n${connection.cursor}`;
      let message = shared.get(sameKey);
      if (message === undefined) {
        const mine = memberships.get(connection.userId) ?? [];
        const fresh = batch.filter((event) => event.id > connection.cursor);
        const visible = fresh.flatMap((event): LiveWireEvent[] => {
          // A map's event is told to a member as its map's update, or not at all.
          const asMap = memberMapEvent(connection.userId, event, mine, visibilities, mapFacts);
          if (asMap !== undefined) return asMap === null ? [] : [asMap];
          return mayReceive(connection.userId, event, mine, visibilities) ? [toWire(event)] : [];
        });
        const id = Math.max(connection.cursor, last);
        message =
          fresh.length === 0 || visible.length === 0
            ? null
            : visible.length > MANY
              ? { id, reset: true }
              : { id, events: visible };
        shared.set(sameKey, message);
      }
      connection.cursor = Math.max(connection.cursor, last);
      try {
        if (message !== null) connection.send(message);
      } catch {
        // A connection going away is no reason for the others to miss this batch.
        connections.delete(connection);
      }
    }
  }

  async function readNew(): Promise<void> {
    if (cursor === null) cursor = (await feedBounds(db)).last;
    for (;;) {
      const batch = await readEventsAfter(db, cursor, PAGE);
      if (batch.length === 0) break;
      const live = [...connections].filter((connection) => {
        if (connection.waiting === null) return true;
        connection.waiting.push(...batch);
        return false;
      });
      // Moved on only once delivered: a failed read of memberships is tried again at the next poke
      // (each connection's own cursor keeps it from being sent anything twice).
      await deliver(live, batch);
      cursor = batch.at(-1)?.id ?? cursor;
      for (const observer of observers) {
        try {
          observer(batch);
        } catch (error) {
          log(`A live observer failed: ${String(error)}`);
        }
      }
      if (batch.length < PAGE) break;
    }
    if (now() - lastPrune > 60 * 60 * 1000) {
      lastPrune = now();
      await pruneEvents(db, KEEP_MS, now());
    }
  }

  /** Those on `page` on this server, one entry per tab. */
  const localPeopleOn = (key: string): PresencePerson[] =>
    [...connections].flatMap((c) =>
      c.tab !== null && c.page !== null && pageKey(c.page) === key
        ? [{ userId: c.userId, name: c.tab.name, tab: c.tab.tab }]
        : [],
    );
  // Other servers' presence, keyed `server\npage`: each says again every PRESENCE_EVERY_MS, and what a
  // server stopped saying (it went away) is forgotten after PRESENCE_FORGET_MS.
  const serverId = randomUUID();
  const remote = new Map<string, { page: string; people: PresencePerson[]; at: number }>();
  /** Those on `page` now, here and on the other servers. */
  const peopleOn = (key: string): PresencePerson[] => [
    ...localPeopleOn(key),
    ...[...remote.values()].flatMap((entry) =>
      entry.page === key && now() - entry.at < PRESENCE_FORGET_MS ? entry.people : [],
    ),
  ];
  function publish(page: PresencePage): void {
    if (options.publishPresence === undefined) return;
    const payload = JSON.stringify({ server: serverId, page, people: localPeopleOn(pageKey(page)) });
    options
      .publishPresence(payload)
      .catch((error: unknown) => log(`Presence could not be told to the other servers: ${String(error)}`));
  }
  const sayAgain = setInterval(() => {
    const pages = new Map<string, PresencePage>();
    for (const c of connections) if (c.page !== null) pages.set(pageKey(c.page), c.page);
    for (const page of pages.values()) publish(page);
    for (const [key, entry] of remote) if (now() - entry.at >= PRESENCE_FORGET_MS) remote.delete(key);
  }, PRESENCE_EVERY_MS);
  sayAgain.unref();

  /** Which of these users may see `page`, by the change feed's own policy. */
  async function mayAllSee(userIds: readonly string[], page: PresencePage): Promise<Set<string>> {
    const memberships = await membershipsOf(db, [...new Set(userIds)]);
    const visibilities = await visibilitiesOf(db, [page.ownerId], [page.entityId]);
    const event = pageAsEvent(page);
    return new Set(
      userIds.filter((userId) => mayReceive(userId, event, memberships.get(userId) ?? [], visibilities)),
    );
  }

  /** Tells every tab that may see `page` who is on it now. */
  async function tellPresence(page: PresencePage): Promise<void> {
    const key = pageKey(page);
    const targets = [...connections].filter((c) => c.waiting === null && c.tab !== null);
    const allowed = await mayAllSee(
      targets.map((c) => c.userId),
      page,
    );
    const message: LiveMessage = { presence: { page: key, people: peopleOn(key) } };
    for (const connection of targets) {
      if (!allowed.has(connection.userId)) continue;
      try {
        connection.send(message);
      } catch {
        connections.delete(connection);
      }
    }
  }

  const tellPresenceSafely = (page: PresencePage, isHeard = false) => {
    if (!isHeard) publish(page);
    return tellPresence(page).catch((error: unknown) => log(`Presence could not be told: ${String(error)}`));
  };

  function poke(): void {
    if (reading !== null) {
      isPokedAgain = true;
      return;
    }
    reading = readNew()
      .catch((error: unknown) => log(`Live updates could not read the change feed: ${String(error)}`))
      .finally(() => {
        reading = null;
        if (isPokedAgain) {
          isPokedAgain = false;
          poke();
        }
      });
  }

  const poll = setInterval(poke, options.pollMs ?? 2000);
  poll.unref();

  return {
    poke,
    observe(listener) {
      observers.add(listener);
    },
    async connect(userId, lastEventId, send, tab) {
      await ready;
      const connection: Connection = { userId, cursor: 0, waiting: [], send, tab: tab ?? null, page: null };
      connections.add(connection);
      const close = () => {
        connections.delete(connection);
        // Presence ends with the stream.
        const { page } = connection;
        connection.page = null;
        if (page !== null) void tellPresenceSafely(page);
      };
      try {
        const bounds = await feedBounds(db);
        if (lastEventId === null || lastEventId > bounds.last) {
          connection.cursor = bounds.last;
          send({ id: bounds.last, events: [] });
        } else if (lastEventId + 1 < bounds.first) {
          // Resumed from before the oldest event kept: what was missed is unknown, so read everything.
          connection.cursor = bounds.last;
          send({ id: bounds.last, reset: true });
        } else {
          connection.cursor = lastEventId;
          for (;;) {
            const batch = await readEventsAfter(db, connection.cursor, PAGE);
            if (batch.length === 0) break;
            await deliver([connection], batch);
            connection.cursor = batch.at(-1)?.id ?? connection.cursor;
            if (batch.length < PAGE) break;
          }
        }
        // What the hub read meanwhile, in order (`deliver` skips what the catch-up already gave); the
        // connection goes live only once nothing waits, so a later batch cannot overtake these.
        for (let waiting = connection.waiting ?? []; waiting.length > 0; waiting = connection.waiting ?? []) {
          await deliver([connection], waiting.splice(0));
        }
        connection.waiting = null;
        return close;
      } catch (error) {
        close();
        throw error;
      }
    },
    async setPresence(userId, tab, page) {
      const connection = [...connections].find((c) => c.userId === userId && c.tab?.tab === tab);
      if (connection === undefined) return null;
      if (page !== null && !(await mayAllSee([userId], page)).has(userId)) return null;
      const left = connection.page;
      connection.page = page;
      if (left !== null && (page === null || pageKey(left) !== pageKey(page))) await tellPresenceSafely(left);
      if (page === null) return [];
      await tellPresenceSafely(page);
      return peopleOn(pageKey(page));
    },
    hearPresence(payload) {
      try {
        const heard = JSON.parse(payload) as { server: string; page: PresencePage; people: PresencePerson[] };
        if (heard.server === serverId) return;
        const key = `${heard.server}\n${pageKey(heard.page)}`;
        const before = JSON.stringify(remote.get(key)?.people ?? []);
        if (heard.people.length === 0) remote.delete(key);
        else remote.set(key, { page: pageKey(heard.page), people: heard.people, at: now() });
        // Said again unchanged (every 30 s): nothing to tell.
        if (JSON.stringify(heard.people) !== before) void tellPresenceSafely(heard.page, true);
      } catch (error) {
        log(`Presence from another server could not be read: ${String(error)}`);
      }
    },
    size: () => connections.size,
    close() {
      clearInterval(poll);
      clearInterval(sayAgain);
      connections.clear();
    },
  };
}
