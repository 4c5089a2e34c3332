import { emptyPayload, type TrashPayload } from '../../common/workspace/trash';
import { readSharingBackup } from '../db/membership-store';
import { writeKindBackup } from '../db/user-kind-backup';
import { createUserKindStore } from '../db/user-kind-store';
import { type ImportedExtras, MissingOwnerError, writeBackupExtras } from '../db/workspace-backup';
import type { WorkspaceStore } from '../db/workspace-store';
import { savedQueryTable } from '../db/workspace-tables';
import { ApiError } from './api-error';
import { type ExtraKeys, extraKeyOf, type ZipImages } from './import-checks';

/** The keys of the stored extras (decision 050): what an import's extras would replace. */
export async function readExtraKeys(store: WorkspaceStore): Promise<ExtraKeys> {
  const { db, userId } = store;
  const calendars = await db.selectFrom('calendars').select('id').where('user_id', '=', userId).execute();
  const goals = await db
    .selectFrom('writing_goals')
    .select('novel_id')
    .where('user_id', '=', userId)
    .execute();
  const days = await db
    .selectFrom('writing_days')
    .select(['novel_id', 'day'])
    .where('user_id', '=', userId)
    .execute();
  const images = await db.selectFrom('images').select('id').where('user_id', '=', userId).execute();
  const queries = await store.rows(savedQueryTable, ['id']);
  const sharing = await readSharingBackup(store);
  const dismissals = await db
    .selectFrom('continuity_dismissals')
    .select('finding_id')
    .where('user_id', '=', userId)
    .execute();
  const settingRows = await db
    .selectFrom('continuity_settings')
    .select(['scope_kind', 'scope_id'])
    .where('user_id', '=', userId)
    .execute();
  const fieldRows = await db.selectFrom('custom_fields').select('id').where('user_id', '=', userId).execute();
  const valueRows = await db
    .selectFrom('field_values')
    .select(['thing_id', 'field_id'])
    .where('user_id', '=', userId)
    .execute();
  const templateRows = await db
    .selectFrom('field_templates')
    .select('id')
    .where('user_id', '=', userId)
    .execute();
  const commentRows = await db.selectFrom('comments').select('id').where('user_id', '=', userId).execute();
  const kindRows = await db.selectFrom('custom_kinds').select('id').where('user_id', '=', userId).execute();
  const thingRows = await db
    .selectFrom('parts')
    .select('id')
    .where('user_id', '=', userId)
    .where('kind', 'like', '%/k-%')
    .execute();
  return {
    customKinds: new Set(kindRows.map((row) => row.id)),
    kindThings: new Set(thingRows.map((row) => row.id)),
    comments: new Set(commentRows.map((row) => row.id)),
    customFields: new Set(fieldRows.map((row) => row.id)),
    fieldValues: new Set(valueRows.map((row) => `${row.thing_id}/${row.field_id}`)),
    fieldTemplates: new Set(templateRows.map((row) => row.id)),
    calendars: new Set(calendars.map((row) => row.id)),
    writingGoals: new Set(goals.map((row) => row.novel_id)),
    writingDays: new Set(days.map((row) => `${row.novel_id}/${row.day}`)),
    images: new Set(images.map((row) => row.id)),
    savedQueries: new Set(queries.map((row) => row.id)),
    members: new Set(sharing.members.map((row) => extraKeyOf('members', row))),
    invitations: new Set(sharing.invitations.map((row) => row.id)),
    visibility: new Set(sharing.visibility.map((row) => extraKeyOf('visibility', row))),
    partAuthors: new Set(sharing.partAuthors.map((row) => extraKeyOf('partAuthors', row))),
    continuityDismissals: new Set(dismissals.map((row) => row.finding_id)),
    continuitySettings: new Set(settingRows.map((row) => `${row.scope_kind}:${row.scope_id}`)),
  };
}

/** Writes the file's extras; one naming a record the workspace lacks refuses the import (422). */
export async function writeImportedExtras(
  store: WorkspaceStore,
  extras: ImportedExtras,
  now: () => number,
  zipImages?: ZipImages,
): Promise<void> {
  const readImageBytes =
    zipImages === undefined
      ? undefined
      : (id: string) => (zipImages.ids.has(id) ? zipImages.read(id) : Promise.resolve(undefined));
  try {
    await writeBackupExtras(store, extras, now, readImageBytes);
  } catch (error) {
    if (!(error instanceof MissingOwnerError)) throw error;
    throw new ApiError(422, 'validation_failed', error.message, [
      { field: error.field, message: 'Not in the workspace' },
    ]);
  }
}

/** The replaced snapshot with the saved queries and images a replacing import takes; undefined if none. */
export function withStaleExtras(
  snapshot: TrashPayload | undefined,
  stale: { savedQueries: Record<string, unknown>[]; images: Record<string, unknown>[] } | undefined,
): TrashPayload | undefined {
  if (stale === undefined || (stale.savedQueries.length === 0 && stale.images.length === 0)) return snapshot;
  return { ...(snapshot ?? emptyPayload()), savedQueries: stale.savedQueries, images: stale.images };
}

/**
 * Writes the file's kinds of your own and their things (decision 085): before the relations, which may
 * end at one, and the field values, which may be of one. One naming what the workspace lacks refuses
 * the import (422).
 */
export async function writeImportedKinds(
  store: WorkspaceStore,
  extras: ImportedExtras,
): Promise<ImportedKinds> {
  const before = new Set((await createUserKindStore(store).listKinds()).map((kind) => kind.id));
  const problem = await writeKindBackup(store, extras);
  if (problem !== undefined) {
    throw new ApiError(422, 'validation_failed', problem.message, [
      { field: problem.field, message: 'Not in the workspace' },
    ]);
  }
  return {
    kindIds: extras.customKinds.map((kind) => kind.id).filter((id) => !before.has(id)),
    thingIds: extras.kindThings.map((thing) => thing.id),
  };
}

/** What an import's kinds did, for its Undo: the kinds new to the workspace, and every thing written. */
export type ImportedKinds = { kindIds: string[]; thingIds: string[] };
