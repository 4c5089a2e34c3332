import { describe, expect, it, vi } from 'vitest';
import type { LiveWireEvent } from '../../common/workspace/live-events';
import { startLiveConnection } from './live';
import { liveInvalidations, liveInvalidationsOf } from './live-invalidations';

const event = (over: Partial<LiveWireEvent>): LiveWireEvent => ({
  ownerId: 'u1',
  table: 'parts',
  kind: 'campaigns/quests',
  entityId: 'q1',
  parentId: 'c1',
  op: 'insert',
  version: 1,
  ...over,
});

const names = (keys: readonly (readonly unknown[])[]) => keys.map((key) => key.slice(1).join('/'));

describe('which reads a live event makes stale', () => {
  it("refreshes a campaign's lists, pages and counts for a new quest, but no chapter's text", () => {
    const stale = names(liveInvalidations(event({})));
    expect(stale).toEqual(
      expect.arrayContaining(['campaigns', 'universes', 'search', 'profile', 'shared/u1']),
    );
    expect(stale.some((name) => name.startsWith('chapter-text'))).toBe(false);
  });

  it("refreshes one chapter's text, its versions and its novel when that text was saved", () => {
    const stale = names(
      liveInvalidations(
        event({ table: 'chapter_texts', kind: 'novels/chapters', entityId: 'ch1', parentId: 'n1' }),
      ),
    );
    expect(stale).toEqual(
      expect.arrayContaining(['chapter-text/n1/ch1', 'text-versions/n1/ch1', 'manuscript/n1', 'novels']),
    );
    expect(stale).not.toContain('campaigns');
  });

  it('refreshes the whole workspace for a table it does not know, and each key once per batch', () => {
    expect(liveInvalidations(event({ table: 'something_new', kind: null }))).toEqual([['workspace']]);
    const batch = liveInvalidationsOf([event({}), event({ entityId: 'q2' })]);
    expect(batch.length).toBe(new Set(batch.map((key) => JSON.stringify(key))).size);
    expect(batch.length).toBe(liveInvalidations(event({})).length);
  });
});

/** A server answering each request with the given stream texts, one request after another. */
function fakeServer(streams: string[][]) {
  const requests: Headers[] = [];
  const fetch = vi.fn(async (_url: string | URL | Request, init?: RequestInit) => {
    requests.push(new Headers(init?.headers));
    const chunks = streams.shift();
    if (chunks === undefined) return new Promise<Response>(() => undefined);
    const encoder = new TextEncoder();
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
        controller.close();
      },
    });
    return new Response(body, { headers: { 'Content-Type': 'text/event-stream' } });
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, requests };
}

describe('the live connection', () => {
  it('sends the token in a header, hands over each batch, and resumes after the last id seen', async () => {
    const { fetch, requests } = fakeServer([
      [
        'retry: 1000\n\nid: 4\nevent: ready\ndata: []\n\n',
        'id: 7\nevent: change\ndata: [{"table":"novels"',
        ',"op":"insert"}]\n\n',
      ],
      ['id: 9\nevent: reset\ndata: {}\n\n'],
    ]);
    const batches: unknown[] = [];
    const onReset = vi.fn();
    const stop = startLiveConnection({
      getAccessToken: async () => 'token-1',
      onEvents: (events) => batches.push(events),
      onReset,
      fetch,
      retryMs: { afterEnd: 1, afterError: 1, max: 1 },
    });
    await vi.waitFor(() => expect(requests.length).toBe(3));
    stop();
    expect(batches).toEqual([[{ table: 'novels', op: 'insert' }]]);
    expect(onReset).toHaveBeenCalledTimes(1);
    expect(requests[0]?.get('authorization')).toBe('Bearer token-1');
    expect(requests[0]?.has('last-event-id')).toBe(false);
    expect(requests[1]?.get('last-event-id')).toBe('7');
    expect(requests[2]?.get('last-event-id')).toBe('9');
  });
});
