import type { Migration } from 'kysely';
import type { AnyDb } from './migration-support';

// 0007_chapter_texts: a chapter's text, apart from its row (a novel's detail never carries its
// manuscript) and from part_texts (it has a version of its own, for autosave's conflict check, and the
// plain text and word count derived from it). Nothing to move: chapters had no text before.
export const chapterTextsMigration: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('chapter_texts')
      .ifNotExists()
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('chapter_id', 'text', (c) => c.notNull())
      .addColumn('novel_id', 'text', (c) => c.notNull())
      .addColumn('version', 'integer', (c) => c.notNull())
      .addColumn('doc', 'text', (c) => c.notNull())
      .addColumn('plain_text', 'text', (c) => c.notNull())
      .addColumn('word_count', 'integer', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('chapter_texts_pkey', ['user_id', 'chapter_id'])
      .execute();
    await db.schema
      .createIndex('chapter_texts_novel_idx')
      .ifNotExists()
      .on('chapter_texts')
      .columns(['user_id', 'novel_id'])
      .execute();
  },
};
