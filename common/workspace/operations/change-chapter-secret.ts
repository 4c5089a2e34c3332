import type { RichText } from '../../text/rich-text';
import type { ChapterTextStore, ChapterTextView } from '../chapter-text';
import { workspaceErrors } from '../errors';
import { changeSecretBlock, type SecretChange } from '../secret-blocks';
import { readChapterText, saveChapterText } from './chapter-text';

// "Reveal" and "Who reads this" on a secret block of a chapter's text (issue 28, decisions 094 and 104).
// A chapter's text is kept apart from its row (decision 021), so the part's command (change-secret.ts)
// cannot reach it: this one changes the block and saves the text by the ordinary save, at the version
// the client read, keeping the text it replaces as a version whatever the stretch (so Versions' restore
// undoes it). The caller names the change in the history, as for a part ('reveal-secret').

export type ChangeChapterSecretInput = {
  novelId: string;
  chapterId: string;
  /** Which secret block of the text, in reading order from 0. */
  index: number;
  change: SecretChange;
  /** The text's version the client read: the index means a block of that version. */
  version: number | undefined;
  now: string;
  /** The author's day the save counts its words into (a reveal changes none). */
  day: string;
};

export async function changeChapterSecret(
  store: ChapterTextStore,
  input: ChangeChapterSecretInput,
): Promise<ChapterTextView> {
  const current = await readChapterText(store, input.novelId, input.chapterId);
  if (input.version === undefined) throw workspaceErrors.versionRequired();
  if (current.version !== input.version) throw workspaceErrors.stale('Chapter', current);
  const changed =
    current.text === null
      ? undefined
      : changeSecretBlock(current.text.doc.content ?? [], input.index, input.change);
  if (current.text === null || changed === undefined) {
    throw workspaceErrors.invalid(
      'That secret is no longer in the text: reload to see it as it is now',
      'index',
    );
  }
  const text: RichText = { ...current.text, doc: { ...current.text.doc, content: changed } };
  return saveChapterText(store, {
    novelId: input.novelId,
    chapterId: input.chapterId,
    text,
    version: input.version,
    now: input.now,
    day: input.day,
    keepVersion: 'always',
  });
}
