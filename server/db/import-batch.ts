import { type ImportTable, type ImportUndone, importCollections } from '../../common/api/import';
import { IMPORT_REPLACED_KIND, IMPORT_UNDONE_KIND } from '../../common/api/trash';
import { displayName } from '../../common/workspace/derive';
import { recordKind, recordKindOfCollection } from '../../common/workspace/kinds';
import { linksTo, type RecordKind } from '../../common/workspace/links';
import {
  snapshotPartsDelete,
  snapshotRecordDelete,
  takingOnly,
} from '../../common/workspace/operations/trash-snapshot';
import type { StoredPart } from '../../common/workspace/store';
import {
  describeEverything,
  emptyPayload,
  retentionCutoff,
  type SnapshotRow,
  type TrashPayload,
} from '../../common/workspace/trash';
import { type UserKind, userKindIdOf, userPartKind } from '../../common/workspace/user-kinds';
import type { ContinuityImported } from './continuity-store';
import { createRecordStore, recordTables } from './record-store';
import { writeFieldDocuments } from './search-index';
import { createTrashRows } from './trash-snapshot';
import { createTrashStore } from './trash-store';
import { createUserKindStore, thingsOfKind } from './user-kind-store';
import { readExtrasByIds, removeStaleExtras } from './workspace-backup';
import type { WorkspaceStore } from './workspace-store';
import { profileTable, type Row, selectionOf } from './workspace-tables';

/** Parts by id, as stored now (things of a kind, wherever they live). */
async function partsById(store: WorkspaceStore, ids: readonly string[]): Promise<StoredPart[]> {
  const found: StoredPart[] = [];
  for (const id of ids) {
    const part = await store.parts().getPart(id);
    if (part !== undefined) found.push(part);
  }
  return found;
}

// An import's Undo (issue 16, decision 038, migration 0022): a replacing import first puts everything it
// replaces into one Trash entry, in its own transaction; every applied import keeps what it added (the
// ids per table, with their parts' and texts' versions as written) as a batch. Undoing it moves what it
// added to the Trash as one entry and restores what it replaced, in one transaction, or refuses saying
// what changed since. Batches go when the Trash's retention has passed, as Trash entries do.

/** The record kind an import table holds (its `collection` in kinds.ts). */
const kindOf = (table: ImportTable) => recordKindOfCollection(table) as RecordKind;

/** What one applied import added, enough to see whether any of it changed since. */
export type ImportBatchPayload = {
  version: 1;
  /** Each table's added records' ids (every one written at version 1). */
  added: { table: ImportTable; ids: string[] }[];
  /** The parts of the added records as written: id and version. */
  parts: [id: string, version: number][];
  /** The chapter texts the import wrote: chapter id and version. */
  texts: [chapterId: string, version: number][];
  /** The relations the file brought. */
  relationIds: string[];
  /** True when the import wrote the profile. */
  wroteProfile: boolean;
  /** The uploaded images (with bytes) and saved queries a backup file wrote (decision 050). */
  images?: string[];
  savedQueries?: string[];
  /** Kinds of your own it brought that the workspace did not have, and every thing of a kind it wrote (decision 085). */
  kinds?: string[];
  kindThings?: string[];
  /** The dismissals and continuity settings before and after a file that carries them (decision 099). */
  continuity?: ContinuityImported;
};

/** Rows per `in (...)`, well under both databases' bind-parameter limits. */
const BATCH = 500;

async function inSlices<T>(ids: readonly string[], read: (slice: string[]) => Promise<T[]>): Promise<T[]> {
  const found: T[] = [];
  for (let index = 0; index < ids.length; index += BATCH)
    found.push(...(await read(ids.slice(index, index + BATCH))));
  return found;
}

const withoutOwner = ({ user_id: _owner, ...rest }: Row): SnapshotRow => rest;

const isEmpty = (payload: TrashPayload) =>
  payload.records.length === 0 &&
  payload.parts.length === 0 &&
  payload.relations.length === 0 &&
  payload.profile === undefined &&
  (payload.kinds ?? []).length === 0;

