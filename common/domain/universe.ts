import { z } from 'zod';
import { campaignSchema } from './campaign';
import { rarities, technologyAdvancements } from './enums';
import { novelSchema } from './novel';
import { imageUrlSchema } from './safe-urls';
import {
  factionSchema,
  idSchema,
  longTextDoc,
  namedPartSchema,
  optionalText,
  pictureField,
  requiredText,
  timestampSchema,
} from './shared';
import { worldSchema } from './world';

export const universeSchema = z.object({
  id: idSchema,
  name: z.string().min(1),
  description: z.string(),
  /** Derived by the data layer from the worlds that name this universe. */
  worldCount: z.number().int().nonnegative(),
  lastUpdated: timestampSchema,
  imageUrl: z.string(),
  isFavorite: z.boolean(),
});
export type Universe = z.infer<typeof universeSchema>;

export const cultureSchema = namedPartSchema.extend({ region: z.string() });
export type Culture = z.infer<typeof cultureSchema>;

export const technologySchema = namedPartSchema.extend({ advancement: z.enum(technologyAdvancements) });
export type Technology = z.infer<typeof technologySchema>;

export const raceSchema = namedPartSchema.extend({
  origin: z.string(),
  lifespan: z.string(),
  traits: z.array(z.string()),
});
export type Race = z.infer<typeof raceSchema>;

export const universeItemSchema = namedPartSchema.extend({
  type: z.string(),
  rarity: z.enum(rarities),
  powers: z.array(z.string()),
  imageUrl: pictureField,
});
export type UniverseItem = z.infer<typeof universeItemSchema>;

export const loreEntrySchema = z.object({
  id: idSchema,
  title: z.string().min(1),
  category: z.string(),
  era: z.string(),
  content: z.string(),
  contentDoc: longTextDoc,
});
export type LoreEntry = z.infer<typeof loreEntrySchema>;

/** The parts a universe holds itself; its worlds, novels, campaigns, locations and characters are linked records. */
export const universePartsSchema = z.object({
  timePeriods: z.array(namedPartSchema),
  magicSystems: z.array(namedPartSchema),
  factions: z.array(factionSchema),
  cultures: z.array(cultureSchema),
  technologies: z.array(technologySchema),
  races: z.array(raceSchema),
  items: z.array(universeItemSchema),
  lore: z.array(loreEntrySchema),
});
export type UniverseParts = z.infer<typeof universePartsSchema>;

export const universeRecordSchema = universeSchema
  .omit({ worldCount: true })
  .extend(universePartsSchema.shape);
export type UniverseRecord = z.infer<typeof universeRecordSchema>;

/** A universe with its own parts and short views of the records linked to it (derived on read). */
export const universeDetailSchema = universeSchema.extend(universePartsSchema.shape).extend({
  worlds: z.array(
    worldSchema.pick({
      id: true,
      name: true,
      description: true,
      type: true,
      imageUrl: true,
      locationCount: true,
    }),
  ),
  novels: z.array(novelSchema.pick({ id: true, title: true, status: true })),
  campaigns: z.array(campaignSchema.pick({ id: true, title: true, status: true })),
});
export type UniverseDetail = z.infer<typeof universeDetailSchema>;

export const newUniverseSchema = z.object({
  name: requiredText('Name is required'),
  description: optionalText(),
  imageUrl: imageUrlSchema.optional(),
});
export type NewUniverse = z.input<typeof newUniverseSchema>;

export const universeUpdateSchema = z
  .object({
    name: requiredText('Name is required'),
    description: z.string().trim().max(5000),
    imageUrl: imageUrlSchema,
  })
  .partial();
export type UniverseUpdate = z.input<typeof universeUpdateSchema>;
