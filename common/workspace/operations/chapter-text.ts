import { plainTextOf } from '../../text/plain-text';
import { countWords } from '../../text/word-count';
import { type ChapterTextStore, type ChapterTextView, presentChapterText } from '../chapter-text';
import { workspaceErrors } from '../errors';
import { partKind } from '../part-kinds';
import type { StoredPart } from '../store';
import { checkChapterText } from '../validators';
import { dayStartAfterSave, novelWords } from '../writing-goal';
import { findPart } from './find-part';
import { keepVersionBeforeSave } from './keep-version';

export { CHAPTER_TEXT_MAX_CHARS } from '../validators';

const chapters = partKind('novels/chapters');

/** A chapter's text; version 0 and no text for a chapter never written in. 404 for an unknown chapter. */
export async function readChapterText(
  store: ChapterTextStore,
  novelId: string,
  chapterId: string,
): Promise<ChapterTextView> {
  const chapter = await findPart(store.parts(), chapters, novelId, chapterId);
  const stored = await store.getText(chapterId);
  if (stored !== undefined) return presentChapterText(stored);
  return {
    chapterId,
    novelId,
    version: 0,
    text: null,
    wordCount: Number(chapter.data.wordCount ?? 0),
    updatedAt: null,
  };
}

export type SaveChapterTextInput = {
  novelId: string;
  chapterId: string;
  /** The document (`{ version: 1, doc }`), checked here. */
  text: unknown;
  /** The version read (0 for a chapter never written in); none is refused, an older one is a conflict. */
  version: number | undefined;
  now: string;
  /** The author's date (`YYYY-MM-DD`, checked by the caller): the day whose words this save adds to. */
  day: string;
  /** Keep the text being replaced as a version: after a stretch of writing (default) or always (a restore). */
  keepVersion?: 'after-stretch' | 'always';
};

/**
 * Saves a chapter's text. The chapter's word count becomes the text's, and the novel's the sum of its
 * chapters', in the same transaction, and so is the start of the author's writing day (writing-goal.ts). Two tabs on one chapter cannot overwrite each other: the second
 * save names a version that is gone and gets a conflict carrying the text as it now is.
 */
export async function saveChapterText(
  store: ChapterTextStore,
  command: SaveChapterTextInput,
): Promise<ChapterTextView> {
  const parsed = checkChapterText(command.text);
  if (!parsed.ok) throw workspaceErrors.invalid(parsed.problem.message, 'text');
  return store.transaction(async (trx) => {
    const parts = trx.parts();
    const chapter = await findPart(parts, chapters, command.novelId, command.chapterId);
    if (command.version === undefined) throw workspaceErrors.versionRequired();
    const current = await trx.getText(command.chapterId);
    const currentVersion = current?.version ?? 0;
    const currentView = async () => readChapterText(trx, command.novelId, command.chapterId);
    if (currentVersion !== command.version) throw workspaceErrors.stale('Chapter', await currentView());
    await keepVersionBeforeSave(trx, current, command.now, command.keepVersion === 'always');
    const plainText = plainTextOf(parsed.value.doc);
    const next = {
      chapterId: command.chapterId,
      novelId: command.novelId,
      version: currentVersion + 1,
      text: parsed.value,
      plainText,
      wordCount: countWords(plainText),
      updatedAt: command.now,
    };
    if (!(await trx.putText(next, currentVersion))) {
      throw workspaceErrors.stale('Chapter', await currentView());
    }
    const previousWords = Number(chapter.data.wordCount ?? 0);
    // A chapter's first save replaces a typed-in count that no one wrote here.
    const untypedWords = current === undefined ? previousWords : 0;
    let total: number | undefined;
    if (previousWords !== next.wordCount) {
      const counted: StoredPart = {
        ...chapter,
        data: { ...chapter.data, wordCount: next.wordCount },
        version: chapter.version + 1,
        updatedAt: command.now,
      };
      if (!(await parts.updatePart(counted, chapter.version, ['wordCount']))) {
        throw workspaceErrors.stale('Chapter', await currentView());
      }
      total = await novelWords(parts, command.novelId);
      await trx.setNovelWordCount(command.novelId, total);
    }
    if (previousWords !== next.wordCount || untypedWords > 0) {
      total ??= await novelWords(parts, command.novelId);
      const day = await trx.getWritingDay(command.novelId, command.day);
      if (day === undefined || untypedWords > 0) {
        const before = total - next.wordCount + previousWords;
        await trx.putWritingDay({
          novelId: command.novelId,
          day: command.day,
          startWords: dayStartAfterSave(day?.startWords, before, untypedWords),
        });
      }
    }
    await parts.touchParent('novels', command.novelId, command.now);
    return presentChapterText(next);
  });
}
