import { sql } from 'kysely';
import type { WorkspaceDb } from './workspace-tables';

// A replacing restore on SQLite is written first into a staging copy (decision 080): the same tables,
// under an owner id of the restore's own that no account has, a slice per transaction, so the one
// connection is free between slices for everyone else. The staged rows are invisible to every account
// (every workspace query names its user). Swapping them in is one short transaction: the stored
// workspace goes to the Trash as the replace always did, and the staged rows change owner.

/** The owner the staged rows are written under while a restore of `userId` runs: one at a time per account. */
export const stagingOwnerOf = (userId: string): string => `staging:${userId}`;

/**
 * Tables whose rows never move: the account's own sign-in, counters (moved by figure, below) and
 * change feed, and what only the swap itself writes for the real owner (the Trash entry, the Undo).
 */
const notStaged = new Set([
  'sessions',
  'refresh_tokens',
  'user_usage',
  'usage_deltas',
  'live_events',
  'live_pending',
  'live_tickets',
  'workspace_seeds',
  'trash',
  'trash_settings',
  'import_batches',
]);

/** Every table holding rows by owner, read from the catalogue: a table a later migration adds is found too. */
export async function ownedTables(db: WorkspaceDb): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`select m.name as name from sqlite_master m
      join pragma_table_info(m.name) c on c.name = 'user_id'
      where m.type = 'table' order by m.name`.execute(db);
  return rows.map((row) => row.name).filter((name) => !notStaged.has(name));
}

/**
 * Moves the staged rows to their owner, inside the swap's transaction, once the stored rows they
 * replace are gone. A name's word the owner's vocabulary holds already is the same word: the staged
 * copy is dropped. Any other clash is a constraint error, which rolls the whole swap back.
 * The usage counters follow: SQLite's triggers count an owner change as no change in size, so the
 * staged owner's figures are added to the owner's and removed.
 */
export async function moveStaged(db: WorkspaceDb, userId: string): Promise<void> {
  const staging = stagingOwnerOf(userId);
  await sql`delete from search_terms where user_id = ${staging}
      and term in (select term from search_terms where user_id = ${userId})`.execute(db);
  for (const table of await ownedTables(db)) {
    await sql`update ${sql.table(table)} set user_id = ${userId} where user_id = ${staging}`.execute(db);
  }
  await sql`insert into user_usage (user_id, category, bytes, items)
      select ${userId}, category, bytes, items from user_usage where user_id = ${staging} and true
      on conflict (user_id, category) do update
      set bytes = user_usage.bytes + excluded.bytes, items = user_usage.items + excluded.items`.execute(db);
  await sql`delete from user_usage where user_id = ${staging}`.execute(db);
}

/**
 * Removes whatever a restore staged (after a failure, or left by a server stopped mid-restore), a
 * table per transaction, giving way between tables.
 */
export async function discardStaged(
  db: WorkspaceDb,
  userId: string,
  giveWay: () => Promise<void>,
): Promise<void> {
  const staging = stagingOwnerOf(userId);
  for (const table of await ownedTables(db)) {
    await sql`delete from ${sql.table(table)} where user_id = ${staging}`.execute(db);
    await giveWay();
  }
  // The staged writes' change-feed events name an owner no one listens as; they age out with the rest.
  await sql`delete from user_usage where user_id = ${staging}`.execute(db);
}

/** How many rows are staged for this account's restore (tests: none once a restore has ended). */
export async function countStaged(db: WorkspaceDb, userId: string): Promise<number> {
  const staging = stagingOwnerOf(userId);
  let count = 0;
  for (const table of await ownedTables(db)) {
    const { rows } = await sql<{ n: number }>`select count(*) as n from ${sql.table(table)}
        where user_id = ${staging}`.execute(db);
    count += Number(rows[0]?.n ?? 0);
  }
  return count;
}
