import { type Migration, PostgresAdapter, sql } from 'kysely';
import type { AnyDb } from './migration-support';
import { columnsOf, countedTables } from './usage-counters';

// 0032_live_events (issue 29, decision 062): the change feed that live updates read. Triggers on every
// table a user's workspace lives in add one row per written row, in the transaction of the write,
// whichever code wrote it (a route, an import, a restore, the Trash): a change and its event are
// committed together or not at all. Rows carry ids, kinds and versions, never content.
//
// Ids are in commit order, so a reader that has seen id N has seen everything committed before it and
// resumes after N with no gap. SQLite has one writer at a time: AUTOINCREMENT is commit order. On
// PostgreSQL, writers run side by side and a sequence taken mid-transaction is not commit order, so the
// triggers write to `live_pending`, and a constraint trigger deferred to commit moves the transaction's
// rows into `live_events` under an advisory lock held only from there to the commit, taking ids from
// the sequence then; it also NOTIFYs `fablehold_live`, which PostgreSQL delivers only on commit.

/** The channel other servers LISTEN on (PostgreSQL). */
export const LIVE_CHANNEL = 'fablehold_live';

/**
 * Tables whose writes are not events: history and bulk or internal rows no screen lists, and a part
 * field's shared text (decision 105: the part's own row is the event, decided by the one policy).
 */
const notLive = new Set(['changes', 'map_tiles', 'stored_objects', 'import_batches', 'shared_texts']);

/** The tables whose writes are events. */
export const liveTables: readonly string[] = countedTables
  .map(({ table }) => table)
  .filter((table) => !notLive.has(table));

/** A row's own id, and the record it belongs to, by the first of these columns a table has. */
const entityColumns = ['id', 'part_id', 'chapter_id', 'entity_id', 'finding_id', 'thing_id', 'novel_id'];
const parentColumns = ['parent_id', 'novel_id', 'owner_id', 'container_id', 'from_id', 'timeline_id'];

const isPostgres = (db: AnyDb) => db.getExecutor().adapter instanceof PostgresAdapter;

/**
 * The layer a map feature was on before the write (migration 0051, decision 098): what a member's open map
 * showed, so that a feature deleted or moved onto a layer kept from them is told to those who saw it.
 * `old` is OLD or the old rows' alias; NULL for an insert, another table or a part that is no feature.
 */
function wasLayer(table: string, old: string | undefined, postgres: boolean): string {
  if (table !== 'parts' || old === undefined) return 'NULL';
  const layer = postgres ? `CAST(${old}.data AS jsonb) ->> 'layer'` : `json_extract(${old}.data, '$.layer')`;
  return `CASE WHEN ${old}.kind LIKE 'maps/%' THEN COALESCE(CAST(${layer} AS TEXT), '') END`;
}

/** The SQL of one event's values from a row (`alias` is NEW, OLD or a transition table's alias). */
function eventValues(
  table: string,
  columns: readonly string[],
  alias: string,
  op: string,
  was?: string,
): string {
  const column = (names: readonly string[]) => {
    const found = names.find((name) => columns.includes(name));
    return found === undefined ? 'NULL' : `CAST(${alias}."${found}" AS TEXT)`;
  };
  const entity = table === 'members' ? `${alias}.member_id` : column(entityColumns);
  // A visibility's thing: a shared container itself, or a part whose parent is its container.
  const parent =
    table === 'visibility'
      ? `CASE WHEN ${alias}.entity_kind IN ('universe', 'novel', 'campaign') THEN ${alias}.entity_id
          ELSE (SELECT p.parent_id FROM parts p WHERE p.user_id = ${alias}.user_id AND p.id = ${alias}.entity_id) END`
      : column(parentColumns);
  const kind =
    table === 'parts' || table === 'text_versions'
      ? `${alias}.kind`
      : table === 'part_texts'
        ? `(SELECT p.kind FROM parts p WHERE p.user_id = ${alias}.user_id AND p.id = ${alias}.part_id)`
        : table === 'chapter_texts'
          ? `'novels/chapters'`
          : table === 'visibility'
            ? `${alias}.entity_kind`
            : 'NULL';
  // The version written, where the table keeps one: a client holding it already need not read again.
  const version = columns.includes('version') ? `${alias}.version` : 'NULL';
  const values = `${alias}.user_id, '${table}', ${kind}, ${entity}, ${parent}, '${op}', ${version}`;
  return was === undefined ? values : `${values}, ${was}`;
}

