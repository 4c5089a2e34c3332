import type { RichText } from '../text/rich-text';
import type { PartStore } from './store';
import type { WritingDayStore } from './writing-goal';

/** A chapter's text as stored: the document, its version, and what is derived from it. */
export type StoredChapterText = {
  chapterId: string;
  novelId: string;
  /** 0 before the chapter was first written in; every save adds one. */
  version: number;
  text: RichText | null;
  /** The text without formatting, for search and export. */
  plainText: string;
  wordCount: number;
  updatedAt: string | null;
};

/** What a client reads and what a conflict carries: the stored text without its plain copy. */
export type ChapterTextView = Omit<StoredChapterText, 'plainText'>;

export function presentChapterText(stored: StoredChapterText): ChapterTextView {
  const { plainText: _plain, ...view } = stored;
  return view;
}

/**
 * What saving a chapter's text needs of storage, for one user's workspace: the texts (kept apart from
 * the chapter's row, so a novel's detail never carries its manuscript), the parts (the chapter and its
 * word count), the novel's word total and the author's writing days (written in the same transaction).
 * The server implements it over its tables; tests over memory.
 */
export interface ChapterTextStore extends WritingDayStore {
  transaction<T>(work: (store: ChapterTextStore) => Promise<T>): Promise<T>;
  parts(): PartStore;
  getText(chapterId: string): Promise<StoredChapterText | undefined>;
  /** Writes the text if its stored version is still `expectedVersion` (0: none stored); false if not. */
  putText(text: StoredChapterText, expectedVersion: number): Promise<boolean>;
  /** Sets the novel's word count (the sum of its chapters'). */
  setNovelWordCount(novelId: string, wordCount: number): Promise<void>;
}
