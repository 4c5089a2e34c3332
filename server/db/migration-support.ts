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

/** The long `description` texts of these parts of a user (part_texts), by part id. */
export async function partDescriptions(
  db: AnyDb,
  userId: string,
  partIds: readonly string[],
): Promise<Map<string, string>> {
  const descriptions = new Map<string, string>();
  for (let index = 0; index < partIds.length; index += 500) {
    const texts = await db
      .selectFrom('part_texts')
      .select(['part_id', 'body'])
      .where('user_id', '=', userId)
      .where('field', '=', 'description')
      .where('part_id', 'in', partIds.slice(index, index + 500))
      .execute();
    for (const text of texts) descriptions.set(String(text.part_id), String(text.body));
  }
  return descriptions;
}