const eventColumns = 'user_id, tbl, kind, entity_id, parent_id, op, version';
/** The columns once migration 0051 has added the feature's layer before the write. */
const eventColumnsWithLayer = `${eventColumns}, was_layer`;

/**
 * The function that moves a PostgreSQL transaction's pending events into the feed at its commit, in
 * commit order (0032), over the feed's columns as they are at the migration that (re)creates it.
 */
export function liveFlushFunction(columns: string): string {
  return `CREATE OR REPLACE FUNCTION live_flush() RETURNS trigger LANGUAGE plpgsql AS $body$
          DECLARE last bigint;
          BEGIN
            IF current_setting('fablehold.live_flushed', true) = pg_current_xact_id()::text THEN
              RETURN NULL;
            END IF;
            PERFORM set_config('fablehold.live_flushed', pg_current_xact_id()::text, true);
            -- From here to the commit, one transaction at a time: ids follow commit order.
            PERFORM pg_advisory_xact_lock(hashtext('fablehold live events'));
            WITH moved AS (
              DELETE FROM live_pending WHERE txid = pg_current_xact_id() RETURNING *
            ), numbered AS (
              INSERT INTO live_events (id, ${columns})
              SELECT nextval('live_event_ids'), ${columns} FROM (SELECT * FROM moved ORDER BY n) m
              RETURNING id
            )
            SELECT max(id) INTO last FROM numbered;
            IF last IS NOT NULL THEN
              PERFORM pg_notify('${LIVE_CHANNEL}', last::text);
            END IF;
            RETURN NULL;
          END $body$`;
}

/**
 * (Re)creates the event triggers of every live table that exists: a later migration that adds a
 * counted table calls it after `installUsageTriggers`, so that its writes are events as well.
 */
export async function installLiveTriggers(db: AnyDb, only?: readonly string[]): Promise<void> {
  const feedColumns = await columnsOf(db, 'live_events');
  if (feedColumns.length === 0) return;
  const postgres = isPostgres(db);
  // Before 0051 the feed has no `was_layer`: a migration before it installs the triggers without.
  const hasLayer = feedColumns.includes('was_layer');
  const columnList = hasLayer ? eventColumnsWithLayer : eventColumns;
  for (const table of liveTables) {
    // A migration that only adds tables installs theirs alone: the others' triggers stand as they are.
    if (only !== undefined && !only.includes(table)) continue;
    const columns = await columnsOf(db, table);
    if (columns.length === 0) continue;
    for (const event of ['insert', 'update', 'delete'] as const) {
      const name = `live_${table}_${event}`;
      if (postgres) {
        const rows = event === 'delete' ? 'old_rows' : 'new_rows';
        // An update of a part reads its old row beside the new one (the feature's layer before).
        const withOld = hasLayer && table === 'parts' && event === 'update';
        const old = event === 'delete' ? 'r' : withOld ? 'o' : undefined;
        const was = hasLayer ? wasLayer(table, old, true) : undefined;
        const from = withOld
          ? `${rows} r LEFT JOIN old_rows o ON o.user_id = r.user_id AND o.id = r.id`
          : `${rows} r`;
        await sql.raw(`DROP TRIGGER IF EXISTS ${name} ON ${table}`).execute(db);
        await sql
          .raw(`CREATE OR REPLACE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $body$
            BEGIN
              INSERT INTO live_pending (${columnList})
                SELECT ${eventValues(table, columns, 'r', event, was)} FROM ${from};
              RETURN NULL;
            END $body$`)
          .execute(db);
        const transitions =
          event === 'delete'
            ? 'OLD TABLE AS old_rows'
            : withOld
              ? 'OLD TABLE AS old_rows NEW TABLE AS new_rows'
              : 'NEW TABLE AS new_rows';
        await sql
          .raw(`CREATE TRIGGER ${name} AFTER ${event.toUpperCase()} ON ${table}
            REFERENCING ${transitions}
            FOR EACH STATEMENT EXECUTE FUNCTION ${name}()`)
          .execute(db);
      } else {
        const alias = event === 'delete' ? 'OLD' : 'NEW';
        const was = hasLayer ? wasLayer(table, event === 'insert' ? undefined : 'OLD', false) : undefined;
        await sql.raw(`DROP TRIGGER IF EXISTS ${name}`).execute(db);
        await sql
          .raw(`CREATE TRIGGER ${name} AFTER ${event.toUpperCase()} ON ${table} BEGIN
            INSERT INTO live_events (${columnList}) VALUES (${eventValues(table, columns, alias, event, was)});
          END`)
          .execute(db);
      }
    }
  }
}

