import type { ChapterTextStore, StoredChapterText, StoredTextVersion } from './chapter-text';
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
  let versions: StoredTextVersion[] = [];
  let versionCount = 0;
  const totals = new Map<string, number>();
  const dayKey = (novelId: string, day: string) => `${novelId} ${day}`;

  async function inTransaction<T>(work: () => Promise<T>): Promise<T> {
    const before = { texts: new Map(texts), days: new Map(days), goals: new Map(goals), versions };
    try {
      return await parts.transaction(work);
    } catch (error) {
      ({ texts, days, goals, versions } = before);
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
    async listVersions(chapterId) {
      return versions
        .filter((version) => version.chapterId === chapterId)
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id))
        .map(({ text: _text, plainText: _plain, chapterId: _c, novelId: _n, ...summary }) => summary);
    },
    async getVersion(chapterId, versionId) {
      const stored = versions.find((version) => version.chapterId === chapterId && version.id === versionId);
      return stored === undefined ? undefined : structuredClone(stored);
    },
    async addVersion(version) {
      versionCount += 1;
      const stored = { ...structuredClone(version), id: `tv-${String(versionCount).padStart(6, '0')}` };
      versions = [...versions, stored];
      return structuredClone(stored);
    },
    async deleteVersions(chapterId, versionIds) {
      const before = versions.length;
      versions = versions.filter(
        (version) => version.chapterId !== chapterId || !versionIds.includes(version.id),
      );
      return before - versions.length;
    },
    novelWordCount: (novelId) => totals.get(novelId),
    goals: () => goalStore,
  };
  return store;
}
