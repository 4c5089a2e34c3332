import { sql } from 'kysely';
import type { DatabaseHandle } from '../db/database';

/** Kysely's own bookkeeping, which every migration changes. */
const BOOKKEEPING = new Set(['kysely_migration', 'kysely_migration_lock']);

/**
 * Every row of every table, by table, each table's rows in a stable order: what a migration that only
 * adds tables must leave exactly as it was. Read with plain SQL, not the stores, so that it reads a
 * database at any migration (the stores know only the latest schema).
 */
export async function rowsOfEveryTable(
  handle: DatabaseHandle,
): Promise<Record<string, Record<string, unknown>[]>> {
  const names =
    handle.kind === 'sqlite'
      ? await sql<{ name: string }>`
          select name from sqlite_master
          where type = 'table' and name not like 'sqlite_%'`.execute(handle.db)
      : await sql<{ name: string }>`
          select table_name as name from information_schema.tables
          where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(handle.db);
  const tables: Record<string, Record<string, unknown>[]> = {};
  for (const { name } of names.rows) {
    if (BOOKKEEPING.has(name)) continue;
    const rows = await sql<Record<string, unknown>>`select * from ${sql.table(name)}`.execute(handle.db);
    tables[name] = rows.rows
      .map((row) => ({ row, key: JSON.stringify(row, (_key, value) => stableValue(value)) }))
      .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
      .map(({ row }) => row);
  }
  return tables;
}

/** Binary columns (SQLite FTS blobs, PostgreSQL bytea) compared by their bytes. */
function stableValue(value: unknown): unknown {
  if (value instanceof Uint8Array) return Buffer.from(value).toString('base64');
  return value;
}
