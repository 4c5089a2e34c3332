import { newWorldSchema } from '../../../../common/domain/world';

export type NewWorldValues = { name: string; type: string; description: string };
export type NewWorldField = keyof NewWorldValues;
export type NewWorldErrors = Partial<Record<NewWorldField, string>>;

/** The order the form shows its fields, so the first one in error can take focus. */
export const newWorldFields: readonly NewWorldField[] = ['name', 'type', 'description'];

/**
 * Checks the New World form with the schema the data layer applies ('Name is required', 'Type is
 * required'); each field gets its first problem. An empty object means valid.
 */
export function validateNewWorld(universeId: string, values: NewWorldValues): NewWorldErrors {
  const result = newWorldSchema.safeParse({ universeId, ...values });
  if (result.success) return {};
  const errors: NewWorldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && (newWorldFields as readonly string[]).includes(field)) {
      errors[field as NewWorldField] ??= issue.message;
    }
  }
  return errors;
}

/** The first field with a problem, in the form's order. */
export function firstInvalid(errors: NewWorldErrors): NewWorldField | undefined {
  return newWorldFields.find((field) => errors[field] !== undefined);
}
