import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../api/api-test-helpers';
import { BACKENDS, call, createAuthClient, startTestServer, type TestServer } from '../test/test-server';

// Decision 025: the auth server takes the same limits as the data API. Emails per RFC 5321 (254, local
// part 64), no control characters (PostgreSQL answered 500 on a NUL in a sign-in email), user metadata
// at most 8 levels deep (deeper answered 500, a stack overflow) and 8 KB (20 KB made every later API
// call fail with 431, as it travels in the access token).

const email = (local: string, total: number) => `${local}@${'d'.repeat(total - local.length - 5)}.com`;

describe.each(BACKENDS)('auth limits on %s', (backend) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(backend, { ENABLE_SIGNUP: 'true' });
  });
  afterAll(() => server.close());

  it('takes an email of 254 characters with a 64-character local part, and refuses one over', async () => {
    const client = createAuthClient(server);
    const longest = email('a'.repeat(64), 254);
    expect(longest).toHaveLength(254);
    const signed = await client.signUp({ email: longest, password: 'a-long-password' });
    expect(signed.error).toBeNull();
    expect(
      (await client.signInWithPassword({ email: longest, password: 'a-long-password' })).error,
    ).toBeNull();

    const under = await client.signUp({ email: email('b'.repeat(63), 253), password: 'a-long-password' });
    expect(under.error).toBeNull();

    for (const [address, message] of [
      [email('c'.repeat(10), 255), 'An email address may be at most 254 characters'],
      [email('c'.repeat(65), 200), 'The part of an email address before the @ may be at most 64 characters'],
      [email('c'.repeat(10), 5006), 'An email address may be at most 254 characters'],
    ] as const) {
      const refused = await client.signUp({ email: address, password: 'a-long-password' });
      expect(refused.error?.status).toBe(400);
      expect(refused.error?.message).toBe(message);
      const signIn = await client.signInWithPassword({ email: address, password: 'a-long-password' });
      expect(signIn.error?.status).toBe(400);
    }
  });

  it('refuses NUL and control characters in a sign-in and sign-up email with 400', async () => {
    const client = createAuthClient(server);
    for (const address of ['a\u0000b@example.com', 'demo@example.com\u0000', 'a\nb@example.com']) {
      const signIn = await client.signInWithPassword({ email: address, password: 'demo-password' });
      expect(signIn.error?.status).toBe(400);
      expect(signIn.error?.message).toMatch(/^(Email|An email address) must not contain control characters/);
      const signUp = await call(server, 'POST', '/signup', {
        body: { email: address, password: 'a-long-password' },
      });
      expect(signUp.status).toBe(400);
    }
  });

  it('refuses metadata nested deeper than 8 levels with 400, never 500', async () => {
    const client = createAuthClient(server);
    await client.signUp({
      email: `nest-${crypto.randomUUID().slice(0, 8)}@example.com`,
      password: 'a-long-password',
    });
    const nest = (levels: number): unknown => (levels === 0 ? 'leaf' : { a: nest(levels - 1) });
    expect((await client.updateUser({ data: { deep: nest(7) } })).error).toBeNull();
    const tooDeep = await client.updateUser({ data: { deep: nest(8) } });
    expect(tooDeep.error?.status).toBe(400);
    expect(tooDeep.error?.message).toBe('User metadata may nest at most 8 levels deep');

    const session = (await client.getSession()).data.session;
    const deep = `{"data":${'{"a":'.repeat(100_000)}1${'}'.repeat(100_000)}}`;
    const raw = await call(server, 'PUT', '/user', { body: deep, token: session?.access_token ?? '' });
    expect(raw.status).toBe(400);
    const signUp = await call(server, 'POST', '/signup', {
      body: `{"email":"deep@example.com","password":"a-long-password","data":${'['.repeat(100_000)}${']'.repeat(100_000)}}`,
    });
    expect(signUp.status).toBe(400);
  });

  it('keeps metadata at most 8 KB, so that the access token stays a header every server takes', async () => {
    const client = createAuthClient(server);
    await client.signUp({
      email: `meta-${crypto.randomUUID().slice(0, 8)}@example.com`,
      password: 'a-long-password',
    });
    const current = (await client.getUser()).data.user?.user_metadata ?? {};
    const base = JSON.stringify({ ...current, note: '' }).length;
    const note = (bytes: number) => 'x'.repeat(bytes - base);

    expect((await client.updateUser({ data: { note: note(8192) } })).error).toBeNull();
    expect((await client.updateUser({ data: { note: note(8191) } })).error).toBeNull();
    const over = await client.updateUser({ data: { note: note(8193) } });
    expect(over.error?.status).toBe(400);
    expect(over.error?.message).toBe('User metadata may be at most 8 KB');
    const twenty = await client.updateUser({ data: { note: 'x'.repeat(20_000) } });
    expect(twenty.error?.status).toBe(400);

    const token = (await client.getSession()).data.session?.access_token ?? '';
    expect((await api(server, 'GET', '/novels', { token })).status).toBe(200);

    const signUp = await client.signUp({
      email: `meta2-${crypto.randomUUID().slice(0, 8)}@example.com`,
      password: 'a-long-password',
      options: { data: { note: 'x'.repeat(9000) } },
    });
    expect(signUp.error?.status).toBe(400);
  });
});
