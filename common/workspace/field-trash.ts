import {
  type FieldDefinition,
  fieldValueSchema,
  storedFieldSchema,
  storedFieldValueSchema,
} from './custom-fields';
import {
  emptyPayload,
  type Missing,
  restoreTakenMessage,
  type TrashedField,
  type TrashedFieldValue,
  type TrashPayload,
} from './trash';

export type { TrashedField, TrashedFieldValue };

// A deleted field in the Trash (issue 31, item 4; decision 077): its definition and every value it
// held go together, and come back together. The server (`server/db/trash-snapshot.ts`) and the
// browser's in-memory repository keep the rows; what a restore needs and refuses is decided here.

/** The snapshot of a field's delete: the definition and its values, nothing else. */
export function fieldTrashPayload(
  field: FieldDefinition,
  values: readonly TrashedFieldValue[],
): TrashPayload {
  return { ...emptyPayload(), fields: [{ field, values: values.map((entry) => ({ ...entry })) }] };
}

/** What went with the field, for the Trash list: 'With 3 values.' or ''. */
export function fieldTrashContents(values: readonly TrashedFieldValue[]): string {
  if (values.length === 0) return '';
  return `With ${values.length} ${values.length === 1 ? 'value' : 'values'}.`;
}

/** What is in the workspace now, as far as a field's restore cares. */
export type FieldRestoreSite = {
  /** A field holds the id now (made again by an import). */
  isIdTaken: boolean;
  /** Its container (a universe) or its one thing is there. */
  isScopeThere: boolean;
  /** The labels of the fields of its kind in its scope now. */
  siblingLabels: readonly string[];
};

export type FieldRestoreProblem =
  | { reason: 'taken'; message: string }
  | { reason: 'missing'; missing: Missing }
  | { reason: 'clash'; message: string };

/** Why a deleted field cannot come back now, or undefined when it can. */
export function fieldRestoreProblem(
  trashed: TrashedField,
  site: FieldRestoreSite,
): FieldRestoreProblem | undefined {
  const { field } = trashed;
  if (site.isIdTaken) return { reason: 'taken', message: restoreTakenMessage(field.label) };
  if (!site.isScopeThere) {
    return { reason: 'missing', missing: { kind: 'thing', id: field.scopeId, needer: field.label } };
  }
  const folded = field.label.toLocaleLowerCase();
  if (site.siblingLabels.some((label) => label.toLocaleLowerCase() === folded)) {
    return {
      reason: 'clash',
      message: `“${field.label}” cannot be restored: there is a field of that name there now. Rename that one first.`,
    };
  }
  return undefined;
}

/** The first part of a kept field a save would refuse now ('Eye colour: …'), or undefined. */
export function trashedFieldProblem(trashed: TrashedField): string | undefined {
  const shape = storedFieldSchema.safeParse(trashed.field);
  if (!shape.success) return `${trashed.field.label}: ${shape.error.issues[0]?.message ?? 'not a field'}`;
  const valueSchema = fieldValueSchema(trashed.field);
  for (const entry of trashed.values) {
    const row = storedFieldValueSchema.safeParse({ ...entry, fieldId: trashed.field.id });
    const value = valueSchema.safeParse(entry.value);
    if (!row.success || !value.success) {
      const issue = row.success ? value.error?.issues[0] : row.error.issues[0];
      return `${trashed.field.label}: ${issue?.message ?? 'a value is not valid'}`;
    }
  }
  return undefined;
}
