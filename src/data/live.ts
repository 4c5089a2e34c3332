import type { QueryClient } from '@tanstack/react-query';
import type { ChapterTextView } from '../../common/workspace/chapter-text';
import type { LiveWireEvent } from '../../common/workspace/live-events';
import type { PresenceMessage } from '../../common/workspace/presence';
import { createApiClient, DEFAULT_API_BASE_URL } from './api-client';
import { chapterTextKeys } from './chapter-text';
import { liveInvalidationsOf } from './live-invalidations';
import { isOwnWrite } from './own-writes';
import { connectPresence, presenceTab, receivePresence, reportPresenceAgain } from './presence';
import { workspaceKey } from './query-helpers';
import { currentAccessToken, isServerWorkspace } from './workspace';

// Live updates in the browser (decision 062): one connection per tab to `GET /api/v1/live`. An
// EventSource cannot send the Authorization header, and a token in a URL ends up in logs, so each
// connection is opened with a one-use ticket asked for with the token (`POST /api/v1/live/tickets`).
// Each batch of events makes exactly the reads that show its rows stale; mounted ones refetch, others
// are read afresh when next shown. A lost connection is opened again with a new ticket after the last
// id seen, so nothing written meanwhile is missed.

/** The part of EventSource this uses (tests hand in their own). */
export type LiveSource = {
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void): void;
  onerror: ((event: Event) => void) | null;
  close(): void;
};

export type LiveOptions = {
  /** A one-use ticket for the next connection; null when signed out. */
  getTicket: () => Promise<string | null>;
  onEvents: (events: LiveWireEvent[]) => void;
  /** Too much or too old to list: everything may be stale. */
  onReset: () => void;
  /** Who is on a page now (decision 062, presence). */
  onPresence?: (message: PresenceMessage) => void;
  /** The stream is open (again): presence is reported anew, since it ended with the last stream. */
  onOpen?: () => void;
  /** This tab's id, for presence. */
  tab?: string;
  url?: string;
  openSource?: (url: string) => LiveSource;
  /** Waits before reconnecting (tests shorten them). */
  retryMs?: { first: number; max: number };
};

const RETRY = { first: 500, max: 30_000 };

/** Holds the connection open until the returned function is called. */
export function startLiveConnection(options: LiveOptions): () => void {
  const url = options.url ?? `${DEFAULT_API_BASE_URL}/live`;
  const retry = options.retryMs ?? RETRY;
  const openSource = options.openSource ?? ((address: string) => new EventSource(address) as LiveSource);
  let lastId: string | null = null;
  let source: LiveSource | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let isStopped = false;
  let failures = 0;

  const reconnect = () => {
    source?.close();
    source = null;
    if (isStopped) return;
    failures += 1;
    timer = setTimeout(() => void connect(), Math.min(retry.max, retry.first * 2 ** (failures - 1)));
  };

  const connect = async () => {
    let ticket: string | null = null;
    try {
      ticket = await options.getTicket();
    } catch {
      // offline, or the server restarting
    }
    if (isStopped) return;
    if (ticket === null) return reconnect();
    const query = new URLSearchParams({
      ticket,
      ...(lastId === null ? {} : { lastEventId: lastId }),
      ...(options.tab === undefined ? {} : { tab: options.tab }),
    });
    const opened = openSource(`${url}?${query}`);
    source = opened;
    const heard = (event: MessageEvent<string>) => {
      failures = 0;
      if (event.lastEventId !== '') lastId = event.lastEventId;
    };
    opened.addEventListener('ready', (event) => {
      heard(event);
      options.onOpen?.();
    });
    opened.addEventListener('presence', (event) => {
      try {
        options.onPresence?.(JSON.parse(event.data) as PresenceMessage);
      } catch {
        // a malformed presence message changes nothing
      }
    });
    opened.addEventListener('change', (event) => {
      heard(event);
      try {
        options.onEvents(JSON.parse(event.data) as LiveWireEvent[]);
      } catch {
        options.onReset();
      }
    });
    opened.addEventListener('reset', (event) => {
      heard(event);
      options.onReset();
    });
    // EventSource would retry with the spent ticket: a new one is asked for instead.
    opened.onerror = () => {
      if (source === opened) reconnect();
    };
  };

  void connect();
  return () => {
    isStopped = true;
    clearTimeout(timer);
    source?.close();
  };
}

/**
 * A chapter text this tab holds at that version already: its own autosave heard back. Each save would
 * otherwise read the chapter again, and every count on screen with it.
 */
function isAlreadyHeld(queryClient: QueryClient, event: LiveWireEvent): boolean {
  if (event.table !== 'chapter_texts' || event.version === null) return false;
  const held = queryClient.getQueryData<ChapterTextView | null>(
    chapterTextKeys.detail(event.parentId ?? '', event.entityId ?? ''),
  );
  return held != null && held.version >= event.version;
}

/** The app's connection: events refresh the reads they touch in `queryClient`. None over test data. */
export function startLiveUpdates(queryClient: QueryClient): () => void {
  if (!isServerWorkspace() || typeof EventSource === 'undefined') return () => undefined;
  const client = createApiClient({ getAccessToken: currentAccessToken });
  const stopPresence = connectPresence(client);
  const stop = startLiveConnection({
    tab: presenceTab,
    onPresence: receivePresence,
    onOpen: reportPresenceAgain,
    getTicket: async () =>
      ((await client.request({ method: 'POST', path: '/live/tickets' })) as { ticket: string }).ticket,
    onEvents: (events) => {
      const news = events.filter((event) => !isAlreadyHeld(queryClient, event) && !isOwnWrite(event));
      for (const queryKey of liveInvalidationsOf(news)) void queryClient.invalidateQueries({ queryKey });
    },
    onReset: () => void queryClient.invalidateQueries({ queryKey: workspaceKey }),
  });
  return () => {
    stop();
    stopPresence();
  };
}
