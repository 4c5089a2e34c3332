import { z } from 'zod';
import { novelStatuses, timelineEventTypes } from './enums';
import { imageUrlSchema } from './safe-urls';
import { idSchema, longTextDoc, optionalText, requiredText, timestampSchema, worldDateText } from './shared';

export const novelSchema = z.object({
  id: idSchema,
  title: z.string().min(1),
  status: z.enum(novelStatuses),
  wordCount: z.number().int().nonnegative(),
  lastUpdated: timestampSchema,
  coverUrl: z.string(),
  description: z.string(),
  isFavorite: z.boolean(),
  universeId: idSchema.optional(),
});
export type Novel = z.infer<typeof novelSchema>;

export const chapterSchema = z.object({
  id: idSchema,
  title: z.string().min(1),
  wordCount: z.number().int().nonnegative(),
  /** When the chapter's story happens in the world's calendar, as typed (decision 040). */
  worldDate: worldDateText('World date'),
});
export type Chapter = z.infer<typeof chapterSchema>;

export const novelCharacterSchema = z.object({
  id: idSchema,
  name: z.string().min(1),
  role: z.string(),
  description: z.string(),
  descriptionDoc: longTextDoc,
  /** The character this is an appearance of (References `characters`); its name is the character's. */
  characterId: idSchema.optional(),
});
export type NovelCharacter = z.infer<typeof novelCharacterSchema>;

export const storyArcSchema = z.object({
  id: idSchema,
  title: z.string().min(1),
  description: z.string(),
  descriptionDoc: longTextDoc,
  /** The novel's chapters this arc runs through, in the arc's order (decision 061); none when absent. */
  chapterIds: z.array(idSchema).optional(),
});
export type StoryArc = z.infer<typeof storyArcSchema>;

/**
 * A novel's own event as the previous release kept it, in a list of the novel's own. Events now live in
 * the timelines linked to the novel (decision 018); this shape remains to read that release's files.
 */
export const novelEventSchema = z.object({
  id: idSchema,
  title: z.string().min(1),
  date: z.string(),
  description: z.string(),
  type: z.enum(timelineEventTypes),
  characters: z.array(z.string()),
});
export type NovelEvent = z.infer<typeof novelEventSchema>;

export const imageAssetSchema = z.object({
  id: idSchema,
  title: z.string().min(1),
  type: z.string(),
  url: z.string(),
  description: z.string(),
  descriptionDoc: longTextDoc,
});
export type ImageAsset = z.infer<typeof imageAssetSchema>;

export const fileAssetSchema = z.object({
  id: idSchema,
  title: z.string().min(1),
  type: z.string(),
  description: z.string(),
  descriptionDoc: longTextDoc,
});
export type FileAsset = z.infer<typeof fileAssetSchema>;

export const novelAssetsSchema = z.object({
  images: z.array(imageAssetSchema),
  documents: z.array(fileAssetSchema),
  music: z.array(fileAssetSchema),
});
export type NovelAssets = z.infer<typeof novelAssetsSchema>;

export const novelDetailSchema = novelSchema.extend({
  chapters: z.array(chapterSchema),
  characters: z.array(novelCharacterSchema),
  storyArcs: z.array(storyArcSchema),
  assets: novelAssetsSchema,
});
export type NovelDetail = z.infer<typeof novelDetailSchema>;

/** What the workspace stores for a novel: it has no derived fields, so it is the detail shape. */
export const novelRecordSchema = novelDetailSchema;
export type NovelRecord = z.infer<typeof novelRecordSchema>;

/**
 * A novel in an imported file: a previous release's file may still carry the novel's own events, which
 * the import moves into the novel's timeline (common/workspace/novel-events.ts).
 */
export const novelImportSchema = novelRecordSchema.extend({
  timelineEvents: z.array(novelEventSchema).optional(),
});
export type NovelImport = z.infer<typeof novelImportSchema>;

/** The new-novel dialog's input. */
export const newNovelSchema = z.object({
  title: requiredText('Title is required'),
  description: optionalText(),
  universeId: idSchema.optional(),
});
export type NewNovel = z.input<typeof newNovelSchema>;

/** A partial edit of a novel; `universeId: null` disconnects it from its universe. */
export const novelUpdateSchema = z
  .object({
    title: requiredText('Title is required'),
    description: z.string().trim().max(5000),
    status: z.enum(novelStatuses, { error: 'Choose a valid status' }),
    wordCount: z.number().int().nonnegative('Word count cannot be negative'),
    coverUrl: imageUrlSchema,
    universeId: idSchema.nullable(),
  })
  .partial();
export type NovelUpdate = z.input<typeof novelUpdateSchema>;

/** Why a novel's word count cannot be set: it is the sum of its chapters' counts (decision 052). */
export const NOVEL_WORD_COUNT_MESSAGE =
  "A novel's word count is the sum of its chapters' counts and cannot be set: write in its chapters instead";

/**
 * `PATCH /novels/:id`: a novel's fields but its word count, which a request may not set. Imports take a
 * stored file's count as it is (`novelUpdateSchema`).
 */
export const novelPatchSchema = novelUpdateSchema.extend({
  wordCount: z
    .unknown()
    .refine((value) => value === undefined, { message: NOVEL_WORD_COUNT_MESSAGE, abort: true })
    .optional(),
});
