import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Usage } from '../../common/api/usage';
import { BACKENDS, startTestServer, type TestServer } from '../test/test-server';
import { api, type ErrorBody, newUserToken } from './api-test-helpers';

// Decision 025: a per-user storage quota (USER_QUOTA_MB), counted from what the user stores.

describe.each(BACKENDS)('the storage quota on %s', (backend) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(backend, { ENABLE_SIGNUP: 'true', USER_QUOTA_MB: '1' });
  });
  afterAll(() => server.close());

  it('counts what the user stores, refuses the write that would pass the quota, and lets deletes through', async () => {
    const token = await newUserToken(server, 'quota');
    const send = <T = unknown>(method: string, path: string, body?: unknown) =>
      api<T>(server, method, path, { token, ...(body === undefined ? {} : { body }) });

    const start = await send<Usage>('GET', '/usage');
    expect(start.status).toBe(200);
    expect(start.body.quotaBytes).toBe(1024 * 1024);
    expect(start.body.usedBytes).toBeGreaterThan(1000);

    const lore = { title: 'T', category: 'c', era: 'e', content: 'é'.repeat(50_000) };
    const ids: string[] = [];
    let refused: { status: number; body: ErrorBody } | undefined;
    for (let index = 0; index < 20 && refused === undefined; index += 1) {
      const answer = await send<ErrorBody & { id: string }>('POST', '/universes/u-emberreach/lore', lore);
      if (answer.status === 201) ids.push(answer.body.id);
      else refused = answer;
    }
    // 'é' is two bytes: each entry stores about 100 KB.
    expect(ids.length).toBeGreaterThanOrEqual(8);
    expect(ids.length).toBeLessThanOrEqual(10);
    expect(refused?.status).toBe(413);
    expect(refused?.body.error.code).toBe('quota_exceeded');
    expect(refused?.body.error.message).toMatch(/^Your workspace is full: [01]\.\d MB of 1 MB used\./);

    const full = await send<Usage>('GET', '/usage');
    expect(full.body.usedBytes).toBeGreaterThan(start.body.usedBytes + ids.length * 100_000);
    expect(full.body.usedBytes).toBeLessThanOrEqual(1024 * 1024);

    for (const id of ids.slice(0, 3)) {
      expect((await send('DELETE', `/universes/u-emberreach/lore/${id}`)).status).toBe(204);
    }
    // What is deleted waits in the Trash, which still counts (decision 038); emptying it makes room.
    const trashed = await send<Usage>('GET', '/usage');
    expect(trashed.body.usedBytes).toBeGreaterThan(full.body.usedBytes - 290_000);
    expect((await send('DELETE', '/trash')).status).toBe(204);
    const after = await send<Usage>('GET', '/usage');
    expect(after.body.usedBytes).toBeLessThan(full.body.usedBytes - 290_000);
  });
});
