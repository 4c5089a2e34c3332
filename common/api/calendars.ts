import { z } from 'zod';
import { type Calendar, calendarSchema } from '../time/calendar';
import { calendarPresets } from '../time/presets';
import { safeIdSchema } from './limits';

// The stored calendars of the data API (decision 035): one per universe, novel or campaign, its
// calendar checked by the time engine's one schema.

export const calendarOwnerKinds = ['universe', 'novel', 'campaign'] as const;
export type CalendarOwnerKind = (typeof calendarOwnerKinds)[number];

export const calendarPresetIds = ['gregorian', 'emberreach', 'lamplight'] as const;
export type CalendarPresetId = (typeof calendarPresetIds)[number];

/** The ready-made calendar a preset id names. */
export function presetCalendar(id: CalendarPresetId): Calendar {
  return calendarPresets[id];
}

const ownerKindSchema = z.enum(calendarOwnerKinds, {
  error: `ownerKind must be one of ${calendarOwnerKinds.join(', ')}`,
});

/** A calendar as the API answers it. */
export type StoredCalendar = {
  id: string;
  ownerKind: CalendarOwnerKind;
  ownerId: string;
  calendar: Calendar;
  version: number;
  createdAt: string;
  updatedAt: string;
};

/** `GET /calendars?ownerKind=&ownerId=`: the owner's calendar. */
export const calendarOwnerQuerySchema = z.strictObject({
  ownerKind: ownerKindSchema,
  ownerId: safeIdSchema,
});
export type CalendarOwner = z.infer<typeof calendarOwnerQuerySchema>;

/** `POST /calendars`: a preset by id, or a whole calendar (an imported file), never both. */
export const newCalendarSchema = z
  .strictObject({
    ownerKind: ownerKindSchema,
    ownerId: safeIdSchema,
    preset: z
      .enum(calendarPresetIds, { error: `preset must be one of ${calendarPresetIds.join(', ')}` })
      .optional(),
    calendar: calendarSchema.optional(),
  })
  .refine((input) => (input.preset === undefined) !== (input.calendar === undefined), {
    message: 'Give either a preset or a calendar',
    path: ['preset'],
  });
export type NewCalendar = z.input<typeof newCalendarSchema>;

/** `PATCH /calendars/:id`: the whole calendar, and the version it was read at (or If-Match). */
export const calendarUpdateSchema = z.strictObject({
  calendar: calendarSchema,
  version: z
    .number({ error: 'version must be a number' })
    .int({ error: 'version must be a whole number' })
    .min(1, { error: 'version must be at least 1' })
    .optional(),
});
export type CalendarUpdate = z.input<typeof calendarUpdateSchema>;
