import { type EntityKind, type EntityRef, entityKey } from '../entities';
import { fieldRestoreProblem } from '../field-trash';
import { ITEM_APPEARANCE_KIND, ITEM_LINK } from '../items';
import { isRecordKind, type RecordKind, recordKindOfParent } from '../kinds';
import { partKind } from '../part-kinds';
import type { StoredPart } from '../store';
import { emptyPayload, type TrashPayload } from '../trash';
import type { TrashStore } from '../trash-store';
import type { DeletePlan } from './delete-record';
import { membershipsIn, rejoinHolders, withKnownMembers } from './part-members';
import {
  mendLostLink,
  putBackStamp,
  type RestoreProblem,
  type Restoring,
  restoreProblem,
  withoutDanglingLinks,
} from './trash-restore';

// What a delete puts in the Trash and how a restore writes it back (decisions 038, 079): one
// implementation over the core's `TrashStore`, for the server's tables and the browser's memory alike.
// A snapshot is read in the delete's transaction, before anything is written; a restore is checked
// (`checkTrashRestore`), then written back whole in one transaction.

/**
 * Puts what hangs on these records and parts in the payload: their texts, goals, calendars, relations,
 * and the values of added fields they hold (taken from the store: every caller deletes them next).
 */
async function addHeld(
  store: TrashStore,
  payload: TrashPayload,
  records: ReadonlyMap<string, RecordKind>,
): Promise<void> {
  const partIds = payload.parts.map((part) => part.id);
  Object.assign(payload, await store.heldBy(records, partIds));
  const ends: EntityRef[] = [
    ...[...records].map(([id, kind]) => ({ kind, id })),
    ...payload.parts.map((part) => ({ kind: part.kind as EntityKind, id: part.id })),
  ];
  payload.relations = await store.relationRows(ends);
  const values = await store.takeFieldValues(ends.map((end) => end.id));
  if (values.length > 0) payload.fieldValues = values;
}

/**
 * Everything deleting records by this plan takes, read before it is written: the records at their
 * places, their parts and the appearances that go, texts, relations, the links that records staying
 * lose, and the stamp the delete moves (`plan.stamps`, an event's timeline's) as it was.
 */
export async function snapshotRecordDelete(
  store: TrashStore,
  plan: DeletePlan,
  /** The delete's stamp (what `plan.stamps` is stamped at); a plan without `stamps` needs none. */
  deletedAt?: string,
): Promise<TrashPayload> {
  const payload = emptyPayload();
  const records = store.records();
  const going = new Map<string, RecordKind>();
  for (const group of plan.removes) {
    payload.records.push({ kind: group.kind, rows: await store.recordRows(group.kind, group.ids) });
    for (const id of group.ids) going.set(id, group.kind);
  }
  const parts = records.parts();
  payload.parts = await parts.listPartsOf([...going.keys()]);
  for (const id of [...plan.appearanceIds, ...plan.itemAppearanceIds]) {
    const part = await parts.getPart(id);
    if (part !== undefined) payload.parts.push(part);
  }
  await addHeld(store, payload, going);
  for (const { link, targetIds } of plan.unlinks) {
    const holders = new Set(await records.linking(link, targetIds));
    const before = (await records.listRecords(link.from))
      .filter((record) => holders.has(record.id))
      .map((record) => ({ id: record.id, value: record[link.field] }));
    if (before.length > 0) {
      const isMany = link.isMany === true;
      payload.lostLinks.push({ kind: link.from, field: link.field, isMany, targetIds, before });
    }
  }
  if (plan.stamps !== undefined && deletedAt !== undefined) {
    const stamped = await records.getRecord(plan.stamps.kind, plan.stamps.id);
    if (typeof stamped?.lastUpdated === 'string') {
      payload.parentStamp = { ...plan.stamps, before: stamped.lastUpdated, after: deletedAt };
    }
  }
  return payload;
}

/** A plan that takes these records and nothing else (no cascade: the caller knows the whole set). */
export function takingOnly(groups: { kind: RecordKind; ids: string[] }[]): DeletePlan {
  return {
    ...{ kind: groups[0]?.kind ?? 'universe', id: groups[0]?.ids[0] ?? '', removes: groups, unlinks: [] },
    ...{ partCount: 0, appearanceIds: [], itemAppearanceIds: [] },
  };
}

