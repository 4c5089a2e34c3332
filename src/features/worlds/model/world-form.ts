import { worldUpdateSchema } from '../../../../common/domain/world';

export type WorldFormValues = {
  name: string;
  type: string;
  description: string;
  climate: string;
  timePeriod: string;
};
export type WorldFormErrors = Partial<Record<keyof WorldFormValues, string>>;

const fields: readonly (keyof WorldFormValues)[] = ['name', 'type', 'description', 'climate', 'timePeriod'];

function isField(value: unknown): value is keyof WorldFormValues {
  return fields.some((field) => field === value);
}

/** Checks Edit World with the schema the data layer applies; each field gets its first problem. */
export function validateWorldForm(values: WorldFormValues): WorldFormErrors {
  const result = worldUpdateSchema.safeParse(values);
  if (result.success) return {};
  const errors: WorldFormErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (isField(field) && errors[field] === undefined) errors[field] = issue.message;
  }
  return errors;
}

/** The first invalid field in the form's order, to move focus to. */
export function firstInvalidField(errors: WorldFormErrors): keyof WorldFormValues | undefined {
  return fields.find((field) => errors[field] !== undefined);
}

export function withoutWorldError(errors: WorldFormErrors, field: keyof WorldFormValues): WorldFormErrors {
  const { [field]: _cleared, ...rest } = errors;
  return rest;
}
