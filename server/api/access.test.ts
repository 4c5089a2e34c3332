import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { importJWK, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Novel } from '../../common/domain/novel';
import type { Profile } from '../../common/domain/profile';
import { sampleWorkspace } from '../../common/sample/workspace';
import { deleteStoredWorkspace } from '../db/workspace-store';
import type { WorkspaceDb } from '../db/workspace-tables';
import { ANON_KEY, BACKENDS, call, signIn, startTestServer, type TestServer } from '../test/test-server';
import { api, type ErrorBody, newUserToken } from './api-test-helpers';

// Who may use the data API: tokens of the embedded auth server or of a configured hosted Supabase
// project, never a missing, expired, tampered or signed-out one. And a new user's first requests
// seed the sample workspace exactly once.

const unauthorized = (answer: { status: number; body: unknown }) => {
  expect(answer.status).toBe(401);
  expect((answer.body as ErrorBody).error.code).toBe('unauthorized');
};

/** The token with one character of its signature changed. */
function tamperSignature(token: string): string {
  const last = token.at(-5) === 'A' ? 'B' : 'A';
  return `${token.slice(0, -5)}${last}${token.slice(-4)}`;
}

/** The token claiming another subject, its signature left as it was. */
function tamperSubject(token: string, sub: string): string {
  const [header, payload, signature] = token.split('.');
  const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as Record<string, unknown>;
  return [header, Buffer.from(JSON.stringify({ ...claims, sub })).toString('base64url'), signature].join('.');
}

describe.each(BACKENDS)('access to the data API on %s', (backend) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(backend, { ENABLE_SIGNUP: 'true' });
  });
  afterAll(() => server.close());

  it('refuses requests without a user’s valid token (401, JSON)', async () => {
    const missing = await api<ErrorBody>(server, 'GET', '/novels');
    expect(missing.body).toEqual({
      error: {
        code: 'unauthorized',
        message: 'Sign in to continue: this request needs a valid access token',
      },
    });
    unauthorized(await api(server, 'GET', '/novels', { token: ANON_KEY }));
    unauthorized(await api(server, 'GET', '/novels', { headers: { Authorization: 'Basic ZGVtbzpkZW1v' } }));
    // Without a token even the existence of a route is not revealed.
    unauthorized(await api(server, 'GET', '/no-such-route'));
  });

  it('refuses tampered tokens', async () => {
    const token = await newUserToken(server, 'tamper');
    const other = await newUserToken(server, 'victim');
    const otherSub = JSON.parse(Buffer.from(other.split('.')[1] ?? '', 'base64url').toString()).sub as string;
    expect((await api(server, 'GET', '/novels', { token })).status).toBe(200);
    unauthorized(await api(server, 'GET', '/novels', { token: tamperSignature(token) }));
    unauthorized(await api(server, 'GET', '/novels', { token: tamperSubject(token, otherSub) }));
  });

  it('refuses expired tokens and tokens of a signed-out session', async () => {
    const session = await signIn(server);
    expect((await api(server, 'GET', '/profile', { token: session.access_token })).status).toBe(200);
    server.advance(61 * 60 * 1000);
    try {
      const expired = await api<ErrorBody>(server, 'GET', '/profile', { token: session.access_token });
      unauthorized(expired);
      expect(expired.body.error.message).toBe('Your session has expired or is not valid: sign in again');
    } finally {
      server.advance(-61 * 60 * 1000);
    }
    await call(server, 'POST', '/logout?scope=local', { token: session.access_token });
    unauthorized(await api(server, 'GET', '/profile', { token: session.access_token }));
  });

  it('seeds a new workspace once, even when the first requests race', async () => {
    const token = await newUserToken(server, 'racer');
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        api<unknown[]>(server, 'GET', index % 2 === 0 ? '/novels' : '/universes', { token }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(200));
    expect((await api<Novel[]>(server, 'GET', '/novels', { token })).body).toHaveLength(
      sampleWorkspace.novels.length,
    );
    expect((await api<unknown[]>(server, 'GET', '/universes', { token })).body).toHaveLength(
      sampleWorkspace.universes.length,
    );
    const profile = await api<Profile>(server, 'GET', '/profile', { token });
    expect(profile.body.email).toMatch(/^racer-.*@example\.com$/);
  });
});

