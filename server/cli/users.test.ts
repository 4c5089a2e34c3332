import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acquireDataDirLock } from '../db/data-dir-lock';
import { SQLITE_FILE_NAME } from '../db/database';
import { signIn, startTestServer } from '../test/test-server';
import { runUsersCommand } from './users-command';

type Result = { code: number | null; stdout: string; stderr: string };

/** The real command in its own process, as `npm run users --` runs it. */
function spawnUsers(dataDir: string, args: string[], stdin = ''): Promise<Result> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/cli/users.ts', ...args], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.stdin.end(stdin);
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

/** The same command in this process: fast, for the many input cases. */
async function users(env: NodeJS.ProcessEnv, args: string[]): Promise<Result> {
  let stdout = '';
  let stderr = '';
  const code = await runUsersCommand(args, {
    env,
    print: (line) => {
      stdout += `${line}\n`;
    },
    printError: (line) => {
      stderr += `${line}\n`;
    },
  });
  return { code, stdout, stderr };
}

describe('npm run users', () => {
  let dataDir: string;
  let env: NodeJS.ProcessEnv;
  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'fablehold-cli-'));
    env = { DATA_DIR: dataDir };
  });
  afterAll(() => {
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('adds users with --password or a password on standard input, and lists them', async () => {
    const added = await spawnUsers(dataDir, ['add', 'Writer@Example.com', '--password', 'writer-password']);
    expect(added).toMatchObject({ code: 0, stderr: '' });
    expect(added.stdout).toMatch(/^Added writer@example.com \(id [0-9a-f-]{36}\)\.\n$/);
    const piped = await spawnUsers(dataDir, ['add', 'gm@example.com'], 'gm-password\n');
    expect(piped.code).toBe(0);

    const listed = await users(env, ['list']);
    expect(listed.code).toBe(0);
    expect(listed.stdout).toMatch(/^gm@example.com\tcreated .*\nwriter@example.com\tcreated /);
  });

  it('exits non-zero with a message on bad input', async () => {
    const spawned = await spawnUsers(dataDir, ['frobnicate']);
    expect(spawned.code).toBe(1);
    expect(spawned.stderr).toMatch(/Unknown command "frobnicate"[\s\S]*Usage: npm run users/);

    const cases: [string[], RegExp][] = [
      [[], /Usage: npm run users/],
      [['add'], /An email address is required/],
      [['add', 'not-an-email', '--password', 'long-enough'], /"not-an-email" is not a valid email address/],
      [['add', 'short@example.com', '--password', 'abc'], /Password should be at least 6 characters/],
      [['add', 'writer@example.com', '--password', 'writer-password'], /already exists/],
      [['remove', 'nobody@example.com'], /No user with email nobody@example.com/],
      [['set-password', 'nobody@example.com', '--password', 'long-enough'], /No user with email/],
      [['list', '--password', 'x'], /--password does not apply to "list"/],
      [['list', '--colour'], /Unknown option '--colour'/],
    ];
    for (const [args, message] of cases) {
      const result = await users(env, args);
      expect(result.code, args.join(' ')).toBe(1);
      expect(result.stderr).toMatch(message);
    }
  });

  it('sets a password the server then accepts, and removes users', async () => {
    const changed = await users(env, ['set-password', 'gm@example.com', '--password', 'new-gm-password']);
    expect(changed).toMatchObject({
      code: 0,
      stdout: 'Password of gm@example.com changed; their sessions have ended.\n',
    });
    const server = await startTestServer('sqlite', { DEMO_ACCOUNT: 'off' }, { dataDir });
    try {
      await signIn(server, 'gm@example.com', 'new-gm-password');
    } finally {
      await server.close();
    }
    expect((await users(env, ['remove', 'gm@example.com'])).code).toBe(0);
    expect((await users(env, ['list'])).stdout).not.toContain('gm@example.com');
  });

  it('removes the stored workspace with the user, leaving other users their own', async () => {
    for (const email of ['leaving@example.com', 'staying@example.com']) {
      expect((await users(env, ['add', email, '--password', 'some-password'])).code).toBe(0);
    }
    const server = await startTestServer('sqlite', { DEMO_ACCOUNT: 'off' }, { dataDir });
    try {
      for (const email of ['leaving@example.com', 'staying@example.com']) {
        const session = await signIn(server, email, 'some-password');
        // The first data request copies the sample workspace into the user's stored workspace.
        const answer = await fetch(`${server.url}/api/v1/novels`, {
          headers: { Authorization: `Bearer ${session.access_token}` },
        });
        expect(answer.status).toBe(200);
      }
    } finally {
      await server.close();
    }
    const openDb = () => new Database(join(dataDir, SQLITE_FILE_NAME), { readonly: true });
    const idOf = (email: string) => {
      const sqlite = openDb();
      try {
        return (sqlite.prepare('SELECT id FROM users WHERE email = ?').get(email) as { id: string }).id;
      } finally {
        sqlite.close();
      }
    };
    const storedRows = (userId: string) => {
      const sqlite = openDb();
      try {
        const count = (table: string, column = 'user_id') =>
          (
            sqlite.prepare(`SELECT count(*) AS n FROM ${table} WHERE ${column} = ?`).get(userId) as {
              n: number;
            }
          ).n;
        return {
          users: count('users', 'id'),
          novels: count('novels'),
          universes: count('universes'),
          profiles: count('profiles'),
          seeds: count('workspace_seeds'),
        };
      } finally {
        sqlite.close();
      }
    };
    const leavingId = idOf('leaving@example.com');
    const stayingId = idOf('staying@example.com');
    expect(storedRows(leavingId).novels).toBeGreaterThan(0);
    // The leaving user is a member of one of the staying user's campaigns (decision 057).
    const writable = new Database(join(dataDir, SQLITE_FILE_NAME));
    try {
      writable
        .prepare(
          `INSERT INTO members (user_id, container_kind, container_id, member_id, role, invitation_id, created_at)
           VALUES (?, 'campaign', 'c-1', ?, 'player', NULL, '2026-11-27T00:00:00.000Z')`,
        )
        .run(stayingId, leavingId);
    } finally {
      writable.close();
    }

    const removed = await users(env, ['remove', 'leaving@example.com']);
    expect(removed).toMatchObject({
      code: 0,
      stdout: 'Removed leaving@example.com, their sessions and their stored workspace.\n',
    });
    expect(storedRows(leavingId)).toEqual({
      users: 0,
      novels: 0,
      universes: 0,
      profiles: 0,
      seeds: 0,
    });
    const memberships = openDb();
    try {
      expect(
        memberships.prepare('SELECT count(*) AS n FROM members WHERE member_id = ?').get(leavingId),
      ).toEqual({
        n: 0,
      });
    } finally {
      memberships.close();
    }
    expect(storedRows(stayingId)).toMatchObject({ users: 1, profiles: 1, seeds: 1 });
    expect(storedRows(stayingId).novels).toBeGreaterThan(0);
  });

  it('refuses to run while a server holds the data directory', async () => {
    const lock = acquireDataDirLock(dataDir, 'server');
    try {
      const result = await spawnUsers(dataDir, ['list']);
      expect(result.code).toBe(1);
      expect(result.stderr).toContain(
        `The data directory ${dataDir} is in use by process ${process.pid} (server`,
      );
    } finally {
      lock.release();
    }
  });

  it('works on PostgreSQL beside a running server', async () => {
    const server = await startTestServer('postgres', { DEMO_ACCOUNT: 'off' });
    try {
      const pgEnv = { DATABASE_URL: server.databaseUrl, DATA_DIR: server.dataDir };
      expect((await users(pgEnv, ['add', 'pg@example.com', '--password', 'pg-password'])).code).toBe(0);
      await signIn(server, 'pg@example.com', 'pg-password');
      expect((await users(pgEnv, ['list'])).stdout).toMatch(/^pg@example.com\t/);
    } finally {
      await server.close();
    }
  });
});
