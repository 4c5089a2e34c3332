import { workspaceErrors } from '../errors';
import {
  dailyWordsSchema,
  novelWords,
  type WritingGoal,
  type WritingGoalStore,
  type WritingGoalView,
  wordsWrittenToday,
} from '../writing-goal';

async function requireNovel(store: WritingGoalStore, novelId: string): Promise<void> {
  if (!(await store.parts().parentExists('novels', novelId))) throw workspaceErrors.notFound('Novel');
}

async function viewOf(store: WritingGoalStore, goal: WritingGoal, day: string): Promise<WritingGoalView> {
  const [start, words] = await Promise.all([
    store.getWritingDay(goal.novelId, day),
    novelWords(store.parts(), goal.novelId),
  ]);
  return { ...goal, day, wordsToday: wordsWrittenToday(start?.startWords, words) };
}

const noGoal = (novelId: string): WritingGoal => ({ novelId, dailyWords: null, version: 0, updatedAt: null });

/** A novel's goal (none: `dailyWords: null`, version 0) and the words written on `day`. 404 for no novel. */
export async function readWritingGoal(
  store: WritingGoalStore,
  novelId: string,
  day: string,
): Promise<WritingGoalView> {
  await requireNovel(store, novelId);
  return viewOf(store, (await store.getWritingGoal(novelId)) ?? noGoal(novelId), day);
}

export type SetWritingGoalInput = {
  novelId: string;
  /** Words a day, or `null` to have no goal; checked here. */
  dailyWords: unknown;
  /** The version read (0 when no goal was ever set); none is refused, an older one is a conflict. */
  version: number | undefined;
  day: string;
  now: string;
};

/** Sets (or with `null` clears) a novel's daily goal over the version read, like any novel edit. */
export async function setWritingGoal(
  store: WritingGoalStore,
  command: SetWritingGoalInput,
): Promise<WritingGoalView> {
  const parsed = command.dailyWords === null ? null : dailyWordsSchema.safeParse(command.dailyWords);
  if (parsed !== null && !parsed.success) {
    throw workspaceErrors.invalid(parsed.error.issues[0]?.message ?? 'Invalid goal', 'dailyWords');
  }
  return store.transaction(async (trx) => {
    await requireNovel(trx, command.novelId);
    if (command.version === undefined) throw workspaceErrors.versionRequired();
    const current = (await trx.getWritingGoal(command.novelId)) ?? noGoal(command.novelId);
    const stale = async () => workspaceErrors.stale('Goal', await viewOf(trx, current, command.day));
    if (current.version !== command.version) throw await stale();
    const next: WritingGoal = {
      novelId: command.novelId,
      dailyWords: parsed === null ? null : parsed.data,
      version: current.version + 1,
      updatedAt: command.now,
    };
    if (!(await trx.putWritingGoal(next, current.version))) throw await stale();
    return viewOf(trx, next, command.day);
  });
}
