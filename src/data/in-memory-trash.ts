import {
  DEFAULT_RETENTION_DAYS,
  importTrashKindLabel,
  type TrashEntry,
  type TrashList,
  type TrashRestored,
  type TrashSettings,
  trashSettingsSchema,
} from '../../common/api/trash';
import { type EntityKind, entityKindLabel } from '../../common/workspace/entities';
import type { RecordKind } from '../../common/workspace/kinds';
import {
  deleteRecordIntoTrash,
  fieldIntoTrash,
  kindIntoTrash,
  partIntoTrash,
  restoreFromTrash,
  setAsideEntry,
  type TakenEntry,
} from '../../common/workspace/operations/trash-moves';
import type { StoredPart } from '../../common/workspace/store';
import { expiresAt, payloadHolds, retentionCutoff, type TrashPayload } from '../../common/workspace/trash';
import type { TrashStore } from '../../common/workspace/trash-store';
import { type UserKind, userPartKind } from '../../common/workspace/user-kinds';
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
  /** Every part of the workspace, as stored (a kind's things, wherever they live). */
  storedParts(): Promise<StoredPart[]>;
};

export function createInMemoryTrash(deps: InMemoryTrashDeps) {
  let entries: MemoryEntry[] = [];
  let retentionDays = DEFAULT_RETENTION_DAYS;

  function purgeExpired() {
    const cutoff = retentionCutoff(deps.now().getTime(), retentionDays);
    entries = entries.filter((held) => held.entry.deletedAt >= cutoff);
  }

  function keep({ payload, ...entry }: TakenEntry, id = deps.newId()): Trashed {
    const kindLabel = importTrashKindLabel(entry.kind) ?? entityKindLabel(entry.kind as EntityKind);
    entries.unshift({ entry: { ...entry, id, kindLabel }, payload });
    return { entryId: id, label: entry.label };
  }

  return {
    /** Deletes a record by the core's links table into the Trash; resolves to the entry for the toast's Undo. */
    async moveRecord(kind: RecordKind, id: string): Promise<Trashed> {
      purgeExpired();
      const deletedAt = deps.now().toISOString();
      return keep(await deps.withTrash((store) => deleteRecordIntoTrash(store, kind, id, deletedAt)));
    },

    /** Runs a part's delete (`remove`, at the stamp given), its snapshot read before; resolves to the entry. */
    async movePart(partId: string, remove: (deletedAt: string) => Promise<void>): Promise<Trashed> {
      purgeExpired();
      const deletedAt = deps.now().toISOString();
      const taken = await deps.withTrash(async (store) => {
        const part = await store.records().parts().getPart(partId);
        return part === undefined ? undefined : partIntoTrash(store, part, deletedAt);
      });
      await remove(deletedAt);
      return taken === undefined ? null : keep(taken);
    },

    /** Deletes a field into the Trash with every value it holds, by the core's rules (decision 077). */
    async moveField(id: string): Promise<Trashed> {
      purgeExpired();
      return keep(fieldIntoTrash(deps.fields.takeField(id), deps.now().toISOString()));
    },

    /**
     * Deletes a kind of your own into the Trash as one entry (decision 085): its definition, its things
     * and its fields with their values; `remove` takes the things and the definition away, in the same step.
     */
    async moveKind(kind: UserKind, remove: (deletedAt: string) => Promise<void>): Promise<Trashed> {
      purgeExpired();
      const deletedAt = deps.now().toISOString();
      const partKind = userPartKind(kind);
      const taken = await deps.withTrash(async (store) => {
        const things = (await deps.storedParts()).filter((part) => part.kind === partKind);
        const fields = deps.fields.idsOfKind(partKind).map((id) => deps.fields.takeField(id));
        return kindIntoTrash(store, { kind, things, fields }, deletedAt);
      });
      await remove(deletedAt);
      return keep(taken);
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
      // A missing owner that is itself in the Trash is named.
      const inTrash = async (owner: string) =>
        entries.find(
          (other) => other !== held && (other.entry.entityId === owner || payloadHolds(other.payload, owner)),
        )?.entry;
      const aside = await deps.withTrash((store) =>
        store.transaction(async (trx) => {
          const taken = await setAsideEntry(trx, { label: held.entry.label, payload: held.payload }, at);
          await restoreFromTrash(trx, held.payload, at, inTrash);
          return taken;
        }),
      );
      entries = entries.filter((entry) => entry !== held);
      const { kind, entityId, parentId, label } = held.entry;
      if (aside === undefined) return { kind, id: entityId, parentId, label };
      const asideId = deps.newId();
      keep({ ...aside, entityId: asideId }, asideId);
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
