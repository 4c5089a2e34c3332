import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startTestServer } from '../test/test-server';
import { acquireDataDirLock, DataDirLockedError, LOCK_FILE_NAME } from './data-dir-lock';

const dirs: string[] = [];
function freshDir() {
  const dir = mkdtempSync(join(tmpdir(), 'fablehold-lock-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('the data directory lock', () => {
  it('refuses a second server on the same DATA_DIR, naming the directory and the other process', async () => {
    const dataDir = freshDir();
    const first = await startTestServer('sqlite', {}, { dataDir });
    try {
      const second = startTestServer('sqlite', {}, { dataDir });
      await expect(second).rejects.toThrow(DataDirLockedError);
      await expect(second).rejects.toThrow(
        new RegExp(`data directory ${dataDir} is in use by process ${process.pid} \\(server`),
      );
      // The first server is unharmed.
      expect((await fetch(`${first.authUrl}/health`)).status).toBe(200);
    } finally {
      await first.close();
    }
    expect(existsSync(join(dataDir, LOCK_FILE_NAME))).toBe(false);
    const third = await startTestServer('sqlite', {}, { dataDir });
    await third.close();
  });

  it('takes over a lock left by a process that no longer exists', () => {
    const dataDir = freshDir();
    const gone = spawn(process.execPath, ['-e', '']);
    const deadPid = gone.pid ?? 999_999;
    writeFileSync(
      join(dataDir, LOCK_FILE_NAME),
      JSON.stringify({ pid: deadPid, role: 'server', since: '2020-01-01T00:00:00.000Z' }),
    );
    return new Promise<void>((resolve) => {
      gone.on('exit', () => {
        const lock = acquireDataDirLock(dataDir, 'server');
        expect(JSON.parse(readFileSync(join(dataDir, LOCK_FILE_NAME), 'utf8')).pid).toBe(process.pid);
        lock.release();
        expect(existsSync(join(dataDir, LOCK_FILE_NAME))).toBe(false);
        resolve();
      });
    });
  });

  it('keeps a lock held by another live process', () => {
    const dataDir = freshDir();
    // PID 1 always exists.
    writeFileSync(
      join(dataDir, LOCK_FILE_NAME),
      JSON.stringify({ pid: 1, role: 'server', since: 'earlier' }),
    );
    expect(() => acquireDataDirLock(dataDir, 'server')).toThrow(
      /in use by process 1 \(server, since earlier\)/,
    );
  });

  it('releases the lock when a server process is stopped with SIGTERM', async () => {
    const dataDir = freshDir();
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: { ...process.env, DATA_DIR: dataDir, PORT: '0', SERVE_STATIC: 'off', DEMO_ACCOUNT: 'off' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    await new Promise<void>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('listening on')) resolve();
      });
      child.on('exit', () => reject(new Error(`server exited early: ${output}`)));
    });
    expect(existsSync(join(dataDir, LOCK_FILE_NAME))).toBe(true);
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(existsSync(join(dataDir, LOCK_FILE_NAME))).toBe(false);
  });
});
