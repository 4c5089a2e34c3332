import type { WritingDayStore, WritingGoalStore } from '../../common/workspace/writing-goal';
import type { WorkspaceStore } from './workspace-store';

/** A novel's writing days over `writing_days`, in the store's transaction (the chapter text's save). */
export function createWritingDayStore(store: WorkspaceStore): WritingDayStore {
  const { userId, db } = store;
  return {
    async getWritingDay(novelId, day) {
      const row = await db
        .selectFrom('writing_days')
        .select(['novel_id', 'day', 'start_words'])
        .where('user_id', '=', userId)
        .where('novel_id', '=', novelId)
        .where('day', '=', day)
        .executeTakeFirst();
      return row === undefined
        ? undefined
        : { novelId: row.novel_id, day: row.day, startWords: Number(row.start_words) };
    },

    async putWritingDay({ novelId, day, startWords }) {
      await db
        .insertInto('writing_days')
        .values({ user_id: userId, novel_id: novelId, day, start_words: startWords })
        .onConflict((oc) =>
          oc.columns(['user_id', 'novel_id', 'day']).doUpdateSet({ start_words: startWords }),
        )
        .execute();
    },
  };
}

/** The core's writing-goal store over one user's `writing_goals` and `writing_days`. */
export function createWritingGoalStore(store: WorkspaceStore): WritingGoalStore {
  const { userId, db } = store;
  return {
    ...createWritingDayStore(store),
    transaction: (work) => store.transaction((trx) => work(createWritingGoalStore(trx))),
    parts: () => store.parts(),

    async getWritingGoal(novelId) {
      const row = await db
        .selectFrom('writing_goals')
        .selectAll()
        .where('user_id', '=', userId)
        .where('novel_id', '=', novelId)
        .executeTakeFirst();
      if (row === undefined) return undefined;
      return {
        novelId: row.novel_id,
        dailyWords: row.daily_words === null ? null : Number(row.daily_words),
        version: Number(row.version),
        updatedAt: row.updated_at,
      };
    },

    async putWritingGoal(goal, expectedVersion) {
      const values = {
        daily_words: goal.dailyWords,
        version: goal.version,
        updated_at: goal.updatedAt ?? '',
      };
      if (expectedVersion === 0) {
        // The first goal: the primary key makes a racing second one fail, not overwrite.
        const inserted = await db
          .insertInto('writing_goals')
          .values({ user_id: userId, novel_id: goal.novelId, ...values })
          .onConflict((oc) => oc.doNothing())
          .executeTakeFirst();
        return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
      }
      const result = await db
        .updateTable('writing_goals')
        .set(values)
        .where('user_id', '=', userId)
        .where('novel_id', '=', goal.novelId)
        .where('version', '=', expectedVersion)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
  };
}
