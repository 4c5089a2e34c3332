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

/**
 * A picture of a thing people picture (a faction, a settlement, a creature, an item, a campaign's
 * location; decision 061): an image uploaded to the workspace or a built-in one; absent: none.
 */
export const pictureField = z.string().optional();

/** A faction: a named part with its picture. */
export const factionSchema = namedPartSchema.extend({ imageUrl: pictureField });

/** The longest date of the world a field takes ("Year 322 of the Ember Age, Thawmonth 5, dusk"). */
export const WORLD_DATE_MAX = 100;

/**
 * A date of the world as the author typed it (decision 040): free text, read in the owner's calendar for
 * showing, ordering and ages, never rewritten. Optional so that everything stored before it stays valid.
 */
export function worldDateText(what = 'Date') {
  return z
    .string()
    .trim()
    .max(WORLD_DATE_MAX, `${what} must be at most ${WORLD_DATE_MAX} characters`)
    .optional();
}

/** The fields of parts that hold a date of the world: they keep their own limit. */
export const WORLD_DATE_FIELDS: ReadonlySet<string> = new Set(['worldDate', 'founded']);

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
