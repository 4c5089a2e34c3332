import { z } from 'zod';
import { characterRoles, itemRarities, itemTypes } from '../domain/enums';
import { imageUrlSchema } from '../domain/safe-urls';
import { idSchema, optionalText, requiredText, worldDateText } from '../domain/shared';
import { safeIdSchema } from './limits';

// Request schemas of the data API that common/domain does not already hold. Bodies of the core
// records use common/domain's input schemas (newNovelSchema, novelUpdateSchema, ...) unchanged.

/** `PUT /{novels|universes|campaigns}/{id}/favorite`. */
export const favoriteInputSchema = z.object({
  isFavorite: z.boolean({ error: 'isFavorite must be true or false' }),
});
export type FavoriteInput = z.infer<typeof favoriteInputSchema>;

/** A query-string id filter: present means "only those linked to this record". */
const filterId = safeIdSchema.optional();

export const worldListQuerySchema = z.strictObject({ universeId: filterId });
export const locationListQuerySchema = z.strictObject({ worldId: filterId, universeId: filterId });
export const characterListQuerySchema = z.strictObject({
  novelId: filterId,
  universeId: filterId,
  campaignId: filterId,
});
export const noQuerySchema = z.strictObject({});

/** A link to another record: an id, or null to remove the link (updates only). */
const linkId = safeIdSchema.nullable();

/** A References character (`POST /characters`). */
export const newCharacterSchema = z.object({
  name: requiredText('Name is required'),
  role: z.enum(characterRoles, { error: `Role must be one of ${characterRoles.join(', ')}` }),
  description: optionalText(),
  novelId: safeIdSchema.optional(),
  universeId: safeIdSchema.optional(),
  campaignId: safeIdSchema.optional(),
  born: worldDateText('Born'),
  died: worldDateText('Died'),
  /** An uploaded image's address (its bytes were checked on upload) or a built-in one; '' for none. */
  portraitUrl: imageUrlSchema.optional(),
  /** Shown in every campaign it appears in (migration 0044); '' for none. */
  race: z.string().trim().max(200, 'Race must be at most 200 characters').optional(),
  class: z.string().trim().max(200, 'Class must be at most 200 characters').optional(),
});
export type NewCharacter = z.input<typeof newCharacterSchema>;

export const characterUpdateSchema = newCharacterSchema
  .extend({
    description: z.string().trim().max(5000),
    novelId: linkId,
    universeId: linkId,
    campaignId: linkId,
  })
  .partial();
export type CharacterUpdate = z.input<typeof characterUpdateSchema>;

/** A References item (`POST /items`); `campaigns` lists the campaign ids it belongs to. */
export const newItemSchema = z.object({
  name: requiredText('Name is required'),
  type: z.enum(itemTypes, { error: `Type must be one of ${itemTypes.join(', ')}` }),
  rarity: z.enum(itemRarities, { error: `Rarity must be one of ${itemRarities.join(', ')}` }),
  description: optionalText(),
  location: optionalText(200),
  campaigns: z.array(safeIdSchema).max(500).default([]),
  universeId: safeIdSchema.optional(),
});
export type NewItem = z.input<typeof newItemSchema>;

export const itemUpdateSchema = newItemSchema
  .extend({
    description: z.string().trim().max(5000),
    location: z.string().trim().max(200),
    campaigns: z.array(safeIdSchema).max(500),
    universeId: linkId,
  })
  .partial();
export type ItemUpdate = z.input<typeof itemUpdateSchema>;

/** A query of the References console kept by the user. The five built-in ones live in the browser. */
export const savedQuerySchema = z.object({
  id: idSchema,
  name: z.string(),
  sql: z.string(),
  description: z.string(),
  createdAt: z.string(),
});
export type StoredSavedQuery = z.infer<typeof savedQuerySchema>;

export const newSavedQuerySchema = z.object({
  name: z
    .string({ error: 'Query name is required' })
    .trim()
    .min(1, 'Query name is required')
    .max(120, 'Query name is too long'),
  sql: z
    .string({ error: 'SQL query is required' })
    .trim()
    .min(1, 'SQL query is required')
    .max(10_000, 'SQL query is too long'),
  description: z.string().trim().max(1000, 'Description is too long').default(''),
});
export type NewSavedQuery = z.input<typeof newSavedQuerySchema>;

export const savedQueryUpdateSchema = newSavedQuerySchema.partial();
export type SavedQueryUpdate = z.input<typeof savedQueryUpdateSchema>;
