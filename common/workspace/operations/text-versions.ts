import { plainTextOf } from '../../text/plain-text';
import { countWords } from '../../text/word-count';
import {
  type ChapterTextStore,
  type ChapterTextView,
  presentTextVersion,
  type TextVersionView,
} from '../chapter-text';
import { workspaceErrors } from '../errors';
import { partKind } from '../part-kinds';
import type { TextVersionSummary } from '../store';
import { checkChapterText } from '../validators';
import { saveChapterText } from './chapter-text';
import { findPart } from './find-part';

// Versions of a chapter's text (decision 037): kept automatically before a save overwrites the text
// when the newest version is older than a stretch of writing, on demand with a name, and restored as a
// new save.

export const VERSION_NAME_MAX = 100;

const chapters = partKind('novels/chapters');

/** The chapter's versions, newest first, without texts. 404 for an unknown chapter. */
export async function listTextVersions(
  store: ChapterTextStore,
  novelId: string,
  chapterId: string,
): Promise<TextVersionSummary[]> {
  await findPart(store.parts(), chapters, novelId, chapterId);
  return store.listVersions(chapterId);
}

async function findVersion(store: ChapterTextStore, novelId: string, chapterId: string, versionId: string) {
  await findPart(store.parts(), chapters, novelId, chapterId);
  const version = await store.getVersion(chapterId, versionId);
  if (version === undefined || version.novelId !== novelId) throw workspaceErrors.notFound('Version');
  return version;
}

/** One version with its text. */
export async function readTextVersion(
  store: ChapterTextStore,
  novelId: string,
  chapterId: string,
  versionId: string,
): Promise<TextVersionView> {
  return presentTextVersion(await findVersion(store, novelId, chapterId, versionId));
}

/** Checks a version's name: 1–100 characters once trimmed. */
export function checkVersionName(name: unknown): string {
  if (typeof name !== 'string') throw workspaceErrors.invalid('Name the version', 'name');
  const trimmed = name.trim();
  if (trimmed === '') throw workspaceErrors.invalid('Name the version', 'name');
  if (trimmed.length > VERSION_NAME_MAX) {
    throw workspaceErrors.invalid(`A version's name can be at most ${VERSION_NAME_MAX} characters`, 'name');
  }
  return trimmed;
}

/** Keeps the chapter's stored text as a named version. Refused (422) while the chapter has no text. */
export async function saveNamedVersion(
  store: ChapterTextStore,
  command: { novelId: string; chapterId: string; name: unknown; now: string },
): Promise<TextVersionView> {
  const name = checkVersionName(command.name);
  return store.transaction(async (trx) => {
    await findPart(trx.parts(), chapters, command.novelId, command.chapterId);
    const current = await trx.getText(command.chapterId);
    if (current === undefined) {
      throw workspaceErrors.invalid('This chapter has no text yet to keep as a version', 'name');
    }
    const kept = await trx.addVersion({
      chapterId: current.chapterId,
      novelId: current.novelId,
      name,
      isNamed: true,
      text: current.text,
      plainText: current.plainText,
      wordCount: current.wordCount,
      textVersion: current.version,
      createdAt: command.now,
    });
    return presentTextVersion(kept);
  });
}

/**
 * Restores a version: its text is saved as the chapter's new text, through the same path as any save
 * (word counts, mentions, search), after the text it replaces is kept as a version. `version` is the
 * chapter text's version read: a stale one is a conflict.
 */
export async function restoreTextVersion(
  store: ChapterTextStore,
  command: {
    novelId: string;
    chapterId: string;
    versionId: string;
    version: number | undefined;
    now: string;
    day: string;
  },
): Promise<ChapterTextView> {
  const restored = await findVersion(store, command.novelId, command.chapterId, command.versionId);
  return saveChapterText(store, {
    novelId: command.novelId,
    chapterId: command.chapterId,
    text: restored.text,
    version: command.version,
    now: command.now,
    day: command.day,
    keepVersion: 'always',
  });
}

/**
 * Keeps a text that must not be merged into the chapter's as a named version beside it (decision 086: a
 * copy typed offline against a shared text that has since been replaced). The chapter's own text is not
 * touched. Nothing is kept (null) when the copy says what the chapter says now, or nothing at all.
 */
export async function keepTextCopy(
  store: ChapterTextStore,
  command: { novelId: string; chapterId: string; text: unknown; name: unknown; now: string },
): Promise<TextVersionView | null> {
  const name = checkVersionName(command.name);
  const parsed = checkChapterText(command.text);
  if (!parsed.ok) throw workspaceErrors.invalid(parsed.problem.message, 'text');
  const plainText = plainTextOf(parsed.value.doc);
  return store.transaction(async (trx) => {
    await findPart(trx.parts(), chapters, command.novelId, command.chapterId);
    const current = await trx.getText(command.chapterId);
    if (plainText.trim() === '' || plainText === (current?.plainText ?? '')) return null;
    const kept = await trx.addVersion({
      chapterId: command.chapterId,
      novelId: command.novelId,
      name,
      isNamed: true,
      text: parsed.value,
      plainText,
      wordCount: countWords(plainText),
      textVersion: current?.version ?? 0,
      createdAt: command.now,
    });
    return presentTextVersion(kept);
  });
}

/** Deletes a version (named or automatic). */
export async function deleteTextVersion(
  store: ChapterTextStore,
  novelId: string,
  chapterId: string,
  versionId: string,
): Promise<void> {
  await store.transaction(async (trx) => {
    await findVersion(trx, novelId, chapterId, versionId);
    await trx.deleteVersions(chapterId, [versionId]);
  });
}