/**
 * Everything deleting one part takes: its texts and relations, its places in its siblings' lists (a
 * chapter's story arcs), its record's `lastUpdated` before the delete stamps it at `deletedAt`, and for
 * an item's appearance in a campaign, the item's list of campaigns.
 */
export async function snapshotPartDelete(
  store: TrashStore,
  part: StoredPart,
  deletedAt: string,
): Promise<TrashPayload> {
  const payload = emptyPayload();
  const records = store.records();
  payload.parts = [part];
  const memberships = membershipsIn(await records.parts().listParts(part.parentId), part);
  if (memberships.length > 0) payload.memberships = memberships;
  await addHeld(store, payload, new Map());
  const parentKind = recordKindOfParent(partKind(part.kind).parent);
  const parent = await records.getRecord(parentKind, part.parentId);
  if (typeof parent?.lastUpdated === 'string') {
    payload.parentStamp = {
      kind: parentKind,
      id: part.parentId,
      before: parent.lastUpdated,
      after: deletedAt,
    };
  }
  const itemId = part.data[ITEM_LINK];
  const item = typeof itemId === 'string' ? await records.getRecord('item', itemId) : undefined;
  if (part.kind === ITEM_APPEARANCE_KIND && item !== undefined) {
    payload.lostLinks.push({
      kind: 'item',
      field: 'campaigns',
      isMany: true,
      targetIds: [part.parentId],
      before: [{ id: item.id, value: item.campaigns }],
    });
  }
  return payload;
}

/**
 * Everything deleting these parts at once takes (a user's kind's things, decision 085): their texts,
 * versions and relations. Each part's parent keeps its stamp (a kind's delete changes no container).
 */
export async function snapshotPartsDelete(
  store: TrashStore,
  parts: readonly StoredPart[],
): Promise<TrashPayload> {
  const payload = emptyPayload();
  payload.parts = [...parts];
  await addHeld(store, payload, new Map());
  return payload;
}

/** What a snapshot brings back, as records (fields, not the store's rows), for the restore rules. */
export function restoringOf(store: TrashStore, payload: TrashPayload): Restoring {
  return {
    records: payload.records.map((group) => ({
      kind: group.kind,
      rows: group.rows.map((row) => store.recordOf(group.kind, row)),
    })),
    parts: payload.parts,
  };
}

/**
 * Checks a restore without writing (operations/trash-restore.ts): the first id taken or owner missing,
 * then what holds a deleted field's place (field-trash.ts); undefined when it can go ahead.
 */
export async function checkTrashRestore(
  store: TrashStore,
  payload: TrashPayload,
): Promise<RestoreProblem | undefined> {
  const problem =
    (await restoreProblem(store.records(), restoringOf(store, payload))) ??
    (await store.extraProblem(payload));
  if (problem !== undefined) return problem;
  for (const trashed of payload.fields ?? []) {
    const fieldProblem = fieldRestoreProblem(trashed, await store.fieldRestoreSite(trashed.field));
    if (fieldProblem?.reason === 'taken') return { reason: 'taken', label: trashed.field.label };
    if (fieldProblem !== undefined) return fieldProblem;
  }
  return undefined;
}

/**
 * Writes a checked snapshot back (inside the caller's transaction; see `checkTrashRestore` first):
 * records at their places without links to what is gone since, parts (rejoining the lists that named
 * them), texts and what else they held, relations whose other end is there, the links records that
 * stayed lost, and the stamp the delete moved, unless changed since.
 */
