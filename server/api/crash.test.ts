import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Novel } from '../../common/domain/novel';
import { createTestDatabase } from '../test/postgres';
import { BACKENDS, signIn } from '../test/test-server';
import { api } from './api-test-helpers';

// The server process is killed without warning (SIGKILL) in the middle of a burst of writes and started
// again on the same data: every write it acknowledged must be there.

type Running = { child: ChildProcess; url: string };

function startServerProcess(env: Record<string, string>): Promise<Running> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: { ...process.env, PORT: '0', HOST: '127.0.0.1', SERVE_STATIC: 'off', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (http:\/\/\S+)/.exec(output);
      if (match?.[1]) resolve({ child, url: match[1] });
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`server exited (${code}) before listening:\n${output}`)));
  });
}

function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => child.once('exit', () => resolve()));
}

describe.each(BACKENDS)('a crash during a burst of writes on %s', (backend) => {
  it('loses no acknowledged write', { timeout: 60_000 }, async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'fablehold-crash-'));
    const env: Record<string, string> = { DATA_DIR: dataDir };
    if (backend === 'postgres') env.DATABASE_URL = await createTestDatabase();
    let server = await startServerProcess(env);
    try {
      const { access_token: token } = await signIn({ authUrl: `${server.url}/auth/v1` });
      const acknowledged: string[] = [];
      let isRunning = true;
      const worker = async (worker: number) => {
        for (let n = 0; isRunning; n += 1) {
          try {
            const answer = await api<Novel>(server, 'POST', '/novels', {
              token,
              body: { title: `Crash ${worker}-${n}` },
            });
            if (answer.status === 201) acknowledged.push(answer.body.id);
          } catch {
            return; // the connection died with the server
          }
        }
      };
      const workers = Array.from({ length: 8 }, (_, index) => worker(index));
      while (acknowledged.length < 80) await new Promise((resolve) => setTimeout(resolve, 5));
      server.child.kill('SIGKILL');
      await exited(server.child);
      isRunning = false;
      await Promise.all(workers);

      server = await startServerProcess(env);
      const novels = await api<Novel[]>(server, 'GET', '/novels', { token });
      expect(novels.status).toBe(200);
      const stored = new Set(novels.body.map((novel) => novel.id));
      expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
      expect(acknowledged.length).toBeGreaterThanOrEqual(80);
    } finally {
      server.child.kill('SIGTERM');
      await exited(server.child);
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
