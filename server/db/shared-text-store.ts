import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import * as Y from 'yjs';
import type { Database } from './schema';

// A shared text while it is co-edited: its Yjs state, stored beside the JSON document that stays the
// truth. A chapter's is in `chapter_ydocs` (migration 0036, decision 073), a part's long field's in
// `shared_texts` (migration 0058, decision 105). A write merges with the stored state rather than
// replacing it, so two servers writing the same text never lose each other's keystrokes.

type Db = Kysely<Database>;

export type SharedTextRow = { state: Uint8Array; derivedHash: string };

/** A chapter's text, or one long field of a part (`description`, `content`, `summary`). */
export type SharedTextKey =
  | { ownerId: string; novelId: string; chapterId: string; partId?: undefined; field?: undefined }
  | { ownerId: string; partId: string; field: string; novelId?: undefined; chapterId?: undefined };

type ChapterKey = Extract<SharedTextKey, { chapterId: string }>;
type FieldKey = Extract<SharedTextKey, { partId: string }>;

const isChapter = (key: SharedTextKey): key is ChapterKey => key.chapterId !== undefined;

function chapterRow(db: Db, key: ChapterKey) {
  return db
    .selectFrom('chapter_ydocs')
    .where('user_id', '=', key.ownerId)
    .where('chapter_id', '=', key.chapterId);
}

function fieldRow(db: Db, key: FieldKey) {
  return db
    .selectFrom('shared_texts')
    .where('user_id', '=', key.ownerId)
    .where('part_id', '=', key.partId)
    .where('field', '=', key.field);
}

/**
 * SHA-256 of the stored JSON document as it lies in `chapter_texts.doc` or `part_texts.doc` ('' for a
 * text never written).
 */
export async function storedTextHash(db: Db, key: SharedTextKey): Promise<string> {
  const row = isChapter(key)
    ? await db
        .selectFrom('chapter_texts')
        .select('doc')
        .where('user_id', '=', key.ownerId)
        .where('chapter_id', '=', key.chapterId)
        .executeTakeFirst()
    : await db
        .selectFrom('part_texts')
        .select('doc')
        .where('user_id', '=', key.ownerId)
        .where('part_id', '=', key.partId)
        .where('field', '=', key.field)
        .executeTakeFirst();
  return createHash('sha256')
    .update(row?.doc ?? '')
    .digest('hex');
}

export async function readSharedText(db: Db, key: SharedTextKey): Promise<SharedTextRow | undefined> {
  const row = isChapter(key)
    ? await chapterRow(db, key).select(['state', 'derived_hash']).executeTakeFirst()
    : await fieldRow(db, key).select(['state', 'derived_hash']).executeTakeFirst();
  return row === undefined ? undefined : { state: new Uint8Array(row.state), derivedHash: row.derived_hash };
}

/** Stores a first state (seeded from the JSON); false when another server stored one first. */
export async function insertSharedText(
  db: Db,
  key: SharedTextKey,
  row: SharedTextRow,
  now: string,
): Promise<boolean> {
  const result = isChapter(key)
    ? await db
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
        .executeTakeFirst()
    : await db
        .insertInto('shared_texts')
        .values({
          user_id: key.ownerId,
          part_id: key.partId,
          field: key.field,
          state: row.state,
          derived_hash: row.derivedHash,
          updated_at: now,
        })
        .onConflict((conflict) => conflict.columns(['user_id', 'part_id', 'field']).doNothing())
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
    const values = { state: merged, derived_hash: derivedHash ?? stored.derivedHash, updated_at: now };
    if (isChapter(key)) {
      await trx
        .updateTable('chapter_ydocs')
        .set(values)
        .where('user_id', '=', key.ownerId)
        .where('chapter_id', '=', key.chapterId)
        .execute();
    } else {
      await trx
        .updateTable('shared_texts')
        .set(values)
        .where('user_id', '=', key.ownerId)
        .where('part_id', '=', key.partId)
        .where('field', '=', key.field)
        .execute();
    }
    return merged.byteLength;
  });
}

/** Whether the text has a stored shared state (gone: it was deleted, or an import replaced it). */
export async function hasSharedText(db: Db, key: SharedTextKey): Promise<boolean> {
  const row = isChapter(key)
    ? await chapterRow(db, key).select('chapter_id').executeTakeFirst()
    : await fieldRow(db, key).select('part_id').executeTakeFirst();
  return row !== undefined;
}
