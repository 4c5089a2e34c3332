import { z } from 'zod';

/** Record ids: short slugs in the built-in sample workspace, random UUIDs for records users create. */
export const idSchema = z.string().min(1).max(100);

/** An instant as ISO 8601 text; screens show it relative ("Just now", "3 days ago"). */
export const timestampSchema = z.iso.datetime({ offset: true });

/** A named part of a larger record (faction, magic system, time period, ...). */
export const namedPartSchema = z.object({
  id: idSchema,
  name: z.string().min(1),
  description: z.string(),
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
