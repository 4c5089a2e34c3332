import type { QueryClient } from '@tanstack/react-query';
import { createStreamParser } from '../../common/api/live-stream';
import type { ChapterTextView } from '../../common/workspace/chapter-text';
import type { LiveWireEvent } from '../../common/workspace/live-events';
import { DEFAULT_API_BASE_URL } from './api-client';
import { chapterTextKeys } from './chapter-text';
import { liveInvalidationsOf } from './live-invalidations';
import { workspaceKey } from './query-helpers';
import { currentAccessToken, isServerWorkspace } from './workspace';

// Live updates in the browser (decision 062): one connection per tab to `GET /api/v1/live`, read with
// fetch() so that the token travels in the Authorization header (EventSource cannot send one, and a
// token in a URL ends up in logs). Each batch of events makes exactly the reads that show its rows stale;
// mounted ones refetch, others are read afresh when next shown. A lost connection resumes after the
// last id seen, so nothing written meanwhile is missed.

export type LiveOptions = {
  getAccessToken: () => Promise<string | null>;
  onEvents: (events: LiveWireEvent[]) => void;
  /** Too much or too old to list: everything may be stale. */
  onReset: () => void;
  url?: string;
  fetch?: typeof fetch;
  /** Waits before reconnecting (tests shorten them). */
  retryMs?: { afterEnd: number; afterError: number; max: number };
};

const RETRY = { afterEnd: 200, afterError: 1000, max: 30_000 };

/** Holds the connection open until the returned function is called. */
export function startLiveConnection(options: LiveOptions): () => void {
  const url = options.url ?? `${DEFAULT_API_BASE_URL}/live`;
  const retry = options.retryMs ?? RETRY;
  let lastId: string | null = null;
  let controller: AbortController | null = null;
  let isStopped = false;
  let failures = 0;

  const connectOnce = async (): Promise<boolean> => {
    const token = await options.getAccessToken();
    if (token === null || isStopped) return false;
    controller = new AbortController();
    const response = await (options.fetch ?? globalThis.fetch)(url, {
      headers: {
        Authorization: `Bearer ${token}`,
        Accept: 'text/event-stream',
        ...(lastId === null ? {} : { 'Last-Event-ID': lastId }),
      },
      signal: controller.signal,
    });
    if (!response.ok || response.body === null) return false;
    failures = 0;
    const parse = createStreamParser((message) => {
      if (message.id !== null) lastId = message.id;
      if (message.event === 'reset') options.onReset();
      else if (message.event === 'change') {
        try {
          options.onEvents(JSON.parse(message.data) as LiveWireEvent[]);
        } catch {
          options.onReset();
        }
      }
    });
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return true;
      parse(decoder.decode(value, { stream: true }));
    }
  };

  void (async () => {
    while (!isStopped) {
      let isCleanEnd = false;
      try {
        isCleanEnd = await connectOnce();
      } catch {
        // offline, the server restarting, or stopped
      }
      if (isStopped) return;
      failures = isCleanEnd ? 0 : failures + 1;
      const wait = isCleanEnd ? retry.afterEnd : Math.min(retry.max, retry.afterError * 2 ** (failures - 1));
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  })();

  return () => {
    isStopped = true;
    controller?.abort();
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
  if (!isServerWorkspace() || typeof ReadableStream === 'undefined') return () => undefined;
  return startLiveConnection({
    getAccessToken: currentAccessToken,
    onEvents: (events) => {
      const news = events.filter((event) => !isAlreadyHeld(queryClient, event));
      for (const queryKey of liveInvalidationsOf(news)) void queryClient.invalidateQueries({ queryKey });
    },
    onReset: () => void queryClient.invalidateQueries({ queryKey: workspaceKey }),
  });
}