/** Adds what another snapshot took (things of a kind outside the records taken) to a snapshot, each row once. */
function mergePayload(into: TrashPayload, more: TrashPayload): TrashPayload {
  const partIds = new Set(into.parts.map((part) => part.id));
  const relationIds = new Set(into.relations.map((row) => String(row.id)));
  return {
    ...into,
    parts: [...into.parts, ...more.parts.filter((part) => !partIds.has(part.id))],
    chapterTexts: [...into.chapterTexts, ...more.chapterTexts],
    textVersions: [...into.textVersions, ...more.textVersions],
    relations: [...into.relations, ...more.relations.filter((row) => !relationIds.has(String(row.id)))],
    ...(more.kinds === undefined ? {} : { kinds: [...(into.kinds ?? []), ...more.kinds] }),
  };
}

/** The things of these kinds that a snapshot does not hold yet (their container stays), in one snapshot. */
async function thingsOutside(
  store: WorkspaceStore,
  kinds: readonly UserKind[],
  held: TrashPayload | undefined,
): Promise<TrashPayload> {
  if (kinds.length === 0) return emptyPayload();
  const taken = new Set((held?.parts ?? []).map((part) => part.id));
  const things: StoredPart[] = [];
  for (const kind of kinds) {
    for (const thing of await thingsOfKind(store, userPartKind(kind)))
      if (!taken.has(thing.id)) things.push(thing);
  }
  const payload = await snapshotPartsDelete(createTrashRows(store), things);
  if (kinds.length > 0) payload.kinds = [...kinds];
  return payload;
}

/**
 * What a replacing file that carries kinds takes of them (decision 085): every stored kind, and its
 * things that the records it replaces do not hold, so that its Undo brings them back.
 */
export async function snapshotKinds(
  store: WorkspaceStore,
  replacing: TrashPayload | undefined,
): Promise<TrashPayload | undefined> {
  const kinds = await createUserKindStore(store).listKinds();
  return kinds.length === 0 ? undefined : thingsOutside(store, kinds, replacing);
}

/** A replacing import's snapshot with the kinds it replaces. */
export function withReplacedKinds(
  snapshot: TrashPayload | undefined,
  kinds: TrashPayload | undefined,
): TrashPayload | undefined {
  if (kinds === undefined) return snapshot;
  return mergePayload(snapshot ?? emptyPayload(), kinds);
}

/**
 * Notes an import's kinds in its batch: the new kinds and every thing written, each thing as a part it
 * added at version 1 (a thing in a record it added is one of that record's parts).
 */
export function addKinds(
  payload: ImportBatchPayload,
  kinds: { kindIds: string[]; thingIds: string[] },
): void {
  if (kinds.kindIds.length > 0) payload.kinds = kinds.kindIds;
  if (kinds.thingIds.length === 0) return;
  payload.kindThings = kinds.thingIds;
  const seen = new Set(payload.parts.map(([id]) => id));
  for (const id of kinds.thingIds) if (!seen.has(id)) payload.parts.push([id, 1]);
}

/**
 * Everything a replacing import is about to take (inside its transaction, before it clears): every
 * record of the tables it replaces with their parts, texts, goals, calendars and relations, every
 * relation when it replaces them, and the profile when it writes one. Undefined when it takes nothing.
 */
export async function snapshotReplaced(
  store: WorkspaceStore,
  what: { clear: readonly ImportTable[]; clearRelations: boolean; writesProfile: boolean },
): Promise<TrashPayload | undefined> {
  const groups: { kind: RecordKind; ids: string[] }[] = [];
  for (const table of importCollections()) {
    if (!what.clear.includes(table)) continue;
    const kind = kindOf(table);
    groups.push({ kind, ids: (await store.rows(recordTables[kind], ['id'])).map((row) => row.id) });
  }
  const payload = await snapshotRecordDelete(createTrashRows(store), takingOnly(groups));
  if (what.clearRelations) {
    const known = new Set(payload.relations.map((row) => String(row.id)));
    const all = await store.db
      .selectFrom('relations')
      .selectAll()
      .where('user_id', '=', store.userId)
      .execute();
    for (const row of all) if (!known.has(row.id)) payload.relations.push(withoutOwner(row));
  }
  if (what.writesProfile) {
    const [profile] = await store.rows(profileTable, selectionOf(profileTable));
    if (profile !== undefined) payload.profile = withoutOwner(profile);
  }
  return isEmpty(payload) ? undefined : payload;
}

