import type {
  BackupCalendar,
  BackupContinuityDismissal,
  BackupContinuitySetting,
  BackupExtras,
  BackupFieldValue,
  BackupImage,
  BackupWritingDay,
  BackupWritingGoal,
} from '../../common/api/backup';
import type { StoredComment } from '../../common/api/comments';
import type { StoredSavedQuery } from '../../common/api/inputs';
import type { Calendar } from '../../common/time/calendar';
import type { FieldDefinition, FieldTemplate } from '../../common/workspace/custom-fields';
import type { BackupKindThing, UserKind } from '../../common/workspace/user-kinds';
import type { BlobStore } from './blob-store';
import { createCalendarStore } from './calendar-store';
import { createCommentStore } from './comment-store';
import { createContinuityStore, writeContinuityBackup } from './continuity-store';
import { readFieldBackup, writeFieldBackup } from './custom-field-backup';
import { imageDataBytes, readImageRow } from './image-bytes';
import {
  MissingContainerError,
  readSharingBackup,
  type SharingBackup,
  writeSharingBackup,
} from './membership-store';
import { entityExists } from './relation-store';
import type { ImageTable as ImageRow } from './schema';
import { createTrashStore } from './trash-store';
import { readKindBackup } from './user-kind-backup';
import type { WorkspaceStore } from './workspace-store';
import { savedQueryTable } from './workspace-tables';

// What a backup holds beside the records, parts, chapter texts and relations that `readWorkspace`
// reads (decision 050): calendars, writing goals and days, the uploaded images' facts, saved queries and
// settings. Read for the export; written back by the import, in its transaction, after its records.

