// What a server's first start writes (every migration, the search index, the demo account), done once
// for the whole server project in the global setup and copied for each test server instead of being
// done again: a fresh migration costs about two seconds, and the server tests start a server some
// two hundred times. A copy is exactly the database a first start leaves, so a test cannot tell.
// The same for a database only migrated (the store tests open one without a server): `migrated*`.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { loadConfig } from '../config';
import { openDatabase, SQLITE_FILE_NAME } from '../db/database';
import { migrateToLatest } from '../db/migrations';
import { startServer } from '../server';

export const POSTGRES_TEMPLATE_DATABASE = 'fablehold_started_template';
export const POSTGRES_MIGRATED_DATABASE = 'fablehold_migrated_template';

export interface StartedTemplates {
  /** A SQLite database file as a default first start leaves it. */
  sqliteFile: string;
  /** The name of a PostgreSQL database as a default first start leaves it (a `CREATE DATABASE … TEMPLATE`). */
  postgresDatabase: string;
  /** A SQLite database file with every migration applied and nothing else. */
  migratedSqliteFile: string;
  /** The name of a PostgreSQL database with every migration applied and nothing else. */
  migratedPostgresDatabase: string;
  remove: () => void;
}

/** The environment a test server starts with when it may be copied from the templates. */
export const TEMPLATE_ENV = { PORT: '0', HOST: '127.0.0.1', SERVE_STATIC: 'off' } as const;

async function startOnce(env: Record<string, string>): Promise<void> {
  const server = await startServer(loadConfig({ ...TEMPLATE_ENV, ...env }), { log: () => undefined });
  await server.close();
}

async function migrateOnce(dataDir: string, databaseUrl: string | undefined): Promise<void> {
  const handle = openDatabase({ dataDir, databaseUrl });
  try {
    await migrateToLatest(handle.db);
  } finally {
    await handle.db.destroy();
  }
}

async function createDatabase(postgresAdminUrl: string, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: postgresAdminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(postgresAdminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function makeStartedTemplates(postgresAdminUrl: string): Promise<StartedTemplates> {
  const dataDir = mkdtempSync(join(tmpdir(), 'fablehold-template-'));
  const migratedDir = mkdtempSync(join(tmpdir(), 'fablehold-template-migrated-'));
  const remove = () => {
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(migratedDir, { recursive: true, force: true });
  };
  try {
    await startOnce({ DATA_DIR: dataDir });
    await migrateOnce(migratedDir, undefined);

    const startedUrl = await createDatabase(postgresAdminUrl, POSTGRES_TEMPLATE_DATABASE);
    const scratch = mkdtempSync(join(tmpdir(), 'fablehold-template-pg-'));
    try {
      await startOnce({ DATA_DIR: scratch, DATABASE_URL: startedUrl });
      await migrateOnce(scratch, await createDatabase(postgresAdminUrl, POSTGRES_MIGRATED_DATABASE));
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
  } catch (error) {
    remove();
    throw error;
  }

  return {
    sqliteFile: join(dataDir, SQLITE_FILE_NAME),
    postgresDatabase: POSTGRES_TEMPLATE_DATABASE,
    migratedSqliteFile: join(migratedDir, SQLITE_FILE_NAME),
    migratedPostgresDatabase: POSTGRES_MIGRATED_DATABASE,
    remove,
  };
}
