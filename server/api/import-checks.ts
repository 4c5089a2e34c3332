import type { z } from 'zod';
import {
  type BackupContent,
  type BackupExtras,
  backupCalendarSchema,
  backupContentLabels,
  backupContinuityDismissalSchema,
  backupContinuitySettingSchema,
  backupCustomFieldSchema,
  backupFieldTemplateSchema,
  backupFieldValueSchema,
  backupImageSchema,
  backupSavedQuerySchema,
  backupSettingsSchema,
  backupWritingDaySchema,
  backupWritingGoalSchema,
} from '../../common/api/backup';
import { backupCommentSchema } from '../../common/api/comments';
import { MAP_IMAGE_MAX_BYTES, MAP_IMAGE_TOO_LARGE, sniffImageType } from '../../common/api/images';
import { type BackupExtraTable, backupExtraTables, type ImportCounts } from '../../common/api/import';
import { jsonProblem, NESTING_MAX, TEXT_LONG_MAX } from '../../common/api/limits';
import { friendlyMessage } from '../../common/api/messages';
import {
  backupInvitationSchema,
  backupMemberSchema,
  backupPartAuthorSchema,
  backupVisibilitySchema,
} from '../../common/api/sharing';
import { type ChapterTextRecord, chapterTextRecordSchema } from '../../common/domain/workspace';
import { type Calendar, calendarSchema } from '../../common/time/calendar';
import type { RelationRecord } from '../../common/workspace/relations';
import { backupKindThingSchema, userKindSchema } from '../../common/workspace/user-kinds';
import {
  CHAPTER_TEXT_MAX_CHARS,
  type Checked,
  checkChapterText,
  checkRelation,
  type Problem,
} from '../../common/workspace/validators';
import type { ImportedExtras } from '../db/workspace-backup';

// The checks an import runs on what the data API takes by other routes (issue 25 item 4): the same
// order and the same limits as a request to that route — the body's nesting and control characters
// (`readBody`'s `jsonProblem`), the size cap, then the schema. Each returns the value or its problem, so
// that when the core exports one validator per door, each call here points at it instead.

type RowProblem = Problem;

const fail = (field: string, message: string): { ok: false; problem: RowProblem } => ({
  ok: false,
  problem: { field, message },
});

function firstIssue(error: z.ZodError, prefix = ''): RowProblem {
  const issue = error.issues[0];
  const path = issue?.path.map(String).join('.') ?? '';
  return {
    field: [prefix, path].filter((part) => part !== '').join('.'),
    message: issue?.message ?? 'Not valid',
  };
}

/** A chapter's text of an export: the chapter text route's checks, then the row's shape. */
export function checkChapterTextRow(row: unknown): Checked<ChapterTextRecord> {
  const text = checkChapterText((row as { text?: unknown } | null)?.text);
  if (!text.ok) return text;
  const parsed = chapterTextRecordSchema.safeParse(row, { error: friendlyMessage });
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, problem: firstIssue(parsed.error) };
}

/** A relation of an export: the relations route's checks, then the stored relation's schema. */
export function checkRelationRow(row: unknown): Checked<RelationRecord> {
  const limits = jsonProblem(row, NESTING_MAX, TEXT_LONG_MAX);
  if (limits !== undefined) return fail(limits.path, limits.message);
  return checkRelation(row);
}

/** A text version of an export (`?include=versions`): its text as a chapter's, its other fields plain. */
export function checkTextVersionRow(row: unknown): RowProblem | undefined {
  const { text, ...rest } = (typeof row === 'object' && row !== null ? row : {}) as { text?: unknown };
  const limits = jsonProblem(rest, NESTING_MAX, CHAPTER_TEXT_MAX_CHARS);
  if (limits !== undefined) return { field: limits.path, message: limits.message };
  if (text === null || text === undefined) return undefined;
  const checked = checkChapterText(text);
  return checked.ok ? undefined : checked.problem;
}

const extraTables = backupExtraTables;
type ExtraTable = BackupExtraTable;

type ExtrasInput = { [T in ExtraTable]?: unknown[] | undefined } & { settings?: unknown };

