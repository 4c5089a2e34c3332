import type { Migration } from 'kysely';
import type { AnyDb } from './migration-support';

// 0021_long_text_versions (issue 16, decision 037): versions of every long text, not only chapters'.
// `text_versions` gains the text's owner kind and field: a chapter's text is `novels/chapters` / `text`
// (what every stored version is, so the defaults fill them), a lore entry's `universes/lore` / `content`.
// The columns `chapter_id` and `novel_id` keep their names and hold the part and its record for every
// kind, so deleting a part or a record, the Trash, the quota and the compaction reach the new versions
// as they reached chapters'. New columns with defaults only: every stored version reads as it did.
export const longTextVersionsMigration: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .alterTable('text_versions')
      .addColumn('kind', 'text', (c) => c.notNull().defaultTo('novels/chapters'))
      .execute();
    await db.schema
      .alterTable('text_versions')
      .addColumn('field', 'text', (c) => c.notNull().defaultTo('text'))
      .execute();
  },
};
