import type { ChapterTextStore, StoredChapterText } from './chapter-text';
import type { PartStore } from './store';
import type { WritingDay, WritingGoal, WritingGoalStore } from './writing-goal';

export type MemoryChapterTextStore = ChapterTextStore & {
  novelWordCount(novelId: string): number | undefined;
  /** The novels' daily goals, over the same writing days. */
  goals(): WritingGoalStore;
};

/** The chapter-text store in memory (unit tests, the browser's test repository) over a part store. */
export function createMemoryChapterTextStore(
  parts: PartStore,
  onNovelWordCount: (novelId: string, wordCount: number) => void = () => undefined,
): MemoryChapterTextStore {
  let texts = new Map<string, StoredChapterText>();
  let days = new Map<string, WritingDay>();
  let goals = new Map<string, WritingGoal>();
  const totals = new Map<string, number>();
  const dayKey = (novelId: string, day: string) => `${novelId} ${day}`;

  async function inTransaction<T>(work: () => Promise<T>): Promise<T> {
    const before = { texts: new Map(texts), days: new Map(days), goals: new Map(goals) };
    try {
      return await parts.transaction(work);
    } catch (error) {
      ({ texts, days, goals } = before);
      throw error;
    }
  }

  const dayStore = {
    async getWritingDay(novelId: string, day: string) {
      const stored = days.get(dayKey(novelId, day));
      return stored === undefined ? undefined : { ...stored };
    },
    async putWritingDay(day: WritingDay) {
      days.set(dayKey(day.novelId, day.day), { ...day });
    },
  };

  const goalStore: WritingGoalStore = {
    ...dayStore,
    transaction: (work) => inTransaction(() => work(goalStore)),
    parts: () => parts,
    async getWritingGoal(novelId) {
      const stored = goals.get(novelId);
      return stored === undefined ? undefined : { ...stored };
    },
    async putWritingGoal(goal, expectedVersion) {
      if ((goals.get(goal.novelId)?.version ?? 0) !== expectedVersion) return false;
      goals.set(goal.novelId, { ...goal });
      return true;
    },
  };

  const store: MemoryChapterTextStore = {
    ...dayStore,
    transaction: (work) => inTransaction(() => work(store)),
    parts: () => parts,
    async getText(chapterId) {
      const stored = texts.get(chapterId);
      return stored === undefined ? undefined : structuredClone(stored);
    },
    async putText(text, expectedVersion) {
      if ((texts.get(text.chapterId)?.version ?? 0) !== expectedVersion) return false;
      texts.set(text.chapterId, structuredClone(text));
      return true;
    },
    async setNovelWordCount(novelId, wordCount) {
      totals.set(novelId, wordCount);
      onNovelWordCount(novelId, wordCount);
    },
    novelWordCount: (novelId) => totals.get(novelId),
    goals: () => goalStore,
  };
  return store;
}
