import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AuthClient } from '@supabase/auth-js';
import { inject } from 'vitest';
import { loadConfig } from '../config';
import { SQLITE_FILE_NAME } from '../db/database';
import { type RunningServer, startServer } from '../server';
import { createTestDatabase } from './postgres';
import { TEMPLATE_ENV } from './started-templates';

export type Backend = 'sqlite' | 'postgres';
export const BACKENDS: Backend[] = ['sqlite', 'postgres'];

/** The public placeholder key the browser app sends. */
export const ANON_KEY = 'fablehold-local-anon-key';
export const DEMO = { email: 'demo@example.com', password: 'demo-password' };

export type TestServer = RunningServer & {
  authUrl: string;
  dataDir: string;
  /** The PostgreSQL database of this server, when it runs on one. */
  databaseUrl: string | undefined;
  /** Moves the server's clock forward (tokens, sessions, rate limits). */
  advance: (ms: number) => void;
};

/** A server on a random port with a fresh data directory (and a fresh PostgreSQL database). */
export async function startTestServer(
  backend: Backend,
  env: Record<string, string> = {},
  options: {
    reuseIntervalSeconds?: number;
    dataDir?: string;
    onRestoreSlice?: () => Promise<void>;
    onExportSlice?: () => Promise<void>;
  } = {},
): Promise<TestServer> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'fablehold-test-'));
  // A server on a new data directory with the default accounts starts from a copy of what such a
  // first start leaves (started-templates.ts) rather than migrating anew.
  const fromTemplate =
    options.dataDir === undefined && !Object.keys(env).some((key) => key.startsWith('DEMO_'));
  if (fromTemplate && backend === 'sqlite')
    copyFileSync(inject('startedSqliteFile'), join(dataDir, SQLITE_FILE_NAME));
  const databaseUrl =
    backend === 'postgres'
      ? await createTestDatabase(fromTemplate ? inject('startedPostgresDatabase') : undefined)
      : undefined;
  const config = loadConfig({
    ...TEMPLATE_ENV,
    DATA_DIR: dataDir,
    ...(databaseUrl === undefined ? {} : { DATABASE_URL: databaseUrl }),
    ...env,
  });
  if (options.reuseIntervalSeconds !== undefined) {
    config.auth.refreshTokenReuseIntervalSeconds = options.reuseIntervalSeconds;
  }
  let offset = 0;
  const server = await startServer(config, {
    log: () => undefined,
    now: () => Date.now() + offset,
    ...(options.onRestoreSlice === undefined ? {} : { onRestoreSlice: options.onRestoreSlice }),
    ...(options.onExportSlice === undefined ? {} : { onExportSlice: options.onExportSlice }),
  });
  return {
    ...server,
    authUrl: `${server.url}/auth/v1`,
    dataDir,
    databaseUrl: config.databaseUrl,
    advance: (ms) => {
      offset += ms;
    },
    close: async () => {
      await server.close();
      if (options.dataDir === undefined) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The official client, configured as the browser app configures it, with in-memory storage. */
export function createAuthClient(
  server: Pick<TestServer, 'authUrl'>,
  headers: Record<string, string> = {},
): InstanceType<typeof AuthClient> {
  const items = new Map<string, string>();
  return new AuthClient({
    url: server.authUrl,
    headers: { apikey: ANON_KEY, Authorization: `Bearer ${ANON_KEY}`, ...headers },
    storageKey: `test-${crypto.randomUUID()}`,
    storage: {
      getItem: (key) => items.get(key) ?? null,
      setItem: (key, value) => {
        items.set(key, value);
      },
      removeItem: (key) => {
        items.delete(key);
      },
    },
    persistSession: true,
    autoRefreshToken: false,
    detectSessionInUrl: false,
  });
}

/** A raw call, for what the client hides (exact status, headers, bodies). */
export async function call(
  server: Pick<TestServer, 'authUrl'>,
  method: string,
  path: string,
  options: { body?: unknown; token?: string; headers?: Record<string, string> } = {},
): Promise<{ status: number; headers: Headers; body: unknown; text: string }> {
  const response = await fetch(`${server.authUrl}${path}`, {
    method,
    headers: {
      apikey: ANON_KEY,
      Authorization: `Bearer ${options.token ?? ANON_KEY}`,
      'X-Supabase-Api-Version': '2024-01-01',
      ...(options.body === undefined ? {} : { 'Content-Type': 'application/json;charset=UTF-8' }),
      ...options.headers,
    },
    ...(options.body === undefined
      ? {}
      : { body: typeof options.body === 'string' ? options.body : JSON.stringify(options.body) }),
  });
  const text = await response.text();
  let body: unknown = null;
  try {
    body = text === '' ? null : JSON.parse(text);
  } catch {
    body = null;
  }
  return { status: response.status, headers: response.headers, body, text };
}

export type SessionBody = { access_token: string; refresh_token: string; expires_in: number };

export async function signIn(
  server: Pick<TestServer, 'authUrl'>,
  email = DEMO.email,
  password = DEMO.password,
): Promise<SessionBody> {
  const answer = await call(server, 'POST', '/token?grant_type=password', { body: { email, password } });
  if (answer.status !== 200) throw new Error(`sign-in failed: ${answer.status} ${answer.text}`);
  return answer.body as SessionBody;
}

export function refresh(server: Pick<TestServer, 'authUrl'>, refreshToken: string) {
  return call(server, 'POST', '/token?grant_type=refresh_token', { body: { refresh_token: refreshToken } });
}
