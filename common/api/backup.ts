import { z } from 'zod';
import { FINDING_ID_MAX } from '../continuity/finding';
import type { FieldDefinition, FieldTemplate } from '../workspace/custom-fields';
import type { BackupKindThing, UserKind } from '../workspace/user-kinds';
import { dailyWordsSchema, localDaySchema } from '../workspace/writing-goal';
import type { StoredComment } from './comments';
import { DISMISSAL_REASON_MAX, TOLERANCE_DAYS_MAX } from './continuity';
import { storedImageTypes } from './images';
import { safeIdSchema } from './limits';
import type { BackupInvitation, BackupMember, BackupPartAuthor, BackupVisibility } from './sharing';

// What a backup file (the JSON export, or the `.zip` holding it and the images' bytes) carries beside
// the records, and the block at its head that says what is in it and what is left out (decision 050).

/** The parts of a workspace a backup may hold, as the file and its toast name them. */
export const backupContents = [
  'records',
  'chapterTexts',
  'relations',
  'calendars',
  'writingGoals',
  'images',
  'savedQueries',
  'settings',
  'sharing',
  'profile',
  'textVersions',
  'history',
  'trash',
] as const;
export type BackupContent = (typeof backupContents)[number];

/** How a person reads each part in the export's toast and the import's preview. */
export const backupContentLabels: { [C in BackupContent]: string } = {
  records: 'records and their parts',
  chapterTexts: 'chapter texts',
  relations: 'relations',
  calendars: 'calendars',
  writingGoals: 'writing goals and progress',
  images: 'uploaded images',
  savedQueries: 'saved queries',
  settings: 'settings',
  sharing: 'members, invitation links and who sees what',
  profile: 'profile',
  textVersions: 'text versions',
  history: 'history',
  trash: 'Trash',
};

/** The fields whose values a round trip may change: when the file was made (nothing else). */
export const BACKUP_TIMESTAMP_FIELDS = ['about.exportedAt'] as const;

/** The file's own format; a later change that a reader must know of raises it. */
export const BACKUP_FORMAT_VERSION = 2;

/** The block at the head of a backup file. */
export type BackupAbout = {
  format: 'fablehold-backup';
  version: number;
  exportedAt: string;
  /** What the file holds. */
  contains: BackupContent[];
  /** The record tables it holds (all of them unless the export chose some). */
  tables?: string[];
  /** What a workspace may hold that this file does not, each with why. */
  leavesOut: { content: BackupContent | 'mentions' | 'imageBytes'; reason: string }[];
  /** Fields a round trip may change (compare files apart from these). */
  timestampFields: readonly string[];
};

export const MENTIONS_NOTE =
  'Mentions are not stored in the file: they are read again from the texts when the file is imported.';
export const IMAGE_BYTES_NOTE =
  'The images’ bytes are not in a JSON file: export as .zip to keep them (their names and sizes are listed).';

/** The block for a file holding `contains`; `hasImageBytes` when a `.zip` carries the images' bytes. */
export function describeBackup(
  contains: readonly BackupContent[],
  exportedAt: string,
  hasImageBytes: boolean,
  tables?: readonly string[],
): BackupAbout {
  const held = new Set(contains);
  const leavesOut: BackupAbout['leavesOut'] = [{ content: 'mentions', reason: MENTIONS_NOTE }];
  if (held.has('images') && !hasImageBytes)
    leavesOut.push({ content: 'imageBytes', reason: IMAGE_BYTES_NOTE });
  for (const content of backupContents) {
    if (!held.has(content)) {
      leavesOut.push({
        content,
        reason: `Not asked for: the file holds no ${backupContentLabels[content]}.`,
      });
    }
  }
  return {
    format: 'fablehold-backup',
    version: BACKUP_FORMAT_VERSION,
    exportedAt,
    contains: backupContents.filter((content) => held.has(content)),
    ...(tables === undefined ? {} : { tables: [...tables] }),
    leavesOut,
    timestampFields: BACKUP_TIMESTAMP_FIELDS,
  };
}

