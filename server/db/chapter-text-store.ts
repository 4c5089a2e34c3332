import type { RichText } from '../../common/text/rich-text';
import type { ChapterTextStore, StoredChapterText } from '../../common/workspace/chapter-text';
import { replaceMentions } from './mention-index';
import { writeChapterTextDocument } from './search-index';
import {
  chapterTextVersionOf,
  textVersionRow,
  VERSION_SUMMARY_COLUMNS,
  versionSummaryOf,
} from './text-version-rows';
import type { WorkspaceStore } from './workspace-store';
import { novelTable } from './workspace-tables';
import { createWritingDayStore } from './writing-goal-store';

/** A chapter's own text among `text_versions` (a part's long texts name their field, migration 0021). */
const CHAPTER_TEXT_FIELD = 'text';

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
      // The words are kept by the text's versions (decision 037); history notes each save and its size.
      const recordSave = (wordsBefore: number | null) =>
        store.history.record([
          {
            op: wordsBefore === null ? 'create' : 'update',
            action: store.history.context.action ?? 'save-text',
            entityKind: 'chapter-text',
            entityId: text.chapterId,
            recordId: text.novelId,
            before: wordsBefore === null ? null : { wordCount: wordsBefore },
            after: { wordCount: text.wordCount },
            isComplete: false,
            fields: ['text'],
          },
        ]);
      if (expectedVersion === 0) {
        // The first save: the primary key makes a racing second first save fail, not overwrite.
        const inserted = await db
          .insertInto('chapter_texts')
          .values({ user_id: userId, chapter_id: text.chapterId, novel_id: text.novelId, ...values })
          .onConflict((oc) => oc.doNothing())
          .executeTakeFirst();
        if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return false;
        await indexMentions(text);
        await recordSave(null);
        return true;
      }
      const stored = await db
        .selectFrom('chapter_texts')
        .select('word_count')
        .where('user_id', '=', userId)
        .where('chapter_id', '=', text.chapterId)
        .executeTakeFirst();
      const result = await db
        .updateTable('chapter_texts')
        .set(values)
        .where('user_id', '=', userId)
        .where('chapter_id', '=', text.chapterId)
        .where('version', '=', expectedVersion)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) return false;
      await indexMentions(text);
      await recordSave(Number(stored?.word_count ?? 0));
      return true;
    },

    async setNovelWordCount(novelId, wordCount) {
      await store.updateWhere(novelTable, { id: novelId }, { word_count: wordCount });
    },

    async listVersions(chapterId) {
      const rows = await db
        .selectFrom('text_versions')
        .select([...VERSION_SUMMARY_COLUMNS])
        .where('user_id', '=', userId)
        .where('chapter_id', '=', chapterId)
        .where('field', '=', CHAPTER_TEXT_FIELD)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
      return rows.map(versionSummaryOf);
    },

    async getVersion(chapterId, versionId) {
      const row = await db
        .selectFrom('text_versions')
        .selectAll()
        .where('user_id', '=', userId)
        .where('chapter_id', '=', chapterId)
        .where('field', '=', CHAPTER_TEXT_FIELD)
        .where('id', '=', versionId)
        .executeTakeFirst();
      return row === undefined ? undefined : chapterTextVersionOf(row);
    },

    async addVersion(version) {
      const id = crypto.randomUUID();
      const { chapterId, novelId, ...kept } = version;
      const row = textVersionRow(userId, id, {
        ...kept,
        kind: 'novels/chapters',
        partId: chapterId,
        parentId: novelId,
        field: CHAPTER_TEXT_FIELD,
      });
      await db.insertInto('text_versions').values(row).execute();
      return { ...version, id };
    },

    async deleteVersions(chapterId, versionIds) {
      if (versionIds.length === 0) return 0;
      const result = await db
        .deleteFrom('text_versions')
        .where('user_id', '=', userId)
        .where('chapter_id', '=', chapterId)
        .where('field', '=', CHAPTER_TEXT_FIELD)
        .where('id', 'in', [...versionIds])
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
