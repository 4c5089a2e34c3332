import type { ChapterTextStore, StoredChapterText } from '../chapter-text';

// When a save keeps the text it replaces as a version (decision 037).

/** A stretch of writing: saves closer together than this to the newest version keep no new one. */
export const VERSION_STRETCH_MS = 10 * 60 * 1000;

/** The most automatic versions a chapter keeps; older ones are deleted. Named ones are never pruned. */
export const MAX_AUTOMATIC_VERSIONS = 50;

/**
 * Keeps `current` (the stored text a save is about to overwrite) as an automatic version when the
 * chapter's newest version is older than the stretch, or there is none — or `always` (a restore).
 * Then deletes the oldest automatic versions beyond the bound. Runs in the save's transaction.
 */
export async function keepVersionBeforeSave(
  trx: ChapterTextStore,
  current: StoredChapterText | undefined,
  now: string,
  always = false,
): Promise<void> {
  if (current === undefined) return;
  const versions = await trx.listVersions(current.chapterId);
  const newest = versions[0];
  if (newest?.textVersion === current.version) return;
  const due =
    always || newest === undefined || Date.parse(now) - Date.parse(newest.createdAt) >= VERSION_STRETCH_MS;
  if (!due) return;
  const kept = await trx.addVersion({
    chapterId: current.chapterId,
    novelId: current.novelId,
    name: '',
    isNamed: false,
    text: current.text,
    plainText: current.plainText,
    wordCount: current.wordCount,
    textVersion: current.version,
    createdAt: now,
  });
  const automatic = [kept, ...versions].filter((version) => !version.isNamed);
  const beyond = automatic.slice(MAX_AUTOMATIC_VERSIONS).map((version) => version.id);
  if (beyond.length > 0) await trx.deleteVersions(current.chapterId, beyond);
}