/** The tables whose records have parts. */
/** Whether this import table's records hold parts (the registry's `parts`: maps hold pins, regions, routes). */
function holdsParts(table: ImportTable): boolean {
  const kind = recordKindOfCollection(table);
  return kind !== undefined && recordKind(kind).parts !== undefined;
}

/** The parts of these records as stored now: id and version. */
export async function partVersionsOf(
  store: WorkspaceStore,
  table: ImportTable,
  ids: readonly string[],
): Promise<[string, number][]> {
  if (!holdsParts(table)) return [];
  const parts = await inSlices(ids, (slice) => store.parts().listPartsOf(slice));
  return parts.map((part) => [part.id, part.version]);
}

/** The versions of what an import added, as stored now (to be compared with the batch's). */
async function versionsOf(store: WorkspaceStore, added: ImportBatchPayload['added']) {
  const parentIds = added.filter((group) => holdsParts(group.table)).flatMap((group) => group.ids);
  const parts = await inSlices(parentIds, (ids) => store.parts().listPartsOf(ids));
  const novelIds = added.filter((group) => group.table === 'novels').flatMap((group) => group.ids);
  return { parts, texts: await chapterTextVersionsOf(store, novelIds) };
}

/** The chapter texts of these novels as stored now: chapter id and version. */
async function chapterTextVersionsOf(store: WorkspaceStore, novelIds: readonly string[]) {
  const texts = await inSlices(novelIds, (ids) =>
    store.db
      .selectFrom('chapter_texts')
      .select(['chapter_id', 'version'])
      .where('user_id', '=', store.userId)
      .where('novel_id', 'in', ids)
      .execute(),
  );
  return texts.map((row): [string, number] => [row.chapter_id, Number(row.version)]);
}

/**
 * What an applied import added (in its last transaction, once everything is written). `partsSeen`: the
 * added records' parts, when each slice of a sliced import read its own (the last transaction stays short).
 */
export async function describeAdded(
  store: WorkspaceStore,
  inserted: { [T in ImportTable]: readonly { id: string }[] },
  relationIds: string[],
  wroteProfile: boolean,
  partsSeen?: [string, number][],
): Promise<ImportBatchPayload> {
  const added = importCollections()
    .map((table) => ({ table, ids: inserted[table].map((record) => record.id) }))
    .filter((group) => group.ids.length > 0);
  const parts =
    partsSeen ??
    (await Promise.all(added.map((group) => partVersionsOf(store, group.table, group.ids)))).flat();
  const novelIds = added.filter((group) => group.table === 'novels').flatMap((group) => group.ids);
  const texts = await chapterTextVersionsOf(store, novelIds);
  return {
    version: 1,
    added,
    parts,
    texts,
    relationIds,
    wroteProfile,
  };
}

export function createImportBatchStore(store: WorkspaceStore, now: () => number) {
  const { db, userId } = store;
  const trash = createTrashStore(store, now);
  return {
    /** Lets go of the batches older than the Trash's retention (their Trash entries went too). */
    async purgeExpired(): Promise<void> {
      const cutoff = retentionCutoff(now(), await trash.retentionDays());
      await db
        .deleteFrom('import_batches')
        .where('user_id', '=', userId)
        .where('imported_at', '<', cutoff)
        .execute();
    },

    async put(batch: {
      id: string;
      label: string;
      importedAt: string;
      replacedEntryId: string | null;
      payload: ImportBatchPayload;
    }): Promise<void> {
      const payload = JSON.stringify(batch.payload);
      await db
        .insertInto('import_batches')
        .values({
          user_id: userId,
          id: batch.id,
          label: batch.label,
          imported_at: batch.importedAt,
          replaced_entry_id: batch.replacedEntryId,
          payload,
          size: Buffer.byteLength(payload),
        })
        .execute();
    },

    async get(id: string) {
      const row = await db
        .selectFrom('import_batches')
        .selectAll()
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .executeTakeFirst();
      if (row === undefined) return undefined;
      return {
        id: row.id,
        label: row.label,
        importedAt: row.imported_at,
        replacedEntryId: row.replaced_entry_id,
        payload: JSON.parse(row.payload) as ImportBatchPayload,
      };
    },

    async remove(id: string): Promise<void> {
      await db.deleteFrom('import_batches').where('user_id', '=', userId).where('id', '=', id).execute();
    },
  };
}

