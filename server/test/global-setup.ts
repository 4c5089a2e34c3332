// Starts a throwaway PostgreSQL cluster for the server tests and hands its URL to them through
// vitest's provide/inject. Each test file creates its own database in it (see postgres.ts).
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { makeStartedTemplates, type StartedTemplates } from './started-templates';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Superuser URL of the test cluster's `postgres` database. */
    postgresAdminUrl: string;
    /** A SQLite file and a PostgreSQL database as a default first start leaves them (started-templates.ts). */
    startedSqliteFile: string;
    startedPostgresDatabase: string;
    /** A SQLite file and a PostgreSQL database with every migration applied and nothing else. */
    migratedSqliteFile: string;
    migratedPostgresDatabase: string;
  }
}

const NOT_FOUND_MESSAGE =
  'The server tests need PostgreSQL binaries (initdb, postgres) and none were found in ' +
  "/usr/lib/postgresql/*/bin or on PATH. Install Debian's package: apt-get install -y postgresql";

function findBinDir(): string {
  const root = '/usr/lib/postgresql';
  if (existsSync(root)) {
    const versions = readdirSync(root)
      .filter((name) => existsSync(join(root, name, 'bin', 'initdb')))
      .sort((a, b) => Number(b) - Number(a));
    if (versions[0] !== undefined) return join(root, versions[0], 'bin');
  }
  try {
    const initdb = execFileSync('sh', ['-c', 'command -v initdb'], { encoding: 'utf8' }).trim();
    if (initdb !== '') return initdb.replace(/\/initdb$/, '');
  } catch {
    // fall through to the loud failure below
  }
  throw new Error(NOT_FOUND_MESSAGE);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** PostgreSQL refuses to run as root: run its programs as `postgres` then. */
function asPostgresUser(command: string, args: string[]): [string, string[]] {
  const isRoot = process.getuid?.() === 0;
  return isRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
}

async function waitUntilReady(url: string, server: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`PostgreSQL exited during start:\n${log()}`);
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      await client.query('select 1');
      await client.end();
      return;
    } catch {
      await client.end().catch(() => undefined);
      if (Date.now() > deadline) throw new Error(`PostgreSQL did not become ready in 30 s:\n${log()}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const binDir = findBinDir();
  const root = mkdtempSync(join(tmpdir(), 'fablehold-pg-'));
  const dataDir = join(root, 'data');
  const socketDir = join(root, 'socket');
  mkdirSync(socketDir);
  if (process.getuid?.() === 0) {
    let uid: number;
    let gid: number;
    try {
      uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8', stdio: 'pipe' }));
      gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8', stdio: 'pipe' }));
    } catch {
      rmSync(root, { recursive: true, force: true });
      throw new Error(
        'Running as root, the server tests start PostgreSQL as user "postgres", which does not exist. ' +
          "Install Debian's package (apt-get install -y postgresql), which creates it.",
      );
    }
    chownSync(root, uid, gid);
    chownSync(socketDir, uid, gid);
  }

  const [initCommand, initArgs] = asPostgresUser(join(binDir, 'initdb'), [
    '-D',
    dataDir,
    '-U',
    'postgres',
    '-A',
    'trust',
    '-E',
    'UTF8',
    '--locale=C',
    '--no-sync',
  ]);
  execFileSync(initCommand, initArgs, { stdio: 'pipe' });

  const port = await freePort();
  // Durability is pointless for a throwaway cluster; turning it off makes the tests fast.
  const [command, args] = asPostgresUser(join(binDir, 'postgres'), [
    '-D',
    dataDir,
    '-h',
    '127.0.0.1',
    '-p',
    String(port),
    '-k',
    socketDir,
    '-c',
    'fsync=off',
    '-c',
    'synchronous_commit=off',
    '-c',
    'full_page_writes=off',
    '-c',
    'max_connections=200',
  ]);
  let output = '';
  const server = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  server.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  server.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });

  const adminUrl = `postgres://postgres@127.0.0.1:${port}/postgres`;
  const stop = async () => {
    // Signal the postmaster itself: runuser may not pass signals on.
    const pidFile = join(dataDir, 'postmaster.pid');
    const pid = existsSync(pidFile) ? Number(readFileSync(pidFile, 'utf8').split('\n')[0]) : NaN;
    if (server.exitCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      try {
        // SIGINT: PostgreSQL's "fast" shutdown (disconnect clients, no checkpoint wait).
        process.kill(Number.isFinite(pid) ? pid : (server.pid ?? 0), 'SIGINT');
      } catch {
        // already gone
      }
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    }
    rmSync(root, { recursive: true, force: true });
  };

  try {
    await waitUntilReady(adminUrl, server, () => output);
  } catch (error) {
    await stop();
    throw error;
  }
  project.provide('postgresAdminUrl', adminUrl);
  let templates: StartedTemplates;
  try {
    templates = await makeStartedTemplates(adminUrl);
  } catch (error) {
    await stop();
    throw error;
  }
  project.provide('startedSqliteFile', templates.sqliteFile);
  project.provide('startedPostgresDatabase', templates.postgresDatabase);
  project.provide('migratedSqliteFile', templates.migratedSqliteFile);
  project.provide('migratedPostgresDatabase', templates.migratedPostgresDatabase);
  return async () => {
    templates.remove();
    await stop();
  };
}
