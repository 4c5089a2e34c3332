import { z } from 'zod';
import type { FieldDefinition, FieldValue, TypeChangePreview } from '../workspace/custom-fields';
import { isEntityKind } from '../workspace/entities';

// The fields API (issue 31, decision 063): definitions under `/fields`, a thing's values under
// `/field-values/:kind/:id`, and a list filtered by a field's value.

/** What `GET /field-values/:kind/:id` answers: the thing's fields in order, its values, words kept. */
export type ThingFields = {
  fields: FieldDefinition[];
  values: Record<string, FieldValue>;
  /** Values a type change could not convert, kept as the words they were. */
  keptText: Record<string, string>;
};

export type { FieldDefinition, TypeChangePreview };

/** `GET /fields?kind=&scopeId=`. */
export const fieldListQuerySchema = z.strictObject({
  kind: z.string().refine(isEntityKind, 'kind must be a kind of record or part').optional(),
  scopeId: z.string().max(100).optional(),
});

/** `PATCH /fields/:id?preview=true`: what a type change would do, nothing written. */
export const fieldPatchQuerySchema = z.strictObject({
  preview: z.enum(['true', 'false']).optional(),
});

/** `PUT /field-values/:kind/:id`: values by field id (null empties one). */
export const fieldValuesInputSchema = z.strictObject({
  values: z.record(z.string().max(100), z.unknown()),
});

/** `GET /field-values?fieldId=&equals=`: the things whose value of a field is `equals`. */
export const fieldFilterQuerySchema = z.strictObject({
  fieldId: z.string({ error: 'fieldId is required' }).min(1, 'fieldId is required').max(100),
  equals: z.string({ error: 'equals is required' }).max(500),
  limit: z
    .string()
    .regex(/^\d{1,4}$/, 'limit is a whole number from 1 to 1000')
    .transform(Number)
    .refine((limit) => limit >= 1 && limit <= 1000, 'limit is a whole number from 1 to 1000')
    .optional(),
});

/** `GET /field-templates?kind=&scopeId=`. */
export const templateListQuerySchema = fieldListQuerySchema;

/** `POST /field-templates/:id/apply`: the thing ("New from template" makes it, then applies). */
export const applyTemplateSchema = z.strictObject({
  kind: z.string().refine(isEntityKind, 'kind must be a kind of record or part'),
  id: z.string().min(1, 'id is required').max(100),
});
