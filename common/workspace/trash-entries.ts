import {
  DEFAULT_RETENTION_DAYS,
  importTrashKindLabel,
  type TrashEntry,
  type TrashList,
  type TrashRestored,
} from '../api/trash';
import { type EntityKind, entityKindLabel } from './entities';
import { workspaceErrors } from './errors';
import { restoreFromTrash, setAsideEntry, type TakenEntry } from './operations/trash-moves';
import { expiresAt, payloadHolds, retentionCutoff, type TrashPayload } from './trash';
import type { TrashStore } from './trash-store';

// The Trash's entries (decision 038): one per delete, with its snapshot, kept for the user's retention
// and then gone for good. Their rules (what an entry shows, when it expires, which entry holds a thing,
// a restore from an entry) are here once; the server keeps the rows in its tables
// (`server/db/trash-store.ts`), the browser's test repository in memory (`memory-trash-entries.ts`).

/** An entry as stored: what it shows but its expiry and kind in words, and its snapshot. */
export type TrashEntryRow = Omit<TrashEntry, 'kindLabel' | 'expiresAt' | 'size'> & { payload: TrashPayload };

/** An entry as a store reads it back: with the bytes its snapshot takes. */
export type StoredEntryRow = TrashEntryRow & { size: number };

/** An entry with its snapshot (a restore, the export). */
export type StoredTrashEntry = TrashEntry & { payload: TrashPayload };

/** What the entries need of storage, row by row; every read and write is one user's. */
export interface TrashEntryRows {
  /** The retention the user set, or undefined when they set none. */
  retentionDays(): Promise<number | undefined>;
  setRetentionDays(days: number, updatedAt: string): Promise<void>;
  /** Every entry, newest first (then by id), without its snapshot. */
  list(): Promise<Omit<StoredEntryRow, 'payload'>[]>;
  get(id: string): Promise<StoredEntryRow | undefined>;
  /**
   * The entries that may hold this record or part, newest first: every one, or fewer when the store
   * can tell from its rows (the server looks for the id in the snapshot's text).
   */
  mayHold(entityId: string): Promise<StoredEntryRow[]>;
  put(row: TrashEntryRow): Promise<void>;
  /** False when there was none. */
  remove(id: string): Promise<boolean>;
  /** Those deleted before the cutoff; answers how many went. */
  removeDeletedBefore(cutoff: string): Promise<number>;
  /** Answers how many went. */
  removeAll(): Promise<number>;
}

/** The kind in words: 'Universe', 'Chapter', 'Field', 'Replaced by an import'. */
export function trashKindLabel(kind: string): string {
  return importTrashKindLabel(kind) ?? entityKindLabel(kind as EntityKind);
}

function present(row: Omit<StoredEntryRow, 'payload'>, days: number): TrashEntry {
  const { id, kind, label, entityId, parentId, deletedAt, contents, size } = row;
  return {
    ...{ id, kind, kindLabel: trashKindLabel(kind), label, entityId, parentId, deletedAt },
    ...{ expiresAt: expiresAt(deletedAt, days), contents, size },
  };
}

/** One user's Trash over its rows, at the clock given (milliseconds). */
export function createTrashEntries(rows: TrashEntryRows, now: () => number) {
  const retentionDays = async () => (await rows.retentionDays()) ?? DEFAULT_RETENTION_DAYS;

  /** Deletes for good what has been in the Trash longer than the retention; answers how many went. */
  const purgeExpired = async () => rows.removeDeletedBefore(retentionCutoff(now(), await retentionDays()));

  return {
    retentionDays,
    purgeExpired,

    async setRetentionDays(days: number): Promise<void> {
      await rows.setRetentionDays(days, new Date(now()).toISOString());
    },

    async list(): Promise<TrashEntry[]> {
      const days = await retentionDays();
      return (await rows.list()).map((row) => present(row, days));
    },

    /** The list as the Trash page shows it, after letting go of what expired. */
    async listTrash(): Promise<TrashList> {
      await purgeExpired();
      const [entries, days] = await Promise.all([this.list(), retentionDays()]);
      return { entries, retentionDays: days };
    },

    async get(id: string): Promise<StoredTrashEntry | undefined> {
      const row = await rows.get(id);
      return row === undefined ? undefined : { ...present(row, await retentionDays()), payload: row.payload };
    },

    /** The newest entry holding this record or part, if one does (a restore's missing owner is named). */
    async holding(entityId: string): Promise<{ id: string; label: string } | undefined> {
      const held = (await rows.mayHold(entityId)).find(
        (row) => row.entityId === entityId || payloadHolds(row.payload, entityId),
      );
      return held === undefined ? undefined : { id: held.id, label: held.label };
    },

    /** Keeps an entry (letting go of those past the retention first). */
    async keep(id: string, taken: TakenEntry): Promise<{ id: string; label: string }> {
      await purgeExpired();
      await rows.put({ id, ...taken });
      return { id, label: taken.label };
    },

    put: (row: TrashEntryRow) => rows.put(row),
    remove: (id: string) => rows.remove(id),
    empty: () => rows.removeAll(),
  };
}

export type TrashEntries = ReturnType<typeof createTrashEntries>;

/**
 * Puts an entry back whole (inside the caller's transaction, `entries` and `store` in it): what holds
 * its ids now steps aside into an entry of its own (decision 050), the snapshot is written back or the
 * restore refused in words, and the entry goes. `check` is what only the caller refuses a snapshot for.
 */
export async function restoreTrashEntry(
  entries: TrashEntries,
  store: TrashStore,
  id: string,
  at: string,
  newId: () => string,
  check: (payload: TrashPayload) => string | undefined = () => undefined,
): Promise<TrashRestored> {
  await entries.purgeExpired();
  const entry = await entries.get(id);
  if (entry === undefined) throw workspaceErrors.notFound('Trash entry');
  const invalid = check(entry.payload);
  if (invalid !== undefined) throw workspaceErrors.invalid(`This cannot be restored as it is. ${invalid}`);
  const aside = await setAsideEntry(store, entry, at);
  await restoreFromTrash(store, entry.payload, at, (held) => entries.holding(held));
  await entries.remove(entry.id);
  const { kind, entityId, parentId, label } = entry;
  if (aside === undefined) return { kind, id: entityId, parentId, label };
  const asideId = newId();
  await entries.put({ id: asideId, entityId: asideId, ...aside });
  return { kind, id: entityId, parentId, label, setAsideEntryId: asideId };
}