/** The export's extras, each list in a stable order so that two exports of one workspace are equal. */
export async function readBackupExtras(store: WorkspaceStore, now: () => number): Promise<BackupExtras> {
  const { db, userId } = store;
  const calendars = await db
    .selectFrom('calendars')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
  const goals = await db
    .selectFrom('writing_goals')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('novel_id')
    .execute();
  const days = await db
    .selectFrom('writing_days')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('novel_id')
    .orderBy('day')
    .execute();
  // The bytes stay out: a JSON file lists the images, a `.zip` streams their bytes beside it.
  const images = await db
    .selectFrom('images')
    .select(['id', 'mime', 'width', 'height', 'size', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
  const savedQueries = (await store.list(savedQueryTable)).sort((a, b) => a.id.localeCompare(b.id));
  return {
    calendars: calendars.map(
      (row): BackupCalendar => ({
        id: row.id,
        ownerKind: row.owner_kind as BackupCalendar['ownerKind'],
        ownerId: row.owner_id,
        calendar: JSON.parse(row.data) as unknown,
        createdAt: row.created_at,
        updatedAt: row.updated_at,
      }),
    ),
    writingGoals: goals.map(
      (row): BackupWritingGoal => ({
        novelId: row.novel_id,
        dailyWords: row.daily_words === null ? null : Number(row.daily_words),
        updatedAt: row.updated_at,
      }),
    ),
    writingDays: days.map(
      (row): BackupWritingDay => ({
        novelId: row.novel_id,
        day: row.day,
        startWords: Number(row.start_words),
      }),
    ),
    images: images.map(
      (row): BackupImage => ({
        id: row.id,
        type: row.mime as BackupImage['type'],
        width: Number(row.width),
        height: Number(row.height),
        size: Number(row.size),
        createdAt: row.created_at,
      }),
    ),
    savedQueries: savedQueries.map(({ id, name, sql, description, createdAt }) => ({
      id,
      name,
      sql,
      description,
      createdAt,
    })),
    continuityDismissals: await createContinuityStore(store).list(),
    continuitySettings: await createContinuityStore(store).listSettings(),
    ...(await readFieldBackup(store)),
    settings: { trashRetentionDays: await createTrashStore(store, now).retentionDays() },
    ...(await readSharingBackup(store)),
    comments: await createCommentStore(store).listAll(),
    ...(await readKindBackup(store)),
  };
}

/**
 * An image's bytes, read one at a time (a `.zip` export streams them) from its row or the bucket
 * (decision 090); undefined when there is no such image, or its object is gone.
 */
export async function readImageBytes(
  store: WorkspaceStore,
  blobs: BlobStore,
  id: string,
): Promise<Uint8Array | undefined> {
  const row = await readImageRow(store, id);
  return row === undefined ? undefined : imageDataBytes(blobs, row.data);
}

/** The extras an import writes: the file's, already checked by their schemas (import-plan). */
export type ImportedExtras = {
  calendars: (BackupCalendar & { calendar: Calendar })[];
  writingGoals: BackupWritingGoal[];
  writingDays: BackupWritingDay[];
  images: BackupImage[];
  savedQueries: StoredSavedQuery[];
  continuityDismissals: BackupContinuityDismissal[];
  continuitySettings: BackupContinuitySetting[];
  customFields: FieldDefinition[];
  fieldValues: BackupFieldValue[];
  fieldTemplates: FieldTemplate[];
  settings: BackupExtras['settings'] | undefined;
  comments: StoredComment[];
  customKinds: UserKind[];
  kindThings: BackupKindThing[];
} & SharingBackup;

/** Thrown when an extra names a record the workspace does not hold once the records are written. */
export class MissingOwnerError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Writes the file's extras once its records are written (in the import's transaction). Each replaces
 * what is stored under the same id (a calendar also what its owner had, a goal its novel's, a day that
 * day's): an import never doubles them. Images not in the file stay (nothing points at them but what
 * the user wrote, and their bytes are theirs); an image the file lists without bytes (a JSON export)
 * is kept only when it is stored already.
 */
export async function writeBackupExtras(
  store: WorkspaceStore,
  extras: ImportedExtras,
  now: () => number,
  /** An image's bytes (base64) kept outside its row, read when it is written: a `.zip` on disk. */
  readImageBytes?: (id: string) => Promise<string | undefined>,
): Promise<void> {
  const { db, userId } = store;
  const calendars = createCalendarStore(store);
  for (const [index, calendar] of extras.calendars.entries()) {
    if (!(await entityExists(store, { kind: calendar.ownerKind, id: calendar.ownerId }))) {
      throw new MissingOwnerError(
        `calendars[${index + 1}].ownerId`,
        `Nothing was imported: calendar row ${index + 1} belongs to ${calendar.ownerKind} ${calendar.ownerId}, which is not in the workspace`,
      );
    }
    const stored = await calendars.findByOwner(calendar.ownerKind, calendar.ownerId);
    if (stored !== undefined) await calendars.remove(stored.id);
    await calendars.remove(calendar.id);
    await calendars.insert({ ...calendar, version: 1 });
  }
  for (const [index, goal] of extras.writingGoals.entries()) {
    if (!(await entityExists(store, { kind: 'novel', id: goal.novelId }))) {
      throw new MissingOwnerError(
        `writingGoals[${index + 1}].novelId`,
        `Nothing was imported: writing goal row ${index + 1} is for novel ${goal.novelId}, which is not in the workspace`,
      );
    }
    await db
      .deleteFrom('writing_goals')
      .where('user_id', '=', userId)
      .where('novel_id', '=', goal.novelId)
      .execute();
    await db
      .insertInto('writing_goals')
      .values({
        user_id: userId,
        novel_id: goal.novelId,
        daily_words: goal.dailyWords,
        version: 1,
        updated_at: goal.updatedAt,
      })
      .execute();
  }
  const novels = new Map<string, boolean>();
  for (const [index, day] of extras.writingDays.entries()) {
    if (!novels.has(day.novelId))
      novels.set(day.novelId, await entityExists(store, { kind: 'novel', id: day.novelId }));
    if (novels.get(day.novelId) !== true) {
      throw new MissingOwnerError(
        `writingDays[${index + 1}].novelId`,
        `Nothing was imported: writing day row ${index + 1} is for novel ${day.novelId}, which is not in the workspace`,
      );
    }
    await db
      .insertInto('writing_days')
      .values({ user_id: userId, novel_id: day.novelId, day: day.day, start_words: day.startWords })
      .onConflict((oc) =>
        oc.columns(['user_id', 'novel_id', 'day']).doUpdateSet({ start_words: day.startWords }),
      )
      .execute();
  }
  for (const image of extras.images) await writeBackupImage(store, image, readImageBytes);
  for (const query of extras.savedQueries) {
    await store.remove(savedQueryTable, { id: query.id });
    await store.insert(savedQueryTable, query, 'last');
  }
  await writeContinuityBackup(store, extras);
  const fieldProblem = await writeFieldBackup(store, extras);
  if (fieldProblem !== undefined) throw new MissingOwnerError(fieldProblem.field, fieldProblem.message);
  if (extras.settings !== undefined) {
    await createTrashStore(store, now).setRetentionDays(extras.settings.trashRetentionDays);
  }
  try {
    await writeSharingBackup(store, extras);
  } catch (error) {
    if (error instanceof MissingContainerError) throw new MissingOwnerError(error.field, error.message);
    throw error;
  }
  const comments = createCommentStore(store);
  for (const [index, comment] of extras.comments.entries()) {
    if (!(await entityExists(store, { kind: comment.containerKind, id: comment.containerId }))) {
      throw new MissingOwnerError(
        `comments[${index + 1}].containerId`,
        `Nothing was imported: comment row ${index + 1} is in ${comment.containerKind} ${comment.containerId}, which is not in the workspace`,
      );
    }
    await comments.put(comment);
  }
}

/** One image of a backup, replacing the stored one of its id; one without bytes anywhere is left out. */
export async function writeBackupImage(
  store: WorkspaceStore,
  image: BackupImage,
  readImageBytes?: (id: string) => Promise<string | undefined>,
): Promise<void> {
  const { db, userId } = store;
  const data = image.data ?? (await readImageBytes?.(image.id));
  if (data === undefined) return;
  await db.deleteFrom('images').where('user_id', '=', userId).where('id', '=', image.id).execute();
  await db
    .insertInto('images')
    .values({
      user_id: userId,
      id: image.id,
      mime: image.type,
      width: image.width,
      height: image.height,
      size: Buffer.byteLength(data, 'base64'),
      data,
      created_at: image.createdAt,
    })
    .execute();
}

/** The images a JSON file lists without their bytes that the workspace does not hold: they stay out. */
export async function imagesWithoutBytes(
  store: WorkspaceStore,
  images: readonly BackupImage[],
): Promise<string[]> {
  const listed = images.filter((image) => image.data === undefined).map((image) => image.id);
  if (listed.length === 0) return [];
  const stored = new Set<string>();
  for (let index = 0; index < listed.length; index += 500) {
    const rows = await store.db
      .selectFrom('images')
      .select('id')
      .where('user_id', '=', store.userId)
      .where('id', 'in', listed.slice(index, index + 500))
      .execute();
    for (const row of rows) stored.add(row.id);
  }
  return listed.filter((id) => !stored.has(id));
}

/**
 * What a replacing import takes beside records (decision 050): the stored saved queries and images the
 * file does not hold, when it carries that list at all. They go to the import's Trash entry (images
 * with their bytes) and are removed after it is written.
 */
export async function staleExtras(
  store: WorkspaceStore,
  file: { savedQueries?: unknown[] | undefined; images?: unknown[] | undefined },
): Promise<{ savedQueries: Record<string, unknown>[]; images: Record<string, unknown>[] }> {
  const idsOf = (rows: unknown[] | undefined) =>
    new Set(
      (rows ?? []).map((row) => (row as { id?: unknown } | null)?.id).filter((id) => typeof id === 'string'),
    );
  const stale = { savedQueries: [] as Record<string, unknown>[], images: [] as Record<string, unknown>[] };
  if (file.savedQueries !== undefined) {
    const kept = idsOf(file.savedQueries);
    stale.savedQueries = (await store.list(savedQueryTable))
      .filter((query) => !kept.has(query.id))
      .map((query) => ({ ...query }));
  }
  if (file.images !== undefined) {
    const kept = idsOf(file.images);
    const rows = await store.db
      .selectFrom('images')
      .selectAll()
      .where('user_id', '=', store.userId)
      .execute();
    stale.images = rows.filter((row) => !kept.has(row.id)).map(({ user_id: _owner, ...row }) => ({ ...row }));
  }
  return stale;
}

/** Removes what `staleExtras` found (its snapshot is in the Trash by now). */
export async function removeStaleExtras(
  store: WorkspaceStore,
  stale: { savedQueries: Record<string, unknown>[]; images: Record<string, unknown>[] },
): Promise<void> {
  const ids = (rows: Record<string, unknown>[]) => rows.map((row) => String(row.id));
  if (stale.savedQueries.length > 0) await store.remove(savedQueryTable, { id: ids(stale.savedQueries) });
  const images = ids(stale.images);
  for (let index = 0; index < images.length; index += 500) {
    await store.db
      .deleteFrom('images')
      .where('user_id', '=', store.userId)
      .where('id', 'in', images.slice(index, index + 500))
      .execute();
  }
}

/** Puts a Trash entry's saved queries and images back; one whose id is taken now keeps the newer. */
export async function restoreExtras(
  store: WorkspaceStore,
  payload: { savedQueries?: Record<string, unknown>[]; images?: Record<string, unknown>[] },
): Promise<void> {
  for (const query of payload.savedQueries ?? []) {
    if (await store.exists(savedQueryTable, String(query.id))) continue;
    await store.insert(savedQueryTable, query as StoredSavedQuery, 'last');
  }
  for (const image of payload.images ?? []) {
    await store.db
      .insertInto('images')
      .values({ ...(image as Omit<ImageRow, 'user_id'>), user_id: store.userId })
      .onConflict((conflict) => conflict.doNothing())
      .execute();
  }
}

/** Saved queries and images by id, as a Trash entry keeps them (images with their bytes). */
export async function readExtrasByIds(
  store: WorkspaceStore,
  ids: { images: readonly string[]; savedQueries: readonly string[] },
): Promise<{ savedQueries: Record<string, unknown>[]; images: Record<string, unknown>[] }> {
  const found = { savedQueries: [] as Record<string, unknown>[], images: [] as Record<string, unknown>[] };
  for (let index = 0; index < ids.images.length; index += 500) {
    const rows = await store.db
      .selectFrom('images')
      .selectAll()
      .where('user_id', '=', store.userId)
      .where('id', 'in', ids.images.slice(index, index + 500))
      .execute();
    found.images.push(...rows.map(({ user_id: _owner, ...row }) => ({ ...row })));
  }
  if (ids.savedQueries.length > 0) {
    const wanted = new Set(ids.savedQueries);
    found.savedQueries = (await store.list(savedQueryTable))
      .filter((query) => wanted.has(query.id))
      .map((query) => ({ ...query }));
  }
  return found;
}
