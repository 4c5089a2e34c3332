import { Hono } from 'hono';
import { z } from 'zod';
import { pageKey, presenceName, TAB_PATTERN } from '../../../common/workspace/presence';
import { issueLiveTicket } from '../../db/live-feed';
import type { WorkspaceDb } from '../../db/workspace-tables';
import { apiErrors } from '../api-error';
import type { ApiEnv } from '../context';
import type { LiveHub, LiveMessage } from '../live-hub';
import { readBody } from '../validate';

/** A connection ends after this long and the client resumes at once: its token is checked again. */
export const LIVE_LIFETIME_MS = 5 * 60 * 1000;
/** A comment line this often keeps proxies from closing an idle connection. */
const PING_MS = 25_000;
/** A client this far behind (bytes queued) is cut off; it resumes from its last id when it can. */
const MAX_QUEUED_BYTES = 1024 * 1024;

/** Messages sent to many tabs at once are encoded once (the hub hands them the same object). */
const encoded = new WeakMap<LiveMessage, Uint8Array>();
const encoder = new TextEncoder();

function encodeLiveMessage(message: LiveMessage): Uint8Array {
  let bytes = encoded.get(message);
  if (bytes === undefined) {
    bytes = encoder.encode(formatLiveMessage(message));
    encoded.set(message, bytes);
  }
  return bytes;
}

/** One Server-Sent Events message: `change` with the events, `reset` (read everything), `ready`. */
export function formatLiveMessage(message: LiveMessage): string {
  // Presence has no id: it is not part of the feed a resume replays.
  if ('presence' in message) return `event: presence\ndata: ${JSON.stringify(message.presence)}\n\n`;
  if ('reset' in message) return `id: ${message.id}\nevent: reset\ndata: {}\n\n`;
  const event = message.events.length === 0 ? 'ready' : 'change';
  return `id: ${message.id}\nevent: ${event}\ndata: ${JSON.stringify(message.events)}\n\n`;
}

/**
 * `GET /live` (decision 062): a Server-Sent Events stream of the changes the caller may see, one per
 * tab, opened with the token in the Authorization header or (a browser's EventSource, which cannot send
 * one) with a one-use ticket from `POST /live/tickets`, never the token in a URL; `Last-Event-ID`
 * resumes after the last id seen, with no gap and nothing twice.
 */
const tabSchema = z.string().regex(TAB_PATTERN, 'tab must be 8 to 64 letters, digits, - or _');
const id = z.string().min(1).max(200);
const presenceSchema = z.strictObject({
  tab: tabSchema,
  page: z
    .strictObject({
      ownerId: id.optional(),
      table: z.string().regex(/^[a-z_]{1,40}$/, 'table must name a table'),
      kind: id.nullable(),
      entityId: id,
      parentId: id.nullable(),
    })
    .nullable(),
});

export function liveRoutes(hub: LiveHub, db: WorkspaceDb, now: () => number): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>();
  routes.post('/tickets', async (c) => {
    return c.json({ ticket: await issueLiveTicket(db, c.var.caller.userId, now()) }, 201);
  });
  // Presence: the page the tab of an open stream (`GET /live?tab=`) shows, told to who may see it.
  routes.post('/presence', async (c) => {
    const { tab, page } = await readBody(c, presenceSchema);
    const { userId } = c.var.caller;
    // A page of one's own workspace needs no owner named; a shared one names its owner.
    const named = page === null ? null : { ...page, ownerId: page.ownerId ?? userId };
    const people = await hub.setPresence(userId, tab, named);
    if (people === null) {
      throw apiErrors.notFound('An open live stream of yours with this tab, or the page it names,');
    }
    return c.json({ page: named === null ? null : pageKey(named), people });
  });
  routes.get('/', (c) => {
    // EventSource resends the last id as a header on its own reconnects; a new one carries it in the URL.
    const header = c.req.header('last-event-id') ?? c.req.query('lastEventId');
    if (header !== undefined && !/^\d{1,15}$/.test(header)) {
      throw apiErrors.badRequest('Last-Event-ID must be the id of an event this stream sent');
    }
    const lastEventId = header === undefined ? null : Number(header);
    const tab = c.req.query('tab');
    if (tab !== undefined && !TAB_PATTERN.test(tab)) {
      throw apiErrors.badRequest('tab must be 8 to 64 letters, digits, - or _');
    }
    const { userId, email } = c.var.caller;
    const liveTab = tab === undefined ? undefined : { tab, name: presenceName(email) };
    let finish = () => {};
    const body = new ReadableStream<Uint8Array>(
      {
        async start(controller) {
          let isDone = false;
          let closeHub = () => {};
          const timers: ReturnType<typeof setTimeout>[] = [];
          finish = () => {
            if (isDone) return;
            isDone = true;
            for (const timer of timers) clearTimeout(timer);
            closeHub();
            try {
              controller.close();
            } catch {
              // already closed by the client going away
            }
          };
          const write = (text: string | Uint8Array) => {
            if (isDone) return;
            if ((controller.desiredSize ?? 0) < -MAX_QUEUED_BYTES) return finish();
            try {
              controller.enqueue(typeof text === 'string' ? encoder.encode(text) : text);
            } catch {
              finish();
            }
          };
          write('retry: 1000\n\n');
          try {
            closeHub = await hub.connect(
              userId,
              lastEventId,
              (message) => write(encodeLiveMessage(message)),
              liveTab,
            );
          } catch (error) {
            controller.error(error);
            return;
          }
          if (isDone) closeHub();
          timers.push(setInterval(() => write(': ping\n\n'), PING_MS));
          timers.push(setTimeout(() => finish(), LIVE_LIFETIME_MS));
        },
        cancel() {
          finish();
        },
      },
      new ByteLengthQueuingStrategy({ highWaterMark: 64 * 1024 }),
    );
    return new Response(body, {
      headers: {
        'Content-Type': 'text/event-stream; charset=utf-8',
        // no-transform: never compressed or buffered on its way (compress.ts and proxies honour it).
        'Cache-Control': 'no-cache, no-transform',
        'X-Accel-Buffering': 'no',
      },
    });
  });
  return routes;
}