describe.each(BACKENDS)('removing a user’s stored workspace on %s', (backend) => {
  it('deletes every row they own and nobody else’s', async () => {
    const server = await startTestServer(backend, { ENABLE_SIGNUP: 'true' });
    try {
      const [gone, kept] = await Promise.all([newUserToken(server, 'gone'), newUserToken(server, 'kept')]);
      await api(server, 'POST', '/saved-queries', { token: gone, body: { name: 'Q', sql: 'SELECT 1' } });
      await api(server, 'GET', '/profile', { token: kept });
      const goneId = JSON.parse(Buffer.from(gone.split('.')[1] ?? '', 'base64url').toString()).sub as string;
      await deleteStoredWorkspace(server.db as WorkspaceDb, backend, goneId);
      for (const table of ['novels', 'universes', 'profiles', 'saved_queries', 'workspace_seeds']) {
        const rows = await (server.db as WorkspaceDb).selectFrom(table).select('user_id').execute();
        expect(
          rows.some((row) => row.user_id === goneId),
          table,
        ).toBe(false);
        if (table !== 'saved_queries') expect(rows.length, table).toBeGreaterThan(0);
      }
    } finally {
      await server.close();
    }
  });
});

describe.each(BACKENDS)('a workspace emptied by its owner on %s', (backend) => {
  it('stays empty across a restart: the sample is never copied twice', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'fablehold-api-restart-'));
    let server = await startTestServer(backend, { ENABLE_SIGNUP: 'true' }, { dataDir });
    const env = server.databaseUrl === undefined ? {} : { DATABASE_URL: server.databaseUrl };
    try {
      const session = await signIn(server);
      const token = session.access_token;
      for (const novel of (await api<Novel[]>(server, 'GET', '/novels', { token })).body) {
        expect((await api(server, 'DELETE', `/novels/${novel.id}`, { token })).status).toBe(204);
      }
      await server.close();
      server = await startTestServer(backend, { ENABLE_SIGNUP: 'true', ...env }, { dataDir });
      const again = await signIn(server);
      expect((await api(server, 'GET', '/novels', { token: again.access_token })).body).toEqual([]);
      expect(
        (await api<unknown[]>(server, 'GET', '/universes', { token: again.access_token })).body,
      ).toHaveLength(sampleWorkspace.universes.length);
    } finally {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe.each(BACKENDS)('tokens of a hosted Supabase project, API on %s', (backend) => {
  // The "hosted project" is a second embedded server: its auth speaks Supabase's wire protocol and
  // publishes its keys at /auth/v1/.well-known/jwks.json, as a hosted project does.
  let project: TestServer;
  let server: TestServer;

  beforeAll(async () => {
    project = await startTestServer('sqlite', { ENABLE_SIGNUP: 'true' });
    server = await startTestServer(backend, { SUPABASE_URL: project.url });
  });
  afterAll(async () => {
    await server.close();
    await project.close();
  });

  async function projectToken(claims: Record<string, unknown>): Promise<string> {
    const file = JSON.parse(readFileSync(join(project.dataDir, 'signing-keys.json'), 'utf8')) as {
      keys: { kid: string; privateJwk: Record<string, unknown> }[];
    };
    const key = file.keys[0];
    if (key === undefined) throw new Error('the project has no signing key');
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'ES256', kid: key.kid, typ: 'JWT' })
      .setIssuer(`${project.url}/auth/v1`)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(await importJWK(key.privateJwk, 'ES256'));
  }

  it('accepts the project’s user tokens and keeps each user’s workspace', async () => {
    const token = await newUserToken(project, 'hosted');
    const novels = await api<Novel[]>(server, 'GET', '/novels', { token });
    expect(novels.status).toBe(200);
    expect(novels.body).toHaveLength(sampleWorkspace.novels.length);
    const created = await api<Novel>(server, 'POST', '/novels', { token, body: { title: 'Hosted' } });
    expect(created.status).toBe(201);
    expect((await api(server, 'GET', `/novels/${created.body.id}`, { token })).status).toBe(200);
  });

  it('refuses tampered, expired and foreign tokens (401) and non-user tokens (403)', async () => {
    const token = await newUserToken(project, 'hosted');
    unauthorized(await api(server, 'GET', '/novels', { token: tamperSignature(token) }));
    // A token signed by another server's keys (the API server's own embedded auth) is not the project's.
    const ownKeysServer = await startTestServer('sqlite', { ENABLE_SIGNUP: 'true' });
    try {
      unauthorized(
        await api(server, 'GET', '/novels', { token: await newUserToken(ownKeysServer, 'stranger') }),
      );
    } finally {
      await ownKeysServer.close();
    }
    server.advance(2 * 60 * 60 * 1000);
    try {
      unauthorized(await api(server, 'GET', '/novels', { token }));
    } finally {
      server.advance(-2 * 60 * 60 * 1000);
    }
    const anon = await projectToken({ role: 'anon', aud: 'authenticated' });
    const refused = await api<ErrorBody>(server, 'GET', '/novels', { token: anon });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toEqual({
      code: 'forbidden',
      message: 'This token does not belong to a signed-in user',
    });
    const wrongIssuer = await new SignJWT({ role: 'authenticated', sub: crypto.randomUUID() })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('a-shared-secret-that-is-long-enough'));
    unauthorized(await api(server, 'GET', '/novels', { token: wrongIssuer }));
  });
});
