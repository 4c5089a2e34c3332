import type { RecordKind } from '../kinds';
import { recordKindOfParent } from '../kinds';
import { partKind } from '../part-kinds';
import type { RecordStore, StoredRecord } from '../record-store';
import { linkIdOf, type StoredPart } from '../store';
import {
  type Missing,
  optionalLinksOf,
  relinkList,
  requiredLinksOf,
  restoreBlockedMessage,
  restoreTakenMessage,
} from '../trash';

// What a restore from the Trash needs to find in place, and the links it drops (decision 038, 078): one
// rule over the core's record store, run by the server (over its tables) and by the browser's
// in-memory repository alike. Each side keeps its own snapshot; both hand the records and parts a
// restore brings back here, as records (fields, not columns).

/** What a restore brings back: records by kind (owners first) and parts. */
export type Restoring = {
  records: readonly { kind: RecordKind; rows: readonly StoredRecord[] }[];
  parts: readonly StoredPart[];
};

/** A restore that cannot happen: something it needs is missing, or an id it brings back is taken. */
export type RestoreProblem =
  | { reason: 'missing'; missing: Missing }
  | { reason: 'taken'; label: string }
  /** Something else in the way, said whole (a deleted field's name used again there: decision 077). */
  | { reason: 'clash'; message: string };

/** A refused restore in words; a missing owner that is itself in the Trash is named (`inTrash`). */
export function restoreProblemMessage(problem: RestoreProblem, inTrash?: { label: string }): string {
  if (problem.reason === 'taken') return restoreTakenMessage(problem.label);
  if (problem.reason === 'clash') return problem.message;
  return restoreBlockedMessage(problem.missing, inTrash);
}

/** What a restore calls a record or part: its name or title, or `fallback`. */
export const labelOf = (data: Record<string, unknown>, fallback: string) =>
  typeof data.name === 'string' ? data.name : typeof data.title === 'string' ? data.title : fallback;

/** Whether a record of `kind` with this id is there or comes back with the restore. */
function presence(store: RecordStore, restoring: Restoring) {
  const coming = new Set<string>();
  for (const group of restoring.records) for (const row of group.rows) coming.add(`${group.kind}:${row.id}`);
  return async (kind: RecordKind, id: string) =>
    coming.has(`${kind}:${id}`) || (await store.exists(kind, id));
}

/**
 * Checks a restore without writing: the first id it brings back that is taken, or the first missing
 * owner (a world's universe, a part's record, an appearance's character or item); undefined when it
 * can go ahead.
 */
export async function restoreProblem(
  store: RecordStore,
  restoring: Restoring,
): Promise<RestoreProblem | undefined> {
  const isThere = presence(store, restoring);
  for (const group of restoring.records) {
    for (const row of group.rows) {
      if (await store.exists(group.kind, row.id)) return { reason: 'taken', label: labelOf(row, row.id) };
    }
    for (const row of group.rows) {
      for (const link of requiredLinksOf(group.kind)) {
        if (link.when !== undefined && row[link.when.field] !== link.when.equals) continue;
        const target = row[link.field];
        if (typeof target === 'string' && !(await isThere(link.to, target))) {
          return { reason: 'missing', missing: { kind: link.to, id: target, needer: labelOf(row, row.id) } };
        }
      }
    }
  }
  const parts = store.parts();
  for (const part of restoring.parts) {
    const needer = labelOf(part.data, part.id);
    if ((await parts.getPart(part.id)) !== undefined) return { reason: 'taken', label: needer };
    const parentKind = recordKindOfParent(partKind(part.kind).parent);
    if (!(await isThere(parentKind, part.parentId))) {
      return { reason: 'missing', missing: { kind: parentKind, id: part.parentId, needer } };
    }
    const linked = linkIdOf(part.data);
    const linkedKind: RecordKind = typeof part.data.itemId === 'string' ? 'item' : 'character';
    if (linked !== null && !(await isThere(linkedKind, linked))) {
      return { reason: 'missing', missing: { kind: linkedKind, id: linked, needer } };
    }
  }
  return undefined;
}

/**
 * A restored record without the optional links whose far end is gone since (a novel's deleted
 * universe, an item's deleted campaign): a single link goes, a list keeps the ids still there.
 */
export async function withoutDanglingLinks(
  store: RecordStore,
  restoring: Restoring,
  kind: RecordKind,
  record: StoredRecord,
): Promise<StoredRecord> {
  const isThere = presence(store, restoring);
  const next = { ...record };
  for (const link of optionalLinksOf(kind)) {
    const value = next[link.field];
    if (Array.isArray(value)) {
      const kept: unknown[] = [];
      for (const id of value) if (typeof id === 'string' && (await isThere(link.to, id))) kept.push(id);
      next[link.field] = kept;
    } else if (typeof value === 'string' && !(await isThere(link.to, value))) {
      delete next[link.field];
    }
  }
  return next;
}

/** A field of a record that stayed and lost ids to a delete: its value then, and the ids it lost. */
export type LostLinkOf = {
  kind: RecordKind;
  id: string;
  field: string;
  before: unknown;
  lost: readonly string[];
};

/**
 * Gives a record that stayed back the link it lost to a delete being restored: a list gets the lost ids
 * back at their old places (what was added or removed since stays so), a single link only if it is
 * still empty. A record gone since is left alone.
 */
export async function mendLostLink(store: RecordStore, lost: LostLinkOf): Promise<void> {
  const record = await store.getRecord(lost.kind, lost.id);
  if (record === undefined) return;
  const current = record[lost.field];
  if (Array.isArray(lost.before)) {
    const now = Array.isArray(current) ? (current as string[]) : [];
    const mended = relinkList(lost.before as string[], now, lost.lost);
    if (JSON.stringify(mended) !== JSON.stringify(now)) {
      await store.writeRecord(lost.kind, { ...record, [lost.field]: mended });
    }
  } else if (current === undefined || current === null) {
    await store.writeRecord(lost.kind, { ...record, [lost.field]: lost.before });
  }
}

/** A stamp a delete moved (an event's timeline's `lastUpdated`): back only if nothing changed it since. */
export async function putBackStamp(
  store: RecordStore,
  stamp: { kind: RecordKind; id: string; before: unknown; after: unknown },
): Promise<void> {
  const record = await store.getRecord(stamp.kind, stamp.id);
  if (record?.lastUpdated === stamp.after && typeof stamp.before === 'string') {
    await store.stampRecord(stamp.kind, stamp.id, stamp.before);
  }
}
