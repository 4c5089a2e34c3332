import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGNING_KEYS_FILE_NAME } from '../auth/signing-keys';
import { acquireDataDirLock } from '../db/data-dir-lock';
import { SQLITE_FILE_NAME } from '../db/database';
import { call, signIn, startTestServer } from '../test/test-server';
import { runBackupCommand } from './backup-command';
import { runUsersCommand } from './users-command';

type Result = { code: number | null; stdout: string; stderr: string };

/** The command in this process, as `npm run backup --` runs it. */
async function backup(env: NodeJS.ProcessEnv, args: string[]): Promise<Result> {
  let stdout = '';
  let stderr = '';
  const code = await runBackupCommand(args, {
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

/** The real command in its own process. */
function spawnBackup(dataDir: string, args: string[]): Promise<Result> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/cli/backup.ts', ...args], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

async function addUser(env: NodeJS.ProcessEnv, email: string, password: string): Promise<void> {
  const code = await runUsersCommand(['add', email, '--password', password], {
    env,
    print: () => undefined,
    printError: (line) => {
      throw new Error(line);
    },
  });
  expect(code).toBe(0);
}

/** A second connection to the live database, writing as the server would (WAL, no checkpoints). */
function openWriter(dataDir: string) {
  const sqlite = new Database(join(dataDir, SQLITE_FILE_NAME));
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('busy_timeout = 5000');
  // Committed rows stay in the WAL: the backup must read them from there, not only from the main file.
  sqlite.pragma('wal_autocheckpoint = 0');
  const insert = sqlite.prepare(
    `INSERT INTO users (id, email, encrypted_password, user_metadata, identity_id, created_at, updated_at)
     VALUES (?, ?, 'x', '{}', ?, '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z')`,
  );
  return {
    addUserRow: (email: string) => insert.run(`id-${email}`, email, `identity-${email}`),
    close: () => sqlite.close(),
  };
}

function emailsIn(file: string): string[] {
  const sqlite = new Database(file, { readonly: true, fileMustExist: true });
  try {
    return (sqlite.prepare('SELECT email FROM users ORDER BY email').all() as { email: string }[]).map(
      (row) => row.email,
    );
  } finally {
    sqlite.close();
  }
}

describe('npm run backup', () => {
  let root: string;
  let dataDir: string;
  let env: NodeJS.ProcessEnv;
  let backupFile: string;
  let tokenBeforeBackup: string;
  let keysAtBackup: string;

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'fablehold-backup-'));
    dataDir = join(root, 'data');
    env = { DATA_DIR: dataDir };
    backupFile = join(root, 'fablehold-backup.db');
    await addUser(env, 'writer@example.com', 'writer-password');
  });
  afterAll(() => {
    rmSync(root, { recursive: true, force: true });
  });

  it('backs up while the server runs and writes, into one private file holding what was committed', async () => {
    const server = await startTestServer('sqlite', { DEMO_ACCOUNT: 'off' }, { dataDir });
    const writer = openWriter(dataDir);
    try {
      const session = await signIn(server, 'writer@example.com', 'writer-password');
      tokenBeforeBackup = session.access_token;
      // The first data request copies the sample workspace into the user's stored workspace.
      const novels = await fetch(`${server.url}/api/v1/novels`, {
        headers: { Authorization: `Bearer ${session.access_token}` },
      });
      expect(novels.status).toBe(200);
      writer.addUserRow('before@example.com');
      keysAtBackup = readFileSync(join(dataDir, SIGNING_KEYS_FILE_NAME), 'utf8');

      const created = await backup(env, ['create', backupFile]);
      writer.addUserRow('after@example.com');

      expect(created.stderr).toBe('');
      expect(created.code).toBe(0);
      expect(created.stdout).toMatch(
        new RegExp(
          `^Backup written to ${backupFile}\\n  [\\d.]+ (KB|MB): 2 users, [1-9]\\d* parts, signing keys \\(signing-keys.json\\)\\.\\n`,
        ),
      );
      expect(created.stdout).toContain('keep it as private as the data directory');
    } finally {
      writer.close();
      await server.close();
    }
    expect(emailsIn(backupFile)).toEqual(['before@example.com', 'writer@example.com']);
    expect(emailsIn(join(dataDir, SQLITE_FILE_NAME))).toContain('after@example.com');
    expect(statSync(backupFile).mode & 0o777).toBe(0o600);
    // One self-contained file: no WAL beside it, no temporary file left behind.
    expect(readdirSync(root).sort()).toEqual(['data', 'fablehold-backup.db']);
    const sqlite = new Database(backupFile, { readonly: true });
    try {
      expect(sqlite.pragma('integrity_check', { simple: true })).toBe('ok');
      expect(sqlite.pragma('journal_mode', { simple: true })).toBe('delete');
      const keys = sqlite
        .prepare('SELECT content FROM backup_keys WHERE file_name = ?')
        .get(SIGNING_KEYS_FILE_NAME);
      expect(keys).toEqual({ content: keysAtBackup });
    } finally {
      sqlite.close();
    }
  });

  it('takes a consistent snapshot while another process commits continuously', async () => {
    const script = `
      const Database = require('better-sqlite3');
      const db = new Database(process.argv[1]);
      db.pragma('journal_mode = WAL');
      db.pragma('busy_timeout = 5000');
      const insert = db.prepare("INSERT INTO users (id, email, encrypted_password, user_metadata, identity_id, created_at, updated_at) VALUES (?, ?, 'x', '{}', ?, 'now', 'now')");
      const pair = db.transaction((n) => {
        insert.run('a' + n, 'pair-a-' + n + '@example.com', 'ia' + n);
        insert.run('b' + n, 'pair-b-' + n + '@example.com', 'ib' + n);
      });
      const until = Date.now() + 1500;
      for (let n = 0; Date.now() < until; n += 1) {
        pair(n);
        if (n === 10) process.stdout.write('writing\\n');
      }
      db.close();
    `;
    const child = spawn(process.execPath, ['-e', script, join(dataDir, SQLITE_FILE_NAME)], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    await new Promise<void>((resolve) => child.stdout.once('data', () => resolve()));
    const snapshot = join(root, 'during-writes.db');
    const created = await backup(env, ['create', snapshot]);
    expect(await exited).toBe(0);
    expect(created.code).toBe(0);
    const pairRows = emailsIn(snapshot).filter((email) => email.startsWith('pair-'));
    // Every transaction is two rows: an odd count would be a write caught halfway.
    expect(pairRows.length).toBeGreaterThan(0);
    expect(pairRows.length % 2).toBe(0);
    expect(
      emailsIn(join(dataDir, SQLITE_FILE_NAME)).filter((email) => email.startsWith('pair-')).length,
    ).toBeGreaterThan(pairRows.length);
    rmSync(snapshot);
  });

  it('refuses to replace an existing backup unless --force is given', async () => {
    const before = readFileSync(backupFile);
    const refused = await backup(env, ['create', backupFile]);
    expect(refused).toEqual({
      code: 1,
      stdout: '',
      stderr: `${backupFile} already exists; add --force to replace it.\n`,
    });
    expect(readFileSync(backupFile).equals(before)).toBe(true);

    const other = join(root, 'forced.db');
    writeFileSync(other, 'an old file');
    const forced = await spawnBackup(dataDir, ['create', other, '--force']);
    expect(forced.code).toBe(0);
    expect(forced.stdout).toMatch(/^Backup written to .*forced\.db\n {2}.*users/);
    expect(emailsIn(other)).toContain('after@example.com');
    rmSync(other);
  });

  it('refuses to restore while the server holds the data directory, and changes nothing', async () => {
    const live = join(dataDir, SQLITE_FILE_NAME);
    const lock = acquireDataDirLock(dataDir, 'server');
    try {
      const refused = await backup(env, ['restore', backupFile]);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain('A restore needs the server stopped.');
      expect(refused.stderr).toContain(
        `The data directory ${dataDir} is in use by process ${process.pid} (server`,
      );
    } finally {
      lock.release();
    }
    expect(emailsIn(live)).toContain('after@example.com');
    expect(readdirSync(dataDir).some((name) => name.includes('before-restore'))).toBe(false);
  });

  it('refuses files that are not Fablehold backups, with a sentence saying why', async () => {
    const text = join(root, 'notes.txt');
    writeFileSync(text, 'not a database at all');
    const foreign = join(root, 'foreign.db');
    const sqlite = new Database(foreign);
    sqlite.exec('CREATE TABLE things (id INTEGER PRIMARY KEY)');
    sqlite.close();
    const cases: [string, string][] = [
      [join(root, 'missing.db'), `The backup ${join(root, 'missing.db')} does not exist.\n`],
      [text, `The backup ${text} is not a SQLite database.\n`],
      [
        foreign,
        `The backup ${foreign} is a SQLite database but not a Fablehold one (it has no kysely_migration and users tables).\n`,
      ],
    ];
    for (const [file, message] of cases) {
      expect(await backup(env, ['restore', file])).toEqual({ code: 1, stdout: '', stderr: message });
    }

    // A backup damaged on disk: its header survives, pages in the middle do not.
    const damaged = join(root, 'damaged.db');
    const bytes = readFileSync(backupFile);
    bytes.fill(0xab, 4096 * 2, 4096 * 6);
    writeFileSync(damaged, bytes);
    const refusedDamaged = await backup(env, ['restore', damaged]);
    expect(refusedDamaged.code).toBe(1);
    expect(refusedDamaged.stderr).toMatch(new RegExp(`^The backup ${damaged} is damaged: .+\\.\\n$`));

    // A backup made by a newer version, whose schema this version's server could not run.
    const newer = join(root, 'newer.db');
    writeFileSync(newer, readFileSync(backupFile));
    const newerDb = new Database(newer);
    newerDb.prepare("INSERT INTO kysely_migration (name, timestamp) VALUES ('9999_future', 'x')").run();
    newerDb.close();
    expect(await backup(env, ['restore', newer])).toEqual({
      code: 1,
      stdout: '',
      stderr:
        `The backup ${newer} was made by a newer version of Fablehold (migration 9999_future is unknown here); ` +
        'restore it with that version.\n',
    });
    expect(emailsIn(join(dataDir, SQLITE_FILE_NAME))).toContain('after@example.com');
    expect(readdirSync(dataDir).some((name) => name.includes('before-restore'))).toBe(false);
  });

  it('restores the backed-up state and keys, keeping what it replaced aside', async () => {
    const live = join(dataDir, SQLITE_FILE_NAME);
    const keysFile = join(dataDir, SIGNING_KEYS_FILE_NAME);
    const keysBeforeRestore = '{ "keys": [] }\n';
    writeFileSync(keysFile, keysBeforeRestore);

    const restored = await backup(env, ['restore', backupFile]);
    expect(restored.stderr).toBe('');
    expect(restored.code).toBe(0);
    expect(restored.stdout).toMatch(
      new RegExp(
        `^Restored ${backupFile} into ${dataDir}\\n  [\\d.]+ (KB|MB): 2 users, [1-9]\\d* parts, signing keys`,
      ),
    );
    expect(restored.stdout).toContain('Kept aside (delete them once the restored data looks right):');

    expect(emailsIn(live)).toEqual(['before@example.com', 'writer@example.com']);
    expect(readFileSync(keysFile, 'utf8')).toBe(keysAtBackup);
    const aside = readdirSync(dataDir).filter((name) => name.includes('.before-restore-'));
    const asideDatabase = aside.find((name) => /^fablehold\.db\.before-restore-[\dTZ-]+$/.test(name));
    const asideKeys = aside.find((name) => name.startsWith(`${SIGNING_KEYS_FILE_NAME}.before-restore-`));
    expect(asideDatabase).toBeDefined();
    expect(asideKeys).toBeDefined();
    expect(restored.stdout).toContain(join(dataDir, asideDatabase ?? ''));
    expect(emailsIn(join(dataDir, asideDatabase ?? ''))).toContain('after@example.com');
    expect(readFileSync(join(dataDir, asideKeys ?? ''), 'utf8')).toBe(keysBeforeRestore);
    const restoredDb = new Database(live, { readonly: true });
    try {
      const tables = restoredDb.prepare("SELECT name FROM sqlite_master WHERE name = 'backup_keys'").all();
      expect(tables).toEqual([]);
    } finally {
      restoredDb.close();
    }
    expect(existsSync(`${live}.restoring`)).toBe(false);

    // The server runs on the restored data: the user signs in, and a token issued before the backup
    // still holds, because the signing keys came back with the database.
    const server = await startTestServer('sqlite', { DEMO_ACCOUNT: 'off' }, { dataDir });
    try {
      const user = await call(server, 'GET', '/user', { token: tokenBeforeBackup });
      expect(user.status).toBe(200);
      await signIn(server, 'writer@example.com', 'writer-password');
    } finally {
      await server.close();
    }
  });

  it('says how to back up PostgreSQL instead', async () => {
    for (const command of ['create', 'restore']) {
      const result = await backup(
        { DATA_DIR: dataDir, DATABASE_URL: 'postgres://fablehold@db.example/fablehold' },
        [command, join(root, 'pg.dump')],
      );
      expect(result.code).toBe(1);
      expect(result.stdout).toBe('');
      expect(result.stderr).toContain('This server uses PostgreSQL (DATABASE_URL is set)');
      expect(result.stderr).toContain('pg_dump --format=custom "$DATABASE_URL" > fablehold.dump');
      expect(result.stderr).toContain('pg_restore --clean --if-exists -d "$DATABASE_URL" fablehold.dump');
    }
    expect(existsSync(join(root, 'pg.dump'))).toBe(false);
  });

  it('exits non-zero with a message on bad input', async () => {
    const empty = join(root, 'empty-data');
    const cases: [string[], RegExp, NodeJS.ProcessEnv?][] = [
      [[], /^Usage: npm run backup/],
      [['frobnicate', 'x'], /Unknown command "frobnicate"[\s\S]*Usage: npm run backup/],
      [['create'], /A backup file is required/],
      [['create', 'a', 'b'], /Too many arguments/],
      [['restore', 'x', '--force'], /--force applies only to "create"/],
      [['create', 'x', '--colour'], /Unknown option '--colour'/],
      [['create', join(root, 'no-such-dir', 'b.db')], /The directory .*no-such-dir does not exist\./],
      [['create', join(dataDir, SQLITE_FILE_NAME), '--force'], /cannot be written over the live database/],
      [
        ['create', join(root, 'x.db')],
        /There is no database to back up: .*empty-data.*does not exist/,
        { DATA_DIR: empty },
      ],
    ];
    for (const [args, message, caseEnv] of cases) {
      const result = await backup(caseEnv ?? env, args);
      expect(result.code, args.join(' ')).toBe(1);
      expect(result.stderr).toMatch(message);
      expect(result.stderr).not.toMatch(/\n\s+at /);
    }
    expect((await backup(env, ['--help'])).stdout).toMatch(/^Usage: npm run backup/);
  });
});
