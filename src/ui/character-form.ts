import { newCharacterSchema } from '../../common/api/inputs';
import { characterRoles } from '../../common/domain/enums';
import { idSchema } from '../../common/domain/shared';
import type { PartFormSpec } from './part-form-values';

// A References character is a record of its own (linked to a novel, a universe, a campaign), not a part,
// but it is added and edited with the part form: name, role, race and class (shown in every campaign it
// appears in), birth and death (dates of the world as
// typed, decision 040) and description, checked by the schema the
// data API applies ('Name is required'). Its links are the screen's, never typed.

/** The character form, in the shape the part form takes (`PartFormDialog` `spec`). */
export const characterFormSpec: PartFormSpec = {
  singular: 'Character',
  nameField: 'name',
  prop: 'characters',
  // The part form leaves out `id` before checking.
  schema: newCharacterSchema
    .pick({
      name: true,
      role: true,
      race: true,
      class: true,
      born: true,
      died: true,
      description: true,
      portraitUrl: true,
    })
    .extend({ id: idSchema }),
  serverFields: [],
  fields: [
    { name: 'name', label: 'Name', input: 'text', isRequired: true },
    { name: 'role', label: 'Role', input: 'choice', options: characterRoles, isRequired: true },
    // The character's own: every campaign it appears in shows the same (migration 0044).
    { name: 'race', label: 'Race', input: 'text', isRequired: false },
    { name: 'class', label: 'Class', input: 'text', isRequired: false },
    { name: 'born', label: 'Born', input: 'text', isRequired: false },
    { name: 'died', label: 'Died', input: 'text', isRequired: false },
    { name: 'description', label: 'Description', input: 'long-text', isRequired: false },
    // Uploaded here (its bytes checked as every upload's) or an address of an image already uploaded.
    { name: 'portraitUrl', label: 'Portrait', input: 'image', isRequired: false },
  ],
};
