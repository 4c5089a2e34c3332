import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { decodeJwt, decodeProtectedHeader, exportJWK, generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  BACKENDS,
  call,
  createAuthClient,
  DEMO,
  refresh,
  type SessionBody,
  signIn,
  startTestServer,
  type TestServer,
} from '../test/test-server';

// Counts argon2id verifications: the deterministic half of "unknown email costs what a wrong
// password costs" (the timing half is noisy on a busy machine).
const verifications = vi.hoisted(() => ({ count: 0 }));
vi.mock('./passwords', async (importOriginal) => {
  const original = await importOriginal<typeof import('./passwords')>();
  return {
    ...original,
    verifyPassword: (encoded: string, password: string) => {
      verifications.count += 1;
      return original.verifyPassword(encoded, password);
    },
  };
});

describe.each(BACKENDS)('auth server on %s', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    // TRUST_PROXY lets a test that fails many sign-ins do so from addresses of its own, so that the
    // throttle does not hold back the others' sign-ins from this machine's address.
    server = await startTestServer(backend, { TRUST_PROXY: 'on' }, { reuseIntervalSeconds: 10 });
  });
  afterAll(async () => {
    await server?.close();
  });

  it(`keeps its data in ${backend}`, () => {
    expect(existsSync(join(server.dataDir, 'fablehold.db'))).toBe(backend === 'sqlite');
    expect(existsSync(join(server.dataDir, 'signing-keys.json'))).toBe(backend === 'sqlite');
  });

  describe('password sign-in', () => {
    it('signs the demo user in with the official client and returns a complete session', async () => {
      const client = createAuthClient(server);
      const { data, error } = await client.signInWithPassword(DEMO);
      expect(error).toBeNull();
      expect(data.session?.token_type).toBe('bearer');
      expect(data.session?.expires_in).toBeGreaterThan(3500);
      expect(data.user).toMatchObject({
        email: DEMO.email,
        aud: 'authenticated',
        role: 'authenticated',
        phone: '',
        app_metadata: { provider: 'email', providers: ['email'] },
        is_anonymous: false,
      });
      expect(data.user?.identities?.[0]).toMatchObject({ provider: 'email', user_id: data.user?.id });

      const { data: stored } = await client.getSession();
      expect(stored.session?.access_token).toBe(data.session?.access_token);
      const { data: fetched, error: userError } = await client.getUser();
      expect(userError).toBeNull();
      expect(fetched.user?.id).toBe(data.user?.id);
      expect(fetched.user?.last_sign_in_at).not.toBeNull();
    });

    it('issues ES256 access tokens with every GoTrue claim', async () => {
      const session = await signIn(server);
      expect(decodeProtectedHeader(session.access_token)).toMatchObject({ alg: 'ES256', typ: 'JWT' });
      expect(decodeProtectedHeader(session.access_token).kid).toEqual(expect.any(String));
      const claims = decodeJwt(session.access_token);
      expect(claims).toMatchObject({
        iss: `${server.url}/auth/v1`,
        aud: 'authenticated',
        email: DEMO.email,
        phone: '',
        role: 'authenticated',
        aal: 'aal1',
        is_anonymous: false,
        app_metadata: { provider: 'email', providers: ['email'] },
        amr: [{ method: 'password', timestamp: expect.any(Number) }],
        session_id: expect.any(String),
        sub: expect.any(String),
      });
      expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(3600);
    });

    it('answers an unknown email exactly like a wrong password, in about the same time', async () => {
      let addresses = 0;
      const attempt = async (email: string) => {
        const started = performance.now();
        addresses += 1;
        const answer = await call(server, 'POST', '/token?grant_type=password', {
          body: { email, password: 'not-the-password', gotrue_meta_security: {} },
          headers: { 'X-Forwarded-For': `198.51.100.${addresses}` },
        });
        return { ...answer, ms: performance.now() - started };
      };
      verifications.count = 0;
      await attempt(DEMO.email);
      expect(verifications.count).toBe(1);
      await attempt('nobody@example.com');
      expect(verifications.count).toBe(2);

      const wrong = [];
      const unknown = [];
      for (let i = 0; i < 9; i += 1) {
        wrong.push(await attempt(DEMO.email));
        unknown.push(await attempt(`nobody-${i}@example.com`));
      }
      for (const answer of [...wrong, ...unknown]) {
        expect(answer.status).toBe(400);
        expect(answer.text).toBe('{"code":"invalid_credentials","message":"Invalid login credentials"}');
        expect(answer.headers.get('x-sb-error-code')).toBe('invalid_credentials');
      }
      // Minimums filter out noise from other work on the machine. Skipping the hash for unknown
      // emails would make that minimum a few ms against 10+ ms for one argon2id verification.
      const fastest = (list: { ms: number }[]) => Math.min(...list.map((answer) => answer.ms));
      expect(fastest(unknown)).toBeGreaterThan(fastest(wrong) * 0.4);
      expect(fastest(wrong)).toBeGreaterThan(fastest(unknown) * 0.4);

      const client = createAuthClient(server);
      const { error } = await client.signInWithPassword({
        email: 'nobody@example.com',
        password: 'whatever',
      });
      expect(error?.message).toBe('Invalid login credentials');
      expect(error?.code).toBe('invalid_credentials');
      expect(error?.status).toBe(400);
    });

    it('asks for an email when none is given', async () => {
      const answer = await call(server, 'POST', '/token?grant_type=password', { body: { password: 'x' } });
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ code: 'validation_failed', message: 'missing email or phone' });
    });
  });

  describe('refresh tokens', () => {
    it('rotates the refresh token and keeps the session, user and amr', async () => {
      const client = createAuthClient(server);
      const { data: signedIn } = await client.signInWithPassword(DEMO);
      const first = signedIn.session;
      if (!first) throw new Error('no session');
      const { data, error } = await client.refreshSession();
      expect(error).toBeNull();
      const next = data.session;
      expect(next?.refresh_token).not.toBe(first.refresh_token);
      expect(next?.refresh_token).toHaveLength(first.refresh_token.length);
      const before = decodeJwt(first.access_token);
      const after = decodeJwt(next?.access_token ?? '');
      expect(after.session_id).toBe(before.session_id);
      expect(after.amr).toEqual(before.amr);
      expect(next?.user.email).toBe(DEMO.email);
      const { error: userError } = await client.getUser();
      expect(userError).toBeNull();
    });

    it('answers two tabs refreshing one token at the same time with the same new token', async () => {
      const session = await signIn(server);
      const [one, two] = await Promise.all([
        refresh(server, session.refresh_token),
        refresh(server, session.refresh_token),
      ]);
      expect(one.status).toBe(200);
      expect(two.status).toBe(200);
      const tokenOne = (one.body as SessionBody).refresh_token;
      expect((two.body as SessionBody).refresh_token).toBe(tokenOne);
      expect((await refresh(server, tokenOne)).status).toBe(200);
    });

    it('answers a token presented again within the reuse interval with the current token', async () => {
      const session = await signIn(server);
      const second = (await refresh(server, session.refresh_token)).body as SessionBody;
      const third = (await refresh(server, second.refresh_token)).body as SessionBody;
      const late = await refresh(server, session.refresh_token);
      expect(late.status).toBe(200);
      expect((late.body as SessionBody).refresh_token).toBe(third.refresh_token);
    });

    it('ends the whole session when an old token is replayed after the reuse interval', async () => {
      const session = await signIn(server);
      const second = (await refresh(server, session.refresh_token)).body as SessionBody;
      const third = (await refresh(server, second.refresh_token)).body as SessionBody;
      server.advance(11_000);
      const replay = await refresh(server, session.refresh_token);
      expect(replay.status).toBe(400);
      expect(replay.body).toEqual({
        code: 'refresh_token_already_used',
        message: 'Invalid Refresh Token: Already Used',
      });
      const current = await refresh(server, third.refresh_token);
      expect(current.status).toBe(400);
      expect((current.body as { code: string }).code).toBe('refresh_token_not_found');
      const user = await call(server, 'GET', '/user', { token: third.access_token });
      expect(user.status).toBe(403);
      expect((user.body as { code: string }).code).toBe('session_not_found');
    });

    it('refuses an unknown refresh token', async () => {
      const answer = await refresh(server, 'not-a-token');
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({
        code: 'refresh_token_not_found',
        message: 'Invalid Refresh Token: Refresh Token Not Found',
      });
    });

    it('ends a session after the inactivity timeout and after its maximum lifetime', async () => {
      const idle = await signIn(server);
      server.advance(7 * 86_400_000 + 1000);
      const late = await refresh(server, idle.refresh_token);
      expect(late.status).toBe(400);
      expect((late.body as { code: string }).code).toBe('session_expired');

      let active = await signIn(server);
      for (let day = 0; day < 31; day += 6) {
        server.advance(6 * 86_400_000);
        const answer = await refresh(server, active.refresh_token);
        if (answer.status !== 200) {
          expect(answer.status).toBe(400);
          expect((answer.body as { message: string }).message).toBe('Invalid Refresh Token: Session Expired');
          expect(day).toBeGreaterThanOrEqual(24);
          return;
        }
        active = answer.body as SessionBody;
      }
      throw new Error('the session outlived its maximum lifetime');
    });
  });

  describe('logout', () => {
    async function threeSessions() {
      return [await signIn(server), await signIn(server), await signIn(server)] as const;
    }
    const isAlive = async (session: SessionBody) =>
      (await call(server, 'GET', '/user', { token: session.access_token })).status === 200;

    it('scope local ends only this session', async () => {
      const [a, b] = await threeSessions();
      const answer = await call(server, 'POST', '/logout?scope=local', { token: a.access_token, body: '' });
      expect(answer.status).toBe(204);
      expect(answer.text).toBe('');
      expect(await isAlive(a)).toBe(false);
      expect(await isAlive(b)).toBe(true);
      expect((await refresh(server, a.refresh_token)).status).toBe(400);
    });

    it('scope others ends every other session', async () => {
      const [a, b, c] = await threeSessions();
      const client = createAuthClient(server);
      await client.setSession({ access_token: a.access_token, refresh_token: a.refresh_token });
      const { error } = await client.signOut({ scope: 'others' });
      expect(error).toBeNull();
      expect(await isAlive(a)).toBe(true);
      expect(await isAlive(b)).toBe(false);
      expect(await isAlive(c)).toBe(false);
    });

    it('scope global (the default) ends every session of the user', async () => {
      const [a, b] = await threeSessions();
      const client = createAuthClient(server);
      await client.setSession({ access_token: a.access_token, refresh_token: a.refresh_token });
      const { error } = await client.signOut();
      expect(error).toBeNull();
      expect((await client.getSession()).data.session).toBeNull();
      expect(await isAlive(a)).toBe(false);
      expect(await isAlive(b)).toBe(false);
    });

    it('refuses an unknown scope', async () => {
      const [a] = await threeSessions();
      const answer = await call(server, 'POST', '/logout?scope=everyone', { token: a.access_token });
      expect(answer.status).toBe(400);
      expect((answer.body as { code: string }).code).toBe('validation_failed');
      expect(await isAlive(a)).toBe(true);
    });

    it('requires a bearer token', async () => {
      const answer = await fetch(`${server.authUrl}/logout`, { method: 'POST' });
      expect(answer.status).toBe(401);
      expect(await answer.json()).toEqual({
        code: 'no_authorization',
        message: 'This endpoint requires a valid Bearer token',
      });
    });
  });

  describe('the user', () => {
    it('merges data into user_metadata and deletes keys set to null', async () => {
      const client = createAuthClient(server);
      await client.signInWithPassword(DEMO);
      await client.updateUser({ data: { theme: 'dark', favorite: 3 } });
      const { data, error } = await client.updateUser({ data: { favorite: null, title: 'GM' } });
      expect(error).toBeNull();
      expect(data.user?.user_metadata).toEqual({ full_name: 'Demo User', theme: 'dark', title: 'GM' });
      const { data: again } = await client.getUser();
      expect(again.user?.user_metadata).toEqual({ full_name: 'Demo User', theme: 'dark', title: 'GM' });
      await client.updateUser({ data: { theme: null, title: null } });
    });

    it('refuses an email change clearly', async () => {
      const client = createAuthClient(server);
      await client.signInWithPassword(DEMO);
      const { error } = await client.updateUser({ email: 'other@example.com' });
      expect(error?.status).toBe(422);
      expect(error?.code).toBe('email_change_not_supported');
    });

    it('refuses tampered, expired and foreign-key tokens with 403 bad_jwt', async () => {
      const session = await signIn(server);
      const [header, payload, signature] = session.access_token.split('.');
      const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString());
      const forged = Buffer.from(JSON.stringify({ ...claims, email: 'evil@example.com' })).toString(
        'base64url',
      );
      const tampered = `${header}.${forged}.${signature}`;

      const { privateKey } = await generateKeyPair('ES256', { extractable: true });
      const sign = (kid: string) =>
        new SignJWT(claims).setProtectedHeader({ alg: 'ES256', kid, typ: 'JWT' }).sign(privateKey);
      const wrongKid = await sign('some-other-key');
      const sameKidOtherKey = await sign(decodeProtectedHeader(session.access_token).kid ?? '');

      for (const token of [tampered, wrongKid, sameKidOtherKey, 'not.a.jwt']) {
        const answer = await call(server, 'GET', '/user', { token });
        expect(answer.status).toBe(403);
        expect((answer.body as { code: string }).code).toBe('bad_jwt');
        expect(answer.headers.get('x-sb-error-code')).toBe('bad_jwt');
      }

      server.advance(3601_000);
      const expired = await call(server, 'GET', '/user', { token: session.access_token });
      expect(expired.status).toBe(403);
      expect((expired.body as { message: string }).message).toContain('expired');
      expect(JSON.stringify(await exportJWK(privateKey))).not.toBe('');
    });

    it('changing the password ends the other sessions and keeps this one', async () => {
      const email = `changer-${backend}@example.com`;
      const enabled = await startTestServer(backend, { ENABLE_SIGNUP: 'true' });
      try {
        const client = createAuthClient(enabled);
        await client.signUp({ email, password: 'first-password' });
        const other = await signIn(enabled, email, 'first-password');
        const weak = await client.updateUser({ password: 'short', current_password: 'first-password' });
        expect(weak.error?.code).toBe('weak_password');
        const { error } = await client.updateUser({
          password: 'second-password',
          current_password: 'first-password',
        });
        expect(error).toBeNull();
        expect((await client.getUser()).error).toBeNull();
        expect((await refresh(enabled, other.refresh_token)).status).toBe(400);
        expect((await call(enabled, 'GET', '/user', { token: other.access_token })).status).toBe(403);
        await expect(signIn(enabled, email, 'first-password')).rejects.toThrow(/400/);
        await signIn(enabled, email, 'second-password');
      } finally {
        await enabled.close();
      }
    });

    it("changes a password only with the current one, answering GoTrue's codes otherwise", async () => {
      const email = `careful-${backend}@example.com`;
      const enabled = await startTestServer(backend, { ENABLE_SIGNUP: 'true' });
      try {
        const client = createAuthClient(enabled);
        await client.signUp({ email, password: 'first-password' });

        const missing = await client.updateUser({ password: 'second-password' });
        expect(missing.error?.status).toBe(400);
        expect(missing.error?.code).toBe('current_password_required');
        expect(missing.error?.message).toBe('Current password required when setting new password.');

        const wrong = await client.updateUser({ password: 'second-password', current_password: 'nope-nope' });
        expect(wrong.error?.status).toBe(400);
        expect(wrong.error?.code).toBe('current_password_invalid');
        expect(wrong.error?.message).toBe('The current password is not correct.');

        const same = await client.updateUser({
          password: 'first-password',
          current_password: 'first-password',
        });
        expect(same.error?.code).toBe('same_password');

        // Nothing changed: the old password still signs in, and the session is still good.
        await signIn(enabled, email, 'first-password');
        expect((await client.getUser()).error).toBeNull();
        // Metadata alone needs no password.
        expect((await client.updateUser({ data: { theme: 'dark' } })).error).toBeNull();

        const { error } = await client.updateUser({
          password: 'second-password',
          current_password: 'first-password',
        });
        expect(error).toBeNull();
        await signIn(enabled, email, 'second-password');
      } finally {
        await enabled.close();
      }
    });
  });

  describe('sign-up, recovery, settings', () => {
    it('refuses sign-up unless enabled', async () => {
      const client = createAuthClient(server);
      const { data, error } = await client.signUp({ email: 'new@example.com', password: 'new-password' });
      expect(data.user).toBeNull();
      expect(error?.status).toBe(422);
      expect(error?.code).toBe('signup_disabled');
      expect(error?.message).toBe('Signups not allowed for this instance');
    });

    it('creates a confirmed user with a session when sign-up is enabled', async () => {
      const enabled = await startTestServer(backend, { ENABLE_SIGNUP: 'true', DEMO_ACCOUNT: 'off' });
      try {
        const client = createAuthClient(enabled);
        const { data, error } = await client.signUp({
          email: 'New.Author@Example.com',
          password: 'new-password',
          options: { data: { full_name: 'New Author' } },
        });
        expect(error).toBeNull();
        expect(data.session?.access_token).toEqual(expect.any(String));
        expect(data.user?.email).toBe('new.author@example.com');
        expect(data.user?.email_confirmed_at).not.toBeNull();
        expect(data.user?.user_metadata).toEqual({ full_name: 'New Author' });
        await signIn(enabled, 'new.author@example.com', 'new-password');

        const again = await createAuthClient(enabled).signUp({
          email: 'new.author@example.com',
          password: 'new-password',
        });
        expect(again.error?.code).toBe('user_already_exists');
        const weak = await createAuthClient(enabled).signUp({ email: 'w@example.com', password: 'abc' });
        expect(weak.error?.code).toBe('weak_password');
        expect(weak.error?.message).toBe('Password should be at least 6 characters.');
        expect((await call(enabled, 'GET', '/settings')).body).toMatchObject({ disable_signup: false });
        // The demo account is not created when switched off.
        await expect(signIn(enabled)).rejects.toThrow(/400/);
      } finally {
        await enabled.close();
      }
    });

    it('answers recovery with {} whether the email is known or not', async () => {
      for (const email of [DEMO.email, 'nobody@example.com']) {
        const answer = await call(server, 'POST', '/recover', { body: { email } });
        expect(answer.status).toBe(200);
        expect(answer.body).toEqual({});
      }
    });

    it('publishes settings and health', async () => {
      const settings = await call(server, 'GET', '/settings');
      expect(settings.body).toMatchObject({
        external: { email: true },
        disable_signup: true,
        mailer_autoconfirm: true,
      });
      const health = await call(server, 'GET', '/health');
      expect(health.status).toBe(200);
      expect(health.body).toMatchObject({ name: 'GoTrue', version: expect.any(String) });
    });
  });

  describe('signing keys', () => {
    it('publishes a JWKS with which the client verifies issued tokens', async () => {
      const jwks = await call(server, 'GET', '/.well-known/jwks.json');
      expect(jwks.headers.get('cache-control')).toBe('public, max-age=600');
      const keys = (jwks.body as { keys: Record<string, unknown>[] }).keys;
      expect(keys[0]).toMatchObject({
        kty: 'EC',
        crv: 'P-256',
        alg: 'ES256',
        use: 'sig',
        key_ops: ['verify'],
        ext: true,
        kid: expect.any(String),
      });
      expect(keys[0]).not.toHaveProperty('d');

      const client = createAuthClient(server);
      const { data: signedIn } = await client.signInWithPassword(DEMO);
      const { data, error } = await client.getClaims();
      expect(error).toBeNull();
      expect(data?.claims.sub).toBe(signedIn.user?.id);
      expect(data?.header.kid).toBe(keys[0]?.kid);

      // A bad signature is caught by the local JWKS check, not by asking the server.
      const token = signedIn.session?.access_token ?? '';
      const broken = `${token.slice(0, -4)}${token.slice(-4) === 'AAAA' ? 'BBBB' : 'AAAA'}`;
      const { error: badError } = await client.getClaims(broken);
      expect(badError?.message).toBe('Invalid JWT signature');
    });
  });

  describe('limits', () => {
    it('answers bodies over 1 MB with 413', async () => {
      const answer = await call(server, 'POST', '/token?grant_type=password', {
        body: { email: DEMO.email, password: 'x'.repeat(1024 * 1024) },
      });
      expect(answer.status).toBe(413);
      expect((answer.body as { code: string }).code).toBe('request_too_large');
    });

    it('throttles password sign-in per address with 429 and Retry-After, apart from refresh', async () => {
      const limited = await startTestServer(backend, { AUTH_RATE_LIMIT_SIGNIN: '4' });
      try {
        const session = await signIn(limited);
        const wrong = () =>
          call(limited, 'POST', '/token?grant_type=password', {
            body: { email: DEMO.email, password: 'wrong-password' },
          });
        expect((await wrong()).status).toBe(400);
        expect((await wrong()).status).toBe(400);
        expect((await call(limited, 'POST', '/token?grant_type=password', { body: DEMO })).status).toBe(200);
        // Four requests from this address were allowed; the fifth is over the limit.
        const perIp = await call(limited, 'POST', '/token?grant_type=password', {
          body: { email: 'someone@example.com', password: 'whatever' },
        });
        expect(perIp.status).toBe(429);
        expect(perIp.body).toEqual({
          code: 'over_request_rate_limit',
          message: 'Request rate limit reached',
        });
        const retryAfter = Number(perIp.headers.get('retry-after'));
        expect(retryAfter).toBeGreaterThan(0);
        expect(retryAfter).toBeLessThanOrEqual(300);

        let token = session.refresh_token;
        for (let i = 0; i < 20; i += 1) {
          const answer = await refresh(limited, token);
          expect(answer.status).toBe(200);
          token = (answer.body as SessionBody).refresh_token;
        }
        limited.advance(retryAfter * 1000);
        expect((await call(limited, 'POST', '/token?grant_type=password', { body: DEMO })).status).toBe(200);
      } finally {
        await limited.close();
      }
    });

    it('slows a guesser with a growing delay, and the owner at another address still signs in', async () => {
      const attacked = await startTestServer(backend, { TRUST_PROXY: 'on' });
      try {
        const from = (address: string, password: string) =>
          call(attacked, 'POST', '/token?grant_type=password', {
            body: { email: DEMO.email, password },
            headers: { 'X-Forwarded-For': address },
          });
        // A hundred wrong passwords from one address, each sent as soon as the server allows it again.
        const attacker = '203.0.113.66';
        const waits: number[] = [];
        let failures = 0;
        while (failures < 100) {
          const answer = await from(attacker, `guess-${failures}`);
          if (answer.status === 429) {
            const retryAfter = Number(answer.headers.get('retry-after'));
            expect(retryAfter).toBeGreaterThan(0);
            waits.push(retryAfter);
            attacked.advance(retryAfter * 1000);
          } else {
            expect(answer.status).toBe(400);
            failures += 1;
          }
        }
        // The first five were free; then each try waited longer, up to 15 minutes.
        expect(waits.slice(0, 4)).toEqual([1, 2, 4, 8]);
        expect(Math.max(...waits)).toBe(900);
        // Even the right password waits at the attacker's address...
        const blocked = await from(attacker, DEMO.password);
        expect(blocked.status).toBe(429);
        expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);

        // ...but the owner, at an address that has not failed, signs in with the official client.
        const owner = createAuthClient(attacked, { 'X-Forwarded-For': '198.51.100.20' });
        const { data, error } = await owner.signInWithPassword(DEMO);
        expect(error).toBeNull();
        expect(data.session?.access_token).toEqual(expect.any(String));

        // The counters are shared: a second server on the same PostgreSQL makes the attacker wait too.
        if (backend === 'postgres' && attacked.databaseUrl !== undefined) {
          const twin = await startTestServer(backend, {
            TRUST_PROXY: 'on',
            DATABASE_URL: attacked.databaseUrl,
          });
          twin.advance(waits.reduce((sum, wait) => sum + wait * 1000, 0));
          try {
            const answer = await call(twin, 'POST', '/token?grant_type=password', {
              body: { email: DEMO.email, password: 'another-guess' },
              headers: { 'X-Forwarded-For': attacker },
            });
            expect(answer.status).toBe(429);
          } finally {
            await twin.close();
          }
        }
      } finally {
        await attacked.close();
      }
    });

    it('lets parallel guesses from one address through no faster than one at a time', async () => {
      const attacked = await startTestServer(backend, { TRUST_PROXY: 'on' });
      try {
        const burst = await Promise.all(
          Array.from({ length: 20 }, (_, index) =>
            call(attacked, 'POST', '/token?grant_type=password', {
              body: { email: DEMO.email, password: `parallel-${index}` },
              headers: { 'X-Forwarded-For': '203.0.113.77' },
            }),
          ),
        );
        const tried = burst.filter((answer) => answer.status === 400).length;
        expect(tried).toBeLessThanOrEqual(6);
        expect(burst.filter((answer) => answer.status === 429).length).toBe(20 - tried);
      } finally {
        await attacked.close();
      }
    });

    it('counts addresses apart behind a trusted proxy', async () => {
      const proxied = await startTestServer(backend, { AUTH_RATE_LIMIT_SIGNIN: '1', TRUST_PROXY: 'on' });
      try {
        const from = (address: string) =>
          call(proxied, 'POST', '/token?grant_type=password', {
            body: DEMO,
            headers: { 'X-Forwarded-For': `203.0.113.9, ${address}` },
          });
        expect((await from('198.51.100.1')).status).toBe(200);
        expect((await from('198.51.100.2')).status).toBe(200);
        expect((await from('198.51.100.1')).status).toBe(429);
      } finally {
        await proxied.close();
      }
    });

    it('never holds out the owner who mistypes once while forty other addresses guess their email', async () => {
      const attacked = await startTestServer(backend, { TRUST_PROXY: 'on' });
      try {
        for (let index = 0; index < 40; index += 1) {
          const guess = await call(attacked, 'POST', '/token?grant_type=password', {
            body: { email: DEMO.email, password: `guess-${index}` },
            headers: { 'X-Forwarded-For': `203.0.113.${index + 1}` },
          });
          expect(guess.status).toBe(400);
        }
        const owner = createAuthClient(attacked, { 'X-Forwarded-For': '198.51.100.20' });
        const mistyped = await owner.signInWithPassword({ email: DEMO.email, password: 'demo-pasword' });
        expect(mistyped.error?.code).toBe('invalid_credentials');
        const { data, error } = await owner.signInWithPassword(DEMO);
        expect(error).toBeNull();
        expect(data.session?.access_token).toEqual(expect.any(String));
        // A guessing address that keeps going still waits on the email's delay.
        const again = await call(attacked, 'POST', '/token?grant_type=password', {
          body: { email: DEMO.email, password: 'guess-again' },
          headers: { 'X-Forwarded-For': '203.0.113.1' },
        });
        expect(again.status).toBe(400);
        const third = await call(attacked, 'POST', '/token?grant_type=password', {
          body: { email: DEMO.email, password: 'guess-third' },
          headers: { 'X-Forwarded-For': '203.0.113.1' },
        });
        expect(third.status).toBe(429);
        expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(60);
      } finally {
        await attacked.close();
      }
    });

    it('counts the addresses of one IPv6 /64 as one address', async () => {
      const limited = await startTestServer(backend, { AUTH_RATE_LIMIT_SIGNIN: '3', TRUST_PROXY: 'on' });
      try {
        const from = (address: string) =>
          call(limited, 'POST', '/token?grant_type=password', {
            body: DEMO,
            headers: { 'X-Forwarded-For': address },
          });
        expect((await from('2001:db8:aa:1::1')).status).toBe(200);
        expect((await from('2001:db8:aa:1:ffff::2')).status).toBe(200);
        expect((await from('2001:0db8:00aa:0001:1234:5678:9abc:def0')).status).toBe(200);
        const fourth = await from('2001:db8:aa:1::4');
        expect(fourth.status).toBe(429);
        expect(fourth.body).toEqual({
          code: 'over_request_rate_limit',
          message: 'Request rate limit reached',
        });
        // The next /64 is another subscriber's network.
        const neighbour = createAuthClient(limited, { 'X-Forwarded-For': '2001:db8:aa:2::1' });
        expect((await neighbour.signInWithPassword(DEMO)).error).toBeNull();
      } finally {
        await limited.close();
      }
      // Failures spread over one /64 count as one address's failures: after five free ones, the next waits.
      const guessed = await startTestServer(backend, { TRUST_PROXY: 'on' });
      try {
        const statuses: number[] = [];
        for (let index = 0; index < 6; index += 1) {
          const answer = await call(guessed, 'POST', '/token?grant_type=password', {
            body: { email: DEMO.email, password: `guess-${index}` },
            headers: { 'X-Forwarded-For': `2001:db8:bb:1:${index + 1}::${index + 7}` },
          });
          statuses.push(answer.status);
        }
        expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
      } finally {
        await guessed.close();
      }
    });

    it('limits refresh-token grants per address with 429 and Retry-After, other addresses unaffected', async () => {
      const limited = await startTestServer(backend, { AUTH_RATE_LIMIT_REFRESH: '3', TRUST_PROXY: 'on' });
      try {
        const session = await signIn(limited);
        const refreshFrom = (address: string, token: string) =>
          call(limited, 'POST', '/token?grant_type=refresh_token', {
            body: { refresh_token: token },
            headers: { 'X-Forwarded-For': address },
          });
        let token = session.refresh_token;
        for (let index = 0; index < 3; index += 1) {
          const answer = await refreshFrom('2001:db8:cc:1::1', token);
          expect(answer.status).toBe(200);
          token = (answer.body as SessionBody).refresh_token;
        }
        // Another address of the same /64 is the same address; unknown tokens count too.
        const over = await refreshFrom('2001:db8:cc:1::99', 'not-a-token');
        expect(over.status).toBe(429);
        expect(over.body).toEqual({ code: 'over_request_rate_limit', message: 'Request rate limit reached' });
        const retryAfter = Number(over.headers.get('retry-after'));
        expect(retryAfter).toBeGreaterThan(0);
        expect(retryAfter).toBeLessThanOrEqual(300);

        // The official client at another address refreshes the same session.
        const elsewhere = createAuthClient(limited, { 'X-Forwarded-For': '198.51.100.30' });
        const refreshed = await elsewhere.refreshSession({ refresh_token: token });
        expect(refreshed.error).toBeNull();
        expect(refreshed.data.session?.refresh_token).toEqual(expect.any(String));

        limited.advance(retryAfter * 1000);
        const later = await refreshFrom('2001:db8:cc:1::1', refreshed.data.session?.refresh_token ?? '');
        expect(later.status).toBe(200);
      } finally {
        await limited.close();
      }
    });

    it('answers an internal failure with a bare 500 that reveals nothing', async () => {
      const broken = await startTestServer(backend);
      const errors: unknown[] = [];
      const original = console.error;
      console.error = (...args: unknown[]) => errors.push(args);
      try {
        await broken.db.destroy();
        const answer = await call(broken, 'POST', '/token?grant_type=password', { body: DEMO });
        expect(answer.status).toBe(500);
        expect(answer.body).toEqual({
          code: 'unexpected_failure',
          message: 'Unexpected failure, please try again',
        });
        expect(answer.headers.get('x-sb-error-code')).toBe('unexpected_failure');
        expect(errors).toHaveLength(1);
      } finally {
        console.error = original;
        await broken.close().catch(() => undefined);
      }
    });

    it('sends CORS headers on preflight and on errors to allowed origins only', async () => {
      const cors = await startTestServer(backend, { CORS_ORIGINS: 'https://app.example.com' });
      try {
        const preflight = await fetch(`${cors.authUrl}/token?grant_type=password`, {
          method: 'OPTIONS',
          headers: {
            Origin: 'https://app.example.com',
            'Access-Control-Request-Method': 'POST',
            'Access-Control-Request-Headers': 'apikey, authorization, content-type, x-client-info',
          },
        });
        expect(preflight.status).toBe(204);
        expect(preflight.headers.get('access-control-allow-origin')).toBe('https://app.example.com');
        expect(preflight.headers.get('access-control-allow-methods')).toBe(
          'GET,POST,PUT,PATCH,DELETE,OPTIONS',
        );
        expect(preflight.headers.get('access-control-allow-headers')).toBe(
          'authorization, apikey, content-type, x-client-info, x-supabase-api-version',
        );
        expect(Number(preflight.headers.get('access-control-max-age'))).toBeGreaterThan(0);
        expect(preflight.headers.get('vary')).toContain('Origin');

        const error = await call(cors, 'POST', '/token?grant_type=password', {
          body: { email: DEMO.email, password: 'wrong-password' },
          headers: { Origin: 'https://app.example.com' },
        });
        expect(error.status).toBe(400);
        expect(error.headers.get('access-control-allow-origin')).toBe('https://app.example.com');
        expect(error.headers.get('access-control-expose-headers')).toContain('X-Supabase-Api-Version');
        expect(error.headers.get('x-supabase-api-version')).toBe('2024-01-01');

        const foreign = await call(cors, 'GET', '/settings', { headers: { Origin: 'https://evil.example' } });
        expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
      } finally {
        await cors.close();
      }
    });
  });
});
