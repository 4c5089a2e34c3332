import type { Insertable } from 'kysely';
import type { RichText } from '../../common/text/rich-text';
import type { StoredTextVersion } from '../../common/workspace/chapter-text';
import type { PartKind } from '../../common/workspace/part-kinds';
import type { StoredPartTextVersion, TextVersionSummary } from '../../common/workspace/store';
import type { TextVersionTable } from './schema';

// Rows of `text_versions` (decisions 037 and 039) written and read back the one way, by the chapter text
// store, the part store and the export alike.

/** The columns a list of versions reads. */
export const VERSION_SUMMARY_COLUMNS = [
  'id',
  'name',
  'is_named',
  'word_count',
  'text_version',
  'created_at',
] as const;

type SummaryRow = Pick<TextVersionTable, (typeof VERSION_SUMMARY_COLUMNS)[number]>;

/** A version as a list shows it (no text). */
export function versionSummaryOf(row: SummaryRow): TextVersionSummary {
  return {
    id: row.id,
    name: row.name,
    isNamed: Number(row.is_named) === 1,
    wordCount: Number(row.word_count),
    textVersion: Number(row.text_version),
    createdAt: row.created_at,
  };
}

type WholeRow = SummaryRow &
  Pick<TextVersionTable, 'chapter_id' | 'novel_id' | 'doc' | 'plain_text'> & { kind: string; field: string };

/** A chapter's version with its text. */
export function chapterTextVersionOf(row: WholeRow): StoredTextVersion {
  return {
    ...versionSummaryOf(row),
    chapterId: row.chapter_id,
    novelId: row.novel_id,
    text: JSON.parse(row.doc) as RichText | null,
    plainText: row.plain_text,
  };
}

/** Any part's version with its text, naming its part, record and field. */
export function partTextVersionOf(row: WholeRow): StoredPartTextVersion {
  return {
    ...versionSummaryOf(row),
    kind: row.kind as PartKind,
    partId: row.chapter_id,
    parentId: row.novel_id,
    field: row.field,
    text: JSON.parse(row.doc) as RichText | null,
    plainText: row.plain_text,
  };
}

/** The row that keeps a version of any part's text (a chapter's own text is the field `text`). */
export function textVersionRow(
  userId: string,
  id: string,
  version: Omit<StoredPartTextVersion, 'id'>,
): Insertable<TextVersionTable> {
  return {
    user_id: userId,
    id,
    chapter_id: version.partId,
    novel_id: version.parentId,
    kind: version.kind,
    field: version.field,
    name: version.name,
    doc: JSON.stringify(version.text),
    plain_text: version.plainText,
    word_count: version.wordCount,
    text_version: version.textVersion,
    created_at: version.createdAt,
    is_named: version.isNamed ? 1 : 0,
  };
}