/** One schema per table, and for calendars the time engine's schema of the calendar inside. */
function checkExtraRow(table: ExtraTable, row: unknown): Checked<unknown> {
  const limits = jsonProblem(row, NESTING_MAX, table === 'images' ? Number.POSITIVE_INFINITY : TEXT_LONG_MAX);
  if (limits !== undefined) return fail(limits.path, limits.message);
  const schema = {
    calendars: backupCalendarSchema,
    writingGoals: backupWritingGoalSchema,
    writingDays: backupWritingDaySchema,
    images: backupImageSchema,
    savedQueries: backupSavedQuerySchema,
    members: backupMemberSchema,
    invitations: backupInvitationSchema,
    visibility: backupVisibilitySchema,
    partAuthors: backupPartAuthorSchema,
    continuityDismissals: backupContinuityDismissalSchema,
    continuitySettings: backupContinuitySettingSchema,
    customFields: backupCustomFieldSchema,
    fieldValues: backupFieldValueSchema,
    fieldTemplates: backupFieldTemplateSchema,
    comments: backupCommentSchema,
    customKinds: userKindSchema,
    kindThings: backupKindThingSchema,
  }[table] as z.ZodType;
  const parsed = schema.safeParse(row, { error: friendlyMessage });
  if (!parsed.success) return { ok: false, problem: firstIssue(parsed.error) };
  const value = parsed.data as Record<string, unknown>;
  if (table === 'calendars') {
    const calendar = calendarSchema.safeParse(value.calendar, { error: friendlyMessage });
    if (!calendar.success) return { ok: false, problem: firstIssue(calendar.error, 'calendar') };
    return { ok: true, value: { ...value, calendar: calendar.data as Calendar } };
  }
  if (table === 'images' && typeof value.data === 'string') {
    const bytes = Buffer.from(value.data, 'base64');
    const problem = imageBytesProblem(bytes.length, bytes, value.type);
    if (problem !== undefined) return fail('data', problem);
  }
  return { ok: true, value };
}

/**
 * Images whose bytes lie in a backup `.zip` on the server (decision 069), not in their rows: checked
 * (`imageBytesProblem`) as the file was read, each read again from it, base64, only when written.
 */
export type ZipImages = {
  ids: ReadonlySet<string>;
  read: (id: string) => Promise<string>;
  /** Each named by its row of `images` (from 1). */
  problems: { row: number; field: string; message: string }[];
};

/**
 * Why an image's bytes (`size` of them, beginning with `head`) cannot be the image its row says, or
 * undefined: the one check of a file's image, whether its bytes came as base64 or as a `.zip`'s entry.
 */
export function imageBytesProblem(size: number, head: Uint8Array, type: unknown): string | undefined {
  // A map's picture is kept as uploaded (decision 059): larger, and PNG or JPEG as well as WebP.
  if (size > MAP_IMAGE_MAX_BYTES) return MAP_IMAGE_TOO_LARGE;
  if (sniffImageType(head) !== type) {
    const named = { 'image/webp': 'WebP', 'image/png': 'PNG', 'image/jpeg': 'JPEG' }[String(type)];
    return `The image’s bytes are not a ${named ?? 'known'} image`;
  }
  return undefined;
}

/**
 * The file's extras checked row by row: what to write, and every problem naming its table and row.
 * A key the file does not carry is left as stored (an older file, or one made without it).
 */
export function checkBackupExtras(workspace: ExtrasInput): {
  extras: ImportedExtras;
  problems: { table: ExtraTable | 'settings'; row: number; field: string; message: string }[];
  carried: (ExtraTable | 'settings')[];
} {
  const extras: ImportedExtras = {
    calendars: [],
    writingGoals: [],
    writingDays: [],
    images: [],
    savedQueries: [],
    continuityDismissals: [],
    continuitySettings: [],
    customFields: [],
    fieldValues: [],
    fieldTemplates: [],
    settings: undefined,
    members: [],
    invitations: [],
    visibility: [],
    partAuthors: [],
    comments: [],
    customKinds: [],
    kindThings: [],
  };
  const problems: ReturnType<typeof checkBackupExtras>['problems'] = [];
  const carried: (ExtraTable | 'settings')[] = [];
  for (const table of extraTables) {
    const rows = workspace[table];
    if (rows === undefined) continue;
    carried.push(table);
    const seen = new Set<string>();
    for (const [index, row] of rows.entries()) {
      const checked = checkExtraRow(table, row);
      if (!checked.ok) {
        problems.push({ table, row: index + 1, ...checked.problem });
        continue;
      }
      const key = keyOf(table, checked.value as Record<string, unknown>);
      if (seen.has(key)) {
        problems.push({ table, row: index + 1, field: '', message: `${key} is in the file twice` });
        continue;
      }
      seen.add(key);
      (extras[table] as unknown[]).push(checked.value);
    }
  }
  if (workspace.settings !== undefined) {
    carried.push('settings');
    const parsed = backupSettingsSchema.safeParse(workspace.settings, { error: friendlyMessage });
    if (parsed.success) extras.settings = parsed.data satisfies BackupExtras['settings'];
    else problems.push({ table: 'settings', row: 1, ...firstIssue(parsed.error) });
  }
  return { extras, problems, carried };
}

