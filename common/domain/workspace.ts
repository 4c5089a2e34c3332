import { z } from 'zod';
import { campaignRecordSchema } from './campaign';
import { novelRecordSchema } from './novel';
import { profileRecordSchema } from './profile';
import { characterSchema, itemSchema } from './reference';
import { timelineEventSchema, timelineRecordSchema } from './timeline';
import { universeRecordSchema } from './universe';
import { locationSchema, worldRecordSchema } from './world';

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
  profile: profileRecordSchema,
});
export type Workspace = z.infer<typeof workspaceSchema>;
