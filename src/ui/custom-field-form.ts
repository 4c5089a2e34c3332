import {
  FIELD_TYPE_LABELS,
  FIELD_TYPES,
  type FieldDefinition,
  type FieldType,
  type FieldValue,
  fieldValueSchema,
  valueText,
} from '../../common/workspace/custom-fields';

// The added fields' form (decision 063): what a control shows for a stored value, and the value a
// control's text means, checked by the core's schema of the field (the server checks it again).

/** The text a field's control starts with. */
export function formTextOf(field: FieldDefinition, value: FieldValue | undefined): string {
  if (value === undefined || value === null) return '';
  if (field.type === 'yes-no') return value === true ? 'yes' : 'no';
  if (field.type === 'choices' && Array.isArray(value)) return (value as string[]).join('\n');
  return valueText(value);
}

/** The value a control's text means, or the field's message when it cannot be one. */
export function valueFromForm(
  field: FieldDefinition,
  text: string,
): { value: FieldValue } | { error: string } {
  const trimmed = text.trim();
  let value: FieldValue;
  if (trimmed === '') value = null;
  else if (field.type === 'number') value = Number(trimmed.replace(/,/g, ''));
  else if (field.type === 'yes-no') value = trimmed === 'yes';
  else if (field.type === 'choices') value = trimmed.split('\n').filter((line) => line !== '');
  else if (field.type === 'link' || field.type === 'links')
    return { error: `${field.label} is set from the thing’s links` };
  else value = field.type === 'rich-text' ? text : trimmed;
  if (value === null && field.isRequired) return { error: `${field.label} is required` };
  const parsed = fieldValueSchema(field).safeParse(value);
  return parsed.success
    ? { value: parsed.data }
    : { error: parsed.error.issues[0]?.message ?? 'Not a valid value' };
}

/** A value as the page shows it: its words, a number with its unit. */
export function shownValue(
  field: FieldDefinition,
  value: FieldValue | undefined,
  names?: ReadonlyMap<string, string>,
): string {
  const text = valueText(value, names);
  return field.type === 'number' && field.unit !== undefined && text !== '' ? `${text} ${field.unit}` : text;
}

/** The fields grouped by section, in order (unsectioned first). */
export function fieldSections(
  fields: readonly FieldDefinition[],
): { section: string; fields: FieldDefinition[] }[] {
  const sections: { section: string; fields: FieldDefinition[] }[] = [];
  for (const field of fields) {
    const last = sections.at(-1);
    if (last?.section === field.section) last.fields.push(field);
    else sections.push({ section: field.section, fields: [field] });
  }
  return sections;
}

/** The types a form offers (links are set from a thing's links, not typed in). */
export const typeOptions = FIELD_TYPES.filter((type) => type !== 'link' && type !== 'links').map((type) => ({
  value: type,
  label: FIELD_TYPE_LABELS[type],
}));

/** A choice field's choices typed as "Green, Blue": `{ choices }` for a choice type, else nothing. */
export function choicesOf(type: FieldType, text: string): { choices?: string[] } {
  if (type !== 'choice' && type !== 'choices') return {};
  return {
    choices: text
      .split(',')
      .map((choice) => choice.trim())
      .filter((choice) => choice !== ''),
  };
}
