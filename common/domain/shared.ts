import { z } from 'zod';
import { storedRichTextSchema } from '../text/rich-text';

/** Record ids: short slugs in the built-in sample workspace, random UUIDs for records users create. */
export const idSchema = z.string().min(1).max(100);

/** An instant as ISO 8601 text; screens show it relative ("Just now", "3 days ago"). */
export const timestampSchema = z.iso.datetime({ offset: true });

/** The fields of free prose a part may have; each has its document beside it (`longTextDoc`). */
export const LONG_TEXT_FIELDS: ReadonlySet<string> = new Set(['description', 'content', 'summary']);

/** Where a long field's document sits: `description` → `descriptionDoc`. */
export function docFieldOf(field: string): string {
  return `${field}Doc`;
}

/**
 * The rich-text document of a part's long field (`descriptionDoc` beside `description`, decision 022):
 * the text as written, with its formatting; the plain field is derived from it. Absent (or null) when
 * the text was written as plain text, as every text before rich text was.
 */
export const longTextDoc = storedRichTextSchema.nullish();

/** A named part of a larger record (faction, magic system, time period, ...). */
export const namedPartSchema = z.object({
  id: idSchema,
  name: z.string().min(1),
  description: z.string(),
  descriptionDoc: longTextDoc,
});
export type NamedPart = z.infer<typeof namedPartSchema>;

/** Required free text: surrounding whitespace is trimmed, so whitespace alone counts as empty. */
export function requiredText(message: string, max = 200) {
  return z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, `${message.replace(/ is required$/, '')} must be at most ${max} characters`);
}

/** Optional free text, trimmed; absent becomes the empty string. */
export function optionalText(max = 5000) {
  return z.string().trim().max(max, `Text must be at most ${max} characters`).default('');
}