/** 'records and their parts, chapter texts and relations': a list as a sentence. */
export function listInWords(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** The name of an image's bytes inside a backup `.zip`. */
export function zipImagePath(id: string): string {
  return `images/${id}.webp`;
}
/** The JSON inside a backup `.zip`. */
export const ZIP_JSON_PATH = 'fablehold-backup.json';

const stamp = z.iso.datetime({ offset: true });

/** A calendar in a backup: its owner and the time engine's calendar (checked by the calendars' schema). */
export const backupCalendarSchema = z.strictObject({
  id: safeIdSchema,
  ownerKind: z.enum(['universe', 'novel', 'campaign']),
  ownerId: safeIdSchema,
  calendar: z.unknown(),
  createdAt: stamp,
  updatedAt: stamp,
});

/** A novel's daily word goal. */
export const backupWritingGoalSchema = z.strictObject({
  novelId: safeIdSchema,
  dailyWords: dailyWordsSchema.nullable(),
  updatedAt: z.string().max(40),
});

/** A writing day: the novel's counted words before the day's first save (its progress that day). */
export const backupWritingDaySchema = z.strictObject({
  novelId: safeIdSchema,
  day: localDaySchema,
  startWords: z.number().int().min(0),
});

/** An uploaded image: its facts, and (in an import request made from a `.zip`) its bytes as base64. */
export const backupImageSchema = z.strictObject({
  id: safeIdSchema,
  type: z.enum(storedImageTypes),
  width: z.number().int().min(1).max(100_000),
  height: z.number().int().min(1).max(100_000),
  size: z.number().int().min(0),
  createdAt: z.string().max(40),
  data: z
    .string()
    .regex(/^[A-Za-z0-9+/]*={0,2}$/, 'data must be base64')
    .optional(),
});

export const backupSavedQuerySchema = z.strictObject({
  id: safeIdSchema,
  // The console's own limits (newSavedQuerySchema).
  name: z.string().min(1).max(120),
  sql: z.string().min(1).max(10_000),
  description: z.string().max(1000),
  createdAt: z.string().max(40),
});

/** A continuity finding the author dismissed (decision 060): the finding's id, fingerprint and reason. */
export const backupContinuityDismissalSchema = z.strictObject({
  findingId: z.string().min(1).max(FINDING_ID_MAX),
  fingerprint: z.string().regex(/^[0-9a-f]{8}$/, 'fingerprint must be 8 hex digits'),
  reason: z.string().trim().min(1, 'A reason is required').max(DISMISSAL_REASON_MAX),
  dismissedAt: z.string().max(40),
});

/** What an author set for one novel's, campaign's or universe's checks (decision 099). */
export const backupContinuitySettingSchema = z.strictObject({
  scopeKind: z.enum(['novel', 'campaign', 'universe']),
  scopeId: safeIdSchema,
  toleranceDays: z.number().int().min(0).max(TOLERANCE_DAYS_MAX),
  updatedAt: z.string().max(40),
});

export {
  storedFieldSchema as backupCustomFieldSchema,
  storedFieldValueSchema as backupFieldValueSchema,
  storedTemplateSchema as backupFieldTemplateSchema,
} from '../workspace/custom-fields';
/** One thing's value of one field; `keptText` when a type change kept it as words. */
export type BackupFieldValue = {
  thingId: string;
  thingKind: string;
  fieldId: string;
  value: unknown;
  keptText?: string;
};

export const backupSettingsSchema = z.strictObject({
  trashRetentionDays: z.number().int().min(1).max(365),
});

export type BackupCalendar = z.infer<typeof backupCalendarSchema>;
export type BackupWritingGoal = z.infer<typeof backupWritingGoalSchema>;
export type BackupWritingDay = z.infer<typeof backupWritingDaySchema>;
export type BackupImage = z.infer<typeof backupImageSchema>;
export type BackupSavedQuery = z.infer<typeof backupSavedQuerySchema>;
export type BackupSettings = z.infer<typeof backupSettingsSchema>;
export type BackupContinuityDismissal = z.infer<typeof backupContinuityDismissalSchema>;
export type BackupContinuitySetting = z.infer<typeof backupContinuitySettingSchema>;

/** What a backup holds beside the records (`GET /api/v1/workspace` answers it, the import takes it). */
export type BackupExtras = {
  calendars: BackupCalendar[];
  writingGoals: BackupWritingGoal[];
  writingDays: BackupWritingDay[];
  images: BackupImage[];
  savedQueries: BackupSavedQuery[];
  continuityDismissals: BackupContinuityDismissal[];
  /** Each scope's continuity settings (decision 099; before it, rows of `continuityDismissals`). */
  continuitySettings: BackupContinuitySetting[];
  /** Fields added to kinds, their values (of things in the workspace) and templates (decision 063). */
  customFields: FieldDefinition[];
  fieldValues: BackupFieldValue[];
  fieldTemplates: FieldTemplate[];
  settings: BackupSettings;
  /** Who the owner's universes, novels and campaigns are shared with (decision 057). */
  members: BackupMember[];
  invitations: BackupInvitation[];
  visibility: BackupVisibility[];
  /** The members who made parts of the owner's containers (decision 083). */
  partAuthors: BackupPartAuthor[];
  /** Comments on passages of the owner's texts, whoever wrote them (decision 071). */
  comments: StoredComment[];
  /** Kinds of the user's own and their things (decision 085). */
  customKinds: UserKind[];
  kindThings: BackupKindThing[];
};
