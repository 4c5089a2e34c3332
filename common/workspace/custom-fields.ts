import { z } from 'zod';
import { TEXT_LONG_MAX, TEXT_SHORT_MAX } from '../api/limits';
import { isAllowedImageUrl, isSafeLinkUrl, URL_MAX } from '../domain/safe-urls';
import { DATE_TEXT_MAX } from '../time/date-text';
import { type EntityKind, type EntityRef, isEntityKind } from './entities';

// Fields a user adds to a kind (issue 31, decision 063): a definition says what a field is called,
// its type, its place (section, position) and whether it is required; it applies to every thing of its
// kind in a container (every character of a universe) or to one thing. Values are kept by field id, so
// a renamed field keeps them. This file is the one validation of definitions and values: the server's
// routes, the import and the browser's forms all call it.

export const FIELD_TYPES = [
  'short-text',
  'rich-text',
  'number',
  'yes-no',
  'choice',
  'choices',
  'date',
  'link',
  'links',
  'image',
  'web-address',
] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

/** How each type is called in the forms. */
export const FIELD_TYPE_LABELS: Record<FieldType, string> = {
  'short-text': 'Short text',
  'rich-text': 'Long text',
  number: 'Number',
  'yes-no': 'Yes/no',
  choice: 'One choice',
  choices: 'Several choices',
  date: 'Date (in the world’s calendar)',
  link: 'Link to one record or part',
  links: 'Links to records or parts',
  image: 'Image',
  'web-address': 'Web address',
};

export const FIELD_LABEL_MAX = 80;
export const FIELD_SECTION_MAX = 80;
export const FIELD_UNIT_MAX = 20;
export const FIELD_CHOICE_MAX = 80;
/** Choices a field offers, links a field holds. */
export const FIELD_CHOICES_MAX = 100;
export const FIELD_LINKS_MAX = 200;
/** Fields one kind may have in one container, and on one thing. */
export const FIELDS_PER_SCOPE_MAX = 100;

const idSchema = z
  .string()
  .min(1, 'An id is required')
  .max(100, 'An id has at most 100 characters')
  .regex(/^[A-Za-z0-9_-]+$/, 'An id is letters, digits, hyphens or underscores');

const plainLine = (what: string, max: number) =>
  z
    .string({ error: `${what} is required` })
    .trim()
    .max(max, `${what} may be at most ${max} characters`)
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
    .refine((text) => !/[\u0000-\u001f\u007f]/.test(text), `${what} must not contain control characters`);

const kindSchema = z
  .string({ error: 'kind is required' })
  .refine(isEntityKind, 'kind must be a kind of record or part (character, universes/factions, ...)');

/** What a person says about a field: everything but its id, place in the list and stamps. */
export const fieldShapeSchema = z.strictObject({
  label: plainLine('A field’s name', FIELD_LABEL_MAX).refine(
    (text) => text !== '',
    'A field’s name is required',
  ),
  type: z.enum(FIELD_TYPES, { error: `type must be one of ${FIELD_TYPES.join(', ')}` }),
  section: plainLine('A section', FIELD_SECTION_MAX).default(''),
  isRequired: z.boolean().default(false),
  unit: plainLine('A unit', FIELD_UNIT_MAX).optional(),
  choices: z
    .array(plainLine('A choice', FIELD_CHOICE_MAX).refine((text) => text !== '', 'A choice may not be empty'))
    .max(FIELD_CHOICES_MAX, `A field offers at most ${FIELD_CHOICES_MAX} choices`)
    .refine((list) => new Set(list).size === list.length, 'Each choice may be listed once')
    .optional(),
  linkKinds: z.array(kindSchema).max(40).optional(),
});

function checkShape(
  shape: { type: FieldType; choices?: readonly string[] | undefined; unit?: string | undefined },
  ctx: z.RefinementCtx,
) {
  const isChoice = shape.type === 'choice' || shape.type === 'choices';
  if (isChoice && (shape.choices === undefined || shape.choices.length === 0)) {
    ctx.addIssue({ code: 'custom', path: ['choices'], message: 'A choice field needs at least one choice' });
  }
  if (!isChoice && shape.choices !== undefined) {
    ctx.addIssue({ code: 'custom', path: ['choices'], message: 'Only a choice field has choices' });
  }
  if (shape.type !== 'number' && shape.unit !== undefined && shape.unit !== '') {
    ctx.addIssue({ code: 'custom', path: ['unit'], message: 'Only a number field has a unit' });
  }
}

/** `POST /fields`: a new field on a kind in a container, or on one thing (`scopeId` is its id). */
export const newFieldSchema = fieldShapeSchema
  .extend({ kind: kindSchema, scopeId: idSchema, position: z.number().int().min(0).max(10_000).optional() })
  .superRefine(checkShape);
