import type { Migration } from 'kysely';
import type { AnyDb } from './migration-support';

// 0010_writing_goals (decision 022): a novel's daily word goal, and one row per novel and writing day
// holding the novel's counted words before that day's first save (the day is the author's, as the
// browser names it). Two new tables, nothing moved: every stored workspace reads as it did.
export const writingGoalsMigration: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('writing_goals')
      .ifNotExists()
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('novel_id', 'text', (c) => c.notNull())
      .addColumn('daily_words', 'integer')
      .addColumn('version', 'integer', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('writing_goals_pkey', ['user_id', 'novel_id'])
      .execute();
    await db.schema
      .createTable('writing_days')
      .ifNotExists()
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('novel_id', 'text', (c) => c.notNull())
      .addColumn('day', 'text', (c) => c.notNull())
      .addColumn('start_words', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('writing_days_pkey', ['user_id', 'novel_id', 'day'])
      .execute();
  },
};
