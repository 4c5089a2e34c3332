import { describe, expect, it } from 'vitest';
import type { LiveWireEvent } from '../../common/workspace/live-events';
import { createApiClient } from './api-client';
import { isOwnWrite, noteOwnWrite } from './own-writes';

const event = (over: Partial<LiveWireEvent>): LiveWireEvent => ({
  ownerId: 'u1',
  table: 'novels',
  kind: null,
  entityId: 'n1',
  parentId: null,
  op: 'update',
  version: 2,
  ...over,
});

const answering = (body: unknown) =>
  createApiClient({
    getAccessToken: async () => 'token',
    fetch: async () =>
      new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } }),
  });

describe("a tab's own writes heard back", () => {
  it('does not read back the row and version its own write was answered with, once', async () => {
    await answering({ id: 'n1', version: 2, title: 'Mine' }).request({ method: 'PATCH', path: '/novels/n1' });
    expect(isOwnWrite(event({ version: 3 }))).toBe(false);
    expect(isOwnWrite(event({}))).toBe(true);
    expect(isOwnWrite(event({}))).toBe(false);
  });

  it('reads back what a read answered, deletes, and writes it was not answered about', async () => {
    await answering({ id: 'n2', version: 1 }).request({ path: '/novels/n2' });
    expect(isOwnWrite(event({ entityId: 'n2', version: 1 }))).toBe(false);
    noteOwnWrite({ id: 'n3', version: 4 });
    expect(isOwnWrite(event({ entityId: 'n3', version: 4, op: 'delete' }))).toBe(false);
    noteOwnWrite({ id: 'n4', version: 1 }, 0);
    expect(isOwnWrite(event({ entityId: 'n4', version: 1 }), 61_000)).toBe(false);
  });
});
