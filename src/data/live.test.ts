import { act, renderHook } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { recordKindSpecs, registerRecordKind, unregisterRecordKind } from '../../common/workspace/kinds';
import type { LiveWireEvent } from '../../common/workspace/live-events';
import { relic, relicSpec } from '../../common/workspace/testing/throwaway-kind';
import { type LiveSource, startLiveConnection } from './live';
import { familyOfTable, liveInvalidations, liveInvalidationsOf } from './live-invalidations';
import { mapKeys } from './map-keys';
import { connectPresence, presenceTab, receivePresence, reportPresenceAgain, usePresence } from './presence';

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

  it("refreshes nothing for a chapter's shared text: its stored text comes as an event of its own", () => {
    expect(liveInvalidations(event({ table: 'chapter_ydocs', entityId: 'ch1', parentId: 'n1' }))).toEqual([]);
  });

  it('refreshes a member’s open map when told its map changed (a pin moved or added, decision 088)', () => {
    const stale = liveInvalidations(
      event({ table: 'maps', kind: null, entityId: 'map-1', parentId: 'c1', op: 'update', version: null }),
    );
    // The member's map is read under the maps' key (`shared-maps.ts`): every read of it is stale.
    const memberMap = [...mapKeys.all, 'shared', 'u1', 'campaign', 'c1', '', 'map-1'];
    expect(stale.some((key) => key.every((segment, index) => memberMap[index] === segment))).toBe(true);
  });

  it('refreshes the whole workspace for a table it does not know, and each key once per batch', () => {
    expect(liveInvalidations(event({ table: 'something_new', kind: null }))).toEqual([['workspace']]);
    const batch = liveInvalidationsOf([event({}), event({ entityId: 'q2' })]);
    expect(batch.length).toBe(new Set(batch.map((key) => JSON.stringify(key))).size);
    expect(batch.length).toBe(liveInvalidations(event({})).length);
  });
});

describe('the record families, read from the registry of kinds', () => {
  it('knows every record table: an event is its timeline’s, a character is stored apart but is a character', () => {
    expect(recordKindSpecs.map((spec) => familyOfTable(spec.table))).not.toContain(undefined);
    expect(familyOfTable('timeline_events')).toBe('timelines');
    expect(familyOfTable('reference_characters')).toBe('characters');
    expect(familyOfTable('reference_items')).toBe('items');
    expect(familyOfTable('maps')).toBe('maps');
    expect(familyOfTable('parts')).toBeUndefined();
  });

  describe('a kind added to the registry alone', () => {
    beforeAll(() => registerRecordKind(relicSpec));
    afterAll(() => unregisterRecordKind(relic));

    it('refreshes its own lists and its universe’s page, not the whole workspace', () => {
      const stale = names(
        liveInvalidations(event({ table: 'relics', kind: null, entityId: 'r1', parentId: null })),
      );
      expect(stale).toEqual(
        expect.arrayContaining(['relics', 'universes', 'search', 'entities', 'shared/u1']),
      );
      expect(stale).not.toContain('novels');
    });
  });

  it('refreshes the whole workspace for that table once the kind is gone again', () => {
    expect(liveInvalidations(event({ table: 'relics', kind: null }))).toEqual([['workspace']]);
  });
});

/** EventSources as a test holds them: each remembers its address and lets the test play messages. */
function fakeSources() {
  const opened: {
    url: string;
    closed: boolean;
    emit(type: string, data: string, id: string): void;
    fail(): void;
  }[] = [];
  const openSource = (url: string): LiveSource => {
    const listeners = new Map<string, ((event: MessageEvent<string>) => void)[]>();
    const source: LiveSource = {
      addEventListener: (type, listener) => listeners.set(type, [...(listeners.get(type) ?? []), listener]),
      onerror: null,
      close: () => {
        handle.closed = true;
      },
    };
    const handle = {
      url,
      closed: false,
      emit: (type: string, data: string, id: string) => {
        for (const listener of listeners.get(type) ?? [])
          listener(new MessageEvent(type, { data, lastEventId: id }));
      },
      fail: () => source.onerror?.(new Event('error')),
    };
    opened.push(handle);
    return source;
  };
  return { opened, openSource };
}

