import type { ChapterTextStore, StoredChapterText } from './chapter-text';
import type { PartStore } from './store';

/** The chapter-text store in memory (unit tests, the browser's test repository) over a part store. */
export function createMemoryChapterTextStore(
  parts: PartStore,
  onNovelWordCount: (novelId: string, wordCount: number) => void = () => undefined,
): ChapterTextStore & { novelWordCount(novelId: string): number | undefined } {
  let texts = new Map<string, StoredChapterText>();
  const totals = new Map<string, number>();
  const store: ChapterTextStore & { novelWordCount(novelId: string): number | undefined } = {
    async transaction(work) {
      const before = new Map(texts);
      try {
        return await parts.transaction(() => work(store));
      } catch (error) {
        texts = before;
        throw error;
      }
    },
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
  };
  return store;
}
