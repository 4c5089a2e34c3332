import { createStreamParser, type StreamMessage } from '../../common/api/live-stream';
import type { LiveWireEvent } from '../../common/workspace/live-events';

// A live connection as a test or the bench holds it: `GET /api/v1/live` read with fetch(), every
// message kept in order, the last id seen for a resume.

export type LiveClient = {
  messages: StreamMessage[];
  /** Every event received, in order. */
  events(): LiveWireEvent[];
  lastId(): string | null;
  /** Resolves once a message satisfies `test` (rejects after `timeoutMs`). */
  waitFor(test: (message: StreamMessage) => boolean, timeoutMs?: number): Promise<StreamMessage>;
  close(): void;
};

/**
 * Opens `GET /api/v1/live` and keeps it open: when the server ends the stream (after its lifetime) it
 * resumes after the last id seen, as the browser does.
 */
export async function openLive(
  baseUrl: string,
  token: string,
  lastEventId?: string,
  onMessage?: (message: StreamMessage) => void,
  /** The tab this stream is, for presence (`POST /live/presence`). */
  tab?: string,
): Promise<LiveClient> {
  const controller = new AbortController();
  const messages: StreamMessage[] = [];
  const waiters = new Set<{
    test: (message: StreamMessage) => boolean;
    resolve: (m: StreamMessage) => void;
  }>();
  const received = (message: StreamMessage) => {
    messages.push(message);
    onMessage?.(message);
    for (const waiter of waiters) {
      if (waiter.test(message)) {
        waiters.delete(waiter);
        waiter.resolve(message);
      }
    }
  };
  const lastId = () => messages.findLast((m) => m.id !== null)?.id ?? lastEventId ?? null;
  const connect = async () => {
    const from = lastId();
    const query = tab === undefined ? '' : `?tab=${encodeURIComponent(tab)}`;
    const response = await fetch(`${baseUrl}/api/v1/live${query}`, {
      headers: { Authorization: `Bearer ${token}`, ...(from === null ? {} : { 'Last-Event-ID': from }) },
      signal: controller.signal,
    });
    if (response.status !== 200 || response.body === null) {
      throw new Error(`live: ${response.status} ${await response.text()}`);
    }
    return response.body.getReader();
  };
  let reader = await connect();
  void (async () => {
    const decoder = new TextDecoder();
    try {
      for (;;) {
        const parse = createStreamParser(received);
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          parse(decoder.decode(value, { stream: true }));
        }
        reader = await connect();
      }
    } catch {
      // closed
    }
  })();
  return {
    messages,
    events: () =>
      messages.filter((m) => m.event === 'change').flatMap((m) => JSON.parse(m.data) as LiveWireEvent[]),
    lastId,
    waitFor(test, timeoutMs = 5000) {
      const found = messages.find(test);
      if (found !== undefined) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const waiter = { test, resolve };
        waiters.add(waiter);
        setTimeout(() => {
          if (waiters.delete(waiter)) reject(new Error('live: no such message in time'));
        }, timeoutMs).unref();
      });
    },
    close: () => controller.abort(),
  };
}