export type NewField = z.output<typeof newFieldSchema>;
export type NewFieldInput = z.input<typeof newFieldSchema>;

/** `PATCH /fields/:id`: any of its shape and its position; a type change answers a preview first. */
export const fieldPatchSchema = fieldShapeSchema
  .partial()
  .extend({
    position: z.number().int().min(0).max(10_000).optional(),
    version: z.number().int().min(1).optional(),
  })
  .strict();
export type FieldPatch = z.output<typeof fieldPatchSchema>;

export type FieldDefinition = {
  id: string;
  kind: EntityKind;
  /** The container whose things of `kind` have it (a universe for its characters), or the one thing. */
  scopeId: string;
  label: string;
  type: FieldType;
  section: string;
  position: number;
  isRequired: boolean;
  unit?: string;
  choices?: string[];
  linkKinds?: EntityKind[];
  version: number;
  createdAt: string;
  updatedAt: string;
};

/** A definition's shape after a patch, checked as a whole (a type change must bring its choices). */
export function patchedField(field: FieldDefinition, patch: FieldPatch): FieldDefinition | string {
  const next = { ...field, ...withoutUndefined(patch) } as FieldDefinition;
  if (next.type !== 'choice' && next.type !== 'choices') delete next.choices;
  if (next.type !== 'number') delete next.unit;
  if (next.type !== 'link' && next.type !== 'links') delete next.linkKinds;
  const checked = fieldShapeSchema.superRefine(checkShape).safeParse(shapeOf(next));
  return checked.success ? next : (checked.error.issues[0]?.message ?? 'This field is not valid');
}

function shapeOf(field: FieldDefinition) {
  const { label, type, section, isRequired, unit, choices, linkKinds } = field;
  return withoutUndefined({ label, type, section, isRequired, unit, choices, linkKinds });
}

function withoutUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, each]) => each !== undefined)) as T;
}

/** A stored definition (the export's and the import's row). */
export const storedFieldSchema = z.strictObject({
  id: idSchema,
  kind: kindSchema,
  scopeId: idSchema,
  label: fieldShapeSchema.shape.label,
  type: fieldShapeSchema.shape.type,
  section: z.string().max(FIELD_SECTION_MAX),
  position: z.number().int().min(0).max(10_000),
  isRequired: z.boolean(),
  unit: z.string().max(FIELD_UNIT_MAX).optional(),
  choices: fieldShapeSchema.shape.choices,
  linkKinds: fieldShapeSchema.shape.linkKinds,
  version: z.number().int().min(1),
  createdAt: z.string().max(40),
  updatedAt: z.string().max(40),
});

// ---------------------------------------------------------------------------------------------------
// Values

/** A value as stored and answered: `null` is empty. */
export type FieldValue = string | number | boolean | string[] | EntityRef | EntityRef[] | null;

const refSchema = z.strictObject({ kind: kindSchema, id: idSchema });

/** The schema of a value of a field: its type's shape and limits, the field's choices and link kinds. */
export function fieldValueSchema(field: FieldDefinition): z.ZodType<FieldValue> {
  const name = field.label;
  const linked = refSchema.refine(
    (ref) =>
      field.linkKinds === undefined ||
      field.linkKinds.length === 0 ||
      field.linkKinds.includes(ref.kind as EntityKind),
    `${name} links only to ${field.linkKinds?.join(', ')}`,
  );
  const schemas: Record<FieldType, z.ZodType> = {
    'short-text': plainLine(name, TEXT_SHORT_MAX),
    'rich-text': z.string().max(TEXT_LONG_MAX, `${name} may be at most ${TEXT_LONG_MAX} characters`),
    number: z
      .number({ error: `${name} must be a number` })
      .refine(Number.isFinite, `${name} must be a number`)
      .refine((amount) => Math.abs(amount) < 1e15, `${name} must be under a million billion`),
    'yes-no': z.boolean({ error: `${name} is yes or no` }),
    choice: z
      .string()
      .refine((text) => field.choices?.includes(text) ?? false, `${name} must be one of its choices`),
    choices: z
      .array(
        z
          .string()
          .refine((text) => field.choices?.includes(text) ?? false, `${name} must be among its choices`),
      )
      .max(FIELD_CHOICES_MAX)
      .refine((list) => new Set(list).size === list.length, `${name} lists each choice once`),
    date: plainLine(name, DATE_TEXT_MAX),
    link: linked,
    links: z.array(linked).max(FIELD_LINKS_MAX, `${name} holds at most ${FIELD_LINKS_MAX} links`),
    image: z
      .string()
      .max(URL_MAX)
      .refine(isAllowedImageUrl, `${name} must be an image uploaded to this workspace or a built-in one`),
    'web-address': z
      .string()
      .trim()
      .max(URL_MAX, `${name} may be at most ${URL_MAX} characters`)
      .refine(isSafeLinkUrl, `${name} must be an http://, https:// or mailto: address`),
  };
  return schemas[field.type].nullable() as z.ZodType<FieldValue>;
}

