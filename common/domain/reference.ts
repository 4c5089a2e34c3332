import { z } from 'zod';
import { characterRoles, itemRarities, itemTypes } from './enums';
import { imageUrlSchema } from './safe-urls';
import { idSchema, worldDateText } from './shared';

/** A character of the References tables, linked to any of a novel, a universe and a campaign. */
export const characterSchema = z.object({
  id: idSchema,
  name: z.string().min(1),
  role: z.enum(characterRoles),
  description: z.string(),
  novelId: idSchema.optional(),
  universeId: idSchema.optional(),
  campaignId: idSchema.optional(),
  /** Birth and death in the world's calendar, as typed (decision 040); absent when not said. */
  born: worldDateText('Born'),
  died: worldDateText('Died'),
  /** Its portrait: an image uploaded to the workspace or a built-in one (decision 061); absent: none. */
  portraitUrl: imageUrlSchema.optional(),
  /** Race and class, shown on every campaign it appears in (migration 0044); absent: not said. */
  race: z.string().optional(),
  class: z.string().optional(),
});
export type Character = z.infer<typeof characterSchema>;

/** An item of the References tables; `campaigns` is the many-to-many link to campaigns. */
export const itemSchema = z.object({
  id: idSchema,
  name: z.string().min(1),
  type: z.enum(itemTypes),
  rarity: z.enum(itemRarities),
  description: z.string(),
  /** Where the item is, as text (a place name). */
  location: z.string(),
  campaigns: z.array(idSchema),
  universeId: idSchema.optional(),
});
export type Item = z.infer<typeof itemSchema>;

/** The References tables as the query console sees them: plain rows of numbers, booleans and strings. */
export const referenceTableNames = [
  'novels',
  'universes',
  'worlds',
  'campaigns',
  'characters',
  'locations',
  'items',
  'timelines',
  'events',
  // A connected world (issue 13): relations between records and parts, and what each text mentions.
  'relations',
  'mentions',
] as const;
export type ReferenceTableName = (typeof referenceTableNames)[number];
/** The table of a kind of the user's own: its plural as a name (`religions`, `holy_orders`). */
export type KindTableName = string & { readonly kindTable?: true };

export const referenceFieldTypes = ['number', 'boolean', 'string'] as const;
export type ReferenceFieldType = (typeof referenceFieldTypes)[number];

export type ReferenceValue = string | number | boolean | null;
export type ReferenceRow = Record<string, ReferenceValue>;

export type ReferenceField = {
  name: string;
  type: ReferenceFieldType;
  isPrimaryKey: boolean;
  /** Set on a foreign key: the table and field it points at. */
  references?: { table: ReferenceTableName; field: string };
};

export type ReferenceRelationship = {
  kind: 'one-to-many' | 'many-to-many';
  /** The "one" side (or either side of a many-to-many link). */
  from: { table: ReferenceTableName; field: string };
  to: { table: ReferenceTableName; field: string };
  description: string;
};

export type ReferenceTable = {
  /** A built-in table's name, or a kind of the user's own (`religions`, decision 085). */
  name: ReferenceTableName | KindTableName;
  fields: ReferenceField[];
  rows: ReferenceRow[];
};

export type ReferenceData = {
  tables: ReferenceTable[];
  relationships: ReferenceRelationship[];
};
