import type { z } from 'zod';
import { characterUpdateSchema, itemUpdateSchema, savedQueryUpdateSchema } from '../api/inputs';
import { jsonProblem, NESTING_MAX } from '../api/limits';
import { friendlyMessage } from '../api/messages';
import { storedPartSchema } from '../api/parts';
import { campaignUpdateSchema } from '../domain/campaign';
import { mapUpdateSchema } from '../domain/map';
import { novelUpdateSchema } from '../domain/novel';
import { profileUpdateSchema } from '../domain/profile';
import { timelineEventInputSchema, timelineUpdateSchema } from '../domain/timeline';
import { universeUpdateSchema } from '../domain/universe';
import { locationUpdateSchema, worldUpdateSchema } from '../domain/world';
import { PART_RICH_TEXT_MAX_CHARS, parseRichText, type RichText } from '../text/rich-text';
import type { RecordKind } from './links';
import { findPartKind } from './part-kinds';
import { type RelationRecord, relationRecordSchema } from './relations';

// One validation path (decision 048): what the data API checks of a chapter's text, a part's fields, a
// record's fields, a relation and a kept text version, as plain functions, so that the import and the
// restores (from history, from the Trash) run the very same checks and nothing enters by one door that
// another refuses. Each check first walks the value without recursion (nesting, control characters such
// as NUL, which PostgreSQL cannot store), so no input can overflow the stack or reach a schema unbounded.

/** The most a chapter's stored document may hold (its JSON): about 250,000 words of plain prose. */
export const CHAPTER_TEXT_MAX_CHARS = 4_000_000;

export const CHAPTER_TEXT_TOO_LONG = 'A chapter can hold at most about 250,000 words; split it in two';

/** What is wrong with a value, naming the field as a form would. */
export type Problem = { field: string; message: string };
export type Checked<T> = { ok: true; value: T } | { ok: false; problem: Problem };

const refuse = (field: string, message: string) => ({ ok: false as const, problem: { field, message } });

function walked(value: unknown, prefix: string): Problem | undefined {
  const found = jsonProblem(value, NESTING_MAX);
  if (found === undefined) return undefined;
  const field = [prefix, found.path].filter((part) => part !== '').join('.');
  return { field, message: found.message };
}

function parsed<T>(schema: z.ZodType<T>, value: unknown): Checked<T> {
  const result = schema.safeParse(value, { error: friendlyMessage });
  if (result.success) return { ok: true, value: result.data };
  const issue = result.error.issues[0];
  return refuse(issue?.path.map(String).join('.') ?? '', issue?.message ?? 'Invalid input');
}

/** A document (`{ version, doc }`) within `maxChars` of JSON, by the rich-text schema and its limits. */
function checkDocument(text: unknown, field: string, maxChars: number, tooLong: string): Checked<RichText> {
  const problem = walked(text, field);
  if (problem !== undefined) return { ok: false, problem };
  if (JSON.stringify(text ?? null).length > maxChars) return refuse(field, tooLong);
  const document = parseRichText(text);
  return document.ok ? { ok: true, value: document.value } : refuse(field, document.message);
}

/** A chapter's text, as `PUT .../chapters/:id/text` takes it. */
export function checkChapterText(text: unknown): Checked<RichText> {
  return checkDocument(text, 'text', CHAPTER_TEXT_MAX_CHARS, CHAPTER_TEXT_TOO_LONG);
}

/**
 * A part's fields as `POST /{parent}/{id}/{segment}` takes them (a whole part: an import's, a restored
 * one), with the fields worked out from its text (a chapter's word count) as stored. Fields the server
 * sets (id, times) may be present and are not checked.
 */
export function checkPartFields(kind: string, fields: unknown): Checked<Record<string, unknown>> {
  const spec = findPartKind(kind);
  if (spec === undefined) return refuse('kind', `Not a kind of part: ${kind}`);
  const problem = walked(fields, '');
  if (problem !== undefined) return { ok: false, problem };
  return parsed(storedPartSchema(spec), fields) as Checked<Record<string, unknown>>;
}

/** The fields the API edits of each kind of record, with the API's limits. */
export const recordFieldSchemas: Record<RecordKind | 'profile' | 'saved-query', z.ZodType> = {
  novel: novelUpdateSchema,
  universe: universeUpdateSchema,
  world: worldUpdateSchema,
  location: locationUpdateSchema,
  campaign: campaignUpdateSchema,
  timeline: timelineUpdateSchema,
  event: timelineEventInputSchema.partial(),
  character: characterUpdateSchema,
  item: itemUpdateSchema,
  map: mapUpdateSchema,
  profile: profileUpdateSchema,
  'saved-query': savedQueryUpdateSchema,
};

/** A record's fields (a restored version of one) by the API's edit schema for its kind. */
export function checkRecordFields(kind: string, fields: unknown): Checked<Record<string, unknown>> {
  const schema = (recordFieldSchemas as Record<string, z.ZodType | undefined>)[kind];
  if (schema === undefined) return refuse('kind', `Not a kind of record: ${kind}`);
  const problem = walked(fields, '');
  if (problem !== undefined) return { ok: false, problem };
  return parsed(schema, fields) as Checked<Record<string, unknown>>;
}

/** A relation as an export file (and a restore) holds it. */
export function checkRelation(record: unknown): Checked<RelationRecord> {
  const problem = walked(record, '');
  if (problem !== undefined) return { ok: false, problem };
  return parsed(relationRecordSchema, record);
}

/**
 * The text of a kept version: a chapter's text (`field` 'text' of a chapter) by the chapter's rules, a
 * part's long text by its field's. `null` is a version of a text that was plain.
 */
export function checkVersionText(kind: string, field: string, text: unknown): Checked<RichText | null> {
  if (text === null) return { ok: true, value: null };
  if (kind === 'novels/chapters' && field === 'text') return checkChapterText(text);
  return checkDocument(text, 'text', PART_RICH_TEXT_MAX_CHARS, 'The text is too long to store');
}