/** Whether a value counts as empty (a required field refuses it). */
export function isEmptyValue(value: FieldValue | undefined): boolean {
  return (
    value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)
  );
}

export type FieldProblem = { fieldId: string; message: string };

/**
 * Checks the values a save sends against the thing's fields: every value names one of them and passes
 * its schema; a required field left empty (or not sent while it has none stored) is refused. Answers
 * the values as they will be stored (trimmed, empty ones `null`), or the first problem.
 */
export function checkFieldValues(
  fields: readonly FieldDefinition[],
  sent: Readonly<Record<string, unknown>>,
  stored: Readonly<Record<string, FieldValue>> = {},
  /** A template's values: some fields only, none required. */
  options: { isPartial?: boolean } = {},
): { ok: true; values: Record<string, FieldValue> } | { ok: false; problem: FieldProblem } {
  const byId = new Map(fields.map((field) => [field.id, field]));
  const values: Record<string, FieldValue> = {};
  for (const [fieldId, value] of Object.entries(sent)) {
    const field = byId.get(fieldId);
    if (field === undefined)
      return { ok: false, problem: { fieldId, message: 'This field is not on this kind' } };
    const parsed = fieldValueSchema(field).safeParse(value);
    if (!parsed.success) {
      return {
        ok: false,
        problem: { fieldId, message: parsed.error.issues[0]?.message ?? 'Not a valid value' },
      };
    }
    values[fieldId] = isEmptyValue(parsed.data) ? null : parsed.data;
  }
  for (const field of options.isPartial === true ? [] : fields) {
    const value = field.id in values ? values[field.id] : stored[field.id];
    if (field.isRequired && isEmptyValue(value)) {
      return { ok: false, problem: { fieldId: field.id, message: `${field.label} is required` } };
    }
  }
  return { ok: true, values };
}

/** A value as words: for search, for a value kept as text after a type change, for the pages. */
export function valueText(
  value: FieldValue | undefined,
  names: ReadonlyMap<string, string> = new Map(),
): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') return value;
  const list: (string | EntityRef)[] = Array.isArray(value) ? value : [value];
  return list
    .map((entry) => (typeof entry === 'string' ? entry : (names.get(entry.id) ?? entry.id)))
    .join(', ');
}

/** The folded text a list is filtered by (`GET /field-values?fieldId=&equals=`). */
export function filterText(value: FieldValue | undefined): string {
  if (Array.isArray(value)) {
    return value
      .map((entry) => (typeof entry === 'string' ? entry : entry.id).toLocaleLowerCase())
      .join('\n');
  }
  if (value !== null && typeof value === 'object') return value.id;
  return valueText(value).trim().toLocaleLowerCase();
}

/**
 * Whether a list filtered by `equals` keeps a thing with this value of the field (as `GET
 * /field-values?fieldId=&equals=` does over stored rows): the folded value, or one of a list's entries.
 */
export function matchesFieldFilter(value: FieldValue | undefined, equals: string): boolean {
  const folded = equals.trim().toLocaleLowerCase();
  const text = filterText(value);
  return text === folded || (Array.isArray(value) && text.split('\n').includes(folded));
}

// ---------------------------------------------------------------------------------------------------
// Templates (issue 31, item 3): some field values and a text, saved for a kind to start new things from.

export const TEMPLATE_NAME_MAX = 80;

/** A thing's values to keep: by field id, each checked by its field when the template is saved. */
const templateValuesSchema = z
  .record(idSchema, z.unknown())
  .refine(
    (values) => Object.keys(values).length <= FIELDS_PER_SCOPE_MAX * 2,
    'A template holds too many values',
  );

/** `POST /field-templates`: "Shopkeeper" for the characters of a universe. */
export const newTemplateSchema = z.strictObject({
  kind: kindSchema,
  scopeId: idSchema,
  name: plainLine('A template’s name', TEMPLATE_NAME_MAX).refine(
    (text) => text !== '',
    'A template’s name is required',
  ),
  values: templateValuesSchema.default({}),
  text: z
    .string()
    .max(TEXT_LONG_MAX, `A template’s text may be at most ${TEXT_LONG_MAX} characters`)
    .default(''),
});
export type NewTemplate = z.output<typeof newTemplateSchema>;
export type NewTemplateInput = z.input<typeof newTemplateSchema>;

