import {
  type TrashList,
  type TrashRestored,
  type TrashSettings,
  trashSettingsSchema,
} from '../../common/api/trash';
import type { RecordKind } from '../../common/workspace/kinds';
import { createMemoryTrashEntryRows } from '../../common/workspace/memory-trash-entries';
import {
  deleteRecordIntoTrash,
  fieldIntoTrash,
  kindIntoTrash,
  partIntoTrash,
  type TakenEntry,
} from '../../common/workspace/operations/trash-moves';
import type { StoredPart } from '../../common/workspace/store';
import { createTrashEntries, restoreTrashEntry } from '../../common/workspace/trash-entries';
import type { TrashStore } from '../../common/workspace/trash-store';
import { type UserKind, userPartKind } from '../../common/workspace/user-kinds';
import { NotFoundError } from './errors';
import type { InMemoryFieldTrash } from './in-memory-fields';
import { parse } from './record-helpers';
import type { Trashed } from './workspace-repository';

// The Trash of the in-memory workspace (decision 038), by the data API's rules: what a delete takes and
// how a restore puts it back (or sets aside what holds its ids now) are the core's (decision 079), over
// the workspace's records, parts, chapter texts and relations, and so are its entries and retention
// (`trash-entries.ts`, kept in memory).

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
  const entries = createTrashEntries(createMemoryTrashEntryRows(), () => deps.now().getTime());
  const at = () => deps.now().toISOString();

  async function keep(taken: TakenEntry | undefined): Promise<Trashed> {
    if (taken === undefined) return null;
    const { id, label } = await entries.keep(deps.newId(), taken);
    return { entryId: id, label };
  }

  return {
    /** Deletes a record by the core's links table into the Trash; resolves to the entry for the toast's Undo. */
    async moveRecord(kind: RecordKind, id: string): Promise<Trashed> {
      const deletedAt = at();
      return keep(await deps.withTrash((store) => deleteRecordIntoTrash(store, kind, id, deletedAt)));
    },

    /** Runs a part's delete (`remove`, at the stamp given), its snapshot read before; resolves to the entry. */
    async movePart(partId: string, remove: (deletedAt: string) => Promise<void>): Promise<Trashed> {
      const deletedAt = at();
      const taken = await deps.withTrash(async (store) => {
        const part = await store.records().parts().getPart(partId);
        return part === undefined ? undefined : partIntoTrash(store, part, deletedAt);
      });
      await remove(deletedAt);
      return keep(taken);
    },

    /** Deletes a field into the Trash with every value it holds, by the core's rules (decision 077). */
    async moveField(id: string): Promise<Trashed> {
      return keep(fieldIntoTrash(deps.fields.takeField(id), at()));
    },

    /**
     * Deletes a kind of your own into the Trash as one entry (decision 085): its definition, its things
     * and its fields with their values; `remove` takes the things and the definition away, in the same step.
     */
    async moveKind(kind: UserKind, remove: (deletedAt: string) => Promise<void>): Promise<Trashed> {
      await entries.purgeExpired();
      const deletedAt = at();
      const partKind = userPartKind(kind);
      const taken = await deps.withTrash(async (store) => {
        const things = (await deps.storedParts()).filter((part) => part.kind === partKind);
        const fields = deps.fields.idsOfKind(partKind).map((id) => deps.fields.takeField(id));
        return kindIntoTrash(store, { kind, things, fields }, deletedAt);
      });
      await remove(deletedAt);
      return keep(taken);
    },

    listTrash: (): Promise<TrashList> => entries.listTrash(),

    /** Puts an entry back whole, by the core's rules, as on the server (decision 050). */
    restoreTrashEntry(id: string): Promise<TrashRestored> {
      return deps.withTrash((store) =>
        store.transaction((trx) => restoreTrashEntry(entries, trx, id, at(), deps.newId)),
      );
    },

    async deleteTrashEntry(id: string): Promise<void> {
      await entries.purgeExpired();
      if (!(await entries.remove(id))) throw new NotFoundError('Trash entry not found');
    },

    async emptyTrash(): Promise<void> {
      await entries.empty();
    },

    async getTrashSettings(): Promise<TrashSettings> {
      return { retentionDays: await entries.retentionDays() };
    },

    async updateTrashSettings(settings: TrashSettings): Promise<TrashSettings> {
      const { retentionDays } = parse(trashSettingsSchema, settings);
      await entries.setRetentionDays(retentionDays);
      await entries.purgeExpired();
      return { retentionDays };
    },
  };
}