/** What makes a row of an extra table the one it is (two rows with one key would overwrite each other). */
function keyOf(table: ExtraTable, row: Record<string, unknown>): string {
  switch (table) {
    case 'calendars':
      return `The owner ${String(row.ownerKind)} ${String(row.ownerId)}`;
    case 'writingGoals':
      return `The goal of novel ${String(row.novelId)}`;
    case 'writingDays':
      return `The day ${String(row.day)} of novel ${String(row.novelId)}`;
    case 'members':
      return `The member ${String(row.memberId)} of ${String(row.containerKind)} ${String(row.containerId)}`;
    case 'visibility':
      return `The visibility of ${String(row.entityKind)} ${String(row.entityId)}`;
    case 'partAuthors':
      return `The author of part ${String(row.partId)}`;
    case 'continuityDismissals':
      return `The dismissal of finding ${String(row.findingId)}`;
    case 'continuitySettings':
      return `The continuity settings of ${String(row.scopeKind)} ${String(row.scopeId)}`;
    case 'fieldValues':
      return `The value of field ${String(row.fieldId)} of ${String(row.thingId)}`;
    default:
      return `The id ${String(row.id)}`;
  }
}

/** The stored extras' keys per table (read with what is stored, for the preview). */
export type ExtraKeys = { [T in BackupExtraTable]: Set<string> };

/** A row's key for counting: what it replaces when that is stored. */
export function extraKeyOf(table: BackupExtraTable, row: { [key: string]: unknown }): string {
  switch (table) {
    case 'writingGoals':
      return String(row.novelId);
    case 'writingDays':
      return `${String(row.novelId)}/${String(row.day)}`;
    case 'members':
      return `${String(row.containerKind)}:${String(row.containerId)}/${String(row.memberId)}`;
    case 'visibility':
      return `${String(row.entityKind)}:${String(row.entityId)}`;
    case 'partAuthors':
      return String(row.partId);
    case 'continuityDismissals':
      return String(row.findingId);
    case 'continuitySettings':
      return `${String(row.scopeKind)}:${String(row.scopeId)}`;
    case 'fieldValues':
      return `${String(row.thingId)}/${String(row.fieldId)}`;
    default:
      return String(row.id);
  }
}

/** How many of each extra the import adds and replaces (stored under the same key). */
export function countExtras(
  extras: ImportedExtras,
  stored: ExtraKeys | undefined,
  hasBytes: (image: { id?: unknown; data?: unknown }) => boolean = (image) => image.data !== undefined,
): Partial<Record<BackupExtraTable, ImportCounts>> {
  const counts: Partial<Record<BackupExtraTable, ImportCounts>> = {};
  for (const table of backupExtraTables) {
    const rows = extras[table] as { [key: string]: unknown }[];
    if (rows.length === 0) continue;
    const entry = { added: 0, replaced: 0, skipped: 0, removed: 0 };
    for (const row of rows) {
      // An image listed without its bytes is written only when it is stored already.
      if (table === 'images' && !hasBytes(row)) {
        if (stored?.images.has(String(row.id)) === true) entry.skipped += 1;
        continue;
      }
      if (stored?.[table].has(extraKeyOf(table, row)) === true) entry.replaced += 1;
      else entry.added += 1;
    }
    counts[table] = entry;
  }
  return counts;
}

/**
 * What the file does not carry, in words, for the preview: parts of a workspace it has no key for (an
 * older file, or one made without them), the bytes of images it lists that this workspace lacks, and
 * what an import never writes (a backup's history and Trash stay the user's copy).
 */
export function notCarriedBy(
  workspace: { [key: string]: unknown },
  extras: ImportedExtras,
  stored: ExtraKeys | undefined,
  hasBytes: (image: { id?: unknown; data?: unknown }) => boolean = (image) => image.data !== undefined,
): string[] {
  const missing: string[] = [];
  const keys: [string, BackupContent][] = [
    ['chapterTexts', 'chapterTexts'],
    ['relations', 'relations'],
    ['calendars', 'calendars'],
    ['writingGoals', 'writingGoals'],
    ['images', 'images'],
    ['savedQueries', 'savedQueries'],
    ['settings', 'settings'],
    ['members', 'sharing'],
    ['profile', 'profile'],
    ['textVersions', 'textVersions'],
  ];
  for (const [key, content] of keys) {
    if (workspace[key] === undefined) missing.push(backupContentLabels[content]);
  }
  const withoutBytes = extras.images.filter(
    (image) => !hasBytes(image) && stored?.images.has(image.id) !== true,
  ).length;
  if (withoutBytes > 0) {
    missing.push(
      `the bytes of ${withoutBytes} ${withoutBytes === 1 ? 'image' : 'images'} (a .zip export carries them)`,
    );
  }
  if (workspace.history !== undefined) missing.push('history (kept in the file, never imported)');
  if (workspace.trash !== undefined) missing.push('the Trash (kept in the file, never imported)');
  return missing;
}
