import type { Migration } from 'kysely';
import { installLiveTriggers } from './live-events-migration';
import { type AnyDb, inTransaction } from './migration-support';
import { installUsageTriggers } from './usage-counters';

// 0034_comments (issue 28, item 5; decision 071): comments on a passage of a chapter's text or a part's
// rich-text field, kept in the workspace of the container's owner whoever wrote them (the quota counts
// them as the owner's records, like members and visibility). A reply names its thread (`thread_id`); the
// passage is JSON (quote, context on each side, place when written), found again by the core on reading.
export const commentsMigration: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('comments')
      .ifNotExists()
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('id', 'text', (c) => c.notNull())
      .addColumn('container_kind', 'text', (c) => c.notNull())
      .addColumn('container_id', 'text', (c) => c.notNull())
      .addColumn('target_kind', 'text', (c) => c.notNull())
      .addColumn('target_id', 'text', (c) => c.notNull())
      .addColumn('target_field', 'text', (c) => c.notNull())
      .addColumn('anchor', 'text')
      .addColumn('author_id', 'text', (c) => c.notNull())
      .addColumn('author_name', 'text', (c) => c.notNull())
      .addColumn('body', 'text', (c) => c.notNull())
      .addColumn('thread_id', 'text')
      .addColumn('resolved_at', 'text')
      .addColumn('resolved_by', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addColumn('version', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('comments_pkey', ['user_id', 'id'])
      .execute();
    await db.schema
      .createIndex('comments_container_idx')
      .ifNotExists()
      .on('comments')
      .columns(['user_id', 'container_id', 'target_id'])
      .execute();
    // The bell reads the newest comments on a user's things.
    await db.schema
      .createIndex('comments_created_idx')
      .ifNotExists()
      .on('comments')
      .columns(['user_id', 'created_at'])
      .execute();
    await inTransaction(db, async (trx) => {
      await installUsageTriggers(trx, ['comments']);
      await installLiveTriggers(trx, ['comments']);
    });
  },
};
