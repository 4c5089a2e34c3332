import { z } from 'zod';
import { projectTypes } from './enums';
import { linkUrlSchema } from './safe-urls';
import { idSchema, requiredText, timestampSchema } from './shared';

export const profileSchema = z.object({
  id: idSchema,
  name: z.string().min(1),
  username: z.string().min(1),
  email: z.string(),
  avatar: z.string(),
  bio: z.string(),
  joined: z.iso.date(),
  stats: z.object({
    novels: z.number().int().nonnegative(),
    universes: z.number().int().nonnegative(),
    campaigns: z.number().int().nonnegative(),
  }),
  recentProjects: z.array(
    z.object({ id: idSchema, type: z.enum(projectTypes), title: z.string(), lastModified: timestampSchema }),
  ),
  notifications: z.object({
    comments: z.number().int().nonnegative(),
    mentions: z.number().int().nonnegative(),
    updates: z.number().int().nonnegative(),
  }),
  socials: z.object({ twitter: z.string(), instagram: z.string(), website: z.string() }),
});
export type Profile = z.infer<typeof profileSchema>;

/**
 * What the workspace stores for the profile: statistics are counted from the workspace and recent
 * projects take their title and last-modified time from the records they point at, on read.
 */
export const profileRecordSchema = profileSchema.omit({ stats: true, recentProjects: true }).extend({
  recentProjects: z.array(z.object({ id: idSchema, type: z.enum(projectTypes) })),
});
export type ProfileRecord = z.infer<typeof profileRecordSchema>;

/** The profile's Settings tab. The spec shows no validation, so only shape and length are checked. */
export const profileUpdateSchema = z
  .object({
    name: requiredText('Name is required', 100),
    username: requiredText('Username is required', 40),
    email: z.string().trim().max(200),
    bio: z.string().trim().max(1000),
    socials: z.object({
      twitter: linkUrlSchema,
      instagram: linkUrlSchema,
      website: linkUrlSchema,
    }),
  })
  .partial();
export type ProfileUpdate = z.input<typeof profileUpdateSchema>;
