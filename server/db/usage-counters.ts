import { PostgresAdapter, sql } from 'kysely';
import { type UsageCategory, usageCategories } from '../../common/api/usage';
import { STORED_ELSEWHERE } from './blob-store';
import type { AnyDb } from './migration-support';
import { profileTable, savedQueryTable, tableSpecs } from './workspace-tables';

// What each user stores, kept by category in counters that the database itself maintains (decision 049).
// Triggers on every table a user's data lives in add each written row's bytes and subtract a removed
// row's, in the transaction of the write, whichever code wrote it (the API, an import, a restore, the
// Trash, history compaction): a write's cost is counted once, where its bytes lie, and reading the figure
// is one indexed read of a dozen small rows. Derived indexes (search, mentions) are the server's cost and
// are not counted.
//
// SQLite has one writer at a time, so its triggers add into `user_usage` directly. On PostgreSQL, where
// writers run side by side, a counter row updated in the middle of every write would be a lock each
// write holds to its commit (and, taken in different orders, a deadlock): its triggers append a row to
// `usage_deltas` instead (no lock), and `foldUsage` moves a user's deltas into `user_usage` now and then.

/** The tables holding a user's data, and what each counts as. */
export const countedTables: readonly { table: string; category: UsageCategory }[] = [
  ...[...tableSpecs, profileTable].map((spec) => ({ table: spec.table, category: 'records' as const })),
  { table: 'parts', category: 'parts' },
  { table: 'part_texts', category: 'texts' },
  { table: 'chapter_texts', category: 'texts' },
  // A chapter's shared text while it is co-edited (decision 073), beside its stored text.
  { table: 'chapter_ydocs', category: 'texts' },
  // A part's long field's shared text (decision 105).
  { table: 'shared_texts', category: 'texts' },
  { table: 'text_versions', category: 'versions' },
  { table: 'changes', category: 'history' },
  { table: 'trash', category: 'trash' },
  // What an import replaced, kept so that it can be undone (decision 038), waits like the Trash.
  { table: 'import_batches', category: 'trash' },
  { table: 'relations', category: 'relations' },
  { table: 'images', category: 'images' },
  // A map picture's tiles (decision 059): bytes cut from its original, counted as they lie.
  { table: 'map_tiles', category: 'images' },
  // Tiles and images kept in an S3-compatible bucket (decision 090): counted by the size put there.
  { table: 'stored_objects', category: 'images' },
  { table: 'calendars', category: 'calendars' },
  { table: 'writing_goals', category: 'writingGoals' },
  { table: 'writing_days', category: 'writingGoals' },
  { table: savedQueryTable.table, category: 'savedQueries' },
  // Who a container is shared with, its invitation links and who sees what (decision 057).
  { table: 'members', category: 'records' },
  { table: 'invitations', category: 'records' },
  { table: 'visibility', category: 'records' },
  // An author's note on a continuity finding (decision 060): a small record of their own.
  { table: 'continuity_dismissals', category: 'records' },
  // And what they set for a scope's checks (decision 099).
  { table: 'continuity_settings', category: 'records' },
  // Fields a user added to kinds, their values and templates (decision 063): part of the records.
  { table: 'custom_fields', category: 'records' },
  { table: 'field_values', category: 'records' },
  { table: 'field_templates', category: 'records' },
  // Comments on passages (decision 071), kept by the container's owner whoever wrote them.
  { table: 'comments', category: 'records' },
  // Kinds a user defines (decision 085).
  { table: 'custom_kinds', category: 'records' },
];

const isPostgres = (db: AnyDb) => db.getExecutor().adapter instanceof PostgresAdapter;

/** A table's columns as they are now (names come from the catalogue, never from input). */
export async function columnsOf(db: AnyDb, table: string): Promise<string[]> {
  const { rows } = isPostgres(db)
    ? await sql<{ name: string }>`select column_name as name from information_schema.columns
        where table_schema = current_schema() and table_name = ${table} order by ordinal_position`.execute(db)
    : await sql<{ name: string }>`select name from pragma_table_info(${table}) order by cid`.execute(db);
  return rows.map((row) => row.name);
}

/**
 * The SQL for the bytes of one row (`alias` is NEW, OLD or a table alias): the UTF-8 bytes of every
 * column as text but the owner, for an image its size rather than its base64 text (none when its bytes
 * are in a bucket: `stored_objects` counts them there, decision 090), for a tile the length of its bytes,
 * and for a bucket's object its size.
 */
