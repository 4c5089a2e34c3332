import { type NewNovel, newNovelSchema } from '../../../../common/domain/novel';

/** What the new-novel dialog's fields hold; an empty universeId means "not connected". */
export type NewNovelValues = { title: string; description: string; universeId: string };

export type NewNovelField = keyof NewNovelValues;
export type NewNovelErrors = Partial<Record<NewNovelField, string>>;

export const emptyNewNovel: NewNovelValues = { title: '', description: '', universeId: '' };

/** The data layer's input: a universe is sent only when one was chosen. */
export function toNewNovel(values: NewNovelValues): NewNovel {
  return {
    title: values.title,
    description: values.description,
    ...(values.universeId === '' ? {} : { universeId: values.universeId }),
  };
}

function isField(name: unknown): name is NewNovelField {
  return name === 'title' || name === 'description' || name === 'universeId';
}

/**
 * Checks the fields with the same schema the data layer applies, so the dialog shows 'Title is required'
 * under the title before anything is sent. Empty when the input is acceptable.
 */
export function validateNewNovel(values: NewNovelValues): NewNovelErrors {
  const result = newNovelSchema.safeParse(toNewNovel(values));
  if (result.success) return {};
  const errors: NewNovelErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (isField(field) && errors[field] === undefined) errors[field] = issue.message;
  }
  return errors;
}
