import type { Migration } from 'kysely';
import type { AnyDb } from './migration-support';
import { installUsageTriggers } from './usage-counters';

// 0048_comment_edited (issue 28; decision 094): when a comment's author last changed its body, so the
// panel can say "edited". `updated_at` cannot tell: a resolve or reopen moves it too. NULL is "never
// edited", which every stored comment reads as: an edit made before this migration is not marked, since
// nothing stored tells it from a resolve. The quota's triggers of the table are made again so that they count
// the new column (decision 049); the change feed's do not read it.
export const commentEditedMigration: Migration = {
  async up(db: AnyDb) {
    await db.schema.alterTable('comments').addColumn('edited_at', 'text').execute();
    await installUsageTriggers(db, ['comments']);
  },
};