/** Puts what a replacing import takes into the Trash as one entry; returns its id. */
export async function trashReplaced(
  store: WorkspaceStore,
  now: () => number,
  entry: { id: string; batchId: string; label: string; at: string; payload: TrashPayload },
): Promise<void> {
  const trash = createTrashStore(store, now);
  await trash.purgeExpired();
  await trash.put({
    id: entry.id,
    kind: IMPORT_REPLACED_KIND,
    label: `Replaced by ${entry.label}`,
    entityId: entry.batchId,
    parentId: null,
    deletedAt: entry.at,
    payload: entry.payload,
    contents: describeEverything(entry.payload),
  });
}

/** Why an import cannot be undone, in a sentence; undefined when it can. */
export async function checkUndo(
  store: WorkspaceStore,
  now: () => number,
  batch: { payload: ImportBatchPayload; replacedEntryId: string | null },
): Promise<string | undefined> {
  const { payload } = batch;
  const trash = createTrashStore(store, now);
  const refused = (why: string) => `The import cannot be undone: ${why}`;
  const addedIds = new Set(payload.added.flatMap((group) => group.ids));
  for (const { table, ids } of payload.added) {
    const spec = recordTables[kindOf(table)];
    const rows = await inSlices(ids, (slice) => store.rows(spec, selectionOf(spec), { id: slice }));
    for (const row of rows) {
      if (Number(row.version) !== 1)
        return refused(`“${displayName(row, String(row.id))}” was changed since.`);
    }
    if (rows.length < ids.length) {
      const there = new Set(rows.map((row) => String(row.id)));
      const gone = ids.find((id) => !there.has(id)) ?? '';
      const held = await trash.holding(gone);
      const heldBy = held === undefined ? undefined : await trash.get(held.id);
      if (heldBy?.kind === IMPORT_REPLACED_KIND) {
        return refused('a later import replaced what it added (undo that one first).');
      }
      return refused(
        held === undefined
          ? `something it added was deleted since.`
          : `“${held.label}” was deleted since (restore it from the Trash first).`,
      );
    }
  }
  const { parts, texts } = await versionsOf(store, payload.added);
  const partVersions = new Map(payload.parts);
  for (const part of parts) {
    const version = partVersions.get(part.id);
    const name = displayName(part.data, 'A part');
    if (version === undefined) return refused(`“${name}” was added to what it brought since.`);
    if (version !== part.version) return refused(`“${name}” was changed since.`);
  }
  // Things of a kind it wrote into containers it did not add are read by id (decision 085).
  const inRecords = new Set(parts.map((part) => part.id));
  const outside = (payload.kindThings ?? []).filter((id) => !inRecords.has(id));
  const things = await partsById(store, outside);
  for (const thing of things) {
    if (thing.version !== 1) return refused(`“${displayName(thing.data, 'A part')}” was changed since.`);
  }
  if (parts.length + things.length < payload.parts.length) {
    return refused('a part of what it brought was deleted since.');
  }
  const textVersions = new Map(payload.texts);
  if (
    texts.length !== payload.texts.length ||
    texts.some(([id, version]) => textVersions.get(id) !== version)
  ) {
    return refused('a chapter’s text it brought was written since.');
  }
  // Nothing kept by other records may hang on what it added: their links would go with it.
  const records = createRecordStore(store);
  for (const { table, ids } of payload.added) {
    const kind = kindOf(table);
    for (const link of linksTo(kind)) {
      const linked = await inSlices(ids, (slice) => records.linking(link, slice));
      const outside = linked.find((id) => !addedIds.has(id));
      if (outside !== undefined) {
        const spec = recordTables[link.from];
        const [row] = await store.rows(spec, selectionOf(spec), { id: outside });
        return refused(`“${displayName(row ?? {}, outside)}” was linked to what it brought since.`);
      }
    }
    if (kind === 'character' || kind === 'item') {
      const appearances = await inSlices(ids, (slice) => records.appearancesOf(kind, slice));
      if (appearances.some((id) => !partVersions.has(id))) {
        return refused(`something it brought was added to a novel or campaign since.`);
      }
    }
  }
  if (batch.replacedEntryId !== null && (await trash.get(batch.replacedEntryId)) === undefined) {
    return refused('what it replaced is no longer in the Trash (restored or deleted for good since).');
  }
  return undefined;
}

