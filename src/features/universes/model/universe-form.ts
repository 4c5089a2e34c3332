import { newUniverseSchema } from '../../../../common/domain/universe';

export type UniverseFormValues = { name: string; description: string };
export type UniverseFormErrors = Partial<Record<keyof UniverseFormValues, string>>;

/**
 * Checks the create and edit forms with the same schema the data layer applies, so the messages
 * match ('Name is required'); each field gets its first problem. An empty object means valid.
 */
export function validateUniverseForm(values: UniverseFormValues): UniverseFormErrors {
  const result = newUniverseSchema.safeParse(values);
  if (result.success) return {};
  const errors: UniverseFormErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if ((field === 'name' || field === 'description') && errors[field] === undefined) {
      errors[field] = issue.message;
    }
  }
  return errors;
}

export function hasErrors(errors: UniverseFormErrors): boolean {
  return Object.keys(errors).length > 0;
}

/** The errors after the user changes a field: changing it clears its message. */
export function withoutError(
  errors: UniverseFormErrors,
  field: keyof UniverseFormValues,
): UniverseFormErrors {
  const { [field]: _cleared, ...rest } = errors;
  return rest;
}
