import { z } from 'zod';
import { eventIcons, importances, timelineEntityTypes, timelineEventTypes } from './enums';
import { idSchema, requiredText, timestampSchema } from './shared';

export const timelineSchema = z.object({
  id: idSchema,
  name: z.string().min(1),
  description: z.string(),
  entityType: z.enum(timelineEntityTypes),
  entityId: idSchema,
  /** The linked record's title or name, derived by the data layer. */
  entityName: z.string(),
  /** Derived by the data layer from the timeline's events. */
  eventCount: z.number().int().nonnegative(),
  lastUpdated: timestampSchema,
});
export type Timeline = z.infer<typeof timelineSchema>;

export const timelineRecordSchema = timelineSchema.omit({ entityName: true, eventCount: true });
export type TimelineRecord = z.infer<typeof timelineRecordSchema>;

export const timelineEventSchema = z.object({
  id: idSchema,
  timelineId: idSchema,
  title: z.string().min(1),
  /** Free text in the world's own calendar ("Year 312, Frostmonth"). */
  date: z.string().min(1),
  description: z.string(),
  type: z.enum(timelineEventTypes),
  characters: z.array(z.string()),
  tags: z.array(z.string()),
  importance: z.enum(importances),
  icon: z.enum(eventIcons),
  /**
   * Where it happens (decision 074): the id of a place of the timeline's universe — a world's location or
   * settlement, or a campaign's location. Optional; an id that names no place is read as none.
   */
  placeId: idSchema.optional(),
  /**
   * Derived by the server at every write (decision 044), never written by clients: the date's day count
   * in the calendar of the timeline's owner (the universe's, when a novel or campaign borrows it), and
   * its minute when it gives a time; null when there is no calendar or it cannot read the text. Absent
   * where the source does not say (files, forms).
   */
  worldDay: z.number().int().nullable().optional(),
  worldMinute: z.number().int().nullable().optional(),
});
export type TimelineEvent = z.infer<typeof timelineEventSchema>;

/** Step 1 of timeline creation (details), checked before step 2 (the linked record). */
export const newTimelineDetailsSchema = z.object({
  name: requiredText('Timeline name is required'),
  description: requiredText('Description is required', 5000),
});

export const newTimelineSchema = newTimelineDetailsSchema
  .extend({
    entityType: z.enum(timelineEntityTypes, { error: 'Choose what the timeline is for' }),
    entityId: z.string().trim().default(''),
  })
  .superRefine((value, ctx) => {
    if (value.entityId === '') {
      ctx.addIssue({ code: 'custom', path: ['entityId'], message: `Please select a ${value.entityType}` });
    }
  });
export type NewTimeline = z.input<typeof newTimelineSchema>;

export const timelineUpdateSchema = z
  .object({
    name: requiredText('Timeline name is required'),
    description: requiredText('Description is required', 5000),
  })
  .partial();
export type TimelineUpdate = z.input<typeof timelineUpdateSchema>;

/** Names and tags: trimmed, empty ones dropped, duplicates removed (first spelling kept). */
const labelList = z
  .array(z.string())
  .default([])
  .transform((values) => [...new Set(values.map((value) => value.trim()).filter((value) => value !== ''))]);

/** The event form; fields are checked in the order the form shows the messages. */
export const timelineEventInputSchema = z.object({
  title: requiredText('Title is required'),
  date: requiredText('Date is required', 100),
  description: requiredText('Description is required', 5000),
  type: z.enum(timelineEventTypes).default('major'),
  importance: z.enum(importances).default('moderate'),
  icon: z.enum(eventIcons).default('Calendar'),
  characters: labelList,
  tags: labelList,
  /** The event's place; '' takes it away, absent leaves it as it is (a client that does not know it). */
  placeId: z.string().trim().max(100).optional(),
});
export type TimelineEventInput = z.input<typeof timelineEventInputSchema>;
