import { z } from 'zod';
import {
  campaignCharacterTypes,
  campaignItemStatuses,
  campaignStatuses,
  difficulties,
  encounterTypes,
  questStatuses,
  rarities,
  sessionStatuses,
} from './enums';
import { imageUrlSchema } from './safe-urls';
import {
  idSchema,
  longTextDoc,
  optionalText,
  pictureField,
  requiredText,
  timestampSchema,
  worldDateText,
} from './shared';

export const campaignSchema = z.object({
  id: idSchema,
  title: z.string().min(1),
  status: z.enum(campaignStatuses),
  universeId: idSchema,
  /** The universe's name, derived by the data layer. */
  universe: z.string(),
  description: z.string(),
  lastUpdated: timestampSchema,
  /** Derived by the data layer from the campaign's sessions. */
  sessionsCount: z.number().int().nonnegative(),
  /** A calendar date (YYYY-MM-DD), or null when no session is scheduled. */
  nextSessionDate: z.iso.date().nullable(),
  coverUrl: z.string(),
  isFavorite: z.boolean(),
  /** Where the story stands in the world's calendar, as typed (decision 040); absent until set. */
  currentWorldDate: worldDateText('Current world date'),
});
export type Campaign = z.infer<typeof campaignSchema>;

export const campaignSessionSchema = z.object({
  id: idSchema,
  title: z.string().min(1),
  status: z.enum(sessionStatuses),
  date: z.iso.date(),
  /** When the session's story happens in the world's calendar, as typed (decision 040). */
  worldDate: worldDateText('World date'),
  summary: z.string(),
  summaryDoc: longTextDoc,
});
export type CampaignSession = z.infer<typeof campaignSessionSchema>;

export const campaignCharacterSchema = z.object({
  id: idSchema,
  name: z.string().min(1),
  type: z.enum(campaignCharacterTypes),
  race: z.string(),
  class: z.string(),
  role: z.string(),
  description: z.string(),
  descriptionDoc: longTextDoc,
  /** The player's name for player characters. */
  player: z.string().optional(),
  /** The character this is an appearance of (References `characters`); its name is the character's. */
  characterId: idSchema.optional(),
});
export type CampaignCharacter = z.infer<typeof campaignCharacterSchema>;

export const questSchema = z.object({
  id: idSchema,
  title: z.string().min(1),
  status: z.enum(questStatuses),
  xp: z.number().int().nonnegative(),
  description: z.string(),
  descriptionDoc: longTextDoc,
});
export type Quest = z.infer<typeof questSchema>;

export const encounterSchema = z.object({
  id: idSchema,
  title: z.string().min(1),
  type: z.enum(encounterTypes),
  difficulty: z.enum(difficulties),
  description: z.string(),
  descriptionDoc: longTextDoc,
});
export type Encounter = z.infer<typeof encounterSchema>;

export const campaignLocationSchema = z.object({
  id: idSchema,
  name: z.string().min(1),
  type: z.string(),
  description: z.string(),
  descriptionDoc: longTextDoc,
  imageUrl: pictureField,
});
export type CampaignLocation = z.infer<typeof campaignLocationSchema>;

export const campaignItemSchema = z.object({
  id: idSchema,
  name: z.string().min(1),
  type: z.string(),
  rarity: z.enum(rarities),
  description: z.string(),
  descriptionDoc: longTextDoc,
  status: z.enum(campaignItemStatuses),
  location: z.string(),
  powers: z.array(z.string()),
  /** The References item this is an appearance of (`items`); its name is the item's. */
  itemId: idSchema.optional(),
});
export type CampaignItem = z.infer<typeof campaignItemSchema>;

export const campaignNoteSchema = z.object({
  id: idSchema,
  title: z.string().min(1),
  category: z.string(),
  content: z.string(),
  contentDoc: longTextDoc,
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
  tags: z.array(z.string()),
});
export type CampaignNote = z.infer<typeof campaignNoteSchema>;

/**
 * A thread that runs through a campaign (decision 061): the sessions it is played in and the quests it
 * carries, each list in the arc's own order.
 */
export const campaignArcSchema = z.object({
  id: idSchema,
  title: z.string().min(1),
  description: z.string(),
  descriptionDoc: longTextDoc,
  sessionIds: z.array(idSchema).optional(),
  questIds: z.array(idSchema).optional(),
});
export type CampaignArc = z.infer<typeof campaignArcSchema>;

export const campaignPartsSchema = z.object({
  sessions: z.array(campaignSessionSchema),
  characters: z.array(campaignCharacterSchema),
  quests: z.array(questSchema),
  encounters: z.array(encounterSchema),
  locations: z.array(campaignLocationSchema),
  items: z.array(campaignItemSchema),
  notes: z.array(campaignNoteSchema),
  /** A file from before arcs (decision 061) has none. */
  arcs: z.array(campaignArcSchema).default([]),
});
export type CampaignParts = z.infer<typeof campaignPartsSchema>;

export const campaignDetailSchema = campaignSchema.extend(campaignPartsSchema.shape);
export type CampaignDetail = z.infer<typeof campaignDetailSchema>;

export const campaignRecordSchema = campaignSchema
  .omit({ universe: true, sessionsCount: true })
  .extend(campaignPartsSchema.shape);
export type CampaignRecord = z.infer<typeof campaignRecordSchema>;

export const newCampaignSchema = z.object({
  title: requiredText('Title is required'),
  universeId: z.string({ error: 'Please select a universe' }).min(1, 'Please select a universe'),
  description: optionalText(),
  status: z.enum(campaignStatuses, { error: 'Choose a valid status' }).default('planning'),
  nextSessionDate: z.iso.date('Next session must be a date (YYYY-MM-DD)').nullable().default(null),
  coverUrl: imageUrlSchema.optional(),
});
export type NewCampaign = z.input<typeof newCampaignSchema>;

export const campaignUpdateSchema = z
  .object({
    title: requiredText('Title is required'),
    universeId: z.string().min(1, 'Please select a universe'),
    description: z.string().trim().max(5000),
    status: z.enum(campaignStatuses, { error: 'Choose a valid status' }),
    nextSessionDate: z.iso.date('Next session must be a date (YYYY-MM-DD)').nullable(),
    coverUrl: imageUrlSchema,
    currentWorldDate: worldDateText('Current world date'),
  })
  .partial();
export type CampaignUpdate = z.input<typeof campaignUpdateSchema>;