describe('the live connection', () => {
  it('opens with a one-use ticket (never the token), hands over each batch, and resumes after the last id', async () => {
    const { opened, openSource } = fakeSources();
    let tickets = 0;
    const batches: unknown[] = [];
    const onReset = vi.fn();
    const stop = startLiveConnection({
      getTicket: async () => `ticket-${++tickets}`,
      onEvents: (events) => batches.push(events),
      onReset,
      openSource,
      retryMs: { first: 1, max: 1 },
    });
    await vi.waitFor(() => expect(opened.length).toBe(1));
    const first = opened[0];
    expect(first?.url).toBe('/api/v1/live?ticket=ticket-1');
    first?.emit('ready', '[]', '4');
    first?.emit('change', '[{"table":"novels","op":"insert"}]', '7');
    first?.fail();
    await vi.waitFor(() => expect(opened.length).toBe(2));
    expect(first?.closed).toBe(true);
    expect(opened[1]?.url).toBe('/api/v1/live?ticket=ticket-2&lastEventId=7');
    opened[1]?.emit('reset', '{}', '9');
    opened[1]?.fail();
    await vi.waitFor(() => expect(opened.length).toBe(3));
    stop();
    expect(opened[2]?.url).toBe('/api/v1/live?ticket=ticket-3&lastEventId=9');
    expect(opened[2]?.closed).toBe(true);
    expect(batches).toEqual([[{ table: 'novels', op: 'insert' }]]);
    expect(onReset).toHaveBeenCalledTimes(1);
  });
});

describe('presence over the live connection', () => {
  it('reports the page shown with its tab, again when the stream reopens, and lists the others there', async () => {
    const { opened, openSource } = fakeSources();
    const request = vi.fn(async ({ body }: { body?: unknown }) => {
      const { page } = body as { page: unknown };
      return {
        page: page === null ? null : 'u1:novels::n1:',
        people: [{ userId: 'u1', name: 'Me', tab: presenceTab }],
      };
    });
    const stopPresence = connectPresence({ request });
    const stop = startLiveConnection({
      getTicket: async () => 'ticket',
      onEvents: () => undefined,
      onReset: () => undefined,
      onPresence: receivePresence,
      onOpen: reportPresenceAgain,
      tab: presenceTab,
      openSource,
      retryMs: { first: 1, max: 1 },
    });
    const page = { table: 'novels', kind: null, entityId: 'n1', parentId: null };
    const { result, unmount } = renderHook(() => usePresence(page));
    await vi.waitFor(() => expect(opened.length).toBe(1));
    expect(opened[0]?.url).toBe(`/api/v1/live?ticket=ticket&tab=${presenceTab}`);
    await vi.waitFor(() => expect(request).toHaveBeenCalledTimes(1));
    expect(request.mock.calls[0]?.[0]).toEqual({
      method: 'POST',
      path: '/live/presence',
      body: { tab: presenceTab, page },
    });
    expect(result.current).toEqual([]);
    act(() =>
      opened[0]?.emit(
        'presence',
        JSON.stringify({
          page: 'u1:novels::n1:',
          people: [
            { userId: 'u1', name: 'Me', tab: presenceTab },
            { userId: 'u2', name: 'Ana', tab: 'anas-tab-1' },
          ],
        }),
        '',
      ),
    );
    await vi.waitFor(() => expect(result.current.map((person) => person.name)).toEqual(['Ana']));
    // A new stream: the server forgot this tab's page with the old one.
    opened[0]?.fail();
    await vi.waitFor(() => expect(opened.length).toBe(2));
    opened[1]?.emit('ready', '[]', '3');
    await vi.waitFor(() => expect(request).toHaveBeenCalledTimes(2));
    unmount();
    await vi.waitFor(() => expect(request).toHaveBeenCalledTimes(3));
    expect(request.mock.calls[2]?.[0]).toMatchObject({ body: { page: null } });
    stop();
    stopPresence();
  });
});