/**
 * Moves what the import added to the Trash as one entry (inside the caller's transaction, checked with
 * `checkUndo` first) and removes it; the caller restores what it replaced.
 */
export async function removeAdded(
  store: WorkspaceStore,
  now: () => number,
  batch: { id: string; label: string; payload: ImportBatchPayload },
  entry: { id: string; at: string },
): Promise<Omit<ImportUndone, 'restored'>> {
  const { payload } = batch;
  const groups = payload.added.map((group) => ({ kind: kindOf(group.table), ids: group.ids }));
  let snapshot = await snapshotRecordDelete(createTrashRows(store), takingOnly(groups));
  const known = new Set(snapshot.relations.map((row) => String(row.id)));
  const relations = await inSlices(payload.relationIds, (ids) =>
    store.db
      .selectFrom('relations')
      .selectAll()
      .where('user_id', '=', store.userId)
      .where('id', 'in', ids)
      .execute(),
  );
  for (const row of relations) if (!known.has(row.id)) snapshot.relations.push(withoutOwner(row));
  if (payload.wroteProfile) {
    const [profile] = await store.rows(profileTable, selectionOf(profileTable));
    if (profile !== undefined) snapshot.profile = withoutOwner(profile);
  }
  const extras = await readExtrasByIds(store, {
    images: payload.images ?? [],
    savedQueries: payload.savedQueries ?? [],
  });
  if (extras.images.length > 0) snapshot.images = extras.images;
  if (extras.savedQueries.length > 0) snapshot.savedQueries = extras.savedQueries;
  // Kinds new with it go, with every thing of them; its things in containers that stay go too.
  const kindStore = createUserKindStore(store);
  const kinds: UserKind[] = [];
  for (const id of payload.kinds ?? []) {
    const kind = await kindStore.getKind(id);
    if (kind !== undefined) kinds.push(kind);
  }
  const outside = await partsById(
    store,
    (payload.kindThings ?? []).filter((id) => !snapshot.parts.some((part) => part.id === id)),
  );
  const withKinds = await thingsOutside(store, kinds, snapshot);
  if (kinds.length > 0 || outside.length > 0) {
    const loose = await snapshotPartsDelete(createTrashRows(store), outside);
    snapshot = mergePayload(mergePayload(snapshot, withKinds), loose);
  }
  if (isEmpty(snapshot) && extras.images.length === 0 && extras.savedQueries.length === 0)
    return { trashEntryId: null, removed: 0 };
  await createTrashStore(store, now).put({
    id: entry.id,
    kind: IMPORT_UNDONE_KIND,
    label: `Undone ${batch.label}`,
    entityId: batch.id,
    parentId: null,
    deletedAt: entry.at,
    payload: snapshot,
    contents: describeEverything(snapshot),
  });
  for (let index = 0; index < payload.relationIds.length; index += BATCH) {
    await store.db
      .deleteFrom('relations')
      .where('user_id', '=', store.userId)
      .where('id', 'in', payload.relationIds.slice(index, index + BATCH))
      .execute();
  }
  // Later tables' records may point at earlier ones': removed last first.
  for (const group of [...groups].reverse()) {
    for (let index = 0; index < group.ids.length; index += BATCH) {
      await store.remove(recordTables[group.kind], { id: group.ids.slice(index, index + BATCH) });
    }
  }
  if (payload.wroteProfile) await store.remove(profileTable, {});
  await removeStaleExtras(store, extras);
  const thingIds = snapshot.parts
    .filter((part) => userKindIdOf(part.kind) !== undefined)
    .map((part) => part.id);
  if (thingIds.length > 0) {
    await store.parts().deleteParts(thingIds);
    await writeFieldDocuments(store, thingIds);
  }
  for (const kind of kinds) await kindStore.removeKind(kind.id);
  return { trashEntryId: entry.id, removed: groups.reduce((sum, group) => sum + group.ids.length, 0) };
}
