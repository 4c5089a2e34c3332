import { describe, expect, it, vi } from 'vitest';
import { createApiClient, KEEPALIVE_BODY_MAX } from './api-client';

// A save sent as the page goes asks the browser to finish it after the page is gone (`keepalive`),
// within the browsers' size limit for such requests.

function clientWith(fetch: typeof globalThis.fetch) {
  return createApiClient({ getAccessToken: async () => 'token', fetch });
}

const ok = () => new Response(JSON.stringify({ ok: true }), { status: 200 });

describe('a request sent as the page goes', () => {
  it('is sent with keepalive', async () => {
    const fetch = vi.fn(async () => ok());
    await clientWith(fetch).request({
      method: 'PUT',
      path: '/x',
      body: { text: 'Last words' },
      isLeaving: true,
    });
    expect(fetch).toHaveBeenCalledWith('/api/v1/x', expect.objectContaining({ keepalive: true }));
  });

  it('is sent at once with the last token, without waiting for the session (a closing page runs no more tasks)', async () => {
    const fetch = vi.fn(async () => ok());
    let calls = 0;
    const client = createApiClient({
      fetch,
      getAccessToken: async () => {
        calls += 1;
        return 'token';
      },
    });
    await client.request({ path: '/novels' });
    void client.request({ method: 'PUT', path: '/x', body: { text: 'Bye' }, isLeaving: true });
    // Sent in the same turn: no await stood before it.
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(calls).toBe(1);
  });

  it('is sent plainly when its body is over the browsers’ limit, and any other request too', async () => {
    const fetch = vi.fn(async (_input: string, _init: RequestInit) => ok());
    const client = clientWith(fetch as unknown as typeof globalThis.fetch);
    await client.request({
      method: 'PUT',
      path: '/x',
      body: { text: 'x'.repeat(KEEPALIVE_BODY_MAX) },
      isLeaving: true,
    });
    await client.request({ method: 'PUT', path: '/x', body: { text: 'Typing' } });
    for (const [, init] of fetch.mock.calls) expect(init.keepalive).toBeUndefined();
  });
});
