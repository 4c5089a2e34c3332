import { z } from 'zod';
import { locationTypes, rarities } from './enums';
import { imageUrlSchema } from './safe-urls';
import {
  factionSchema,
  idSchema,
  longTextDoc,
  namedPartSchema,
  optionalText,
  pictureField,
  requiredText,
  worldDateText,
} from './shared';

export const settlementSchema = namedPartSchema.extend({
  kind: z.string(),
  population: z.number().int().nonnegative().optional(),
  /** When it was founded, in the world's calendar, as typed (decision 040). */
  founded: worldDateText('Founded'),
  imageUrl: pictureField,
});
export type Settlement = z.infer<typeof settlementSchema>;

export const creatureSchema = namedPartSchema.extend({
  kind: z.enum(['fauna', 'flora']),
  habitat: z.string(),
  imageUrl: pictureField,
});
export type Creature = z.infer<typeof creatureSchema>;

export const worldCultureSchema = namedPartSchema.extend({ region: z.string() });

export const worldItemSchema = namedPartSchema.extend({
  type: z.string(),
  rarity: z.enum(rarities),
  imageUrl: pictureField,
});
export type WorldItem = z.infer<typeof worldItemSchema>;

export const worldLoreSchema = z.object({
  id: idSchema,
  title: z.string().min(1),
  category: z.string(),
  content: z.string(),
  contentDoc: longTextDoc,
});
export type WorldLore = z.infer<typeof worldLoreSchema>;

export const worldSchema = z.object({
  id: idSchema,
  name: z.string().min(1),
  description: z.string(),
  /** Free text; the spec's examples are in `worldTypes`. */
  type: z.string().min(1),
  universeId: idSchema,
  /** Derived by the data layer from the universe. */
  universeName: z.string(),
  imageUrl: z.string(),
  /** Derived by the data layer from the locations that name this world. */
  locationCount: z.number().int().nonnegative(),
  climate: z.string(),
  timePeriod: z.string(),
  dominantRaces: z.array(z.string()),
  notableFeatures: z.array(z.string()),
  settlements: z.array(settlementSchema),
  creatures: z.array(creatureSchema),
  cultures: z.array(worldCultureSchema),
  magicSystems: z.array(namedPartSchema),
  factions: z.array(factionSchema),
  items: z.array(worldItemSchema),
  lore: z.array(worldLoreSchema),
});
export type World = z.infer<typeof worldSchema>;

export const worldRecordSchema = worldSchema.omit({ universeName: true, locationCount: true });
export type WorldRecord = z.infer<typeof worldRecordSchema>;

/** A place in a world (also the References `locations` table). */
export const locationSchema = z.object({
  id: idSchema,
  name: z.string().min(1),
  type: z.enum(locationTypes),
  description: z.string(),
  worldId: idSchema,
});
export type Location = z.infer<typeof locationSchema>;

export const newWorldSchema = z.object({
  universeId: z.string({ error: 'Please select a universe' }).min(1, 'Please select a universe'),
  name: requiredText('Name is required'),
  type: requiredText('Type is required', 60),
  description: optionalText(),
  imageUrl: imageUrlSchema.optional(),
  climate: optionalText(200),
  timePeriod: optionalText(200),
});
export type NewWorld = z.input<typeof newWorldSchema>;

export const worldUpdateSchema = z
  .object({
    /** Moves the world to another universe. */
    universeId: z.string().min(1, 'Please select a universe'),
    name: requiredText('Name is required'),
    type: requiredText('Type is required', 60),
    description: z.string().trim().max(5000),
    imageUrl: imageUrlSchema,
    climate: z.string().trim().max(200),
    timePeriod: z.string().trim().max(200),
    dominantRaces: z.array(z.string()),
    notableFeatures: z.array(z.string()),
  })
  .partial();
export type WorldUpdate = z.input<typeof worldUpdateSchema>;

export const newLocationSchema = z.object({
  worldId: z.string({ error: 'Please select a world' }).min(1, 'Please select a world'),
  name: requiredText('Name is required'),
  type: z.enum(locationTypes, { error: 'Choose a location type: City, Wilderness, Dungeon or Ruins' }),
  description: optionalText(),
});
export type NewLocation = z.input<typeof newLocationSchema>;

export const locationUpdateSchema = newLocationSchema.omit({ worldId: true }).partial();
export type LocationUpdate = z.input<typeof locationUpdateSchema>;
