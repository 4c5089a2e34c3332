import type { Migration } from 'kysely';
import type { AnyDb } from './migration-support';

// 0009_part_text_docs: a part's long text (descriptions, lore, notes, session logs, quest and encounter
// details) becomes rich text (decision 022). Its row in part_texts keeps the plain text in `body`, derived
// from the document now held beside it in `doc` (JSON, the shape of common/text/rich-text.ts). Texts
// written before have no document: they stay as they are and read as plain paragraphs until edited.
export const partTextDocsMigration: Migration = {
  async up(db: AnyDb) {
    await db.schema.alterTable('part_texts').addColumn('doc', 'text').execute();
  },
};
