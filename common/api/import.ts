import { z } from 'zod';
import { recordKindSpecs } from '../workspace/kinds';

/**
 * The built-in kinds' tables an import may carry (each a kind's `collection` in the registry,
 * common/workspace/kinds.ts), in the order they are checked and written (linked records first).
 */
export const importTables = [
  'universes',
  'worlds',
  'locations',
  'novels',
  'campaigns',
  'timelines',
  'events',
  'characters',
  'items',
  'maps',
] as const;
export type ImportTable = (typeof importTables)[number];

/**
 * Every table an import carries now: the built-in ones in their order, then the collection of each kind
 * registered at run time (`registerRecordKind`), which may link to any of them. A registered kind's
 * collection is one more key of the maps an import keeps by table, so it is typed as one of them.
 */
export function importCollections(): readonly ImportTable[] {
  const builtIn = new Set<string>(importTables);
  const registered = recordKindSpecs.map((spec) => spec.collection).filter((name) => !builtIn.has(name));
  return registered.length === 0 ? importTables : ([...importTables, ...registered] as ImportTable[]);
}

/**
 * `POST /api/v1/import`. `workspace` has the export's format (GET /api/v1/workspace); any table may be
 * left out. Rows are checked one by one so that every problem can name its row.
 * - `replaceExisting` ('Replace existing data'): the tables in the file replace the stored ones (and a
 *   profile in the file replaces the stored profile); records of those tables not in the file are removed.
 * - else `skipDuplicates` ('Skip duplicate records'): records whose id is already stored are left as
 *   they are; without it such a record is a conflict and nothing is imported.
 * - `dryRun`: only the preview; nothing is written.
 */
const rows = z.array(z.unknown()).max(50_000, 'A table may hold at most 50,000 rows').optional();

/** Each record kind's list: rows, checked one by one by its kind's schema (import-plan.ts). */
const recordRows = Object.fromEntries(importTables.map((table) => [table, rows])) as {
  [T in ImportTable]: typeof rows;
};

export const importRequestSchema = z.strictObject({
  workspace: z.strictObject({
    ...recordRows,
    profile: z.unknown().optional(),
    chapterTexts: rows,
    relations: rows,
    /** An export's Trash (`?include=trash`): a backup's, never imported into the workspace. */
    trash: rows,
    /** An export's history (`?include=history`, decision 039): a backup's record, never imported. */
    history: rows,
    /**
     * An export's text versions (`?include=versions`, decision 037): written back for the texts the
     * workspace holds after the import (the same part in the same record); the others are left out.
     */
    textVersions: rows,
    /** A backup's head (decision 050): what the file holds; read by the preview, never stored. */
    about: z.unknown().optional(),
    /** A backup's extras (decision 050), each written after the records, replacing what has its key. */
    calendars: rows,
    writingGoals: rows,
    writingDays: rows,
    /** Uploaded images: their facts, and their bytes (base64) when the file was a `.zip`. */
    images: rows,
    savedQueries: rows,
    /** Dismissed continuity findings (decision 060), each replacing the stored one of its finding. */
    continuityDismissals: rows,
    /** Continuity settings per scope (decision 099), each replacing the stored one of its scope. */
    continuitySettings: rows,
    /** Fields added to kinds, their values and templates (decision 063), each replacing its stored one. */
    customFields: rows,
    fieldValues: rows,
    fieldTemplates: rows,
    settings: z.unknown().optional(),
    /** Sharing (decision 057): members, invitation links (without their tokens) and visibility. */
    members: rows,
    invitations: rows,
    visibility: rows,
    /** Who made a part, when a member did (decision 083), each replacing what is stored for the part. */
    partAuthors: rows,
    /** Comments on passages (decision 071), each replacing the stored one of its id. */
    comments: rows,
    /** Kinds of the user's own and their things (decision 085), each replacing the stored one of its id. */
    customKinds: rows,
    kindThings: rows,
  }),
  replaceExisting: z.boolean().default(false),
  skipDuplicates: z.boolean().default(false),
  dryRun: z.boolean().default(false),
});
export type ImportRequest = z.input<typeof importRequestSchema>;

/** The request's schema with the collections of the kinds registered at run time (importCollections). */
export function importRequestSchemaNow(): typeof importRequestSchema {
  const registered = importCollections().slice(importTables.length);
  if (registered.length === 0) return importRequestSchema;
  const workspace = importRequestSchema.shape.workspace.extend(
    Object.fromEntries(registered.map((collection) => [collection, rows])),
  );
  return importRequestSchema.extend({ workspace }) as unknown as typeof importRequestSchema;
}

/** The backup's tables beside the records (decision 050). */
export const backupExtraTables = [
  'calendars',
  'writingGoals',
  'writingDays',
  'images',
  'savedQueries',
  'members',
  'invitations',
  'visibility',
  'partAuthors',
  'continuityDismissals',
  'continuitySettings',
  'customFields',
  'fieldValues',
  'fieldTemplates',
  'comments',
  'customKinds',
  'kindThings',
] as const;
export type BackupExtraTable = (typeof backupExtraTables)[number];

export type ImportCounts = { added: number; replaced: number; skipped: number; removed: number };

/** One problem of an import, naming the row (1-based, in the file's table) and the field. */
export type ImportProblem = {
  table: ImportTable | BackupExtraTable | 'profile' | 'relations' | 'textVersions' | 'settings';
  row: number;
  field: string;
  message: string;
};

/** The preview, and after a successful import what was done. */
export type ImportReport = {
  isApplied: boolean;
  tables: Record<ImportTable, ImportCounts>;
  /** The relations the file holds (decision 027), when it holds any. */
  relations?: ImportCounts;
  problems: ImportProblem[];
  /** The backup's extras the file carries (decision 050): how many of each are written, by key. */
  extras?: Partial<Record<BackupExtraTable, ImportCounts>>;
  /**
   * What the workspace holds that this file does not carry, in words ('calendars', 'the bytes of 2
   * images'): with Replace existing data, what stays as it is or (for what hangs on replaced records) goes.
   */
  notCarried?: string[];
  /**
   * After an applied import: what undoes it (decision 038). `POST /api/v1/import/:batchId/undo` removes
   * what it added (into the Trash) and puts back what it replaced, as long as the Trash keeps things.
   */
  undo?: ImportUndoHandle;
};

/** An applied import's Undo: its batch and how many records it added. */
export type ImportUndoHandle = { batchId: string; label: string; added: number };

/** `POST /api/v1/import/:batchId/undo`: what the Undo did. */
export type ImportUndone = {
  /** The Trash entry holding what the import had added, or null when it added nothing. */
  trashEntryId: string | null;
  removed: number;
  restored: number;
};

/** The toast after an applied import: 'Imported 12 records'. */
export function importedMessage(added: number): string {
  return `Imported ${added} ${added === 1 ? 'record' : 'records'}`;
}

/** What an import's Trash entries and batch are called after: 'the import of 2026-11-24 10:20 UTC'. */
export function importLabel(stamp: string): string {
  return `the import of ${stamp.slice(0, 16).replace('T', ' ')} UTC`;
}

/**
 * One import request's largest body. Files are promised 'up to 10MB'; CSV and SQL rows grow when completed
 * into whole records (field names, default parts), about 2.3 times, so the request may be larger than the file.
 */
export const IMPORT_REQUEST_MAX_BYTES = 32 * 1024 * 1024;
