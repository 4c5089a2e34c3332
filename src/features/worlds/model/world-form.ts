import { worldUpdateSchema } from '../../../../common/domain/world';

export type WorldFormValues = {
  name: string;
  type: string;
  description: string;
  climate: string;
  timePeriod: string;
  /** The universe the world belongs to; another one moves it there. */
  universeId: string;
};
export type WorldFormErrors = Partial<Record<keyof WorldFormValues, string>>;

/** The fields in the order Edit World shows them (focus goes to the first invalid one). */
export const worldFormFieldOrder: readonly (keyof WorldFormValues)[] = [
  'name',
  'type',
  'climate',
  'timePeriod',
  'universeId',
  'description',
];

export function isWorldFormField(value: unknown): value is keyof WorldFormValues {
  return worldFormFieldOrder.some((field) => field === value);
}

/** Checks Edit World with the schema the data layer applies; each field gets its first problem. */
export function validateWorldForm(values: WorldFormValues): WorldFormErrors {
  const result = worldUpdateSchema.safeParse(values);
  if (result.success) return {};
  const errors: WorldFormErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (isWorldFormField(field) && errors[field] === undefined) errors[field] = issue.message;
  }
  return errors;
}

/**
 * What Save sends: the trimmed values, and the universe only when it changed (a move), so an edit in
 * place never asks the server to check the universe again.
 */
export function worldFormPatch(values: WorldFormValues, currentUniverseId: string) {
  const { universeId, ...rest } = values;
  const patch = {
    name: rest.name.trim(),
    type: rest.type.trim(),
    description: rest.description.trim(),
    climate: rest.climate.trim(),
    timePeriod: rest.timePeriod.trim(),
  };
  return universeId === currentUniverseId ? patch : { ...patch, universeId };
}
