import type { RichText } from '../../common/text/rich-text';
import type { ChapterTextStore, StoredChapterText } from '../../common/workspace/chapter-text';
import { replaceMentions } from './mention-index';
import { writeChapterTextDocument } from './search-index';
import type { WorkspaceStore } from './workspace-store';
import { novelTable } from './workspace-tables';
import { createWritingDayStore } from './writing-goal-store';

/** The core's chapter-text store over one user's tables: `chapter_texts`, parts, the novel's row, `writing_days`. */
export function createChapterTextStore(store: WorkspaceStore): ChapterTextStore {
  const { userId, db } = store;
  return {
    ...createWritingDayStore(store),
    transaction: (work) => store.transaction((trx) => work(createChapterTextStore(trx))),

    parts: () => store.parts(),

    async getText(chapterId) {
      const row = await db
        .selectFrom('chapter_texts')
        .selectAll()
        .where('user_id', '=', userId)
        .where('chapter_id', '=', chapterId)
        .executeTakeFirst();
      if (row === undefined) return undefined;
      return {
        chapterId: row.chapter_id,
        novelId: row.novel_id,
        version: Number(row.version),
        text: JSON.parse(row.doc) as RichText,
        plainText: row.plain_text,
        wordCount: Number(row.word_count),
        updatedAt: row.updated_at,
      } satisfies StoredChapterText;
    },

    async putText(text, expectedVersion) {
      // What the chapter mentions, indexed with the text in its transaction ("Mentioned in").
      // and its words in the search index.
      const indexMentions = async (saved: StoredChapterText) => {
        await replaceMentions(
          db,
          userId,
          { kind: 'novels/chapters', id: saved.chapterId, field: 'text' },
          saved.text,
        );
        await writeChapterTextDocument(db, userId, saved.novelId, saved.chapterId, saved.plainText);
      };
      const values = {
        version: text.version,
        doc: JSON.stringify(text.text),
        plain_text: text.plainText,
        word_count: text.wordCount,
        updated_at: text.updatedAt ?? '',
      };
      if (expectedVersion === 0) {
        // The first save: the primary key makes a racing second first save fail, not overwrite.
        const inserted = await db
          .insertInto('chapter_texts')
          .values({ user_id: userId, chapter_id: text.chapterId, novel_id: text.novelId, ...values })
          .onConflict((oc) => oc.doNothing())
          .executeTakeFirst();
        if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return false;
        await indexMentions(text);
        return true;
      }
      const result = await db
        .updateTable('chapter_texts')
        .set(values)
        .where('user_id', '=', userId)
        .where('chapter_id', '=', text.chapterId)
        .where('version', '=', expectedVersion)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) return false;
      await indexMentions(text);
      return true;
    },

    async setNovelWordCount(novelId, wordCount) {
      await store.updateWhere(novelTable, { id: novelId }, { word_count: wordCount });
    },
  };
}
