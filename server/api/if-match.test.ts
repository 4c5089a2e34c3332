import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, startTestServer, type TestServer } from '../test/test-server';
import { api, type ErrorBody, newUserToken } from './api-test-helpers';

// A stale write to the profile or a saved query (issue 25, decision 048): two tabs editing one, the
// second names the ETag it read in If-Match and gets 412 with the stored row instead of overwriting.

type Named = { name: string };
type Refusal = ErrorBody & { error: { current?: Named } };

describe.each(BACKENDS)('If-Match on rows without a version on %s', (backend) => {
  let server: TestServer;
  let token: string;
  const call = <T>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
    api<T>(server, method, path, { token, body, headers });

  beforeAll(async () => {
    server = await startTestServer(backend, { ENABLE_SIGNUP: 'true' });
    token = await newUserToken(server, 'tabs');
  });
  afterAll(() => server.close());

  async function twoTabs(path: string, label: string) {
    const read = await call<Named>('GET', path);
    const tag = read.headers.get('etag') ?? '';
    expect(tag).toMatch(/^".+"$/);
    const first = await call<Named>('PATCH', path, { name: 'First tab' }, { 'If-Match': tag });
    expect(first.status).toBe(200);
    const next = first.headers.get('etag') ?? '';
    expect(next).not.toBe(tag);

    const second = await call<Refusal>('PATCH', path, { name: 'Second tab' }, { 'If-Match': tag });
    expect([second.status, second.body.error.code]).toEqual([412, 'precondition_failed']);
    expect(second.body.error.message).toBe(
      `This ${label} was changed elsewhere since you opened it. Your changes are kept: review the current version, then save again.`,
    );
    expect(second.body.error.current?.name).toBe('First tab');
    expect((await call<Named>('GET', path)).body.name).toBe('First tab');

    // The current tag, a weak form of it, `*`, or no If-Match at all write as before.
    expect((await call('PATCH', path, { name: 'Third' }, { 'If-Match': `W/${next}` })).status).toBe(200);
    expect((await call('PATCH', path, { name: 'Fourth' }, { 'If-Match': '*' })).status).toBe(200);
    expect((await call('PATCH', path, { name: 'Fifth' })).status).toBe(200);
  }

  it('refuses a stale profile PATCH with 412', async () => {
    await twoTabs('/profile', 'profile');
  });

  it('refuses a stale saved-query PATCH with 412', async () => {
    const created = await call<{ id: string }>('POST', '/saved-queries', { name: 'Q', sql: 'SELECT 1' });
    expect(created.status).toBe(201);
    await twoTabs(`/saved-queries/${created.body.id}`, 'saved query');
  });
});
