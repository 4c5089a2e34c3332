import type { Kysely, Transaction } from 'kysely';

// Shared by the data migrations after 0003: they work on tables as they are at their point in the
// list, which today's schema types no longer describe.

// biome-ignore lint/suspicious/noExplicitAny: a migration works on tables as they are at this point
export type AnyDb = Kysely<any>;

/**
 * Runs `work` in a transaction of its own, or in the caller's: on PostgreSQL the migrator runs each
 * migration in one transaction already; on SQLite each user gets one.
 */
export function inTransaction(db: AnyDb, work: (trx: AnyDb) => Promise<void>): Promise<void> {
  if (db.isTransaction) return work(db);
  return db.transaction().execute((trx: Transaction<unknown>) => work(trx as AnyDb));
}
