import { sql } from 'kysely';
import type { DatabaseKind } from './database';
import { recordTables as tablesByKind } from './record-store';
import { profileTable, savedQueryTable, type TableSpec, type WorkspaceDb } from './workspace-tables';

// What a user stores, for the storage quota (decision 025): the UTF-8 bytes of every text and JSON
// column of their rows, and the size of their images. One SUM per table over the (user_id, ...) primary
// key's range; the API keeps the figure a little while rather than counting on every write.

const recordTables: readonly TableSpec<unknown>[] = [
  ...Object.values(tablesByKind),
  savedQueryTable,
  profileTable,
];

/** Columns holding text: [table, columns]. */
const textColumns: readonly (readonly [string, readonly string[]])[] = [
  ...recordTables.map(
    (spec) =>
      [
        spec.table,
        spec.columns
          .filter(
            ([, , kind]) => kind === 'text' || kind === 'json' || kind === 'optional' || kind === 'nullable',
          )
          .map(([, column]) => column),
      ] as const,
  ),
  ['parts', ['data']],
  ['part_texts', ['body', 'doc']],
  ['chapter_texts', ['doc', 'plain_text']],
  ['text_versions', ['doc', 'plain_text']],
  ['calendars', ['data']],
  // What the Trash keeps counts until it goes for good (decision 038).
  ['trash', ['payload']],
];

export async function storedBytes(db: WorkspaceDb, kind: DatabaseKind, userId: string): Promise<number> {
  // CAST(... AS TEXT) first: an optional column may hold a number on SQLite.
  const bytesOf = (column: string) =>
    kind === 'postgres'
      ? `COALESCE(octet_length(CAST(${column} AS TEXT)), 0)`
      : `COALESCE(length(CAST(CAST(${column} AS TEXT) AS BLOB)), 0)`;
  // Table and column names come from the specs above, never from input; the user id is a parameter.
  const selects = textColumns
    .filter(([, columns]) => columns.length > 0)
    .map(
      ([table, columns]) =>
        sql`SELECT COALESCE(SUM(${sql.raw(columns.map(bytesOf).join(' + '))}), 0) AS bytes FROM ${sql.raw(table)} WHERE user_id = ${userId}`,
    );
  selects.push(sql`SELECT COALESCE(SUM(size), 0) AS bytes FROM images WHERE user_id = ${userId}`);
  const { rows } = await sql<{ total: number | string | null }>`SELECT SUM(bytes) AS total FROM (${sql.join(
    selects,
    sql.raw(' UNION ALL '),
  )}) AS usage`.execute(db);
  return Number(rows[0]?.total ?? 0);
}
