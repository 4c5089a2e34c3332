import { type Migration, PostgresAdapter } from 'kysely';
import { installLiveTriggers } from './live-events-migration';
import { type AnyDb, inTransaction } from './migration-support';
import { installUsageTriggers } from './usage-counters';

// 0036_shared_texts (issue 29, decision 073): a chapter's shared text while it is co-edited, beside its
// stored JSON document (`chapter_texts`, which stays the truth every reader reads). `state` is the Yjs
// document's whole state as one update; `derived_hash` is the SHA-256 of the stored JSON it was last
// derived into or seeded from, so that a text changed without it (a restored version, an import) is
// noticed and written into the shared text when it is next opened.
export const sharedTextsMigration: Migration = {
  async up(db: AnyDb) {
    const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
    await db.schema
      .createTable('chapter_ydocs')
      .ifNotExists()
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('chapter_id', 'text', (c) => c.notNull())
      .addColumn('novel_id', 'text', (c) => c.notNull())
      .addColumn('state', isPostgres ? 'bytea' : 'blob', (c) => c.notNull())
      .addColumn('derived_hash', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('chapter_ydocs_pkey', ['user_id', 'chapter_id'])
      .execute();
    await inTransaction(db, async (trx) => {
      await installUsageTriggers(trx, ['chapter_ydocs']);
      await installLiveTriggers(trx, ['chapter_ydocs']);
    });
  },
};

/**
 * 0058_field_texts (issue 29, decision 105): the shared text of a part's long field (a quest's
 * description, a lore entry's content) while it is co-edited, as `chapter_ydocs` keeps a chapter's. Keyed
 * by the part and the field; counted in the owner's texts. No live triggers: its rows refresh nothing in
 * a browser (the part's own event does), and a member hears of them through the part's row only.
 */
export const fieldTextsMigration: Migration = {
  async up(db: AnyDb) {
    const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
    await db.schema
      .createTable('shared_texts')
      .ifNotExists()
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('part_id', 'text', (c) => c.notNull())
      .addColumn('field', 'text', (c) => c.notNull())
      .addColumn('state', isPostgres ? 'bytea' : 'blob', (c) => c.notNull())
      .addColumn('derived_hash', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('shared_texts_pkey', ['user_id', 'part_id', 'field'])
      .execute();
    await inTransaction(db, async (trx) => {
      await installUsageTriggers(trx, ['shared_texts']);
    });
  },
};
