import { z } from 'zod';

// The Trash (decision 038): what a delete moved aside, listed by `GET /api/v1/trash`, restored whole by
// `POST /api/v1/trash/:id/restore`, deleted for good by `DELETE /api/v1/trash/:id` or `DELETE
// /api/v1/trash` (all). A delete answers with the entry's id in the `X-Trash-Entry` header, for Undo.

/** The header a delete answers with: the id of the Trash entry it made. */
export const TRASH_ENTRY_HEADER = 'X-Trash-Entry';
/** And the deleted thing's name, URI-encoded (a header carries ASCII only). */
export const TRASH_LABEL_HEADER = 'X-Trash-Label';

/** A Trash entry holding everything a replacing import replaced (decision 038). */
export const IMPORT_REPLACED_KIND = 'import-replaced';
/** A Trash entry holding everything an undone import had added. */
export const IMPORT_UNDONE_KIND = 'import-undone';

/** A Trash entry holding a deleted field and its values (decision 077). */
export const FIELD_TRASH_KIND = 'field';
/** A Trash entry holding a deleted kind of a user's, its things and its fields with their values (decision 085). */
export const KIND_TRASH_KIND = 'kind';

/** The kind in words for the entries no single record or part stands for (imports', a field's), else undefined. */
export function importTrashKindLabel(kind: string): string | undefined {
  if (kind === FIELD_TRASH_KIND) return 'Field';
  if (kind === KIND_TRASH_KIND) return 'Kind';
  if (kind === IMPORT_REPLACED_KIND) return 'Replaced by an import';
  if (kind === IMPORT_UNDONE_KIND) return 'Undone import';
  return undefined;
}

/** Days an entry stays before it goes for good, unless the user says otherwise on /settings. */
export const DEFAULT_RETENTION_DAYS = 30;
export const MAX_RETENTION_DAYS = 365;

/** One thing in the Trash, as the Trash page lists it. */
export type TrashEntry = {
  id: string;
  /** The record kind ('universe', 'novel', ...) or the part kind ('novels/chapters', ...). */
  kind: string;
  /** 'Universe', 'Chapter', ...: the kind in words. */
  kindLabel: string;
  /** The deleted thing's name or title. */
  label: string;
  /** The id of the deleted record or part, and for a part its parent's. */
  entityId: string;
  parentId: string | null;
  deletedAt: string;
  /** When it goes for good. */
  expiresAt: string;
  /** What went with it: 'With 2 worlds, 1 location and 14 parts.', or ''. */
  contents: string;
  /** Bytes it takes (it counts towards the storage quota). */
  size: number;
};

/** `GET /api/v1/trash`: newest first, and the retention that applies. */
export type TrashList = { entries: TrashEntry[]; retentionDays: number };

/** `POST /api/v1/trash/:id/restore`: what came back. */
export type TrashRestored = {
  kind: string;
  id: string;
  parentId: string | null;
  label: string;
  /** When what held its ids since stepped aside into the Trash (decision 050): that entry. */
  setAsideEntryId?: string;
};

/** `PUT /api/v1/trash/settings`. */
export const trashSettingsSchema = z.object({
  retentionDays: z
    .number({ error: 'Keep deleted things for a number of days' })
    .int('Keep deleted things for a whole number of days')
    .min(1, 'Keep deleted things for at least 1 day')
    .max(MAX_RETENTION_DAYS, `Keep deleted things for at most ${MAX_RETENTION_DAYS} days`),
});
export type TrashSettings = z.infer<typeof trashSettingsSchema>;

/** The toast after a delete: '"Tidewell" moved to Trash'. */
export function movedToTrashMessage(label: string): string {
  return `“${label}” moved to Trash`;
}
