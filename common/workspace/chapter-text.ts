import type { RichText } from '../text/rich-text';
import type { PartStore, TextVersionSummary } from './store';
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
  /** The chapter's kept versions, newest first, without their texts (decision 037). */
  listVersions(chapterId: string): Promise<TextVersionSummary[]>;
  getVersion(chapterId: string, versionId: string): Promise<StoredTextVersion | undefined>;
  /** Keeps a version; the store names it with a new id. */
  addVersion(version: Omit<StoredTextVersion, 'id'>): Promise<StoredTextVersion>;
  /** Deletes these versions of the chapter; answers how many there were. */
  deleteVersions(chapterId: string, versionIds: readonly string[]): Promise<number>;
}

/** A chapter's text as it was once: kept automatically after a stretch of writing, or on demand with a name. */
export type StoredTextVersion = TextVersionSummary & {
  chapterId: string;
  novelId: string;
  text: RichText | null;
  plainText: string;
};

/** What a client reads of one version: its text, not the plain copy. */
export type TextVersionView = Omit<StoredTextVersion, 'plainText'>;

export function presentTextVersion(stored: StoredTextVersion): TextVersionView {
  const { plainText: _plain, ...view } = stored;
  return view;
}
