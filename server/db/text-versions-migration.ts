import type { Migration } from 'kysely';
import type { AnyDb } from './migration-support';

// 0016_text_versions (issue 16, decision 037): versions of a chapter's text, kept automatically after a
// stretch of writing and on demand with a name. A new table only: every stored workspace reads as it did.
export const textVersionsMigration: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('text_versions')
      .ifNotExists()
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('id', 'text', (c) => c.notNull())
      .addColumn('chapter_id', 'text', (c) => c.notNull())
      .addColumn('novel_id', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('doc', 'text', (c) => c.notNull())
      .addColumn('plain_text', 'text', (c) => c.notNull())
      .addColumn('word_count', 'integer', (c) => c.notNull())
      .addColumn('text_version', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('is_named', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('text_versions_pkey', ['user_id', 'id'])
      .execute();
    await db.schema
      .createIndex('text_versions_chapter_idx')
      .ifNotExists()
      .on('text_versions')
      .columns(['user_id', 'chapter_id', 'created_at'])
      .execute();
  },
};
