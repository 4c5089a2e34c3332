import { friendlyMessage } from '../../common/api/messages';
import { newPartSchema } from '../../common/api/parts';
import { docFieldOf } from '../../common/domain/shared';
import { plainTextOf } from '../../common/text/plain-text';
import { parseRichText, type RichText, richTextFromPlain } from '../../common/text/rich-text';
import type { PartField, PartKindSpec } from '../../common/workspace/part-kinds';

// The pure side of the part form (part-form-dialog.tsx): what the controls hold (text), what the data API
// takes (typed fields), which fields changed, and what is wrong with them, worded by the same error map
// the server uses so the form and the server say the same thing.

/** What a part form's controls hold: one string per field (a list is one entry per line). */
export type PartFormValues = Record<string, string>;
export type PartFormErrors = Record<string, string>;

/** What the form needs to know of a kind of part (a `PartKindSpec` fits). */
export type PartFormSpec = Pick<
  PartKindSpec,
  'singular' | 'nameField' | 'fields' | 'prop' | 'schema' | 'serverFields' | 'derivedFields'
>;

function toText(field: PartField, value: unknown): string {
  if (value === undefined || value === null) return '';
  if (field.input === 'list') return Array.isArray(value) ? value.map(String).join('\n') : String(value);
  return String(value);
}

/** The controls' starting text: the part's values, else the defaults, else empty. */
export function partFormValues(
  fields: readonly PartField[],
  part?: Readonly<Record<string, unknown>>,
  defaults: Readonly<Record<string, unknown>> = {},
): PartFormValues {
  const values: PartFormValues = {};
  for (const field of fields)
    values[field.name] = toText(field, part ? part[field.name] : defaults[field.name]);
  return values;
}

/** Entries of a list: one per line (commas also separate), trimmed, empty and repeated ones dropped. */
export function listEntries(text: string): string[] {
  const entries = text
    .split(/[\n,]/)
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  return [...new Set(entries)];
}

function fromText(field: PartField, text: string): unknown {
  const trimmed = text.trim();
  switch (field.input) {
    case 'list':
      return listEntries(text);
    case 'number':
      return trimmed === '' ? undefined : Number(trimmed);
    case 'choice':
    case 'date':
      return trimmed === '' ? undefined : trimmed;
    default:
      return trimmed;
  }
}

/**
 * The typed fields the data API takes; an empty number, choice or date is left out (the check says so),
 * and so is a derived field (shown, never sent: the server counts it).
 */
export function readPartForm(fields: readonly PartField[], values: PartFormValues): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const field of fields) {
    if (field.isDerived) continue;
    const value = fromText(field, values[field.name] ?? '');
    if (value !== undefined) input[field.name] = value;
  }
  return input;
}

function sameValue(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((entry, i) => entry === b[i]);
  return a === b;
}

/** The fields whose value differs from `base` (what a change sends). */
export function changedFields(
  fields: readonly PartField[],
  base: Readonly<Record<string, unknown>>,
  next: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  const changes: Record<string, unknown> = {};
  for (const field of fields) {
    const value = next[field.name];
    if (value !== undefined && !sameValue(value, base[field.name])) changes[field.name] = value;
  }
  return changes;
}

/**
 * Checks the typed fields with the kind's schema (common/api/parts.ts), as the server will: one message
 * per field, the first one, worded by `friendlyMessage` with the form's own label ('XP is required').
 */
export function checkPartForm(spec: PartFormSpec, input: Record<string, unknown>): PartFormErrors {
  const parsed = newPartSchema(spec).safeParse(input, { error: friendlyMessage });
  const errors: PartFormErrors = {};
  if (parsed.success) return errors;
  for (const issue of parsed.error.issues) {
    const name = String(issue.path[0] ?? '');
    const field = spec.fields.find((entry) => entry.name === name);
    if (field === undefined || errors[name] !== undefined) continue;
    // An empty choice or date is left out of the input: whatever the schema says, it is missing.
    errors[name] =
      input[name] === undefined ? `${field.label} is required` : withLabel(issue.message, name, field.label);
  }
  return errors;
}

/** 'Xp is required' → 'XP is required': the error map names a field from its key, the form by its label. */
function withLabel(message: string, name: string, label: string): string {
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  const keyLabel = words.charAt(0).toUpperCase() + words.slice(1);
  return message.startsWith(keyLabel) ? `${label}${message.slice(keyLabel.length)}` : message;
}

/** The fields of a part that differ from what the form holds, for showing a conflict side by side. */
export function differingFields(
  fields: readonly PartField[],
  values: PartFormValues,
  stored: Readonly<Record<string, unknown>>,
): PartField[] {
  const mine = readPartForm(fields, values);
  return fields.filter(
    (field) => !sameValue(mine[field.name], fromText(field, toText(field, stored[field.name]))),
  );
}

/** 'in-progress' → 'In progress', when a screen gives no label of its own. */
export function readableOption(value: string): string {
  const words = value.replace(/[-_]+/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The documents of the long fields written in the form (rich text), by field. */
export type PartFormDocs = Record<string, RichText>;

/**
 * The document a long field's editor starts with: the stored one, else its text as paragraphs (a text
 * written before rich text), else none.
 */
export function initialDocOf(
  name: string,
  stored: Readonly<Record<string, unknown>> | undefined,
  text: string,
): RichText | null {
  const parsed = parseRichText(stored?.[docFieldOf(name)]);
  if (parsed.ok) return parsed.value;
  return text.trim() === '' ? null : richTextFromPlain(text);
}

/** The plain text of each document written in the form, as the form's values hold text. */
export function plainTextsOf(docs: PartFormDocs): PartFormValues {
  const texts: PartFormValues = {};
  for (const [name, doc] of Object.entries(docs)) texts[name] = plainTextOf(doc.doc);
  return texts;
}

/** What is sent for the long fields written in the form: each one's document beside its text. */
export function withDocs(
  fields: Record<string, unknown>,
  input: Readonly<Record<string, unknown>>,
  docs: PartFormDocs,
): Record<string, unknown> {
  const sent = { ...fields };
  for (const [name, doc] of Object.entries(docs)) {
    sent[name] = input[name] ?? '';
    sent[docFieldOf(name)] = doc;
  }
  return sent;
}