export const liveEventsMigration: Migration = {
  async up(db: AnyDb) {
    if (isPostgres(db)) {
      await sql`CREATE SEQUENCE live_event_ids`.execute(db);
      await sql`CREATE TABLE live_events (
        id bigint PRIMARY KEY, user_id text NOT NULL, tbl text NOT NULL, kind text, entity_id text,
        parent_id text, op text NOT NULL, version bigint,
        at bigint NOT NULL DEFAULT (extract(epoch FROM clock_timestamp()) * 1000)::bigint)`.execute(db);
      await sql`CREATE TABLE live_pending (
        n bigserial PRIMARY KEY, txid xid8 NOT NULL DEFAULT pg_current_xact_id(), user_id text NOT NULL,
        tbl text NOT NULL, kind text, entity_id text, parent_id text, op text NOT NULL, version bigint)`.execute(
        db,
      );
      await sql`CREATE INDEX live_pending_txid_idx ON live_pending (txid)`.execute(db);
      await sql.raw(liveFlushFunction(eventColumns)).execute(db);
      await sql`CREATE CONSTRAINT TRIGGER live_flush AFTER INSERT ON live_pending
        DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION live_flush()`.execute(db);
    } else {
      await sql`CREATE TABLE live_events (
        id INTEGER PRIMARY KEY AUTOINCREMENT, user_id text NOT NULL, tbl text NOT NULL, kind text,
        entity_id text, parent_id text, op text NOT NULL, version integer,
        at integer NOT NULL DEFAULT (CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER)))`.execute(
        db,
      );
    }
    // One-use tickets that open a stream from a browser's EventSource, which cannot send a token.
    await db.schema
      .createTable('live_tickets')
      .addColumn('ticket_hash', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .execute();
    await installLiveTriggers(db);
  },
};

/**
 * 0051_live_was_layer (decision 098): a map feature's layer before an update or a delete, kept in its
 * event, so that a member whose open map showed it hears that it went (deleted, or moved onto a layer kept
 * from them) and no one else does. Existing events keep NULL (they were read long since).
 */
export const liveWasLayerMigration: Migration = {
  async up(db: AnyDb) {
    if (isPostgres(db)) {
      // The migrations before this one in the same run may have written rows: their events wait in
      // `live_pending` for the commit, and PostgreSQL alters no table with trigger events pending. They
      // are moved into the feed now (the deferred flush run at once), and the flush deferred again and
      // armed anew for what this transaction writes after.
      await sql`SET CONSTRAINTS live_flush IMMEDIATE`.execute(db);
      await sql`SET CONSTRAINTS live_flush DEFERRED`.execute(db);
      await sql`SELECT set_config('fablehold.live_flushed', '', true)`.execute(db);
      await sql`ALTER TABLE live_events ADD COLUMN was_layer text`.execute(db);
      await sql`ALTER TABLE live_pending ADD COLUMN was_layer text`.execute(db);
      await sql.raw(liveFlushFunction(eventColumnsWithLayer)).execute(db);
    } else {
      await sql`ALTER TABLE live_events ADD COLUMN was_layer text`.execute(db);
    }
    await installLiveTriggers(db, ['parts']);
  },
};
