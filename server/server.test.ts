import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { startServer } from './server';
import { DEMO, signIn } from './test/test-server';

describe('starting the server', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'fablehold-start-'));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  async function start() {
    const lines: string[] = [];
    const config = loadConfig({ PORT: '0', DATA_DIR: dataDir, SERVE_STATIC: 'off' });
    const server = await startServer(config, { log: (line) => lines.push(line) });
    return { server, lines, authUrl: `${server.url}/auth/v1` };
  }

  it('creates the demo account on a fresh database and prints its email and password once', async () => {
    const first = await start();
    let accessToken = '';
    try {
      expect(first.lines).toContain(`Demo account created: email ${DEMO.email}  password ${DEMO.password}`);
      expect(first.lines.some((line) => line.startsWith(`Fablehold listening on ${first.server.url}`))).toBe(
        true,
      );
      accessToken = (await signIn(first)).access_token;
      // The signing keys hold private keys: owner-only.
      expect(statSync(join(dataDir, 'signing-keys.json')).mode & 0o777).toBe(0o600);
    } finally {
      await first.server.close();
    }

    const second = await start();
    try {
      expect(second.lines).toContain(
        `Demo account ${DEMO.email} exists (password as set when it was created).`,
      );
      expect(second.lines.join('\n')).not.toContain(DEMO.password);
      // Same keys, sessions and users after a restart: the first run's token still works.
      const user = await fetch(`${second.authUrl}/user`, {
        headers: { Authorization: `Bearer ${accessToken}` },
      });
      expect(user.status).toBe(200);
      await signIn(second);
    } finally {
      await second.server.close();
    }
  });

  it('keeps the data directory, database and keys private, and commits with synchronous=FULL', async () => {
    const running = await start();
    try {
      await signIn(running);
      const mode = (path: string) => statSync(path).mode & 0o777;
      expect(mode(dataDir)).toBe(0o700);
      for (const file of ['fablehold.db', 'fablehold.db-wal', 'fablehold.db-shm', 'signing-keys.json']) {
        expect(mode(join(dataDir, file)), file).toBe(0o600);
      }
      // 2 is FULL: the WAL is synced before a commit is acknowledged.
      const { rows } = await sql<{ synchronous: number }>`PRAGMA synchronous`.execute(running.server.db);
      expect(rows[0]?.synchronous).toBe(2);
    } finally {
      await running.server.close();
    }
  });

  it('refuses a request for a foreign Host (DNS rebinding) and answers its own', async () => {
    const running = await start();
    const get = (host: string) =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        const req = request(`${running.authUrl}/settings`, { headers: { Host: host } }, (res) => {
          let body = '';
          res.on('data', (chunk: Buffer) => {
            body += chunk.toString();
          });
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        });
        req.on('error', reject);
        req.end();
      });
    try {
      const foreign = await get(`rebind.attacker.example:${running.server.port}`);
      expect(foreign.status).toBe(421);
      expect(foreign.body).toContain('ALLOWED_HOSTS');
      expect((await get(`localhost:${running.server.port}`)).status).toBe(200);
      expect((await get(`127.0.0.1:${running.server.port}`)).status).toBe(200);
    } finally {
      await running.server.close();
    }
  });

  it('refuses a port that is taken with a clear message', async () => {
    const running = await start();
    try {
      const config = loadConfig({
        PORT: String(running.server.port),
        DATA_DIR: mkdtempSync(join(tmpdir(), 'fablehold-port-')),
        SERVE_STATIC: 'off',
        DEMO_ACCOUNT: 'off',
      });
      await expect(startServer(config, { log: () => undefined })).rejects.toThrow(
        `Port ${running.server.port} on 127.0.0.1 is already in use; set PORT to another port`,
      );
      rmSync(config.dataDir, { recursive: true, force: true });
    } finally {
      await running.server.close();
    }
  });
});
