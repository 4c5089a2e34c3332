import type { RichText } from '../../common/text/rich-text';
import type { WorkspaceStore } from './workspace-store-type';

/** A chapter's text as the export writes it. */
export type ExportedChapterText = { novelId: string; chapterId: string; text: RichText };

/** Texts read per query: a few megabytes of documents at most. */
const PAGE_SIZE = 200;

export type ChapterTextKey = { novel_id: string; chapter_id: string };

/** Which chapters of the caller's have a text, in the export's order (novel, then chapter). */
export function readChapterTextKeys(store: WorkspaceStore): Promise<ChapterTextKey[]> {
  return store.db
    .selectFrom('chapter_texts')
    .select(['novel_id', 'chapter_id'])
    .where('user_id', '=', store.userId)
    .orderBy('novel_id')
    .orderBy('chapter_id')
    .execute();
}

/**
 * The caller's chapter texts named by `keys`, a page at a time, so a
 * workspace of any size is exported holding one page of documents (decision 065). The keys are read
 * first (small: `readChapterTextKeys`), then each page's documents by the primary key: one pass over the table, where a
 * keyset over (novel, chapter) would sort what is left of it for every page.
 */
export async function* chapterTextPages(
  store: WorkspaceStore,
  keys: readonly ChapterTextKey[],
  pageSize = PAGE_SIZE,
): AsyncGenerator<ExportedChapterText[]> {
  for (let index = 0; index < keys.length; index += pageSize) {
    const page = keys.slice(index, index + pageSize);
    const rows = await store.db
      .selectFrom('chapter_texts')
      .select(['chapter_id', 'doc'])
      .where('user_id', '=', store.userId)
      .where(
        'chapter_id',
        'in',
        page.map((key) => key.chapter_id),
      )
      .execute();
    const docs = new Map(rows.map((row) => [row.chapter_id, row.doc]));
    const texts: ExportedChapterText[] = [];
    for (const key of page) {
      const doc = docs.get(key.chapter_id);
      // A text deleted since the keys were read is left out, as it would be had the export begun later.
      if (doc === undefined) continue;
      texts.push({ novelId: key.novel_id, chapterId: key.chapter_id, text: JSON.parse(doc) as RichText });
    }
    yield texts;
  }
}

/**
 * The caller's texts of `chapterIds` (those that have one), by chapter id: for a page of a vault's
 * notes (decision 093), read by the primary key.
 */
export async function readChapterTexts(
  store: WorkspaceStore,
  chapterIds: readonly string[],
): Promise<Map<string, RichText>> {
  const texts = new Map<string, RichText>();
  for (let index = 0; index < chapterIds.length; index += PAGE_SIZE) {
    const rows = await store.db
      .selectFrom('chapter_texts')
      .select(['chapter_id', 'doc'])
      .where('user_id', '=', store.userId)
      .where('chapter_id', 'in', chapterIds.slice(index, index + PAGE_SIZE))
      .execute();
    for (const row of rows) texts.set(row.chapter_id, JSON.parse(row.doc) as RichText);
  }
  return texts;
}
