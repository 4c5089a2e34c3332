import { workspaceErrors } from '../../common/workspace/errors';
import { kindIntoTrash } from '../../common/workspace/operations/trash-moves';
import type { TrashedField } from '../../common/workspace/trash';
import {
  changeKind,
  defineKind,
  moveKind,
  type UserKind,
  userPartKind,
} from '../../common/workspace/user-kinds';
import { createCustomFieldStore } from '../db/custom-field-store';
import { writeFieldDocuments } from '../db/search-index';
import { createTrashRows } from '../db/trash-snapshot';
import { createTrashStore } from '../db/trash-store';
import { createUserKindStore, thingsOfKind } from '../db/user-kind-store';
import type { WorkspaceStore } from '../db/workspace-store';
import type { Trashed } from './trash-moves';

// The storage side of a user's kinds (decision 085): the core's commands in the store's transaction, a
// line of history for each, and a delete that moves the kind, its things and its fields (with their
// values) into one Trash entry, restored whole.

const kindChange = (op: 'create' | 'update' | 'delete', before: UserKind | null, after: UserKind | null) => {
  const kind = (after ?? before) as UserKind;
  return {
    op,
    entityKind: 'kind',
    entityId: kind.id,
    recordId: kind.id,
    before,
    after,
    isComplete: true,
    name: kind.name,
  };
};

export async function createKind(store: WorkspaceStore, input: unknown, made: { id: string; now: string }) {
  return store.transaction(async (trx) => {
    const kind = await defineKind(createUserKindStore(trx), input, made);
    await trx.history.record([kindChange('create', null, kind)]);
    return kind;
  });
}

export async function renameKind(
  store: WorkspaceStore,
  input: { id: string; patch: unknown; version: number | undefined; now: string },
) {
  return store.transaction(async (trx) => {
    const kinds = createUserKindStore(trx);
    const before = await kinds.getKind(input.id);
    const kind = await changeKind(kinds, input);
    await trx.history.record([kindChange('update', before ?? null, kind)]);
    return kind;
  });
}

/** Moves a kind to another place among the user's kinds; the history notes the one moved. */
export async function placeKind(store: WorkspaceStore, input: { id: string; move: unknown; now: string }) {
  return store.transaction(async (trx) => {
    const kinds = createUserKindStore(trx);
    const before = await kinds.getKind(input.id);
    const placed = await moveKind(kinds, input);
    const after = placed.find((kind) => kind.id === input.id);
    if (before !== undefined && after !== undefined && before.position !== after.position) {
      await trx.history.record([kindChange('update', before, after)]);
    }
    return placed;
  });
}

/**
 * Deletes a kind into the Trash, whole: its definition, every thing of it (with texts and relations) and
 * every field added to it (with every value). Answers the entry.
 */
export async function deleteKindToTrash(
  store: WorkspaceStore,
  id: string,
  trashed: { entryId: string; deletedAt: string; now: () => number },
): Promise<{ kind: UserKind; trashed: Trashed }> {
  return store.transaction(async (trx) => {
    const kinds = createUserKindStore(trx);
    const kind = await kinds.getKind(id);
    if (kind === undefined) throw workspaceErrors.notFound('Kind');
    const partKind = userPartKind(kind);
    const things = await thingsOfKind(trx, partKind);
    // Its fields with their values first: the snapshot takes the values its things hold.
    const fieldStore = createCustomFieldStore(trx);
    const fields: TrashedField[] = [];
    for (const field of await fieldStore.listFields({ kind: partKind })) {
      const values = await fieldStore.valuesOf({ fieldId: field.id });
      fields.push({ field, values: values.map(({ fieldId: _field, ...entry }) => entry) });
    }
    const { payload, ...entry } = await kindIntoTrash(
      createTrashRows(trx),
      { kind, things, fields },
      trashed.deletedAt,
    );
    const trash = createTrashStore(trx, trashed.now);
    await trash.purgeExpired();
    await trash.put({ id: trashed.entryId, ...entry, payload });
    for (const { field } of fields) await fieldStore.removeField(field.id);
    await trx.parts().deleteParts(things.map((thing) => thing.id));
    await writeFieldDocuments(
      trx,
      things.map((thing) => thing.id),
    );
    await kinds.removeKind(kind.id);
    await trx.history.record([kindChange('delete', kind, null)]);
    return { kind, trashed: { id: trashed.entryId, label: kind.name } };
  });
}