export type FieldTemplate = {
  id: string;
  kind: EntityKind;
  scopeId: string;
  name: string;
  values: Record<string, FieldValue>;
  text: string;
  createdAt: string;
  updatedAt: string;
};

/** A stored template (the export's and the import's row). */
export const storedTemplateSchema = newTemplateSchema.extend({
  id: idSchema,
  createdAt: z.string().max(40),
  updatedAt: z.string().max(40),
});

/** A stored value (the export's and the import's row). */
export const storedFieldValueSchema = z.strictObject({
  thingId: idSchema,
  thingKind: kindSchema,
  fieldId: idSchema,
  value: z.unknown(),
  keptText: z.string().max(TEXT_LONG_MAX).optional(),
});

// ---------------------------------------------------------------------------------------------------
// Changing a field's type (issue 31, item 4): what converts is converted, the rest kept as text.

export type Conversion = { ok: true; value: FieldValue } | { ok: false; keptText: string };

function fromText(text: string, to: FieldDefinition): FieldValue | undefined {
  const trimmed = text.trim();
  switch (to.type) {
    case 'short-text':
    case 'date':
      return trimmed.includes('\n') ? undefined : trimmed;
    case 'rich-text':
      return text;
    case 'number': {
      const amount = Number(trimmed.replace(/,/g, ''));
      return trimmed !== '' && Number.isFinite(amount) ? amount : undefined;
    }
    case 'yes-no': {
      const word = trimmed.toLocaleLowerCase();
      if (['yes', 'true', 'y'].includes(word)) return true;
      if (['no', 'false', 'n'].includes(word)) return false;
      return undefined;
    }
    case 'choice':
      return to.choices?.find((choice) => choice.toLocaleLowerCase() === trimmed.toLocaleLowerCase());
    case 'choices': {
      const picked = trimmed.split(',').map((part) => fromText(part, { ...to, type: 'choice' }));
      return picked.every((each) => typeof each === 'string') ? [...new Set(picked as string[])] : undefined;
    }
    default:
      return trimmed;
  }
}

/** A stored value of `from` as a value of `to`, or the words it is kept as when it does not convert. */
export function convertValue(value: FieldValue, from: FieldDefinition, to: FieldDefinition): Conversion {
  if (value === null) return { ok: true, value: null };
  const text = valueText(value);
  let next: FieldValue | undefined;
  if (from.type === to.type) next = value;
  else if (from.type === 'link' && to.type === 'links') next = [value as EntityRef];
  else if (from.type === 'links' && to.type === 'link')
    next = (value as EntityRef[]).length === 1 ? ((value as EntityRef[])[0] ?? null) : undefined;
  else if (from.type === 'choice' && to.type === 'choices') next = [value as string];
  else if (from.type === 'choices' && to.type === 'choice')
    next = (value as string[]).length === 1 ? fromText(text, to) : undefined;
  else if (from.type === 'link' || from.type === 'links' || to.type === 'link' || to.type === 'links')
    next = undefined;
  else next = fromText(text, to);
  if (next !== undefined && fieldValueSchema(to).safeParse(next).success) return { ok: true, value: next };
  return { ok: false, keptText: text };
}

export type TypeChangePreview = {
  field: FieldDefinition;
  next: FieldDefinition;
  /** How many values convert, and each that does not, kept as text. */
  converted: number;
  keptAsText: { thingId: string; text: string }[];
};

/** What a type change would do to the stored values (shown before it is made). */
export function previewTypeChange(
  field: FieldDefinition,
  next: FieldDefinition,
  values: readonly { thingId: string; value: FieldValue }[],
): TypeChangePreview {
  const keptAsText: TypeChangePreview['keptAsText'] = [];
  let converted = 0;
  for (const { thingId, value } of values) {
    const result = convertValue(value, field, next);
    if (result.ok) converted += 1;
    else keptAsText.push({ thingId, text: result.keptText });
  }
  return { field, next, converted, keptAsText };
}

/** The fields in the order a form shows them: by section (unsectioned first), then position. */
export function orderedFields(fields: readonly FieldDefinition[]): FieldDefinition[] {
  return [...fields].sort(
    (a, b) =>
      (a.section === '' ? 0 : 1) - (b.section === '' ? 0 : 1) ||
      a.section.localeCompare(b.section) ||
      a.position - b.position ||
      a.label.localeCompare(b.label),
  );
}

/** A thing's fields: its kind's in any container it lives in, and its own. */
export function fieldsOfThing(
  fields: readonly FieldDefinition[],
  thing: { kind: EntityKind; id: string; containers: readonly string[] },
): FieldDefinition[] {
  const scopes = new Set([thing.id, ...thing.containers]);
  return orderedFields(fields.filter((field) => field.kind === thing.kind && scopes.has(field.scopeId)));
}
