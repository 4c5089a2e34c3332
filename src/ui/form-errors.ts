import type { z } from 'zod';

/** One message under one field: the forms show the first problem only, in the order the spec lists them. */
export type FieldError<Field extends string> = { field: Field; message: string };

/**
 * The first problem a schema finds, tied to the field it is about. The schemas in common/domain list
 * their fields in the spec's order, so the first issue is the one the user must fix first.
 */
export function firstFieldError<Field extends string>(
  schema: z.ZodType,
  values: unknown,
  fields: readonly [Field, ...Field[]],
): FieldError<Field> | null {
  const result = schema.safeParse(values);
  if (result.success) return null;
  const issue = result.error.issues[0];
  if (!issue) return null;
  const path = issue.path[0];
  const field = fields.find((candidate) => candidate === path);
  // A problem outside the known fields still stops the form; it is shown under the first field.
  return { field: field ?? fields[0], message: issue.message };
}