function rowBytes(db: AnyDb, table: string, columns: readonly string[], alias: string): string {
  const terms = columns
    .filter((column) => column !== 'user_id' && !(table === 'images' && column === 'data'))
    .map((column) => {
      const value = `${alias}."${column}"`;
      if (table === 'images' && column === 'size') {
        return `CASE WHEN ${alias}."data" LIKE '${STORED_ELSEWHERE}%' THEN 0 ELSE COALESCE(${value}, 0) END`;
      }
      if (table === 'stored_objects' && column === 'size') return `COALESCE(${value}, 0)`;
      if (table === 'map_tiles' && column === 'data') {
        return isPostgres(db) ? `COALESCE(octet_length(${value}), 0)` : `COALESCE(length(${value}), 0)`;
      }
      return isPostgres(db)
        ? `COALESCE(octet_length(CAST(${value} AS TEXT)), 0)`
        : `COALESCE(length(CAST(CAST(${value} AS TEXT) AS BLOB)), 0)`;
    });
  return terms.length === 0 ? '0' : `(${terms.join(' + ')})`;
}

/** Creates the counters' tables (migration 0024). */
export async function createUsageTables(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('user_usage')
    .ifNotExists()
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('bytes', 'bigint', (c) => c.notNull())
    .addColumn('items', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('user_usage_pkey', ['user_id', 'category'])
    .execute();
  await db.schema
    .createTable('usage_deltas')
    .ifNotExists()
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('bytes', 'bigint', (c) => c.notNull())
    .addColumn('items', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('usage_deltas_user_idx')
    .ifNotExists()
    .on('usage_deltas')
    .column('user_id')
    .execute();
}

/**
 * (Re)creates the counting triggers of every counted table over its columns as they are now. A later
 * migration that adds a column to a counted table calls this again, so that the column counts too.
 */
export async function installUsageTriggers(db: AnyDb, only?: readonly string[]): Promise<void> {
  const postgres = isPostgres(db);
  for (const { table, category } of countedTables) {
    // A migration that only adds tables installs theirs alone: the others' triggers stand as they are.
    if (only !== undefined && !only.includes(table)) continue;
    const columns = await columnsOf(db, table);
    // A table a later migration adds is not there yet when an earlier one installs the triggers.
    if (columns.length === 0) continue;
    const bytes = (alias: string) => rowBytes(db, table, columns, alias);
    if (postgres) {
      // Statement-level triggers over transition tables: one insert per statement, however many rows.
      const sums = {
        insert: `SELECT user_id, '${category}', SUM(${bytes('n')}), COUNT(*) FROM new_rows n GROUP BY user_id`,
        delete: `SELECT user_id, '${category}', -SUM(${bytes('o')}), -COUNT(*) FROM old_rows o GROUP BY user_id`,
        update: `SELECT user_id, '${category}', SUM(bytes), 0 FROM (
            SELECT n.user_id, ${bytes('n')} AS bytes FROM new_rows n
            UNION ALL SELECT o.user_id, -${bytes('o')} FROM old_rows o) AS changed
          GROUP BY user_id HAVING SUM(bytes) <> 0`,
      };
      const transition = {
        insert: 'NEW TABLE AS new_rows',
        delete: 'OLD TABLE AS old_rows',
        update: 'OLD TABLE AS old_rows NEW TABLE AS new_rows',
      };
      for (const event of ['insert', 'update', 'delete'] as const) {
        const name = `usage_${table}_${event}`;
        await sql.raw(`DROP TRIGGER IF EXISTS ${name} ON ${table}`).execute(db);
        await sql
          .raw(`CREATE OR REPLACE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $body$
            BEGIN
              INSERT INTO usage_deltas (user_id, category, bytes, items) ${sums[event]};
              RETURN NULL;
            END $body$`)
          .execute(db);
        await sql
          .raw(`CREATE TRIGGER ${name} AFTER ${event.toUpperCase()} ON ${table}
            REFERENCING ${transition[event]} FOR EACH STATEMENT EXECUTE FUNCTION ${name}()`)
          .execute(db);
      }
    } else {
      const add = (user: string, amount: string, items: number) =>
        `INSERT INTO user_usage (user_id, category, bytes, items) VALUES (${user}, '${category}', ${amount}, ${items})
         ON CONFLICT (user_id, category) DO UPDATE SET bytes = bytes + excluded.bytes, items = items + excluded.items;`;
      const bodies = {
        insert: add('NEW.user_id', bytes('NEW'), 1),
        delete: add('OLD.user_id', `-${bytes('OLD')}`, -1),
        update: add('NEW.user_id', `${bytes('NEW')} - ${bytes('OLD')}`, 0),
      };
      for (const event of ['insert', 'update', 'delete'] as const) {
        const name = `usage_${table}_${event}`;
        await sql.raw(`DROP TRIGGER IF EXISTS ${name}`).execute(db);
        await sql
          .raw(`CREATE TRIGGER ${name} AFTER ${event.toUpperCase()} ON ${table} BEGIN ${bodies[event]} END`)
          .execute(db);
      }
    }
  }
}

export type UsageFigures = Record<UsageCategory, { bytes: number; items: number }>;

function emptyFigures(): UsageFigures {
  return Object.fromEntries(
    usageCategories.map((category) => [category, { bytes: 0, items: 0 }]),
  ) as UsageFigures;
}

/**
 * Counts every user's stored bytes exactly, from the rows themselves, by category: the migration's
 * starting figures, and what the tests compare the counters with. Reads every row: not for a request.
 */
export async function recountUsage(db: AnyDb, userId?: string): Promise<Map<string, UsageFigures>> {
  const figures = new Map<string, UsageFigures>();
  for (const { table, category } of countedTables) {
    const columns = await columnsOf(db, table);
    if (columns.length === 0) continue;
    const { rows } = await sql<{ user_id: string; bytes: number | string | null; items: number | string }>`
      SELECT t.user_id, SUM(${sql.raw(rowBytes(db, table, columns, 't'))}) AS bytes, COUNT(*) AS items
      FROM ${sql.table(table)} t ${userId === undefined ? sql`` : sql`WHERE t.user_id = ${userId}`}
      GROUP BY t.user_id`.execute(db);
    for (const row of rows) {
      const user = figures.get(row.user_id) ?? emptyFigures();
      user[category].bytes += Number(row.bytes ?? 0);
      user[category].items += Number(row.items);
      figures.set(row.user_id, user);
    }
  }
  return figures;
}

/** Sets every user's counters to an exact recount (migration 0024; a repair if they were ever doubted). */
export async function resetUsageCounters(db: AnyDb): Promise<void> {
  const figures = await recountUsage(db);
  await db.deleteFrom('usage_deltas').execute();
  await db.deleteFrom('user_usage').execute();
  const rows = [...figures].flatMap(([userId, byCategory]) =>
    usageCategories
      .filter((category) => byCategory[category].items > 0)
      .map((category) => ({ user_id: userId, category, ...byCategory[category] })),
  );
  for (let index = 0; index < rows.length; index += 500) {
    await db
      .insertInto('user_usage')
      .values(rows.slice(index, index + 500))
      .execute();
  }
}

/** One user's figures as the counters stand (counters plus deltas not yet folded): a dozen rows. */
export async function readUsage(db: AnyDb, userId: string): Promise<UsageFigures> {
  const { rows } = await sql<{ category: string; bytes: number | string; items: number | string }>`
    SELECT category, SUM(bytes) AS bytes, SUM(items) AS items FROM (
      SELECT category, bytes, items FROM user_usage WHERE user_id = ${userId}
      UNION ALL SELECT category, bytes, items FROM usage_deltas WHERE user_id = ${userId}
    ) AS counted GROUP BY category`.execute(db);
  const figures = emptyFigures();
  for (const row of rows) {
    const category = row.category as UsageCategory;
    if (figures[category] === undefined) continue;
    figures[category] = { bytes: Number(row.bytes), items: Number(row.items) };
  }
  return figures;
}

/** Moves one user's deltas into their counters, in one statement (PostgreSQL; SQLite has none). */
export async function foldUsage(db: AnyDb, userId: string): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  // One fold of a user at a time (two servers may fold at once): deleting the same rows in different
  // orders could otherwise deadlock.
  await db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(hashtext(${`usage:${userId}`}))`.execute(trx);
    await sql`
      WITH moved AS (DELETE FROM usage_deltas WHERE user_id = ${userId} RETURNING category, bytes, items)
      INSERT INTO user_usage (user_id, category, bytes, items)
      SELECT ${userId}, category, SUM(bytes), SUM(items) FROM moved GROUP BY category
      ON CONFLICT (user_id, category) DO UPDATE
        SET bytes = user_usage.bytes + excluded.bytes, items = user_usage.items + excluded.items`.execute(
      trx,
    );
  });
}
