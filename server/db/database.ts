import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from 'node:fs';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema';
import { groupCommitDialect, type SqliteHandle } from './sqlite-group-commit';

export type DatabaseKind = 'sqlite' | 'postgres';

export type DatabaseHandle = {
  db: Kysely<Database>;
  kind: DatabaseKind;
  /** Where the data lives, for messages (never includes a password). */
  description: string;
};

export const SQLITE_FILE_NAME = 'fablehold.db';

/**
 * Opens PostgreSQL when a URL is given, else SQLite in the data directory. `groupCommit` shares SQLite's
 * commits among queued transactions (decision 082; the server passes SQLITE_GROUP_COMMIT, off by
 * default until the whole suite has passed with it on); without it one connection runs everything in turn, as the tools and benches that open a
 * database of their own do.
 */
export function openDatabase(options: {
  dataDir: string;
  databaseUrl: string | undefined;
  groupCommit?: boolean;
}): DatabaseHandle {
  if (options.databaseUrl !== undefined) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    return {
      db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }),
      kind: 'postgres',
      description: describePostgresUrl(options.databaseUrl),
    };
  }
  const file = join(options.dataDir, SQLITE_FILE_NAME);
  keepPrivate(options.dataDir, file);
  const sqlite = new SQLite(file);
  // WAL lets readers proceed during a write; foreign keys are off by default in SQLite; the busy
  // timeout covers a CLI or backup briefly holding the write lock.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // FULL: a commit is on disk (WAL fsynced) before it is acknowledged, so a power cut cannot drop a
  // write the user was told was saved; measured in decision 024.
  sqlite.pragma('synchronous = FULL');
  if (options.groupCommit !== true) {
    return {
      db: new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) }),
      kind: 'sqlite',
      description: file,
    };
  }
  // Reads outside a transaction have a connection of their own, which sees only committed data, after
  // every write asked for before them; writes share their commits (decision 082, `sqlite-group-commit.ts`).
  const reader = new SQLite(file);
  reader.pragma('busy_timeout = 5000');
  reader.pragma('query_only = ON');
  return {
    db: new Kysely<Database>({
      dialect: groupCommitDialect(withStatementCache(sqlite), withStatementCache(reader)),
    }),
    kind: 'sqlite',
    description: file,
  };
}

/**
 * The data directory (0700) and the database with its WAL and shared-memory files (0600) are the
 * owner's alone, tightened again on every start in case a copy or restore loosened them. SQLite gives
 * the -wal and -shm files it creates the database file's mode, so creating that file 0600 is enough.
 */
function keepPrivate(dataDir: string, file: string): void {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  chmodSync(dataDir, 0o700);
  if (!existsSync(file)) closeSync(openSync(file, 'a', 0o600));
  for (const path of [file, `${file}-wal`, `${file}-shm`]) {
    if (existsSync(path)) chmodSync(path, 0o600);
  }
}

/** Most statements a connection keeps prepared; the oldest used is dropped beyond it. */
const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely's SQLite driver prepares every query afresh, and preparing costs about as much as running a
 * small query. The server sends the same few statements over and over (the session lookup on every data
 * request), so prepared statements are kept by their SQL text and reused. A statement still being
 * iterated is busy and cannot run again, so that case gets a fresh one.
 */
function withStatementCache(sqlite: SQLite.Database): SqliteHandle {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    get inTransaction() {
      return sqlite.inTransaction;
    },
    prepare(sql: string) {
      const cached = statements.get(sql);
      if (cached !== undefined && !cached.busy) {
        // Re-inserting keeps the map in order of last use, oldest first.
        statements.delete(sql);
        statements.set(sql, cached);
        return cached;
      }
      const statement = sqlite.prepare(sql);
      statements.set(sql, statement);
      if (statements.size > STATEMENT_CACHE_SIZE) {
        const oldest = statements.keys().next();
        if (oldest.done !== true) statements.delete(oldest.value);
      }
      return statement;
    },
  };
}

/** postgres://user@host:port/db without the password. */
export function describePostgresUrl(url: string): string {
  try {
    const parsed = new URL(url);
    parsed.password = '';
    return parsed.toString();
  } catch {
    return 'postgresql (unparseable URL)';
  }
}
