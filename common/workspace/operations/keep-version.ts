import { docFieldOf } from '../../domain/shared';
import type { RichText } from '../../text/rich-text';
import { countWords } from '../../text/word-count';
import type { ChapterTextStore, StoredChapterText } from '../chapter-text';
import type { PartStore, StoredPart } from '../store';

// When a save keeps the text it replaces as a version (decision 037): a chapter's text, and any long text
// of a part (a lore entry's content, a quest's description), by the same rules.

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

/** A part's long text: its plain text, its document (null when written plain), and a key to compare. */
export function longTextOf(
  part: StoredPart,
  field: string,
): { plainText: string; text: RichText | null; key: string } {
  const plain = part.data[field];
  const doc = part.data[docFieldOf(field)];
  const plainText = typeof plain === 'string' ? plain : '';
  const text = doc === undefined || doc === null ? null : (doc as RichText);
  return { plainText, text, key: JSON.stringify([plainText, text]) };
}

/**
 * Keeps the part's `field` as it is stored in `current` (about to be overwritten) as an automatic
 * version, by the chapter's rules: when the text's newest version is older than the stretch or there is
 * none, or `always` (a restore); never an empty text, never one the newest version captured already.
 * Then deletes the oldest automatic versions beyond the bound. Runs in the change's transaction.
 */
export async function keepPartTextVersion(
  trx: PartStore,
  current: StoredPart,
  field: string,
  now: string,
  always = false,
): Promise<void> {
  const { plainText, text } = longTextOf(current, field);
  if (plainText === '' && text === null) return;
  const versions = await trx.listTextVersions(current.id, field);
  const newest = versions[0];
  if (newest?.textVersion === current.version) return;
  const due =
    always || newest === undefined || Date.parse(now) - Date.parse(newest.createdAt) >= VERSION_STRETCH_MS;
  if (!due) return;
  const kept = await trx.addTextVersion({
    kind: current.kind,
    partId: current.id,
    parentId: current.parentId,
    field,
    name: '',
    isNamed: false,
    text,
    plainText,
    wordCount: countWords(plainText),
    textVersion: current.version,
    createdAt: now,
  });
  const automatic = [kept, ...versions].filter((version) => !version.isNamed);
  const beyond = automatic.slice(MAX_AUTOMATIC_VERSIONS).map((version) => version.id);
  if (beyond.length > 0) await trx.deleteTextVersions(current.id, field, beyond);
}
