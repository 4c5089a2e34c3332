// What a server's first start writes (every migration, the search index, the demo account), done once
// for the whole server project in the global setup and copied for each test server instead of being
// done again: a fresh migration costs about two seconds, and the server tests start a server some
// two hundred times. A copy is exactly the database a first start leaves, so a test cannot tell.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { loadConfig } from '../config';
import { SQLITE_FILE_NAME } from '../db/database';
import { startServer } from '../server';

export const POSTGRES_TEMPLATE_DATABASE = 'fablehold_started_template';

export interface StartedTemplates {
  /** A SQLite database file as a default first start leaves it. */
  sqliteFile: string;
  /** The name of a PostgreSQL database as a default first start leaves it (a `CREATE DATABASE … TEMPLATE`). */
  postgresDatabase: string;
  remove: () => void;
}

/** The environment a test server starts with when it may be copied from the templates. */
export const TEMPLATE_ENV = { PORT: '0', HOST: '127.0.0.1', SERVE_STATIC: 'off' } as const;

async function startOnce(env: Record<string, string>): Promise<void> {
  const server = await startServer(loadConfig({ ...TEMPLATE_ENV, ...env }), { log: () => undefined });
  await server.close();
}

export async function makeStartedTemplates(postgresAdminUrl: string): Promise<StartedTemplates> {
  const dataDir = mkdtempSync(join(tmpdir(), 'fablehold-template-'));
  await startOnce({ DATA_DIR: dataDir });

  const admin = new pg.Client({ connectionString: postgresAdminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${POSTGRES_TEMPLATE_DATABASE}`);
  } finally {
    await admin.end();
  }
  const url = new URL(postgresAdminUrl);
  url.pathname = `/${POSTGRES_TEMPLATE_DATABASE}`;
  const scratch = mkdtempSync(join(tmpdir(), 'fablehold-template-pg-'));
  await startOnce({ DATA_DIR: scratch, DATABASE_URL: url.toString() });
  rmSync(scratch, { recursive: true, force: true });

  return {
    sqliteFile: join(dataDir, SQLITE_FILE_NAME),
    postgresDatabase: POSTGRES_TEMPLATE_DATABASE,
    remove: () => rmSync(dataDir, { recursive: true, force: true }),
  };
}
