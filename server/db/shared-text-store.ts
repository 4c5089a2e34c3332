import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import * as Y from 'yjs';
import type { Database } from './schema';

// A chapter's shared text while it is co-edited (migration 0036, decision 073): its Yjs state, stored
// beside the JSON document that stays the truth. A write merges with the stored state rather than
// replacing it, so two servers writing the same chapter never lose each other's keystrokes.

type Db = Kysely<Database>;

export type SharedTextRow = { state: Uint8Array; derivedHash: string };

export type SharedTextKey = { ownerId: string; novelId: string; chapterId: string };

/** SHA-256 of a stored JSON document as it lies in `chapter_texts.doc` ('' for a chapter never written). */
export async function storedTextHash(db: Db, key: SharedTextKey): Promise<string> {
  const row = await db
    .selectFrom('chapter_texts')
    .select('doc')
    .where('user_id', '=', key.ownerId)
    .where('chapter_id', '=', key.chapterId)
    .executeTakeFirst();
  return createHash('sha256')
    .update(row?.doc ?? '')
    .digest('hex');
}

export async function readSharedText(db: Db, key: SharedTextKey): Promise<SharedTextRow | undefined> {
  const row = await db
    .selectFrom('chapter_ydocs')
    .select(['state', 'derived_hash'])
    .where('user_id', '=', key.ownerId)
    .where('chapter_id', '=', key.chapterId)
    .executeTakeFirst();
  return row === undefined ? undefined : { state: new Uint8Array(row.state), derivedHash: row.derived_hash };
}

/** Stores a first state (seeded from the JSON); false when another server stored one first. */
export async function insertSharedText(
  db: Db,
  key: SharedTextKey,
  row: SharedTextRow,
  now: string,
): Promise<boolean> {
  const result = await db
    .insertInto('chapter_ydocs')
    .values({
      user_id: key.ownerId,
      chapter_id: key.chapterId,
      novel_id: key.novelId,
      state: row.state,
      derived_hash: row.derivedHash,
      updated_at: now,
    })
    .onConflict((conflict) => conflict.columns(['user_id', 'chapter_id']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/**
 * Merges `state` into the stored state (or stores it), and records `derivedHash` when given: the JSON
 * it was just derived into. Returns the stored state's size in bytes.
 */
export async function storeSharedText(
  db: Db,
  key: SharedTextKey,
  state: Uint8Array,
  derivedHash: string | undefined,
  now: string,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const stored = await readSharedText(trx, key);
    if (stored === undefined) {
      await insertSharedText(trx, key, { state, derivedHash: derivedHash ?? '' }, now);
      return state.byteLength;
    }
    const merged = Y.mergeUpdates([stored.state, state]);
    await trx
      .updateTable('chapter_ydocs')
      .set({ state: merged, derived_hash: derivedHash ?? stored.derivedHash, updated_at: now })
      .where('user_id', '=', key.ownerId)
      .where('chapter_id', '=', key.chapterId)
      .execute();
    return merged.byteLength;
  });
}

/** Whether the chapter has a stored shared state (gone: it was deleted, or an import replaced it). */
export async function hasSharedText(db: Db, key: SharedTextKey): Promise<boolean> {
  const row = await db
    .selectFrom('chapter_ydocs')
    .select('chapter_id')
    .where('user_id', '=', key.ownerId)
    .where('chapter_id', '=', key.chapterId)
    .executeTakeFirst();
  return row !== undefined;
}