export async function writeBack(
  store: TrashStore,
  payload: TrashPayload,
  /** The restore's stamp (a story arc that takes its chapter back is changed at it). */
  now: string,
): Promise<void> {
  const records = store.records();
  const restoring = restoringOf(store, payload);
  for (const [index, group] of payload.records.entries()) {
    const back = [];
    for (const [at, row] of group.rows.entries()) {
      const decoded = restoring.records[index]?.rows[at] ?? store.recordOf(group.kind, row);
      back.push({ record: await withoutDanglingLinks(records, restoring, group.kind, decoded), row });
    }
    await store.putRecords(group.kind, back);
  }
  // A restored arc names only chapters that are there (decision 061).
  const parts = records.parts();
  const comingParts = new Set(payload.parts.map((part) => part.id));
  await parts.insertParts(
    await Promise.all(payload.parts.map((part) => withKnownMembers(parts, part, comingParts))),
  );
  await rejoinHolders(parts, payload.memberships ?? [], now);
  await store.putHeld(payload);
  await store.putFieldValues(payload.fieldValues ?? []);
  // A relation comes back when its other end is still there (or came back above).
  const coming = new Set([
    ...payload.records.flatMap((group) => group.rows.map((row) => `${group.kind}:${String(row.id)}`)),
    ...payload.parts.map((part) => `${part.kind}:${part.id}`),
  ]);
  const isThere = async (ref: EntityRef) =>
    coming.has(entityKey(ref)) ||
    (isRecordKind(ref.kind)
      ? records.exists(ref.kind, ref.id)
      : (await parts.getPart(ref.id))?.kind === ref.kind);
  for (const row of payload.relations) {
    const [from, to] = store.relationEnds(row);
    if ((await isThere(from)) && (await isThere(to))) await store.putRelation(row);
  }
  // Links that only lost their target get it back (a list stored as its JSON before decision 079).
  for (const lost of payload.lostLinks) {
    for (const { id, value } of lost.before) {
      const before = lost.isMany && typeof value === 'string' ? JSON.parse(value) : value;
      await mendLostLink(records, { kind: lost.kind, id, field: lost.field, before, lost: lost.targetIds });
    }
  }
  // A deleted field comes back with every value it held (decision 077).
  for (const trashed of payload.fields ?? []) await store.putField(trashed);
  // Only when nothing changed it since: a later edit's stamp stays.
  if (payload.parentStamp !== undefined) await putBackStamp(records, payload.parentStamp);
  await store.putExtras(payload);
}

/**
 * Takes out of the way what holds the ids of `payload`'s records and parts now (an import brought them
 * back, or they were made again), with everything that hangs on it, so the restore goes ahead whole
 * (decision 050); answers what was taken, for a Trash entry of its own, or undefined when nothing was in
 * the way. Runs in the restore's transaction, before its checks.
 */
export async function setAsideCollisions(
  store: TrashStore,
  payload: TrashPayload,
  at: string,
): Promise<TrashPayload | undefined> {
  const records = store.records();
  const groups: { kind: RecordKind; ids: string[] }[] = [];
  for (const group of payload.records) {
    const stored = new Set((await records.listRecords(group.kind)).map((record) => record.id));
    const ids = group.rows.map((row) => String(row.id)).filter((id) => stored.has(id));
    if (ids.length > 0) groups.push({ kind: group.kind, ids });
  }
  const setAside = new Set(groups.flatMap((group) => group.ids));
  // Parts held now by records that stay (an appearance moved, a chapter made again in another novel).
  const parts = records.parts();
  const lonelyParts: StoredPart[] = [];
  for (const part of payload.parts) {
    const held = await parts.getPart(part.id);
    if (held !== undefined && !setAside.has(held.parentId)) lonelyParts.push(held);
  }
  if (groups.length === 0 && lonelyParts.length === 0) return undefined;

  const aside = groups.length > 0 ? await snapshotRecordDelete(store, takingOnly(groups)) : emptyPayload();
  for (const part of lonelyParts) {
    const taken = await snapshotPartDelete(store, part, at);
    aside.parts.push(...taken.parts);
    aside.chapterTexts.push(...taken.chapterTexts);
    aside.textVersions.push(...taken.textVersions);
    if (taken.fieldValues !== undefined)
      aside.fieldValues = [...(aside.fieldValues ?? []), ...taken.fieldValues];
    const known = new Set(aside.relations.map((row) => String(row.id)));
    aside.relations.push(...taken.relations.filter((row) => !known.has(String(row.id))));
  }
  await records.removeParts(lonelyParts.map((part) => part.id));
  // Dependants first (a world before its universe), as a replacing import clears its tables.
  for (const group of [...groups].reverse()) await records.removeRecords(group.kind, group.ids);
  return aside;
}
