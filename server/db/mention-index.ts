import type { RichText } from '../../common/text/rich-text';
import { type MentionSource, mentionsOf } from '../../common/workspace/mentions';
import type { WorkspaceDb } from './workspace-tables';

// The mention index (migration 0013): what each rich text mentions, rewritten by the store that writes
// the text, in its transaction, so "Mentioned in" is never stale.

/** Rows per insert, well under both databases' bind-parameter limits. */
const BATCH = 100;

/** Adds the index of texts just written (their sources have no rows yet). */
export async function insertMentions(
  db: WorkspaceDb,
  userId: string,
  texts: readonly { source: MentionSource; text: RichText }[],
): Promise<void> {
  const rows = texts.flatMap(({ source, text }) => rowsOf(userId, source, text));
  for (let index = 0; index < rows.length; index += BATCH) {
    await db
      .insertInto('mentions')
      .values(rows.slice(index, index + BATCH))
      .execute();
  }
}

function rowsOf(userId: string, source: MentionSource, text: RichText) {
  return mentionsOf(text.doc).map((entry) => ({
    user_id: userId,
    source_kind: source.kind,
    source_id: source.id,
    source_field: source.field,
    position: entry.position,
    target_kind: entry.target.kind,
    target_id: entry.target.id,
    snippet: entry.snippet,
  }));
}

/** Replaces the index of one text with the mentions in `text` (none when it is null or plain). */
export async function replaceMentions(
  db: WorkspaceDb,
  userId: string,
  source: MentionSource,
  text: RichText | null | undefined,
): Promise<void> {
  await db
    .deleteFrom('mentions')
    .where('user_id', '=', userId)
    .where('source_id', '=', source.id)
    .where('source_field', '=', source.field)
    .execute();
  if (text === null || text === undefined) return;
  await insertMentions(db, userId, [{ source, text }]);
}

/** Drops the index of every text these records or parts hold (they are being deleted). */
export async function removeMentionsOf(
  db: WorkspaceDb,
  userId: string,
  sourceIds: readonly string[],
): Promise<void> {
  for (let index = 0; index < sourceIds.length; index += 500) {
    await db
      .deleteFrom('mentions')
      .where('user_id', '=', userId)
      .where('source_id', 'in', sourceIds.slice(index, index + 500))
      .execute();
  }
}
