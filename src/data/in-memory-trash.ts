import {
  DEFAULT_RETENTION_DAYS,
  FIELD_TRASH_KIND,
  IMPORT_REPLACED_KIND,
  importTrashKindLabel,
  type TrashEntry,
  type TrashList,
  type TrashRestored,
  type TrashSettings,
  trashSettingsSchema,
} from '../../common/api/trash';
import { displayName } from '../../common/workspace/derive';
import { type EntityKind, entityKindLabel } from '../../common/workspace/entities';
import { fieldTrashContents } from '../../common/workspace/field-trash';
import { type RecordKind, recordKind } from '../../common/workspace/kinds';
import { type DeletePlan, deleteRecord } from '../../common/workspace/operations/delete-record';
import { restoreProblemMessage } from '../../common/workspace/operations/trash-restore';
import {
  checkTrashRestore,
  setAsideCollisions,
  snapshotPartDelete,
  snapshotRecordDelete,
  writeBack,
} from '../../common/workspace/operations/trash-snapshot';
import type { StoredRecord } from '../../common/workspace/record-store';
import {
  describeContents,
  describeEverything,
  emptyPayload,
  expiresAt,
  payloadHolds,
  retentionCutoff,
  setAsideLabel,
  type TrashPayload,
} from '../../common/workspace/trash';
import type { TrashStore } from '../../common/workspace/trash-store';
import { NotFoundError } from './errors';
import type { InMemoryFieldTrash } from './in-memory-fields';
import { parse } from './record-helpers';
import type { Trashed } from './workspace-repository';

// The Trash of the in-memory workspace (decision 038), by the data API's rules: what a delete takes and
// how a restore puts it back (or sets aside what holds its ids now) are the core's (decision 079), over
// the workspace's records, parts, chapter texts and relations; this keeps the entries and the retention.

type MemoryEntry = { entry: Omit<TrashEntry, 'expiresAt' | 'size'>; payload: TrashPayload };

export type InMemoryTrashDeps = {
  now: () => Date;
  newId: () => string;
  /** Runs the core's snapshot or write-back over the workspace (its lists rewritten after). */
  withTrash<T>(command: (store: TrashStore) => Promise<T>): Promise<T>;
  fields: InMemoryFieldTrash;
};

/** Where a record's page lives, for the Trash's link after a restore: a location's world, an event's timeline. */
function parentOf(kind: RecordKind, record: StoredRecord): string | null {
  const field = recordKind(kind).parentField;
  const value = field === undefined ? undefined : record[field];
  return typeof value === 'string' ? value : null;
}

