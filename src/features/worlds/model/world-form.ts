import { worldUpdateSchema } from '../../../../common/domain/world';

export type WorldFormValues = {
  name: string;
  type: string;
  description: string;
  climate: string;
  timePeriod: string;
};
export type WorldFormErrors = Partial<Record<keyof WorldFormValues, string>>;

/** The fields in the order Edit World shows them (focus goes to the first invalid one). */
export const worldFormFieldOrder: readonly (keyof WorldFormValues)[] = [
  'name',
  'type',
  'climate',
  'timePeriod',
  'description',
];

function isField(value: unknown): value is keyof WorldFormValues {
  return worldFormFieldOrder.some((field) => field === value);
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
