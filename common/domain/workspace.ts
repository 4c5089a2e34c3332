import { z } from 'zod';
import { richTextSchema } from '../text/rich-text';
import { relationRecordSchema } from '../workspace/relations';
import { campaignRecordSchema } from './campaign';
import { mapSchema } from './map';
import { novelRecordSchema } from './novel';
import { profileRecordSchema } from './profile';
import { characterSchema, itemSchema } from './reference';
import { timelineEventSchema, timelineRecordSchema } from './timeline';
import { universeRecordSchema } from './universe';
import { locationSchema, worldRecordSchema } from './world';

/** A chapter's text in an export: the novel, the chapter (by its id in that novel's list) and the document. */
export const chapterTextRecordSchema = z.object({
  novelId: z.string().min(1),
  chapterId: z.string().min(1),
  text: richTextSchema,
});
export type ChapterTextRecord = z.infer<typeof chapterTextRecordSchema>;

/** Everything a workspace stores. Derived fields (counts, linked names) are not part of it. */
export const workspaceSchema = z.object({
  novels: z.array(novelRecordSchema),
  universes: z.array(universeRecordSchema),
  worlds: z.array(worldRecordSchema),
  locations: z.array(locationSchema),
  campaigns: z.array(campaignRecordSchema),
  timelines: z.array(timelineRecordSchema),
  events: z.array(timelineEventSchema),
  characters: z.array(characterSchema),
  items: z.array(itemSchema),
  maps: z.array(mapSchema),
  profile: profileRecordSchema,
  /** Chapters' texts (decision 021), kept apart from the chapters; present when any chapter has text. */
  chapterTexts: z.array(chapterTextRecordSchema).optional(),
  /** Relations between records and parts (decision 027); present when there are any. */
  relations: z.array(relationRecordSchema).optional(),
});
export type Workspace = z.infer<typeof workspaceSchema>;