export function createInMemoryTrash(deps: InMemoryTrashDeps) {
  let entries: MemoryEntry[] = [];
  let retentionDays = DEFAULT_RETENTION_DAYS;

  function purgeExpired() {
    const cutoff = retentionCutoff(deps.now().getTime(), retentionDays);
    entries = entries.filter((held) => held.entry.deletedAt >= cutoff);
  }

  function keep(
    entry: Omit<MemoryEntry['entry'], 'id' | 'kindLabel'>,
    payload: TrashPayload,
    id = deps.newId(),
  ): Trashed {
    const kindLabel = importTrashKindLabel(entry.kind) ?? entityKindLabel(entry.kind as EntityKind);
    entries.unshift({ entry: { ...entry, id, kindLabel }, payload });
    return { entryId: id, label: entry.label };
  }

  /** Why an entry cannot come back, in words (a missing owner in the Trash is named), or undefined. */
  async function problemOf(store: TrashStore, held: MemoryEntry): Promise<string | undefined> {
    const problem = await checkTrashRestore(store, held.payload);
    if (problem === undefined) return undefined;
    const id = problem.reason === 'missing' ? problem.missing.id : undefined;
    const holder = entries.find(
      (other) => other !== held && (other.entry.entityId === id || payloadHolds(other.payload, id ?? '')),
    );
    return restoreProblemMessage(problem, id === undefined ? undefined : holder?.entry);
  }

  return {
    /** Deletes a record by the core's links table into the Trash; resolves to the entry for the toast's Undo. */
    async moveRecord(kind: RecordKind, id: string): Promise<Trashed> {
      purgeExpired();
      const deletedAt = deps.now().toISOString();
      const payload = await deps.withTrash((store) =>
        store.transaction(async (trx) => {
          let taken = emptyPayload();
          const snapshot = async (plan: DeletePlan) => {
            taken = await snapshotRecordDelete(trx, plan, deletedAt);
          };
          await deleteRecord(trx.records(), kind, id, snapshot, deletedAt);
          return taken;
        }),
      );
      const record: StoredRecord = { id, ...payload.records[0]?.rows[0] };
      const label = displayName(record, 'Untitled');
      return keep(
        {
          kind,
          label,
          entityId: id,
          parentId: parentOf(kind, record),
          deletedAt,
          contents: describeContents(payload),
        },
        payload,
      );
    },

    /** Runs a part's delete (`remove`), its snapshot read before; resolves to the entry for the Undo. */
    async movePart(partId: string, remove: () => Promise<void>): Promise<Trashed> {
      purgeExpired();
      const deletedAt = deps.now().toISOString();
      const snapshot = (store: TrashStore) => store.records().parts().getPart(partId);
      const part = await deps.withTrash(snapshot);
      const payload =
        part === undefined
          ? undefined
          : await deps.withTrash((store) => snapshotPartDelete(store, part, deletedAt));
      await remove();
      if (part === undefined || payload === undefined) return null;
      // The stamp the delete gave the part's record, for a restore to put the old one back.
      const stamp = payload.parentStamp;
      if (stamp !== undefined) {
        const after = await deps.withTrash(
          async (store) => (await store.records().getRecord(stamp.kind, stamp.id))?.lastUpdated,
        );
        if (typeof after === 'string') stamp.after = after;
      }
      const label = displayName(part.data, 'Untitled');
      const contents = describeContents(payload, part.id);
      return keep(
        { kind: part.kind, label, entityId: part.id, parentId: part.parentId, deletedAt, contents },
        payload,
      );
    },

    /** Deletes a field into the Trash with every value it holds, by the core's rules (decision 077). */
    async moveField(id: string): Promise<Trashed> {
      purgeExpired();
      const taken = deps.fields.takeField(id);
      const { field } = taken;
      return keep(
        {
          ...{ kind: FIELD_TRASH_KIND, label: field.label, entityId: field.id, parentId: field.scopeId },
          ...{ deletedAt: deps.now().toISOString(), contents: fieldTrashContents(taken.values) },
        },
        { ...emptyPayload(), fields: [taken] },
      );
    },

    async listTrash(): Promise<TrashList> {
      purgeExpired();
      return {
        entries: entries.map((held) => ({
          ...structuredClone(held.entry),
          expiresAt: expiresAt(held.entry.deletedAt, retentionDays),
          size: new TextEncoder().encode(JSON.stringify(held)).length,
        })),
        retentionDays,
      };
    },

    /**
     * Puts an entry back whole, by the core's rules; what holds its ids now steps aside into an entry of
     * its own first (decision 050), as on the server. Refused in words when something it needs is gone.
     */
    async restoreTrashEntry(id: string): Promise<TrashRestored> {
      purgeExpired();
      const held = entries.find((entry) => entry.entry.id === id);
      if (held === undefined) throw new NotFoundError('Trash entry not found');
      const at = deps.now().toISOString();
      const aside = await deps.withTrash((store) =>
        store.transaction(async (trx) => {
          const taken = await setAsideCollisions(trx, held.payload, at);
          const problem = await problemOf(trx, held);
          if (problem !== undefined) throw new Error(problem);
          await writeBack(trx, held.payload, at);
          return taken;
        }),
      );
      entries = entries.filter((entry) => entry !== held);
      const { kind, entityId, parentId, label } = held.entry;
      if (aside === undefined) return { kind, id: entityId, parentId, label };
      const asideId = deps.newId();
      const contents = describeEverything(aside);
      const setAside = { kind: IMPORT_REPLACED_KIND, label: setAsideLabel(label), entityId: asideId };
      keep({ ...setAside, parentId: null, deletedAt: at, contents }, aside, asideId);
      return { kind, id: entityId, parentId, label, setAsideEntryId: asideId };
    },

    async deleteTrashEntry(id: string): Promise<void> {
      purgeExpired();
      if (!entries.some((entry) => entry.entry.id === id)) throw new NotFoundError('Trash entry not found');
      entries = entries.filter((entry) => entry.entry.id !== id);
    },

    async emptyTrash(): Promise<void> {
      entries = [];
    },

    async getTrashSettings(): Promise<TrashSettings> {
      return { retentionDays };
    },

    async updateTrashSettings(settings: TrashSettings): Promise<TrashSettings> {
      retentionDays = parse(trashSettingsSchema, settings).retentionDays;
      purgeExpired();
      return { retentionDays };
    },
  };
}
