import { locationTypes } from '../../../../common/domain/enums';
import { newLocationSchema } from '../../../../common/domain/world';
import type { PartFormSpec } from '../../../ui/part-form-values';

// A world's locations are records of their own (they appear in campaigns and References), not parts,
// but they are added and edited with the same form: name, type and description, checked by the schema
// the data layer applies ('Name is required').

/** The location form, in the shape the part form takes. */
export const locationFormSpec: PartFormSpec = {
  singular: 'Location',
  nameField: 'name',
  prop: 'locations',
  // The part form leaves out `id` before checking; the world is the tab's, never typed.
  schema: newLocationSchema.omit({ worldId: true }).extend({ id: newLocationSchema.shape.worldId }),
  serverFields: [],
  fields: [
    { name: 'name', label: 'Name', input: 'text', isRequired: true },
    { name: 'type', label: 'Type', input: 'choice', options: locationTypes, isRequired: true },
    { name: 'description', label: 'Description', input: 'long-text', isRequired: false },
  ],
};

/** What a new location starts with in the form. */
export const locationDefaults = { type: 'City' } as const;
