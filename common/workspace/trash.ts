import type { FieldDefinition, FieldValue } from './custom-fields';
import { countOfKind, isRecordKind, type Link, links, type RecordKind, recordKind } from './kinds';
import type { Membership } from './operations/part-members';
import type { StoredPart } from './store';
import type { UserKind } from './user-kinds';

// The Trash's pure core (decision 038): the snapshot a delete leaves behind, what a restore needs to
// find in place, and how lists lost in a delete are mended. The server's and the browser's test
// repository's trash keep their own rows; these rules are shared.

/** A row of a table, as the store that wrote it reads it back (no owner column). */
export type SnapshotRow = Record<string, unknown>;

/** One field of records that stayed but lost their link to what went: each record's value before. */
export type LostLink = {
  kind: RecordKind;
  field: string;
  isMany: boolean;
  /** The ids the field lost (the records that went). */
  targetIds: string[];
  before: { id: string; value: unknown }[];
};

/** One thing's value of a deleted field as it was stored (a value, or the words a type change kept). */
export type TrashedFieldValue = {
  thingId: string;
  thingKind: string;
  value: FieldValue;
  keptText?: string;
};

/** A deleted field and every value it held (decision 077): `field-trash.ts`. */
export type TrashedField = { field: FieldDefinition; values: TrashedFieldValue[] };

/** Everything a delete took, enough to put it back exactly as it was. */
export type TrashPayload = {
  version: 1;
  /** Records that went, the asked-for one's group first, parents before what cascaded from them. */
  records: { kind: RecordKind; rows: SnapshotRow[] }[];
  parts: StoredPart[];
  chapterTexts: SnapshotRow[];
  textVersions: SnapshotRow[];
  writingGoals: SnapshotRow[];
  writingDays: SnapshotRow[];
  calendars: SnapshotRow[];
  relations: SnapshotRow[];
  lostLinks: LostLink[];
  /** Saved queries and uploaded images (with their bytes) a replacing import took (decision 050). */
  savedQueries?: SnapshotRow[];
  images?: SnapshotRow[];
  /** The profile an import replaced: a restore puts it back in place of the one there. */
  profile?: SnapshotRow;
  /** A part's delete stamped its parent's `lastUpdated`; a restore puts the old stamp back. */
  parentStamp?: { kind: RecordKind; id: string; before: string; after: string };
  /** The lists of other parts a deleted part stood in (a chapter's story arcs): a restore rejoins them. */
  memberships?: Membership[];
  /** A deleted field with every value it held (decision 077): `field-trash.ts`. */
  fields?: TrashedField[];
  /**
   * The values of added fields (decision 063) that the things which went held, as the store keeps them;
   * an entry made before they were taken along has none (its values stayed stored).
   */
  fieldValues?: SnapshotRow[];
  /** A deleted kind of a user's (decision 085): put back before its things (`parts`). */
  kinds?: UserKind[];
};

export const emptyPayload = (): TrashPayload => ({
  version: 1,
  records: [],
  parts: [],
  chapterTexts: [],
  textVersions: [],
  writingGoals: [],
  writingDays: [],
  calendars: [],
  relations: [],
  lostLinks: [],
});

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** What went with the deleted thing, for the Trash list: 'With 2 worlds and 14 parts.' or ''. */
export function describeContents(payload: TrashPayload, rootPartId?: string): string {
  const counts = new Map<RecordKind, number>();
  for (const group of payload.records.slice(1)) {
    counts.set(group.kind, (counts.get(group.kind) ?? 0) + group.rows.length);
  }
  // A first group of several (never made by a delete) still counts the ones after the first.
  const first = payload.records[0];
  if (first !== undefined && first.rows.length > 1) {
    counts.set(first.kind, (counts.get(first.kind) ?? 0) + first.rows.length - 1);
  }
  const goes = [...counts].map(([kind, count]) => countOfKind(kind, count));
  const partCount = payload.parts.filter((part) => part.id !== rootPartId).length;
  if (partCount > 0) goes.push(plural(partCount, 'part', 'parts'));
  if (goes.length === 0) return '';
  const list = goes.length === 1 ? goes[0] : `${goes.slice(0, -1).join(', ')} and ${goes.at(-1)}`;
  return `With ${list}.`;
}

/**
 * What an entry holding many things holds (an import's), every group counted: 'With 2 universes,
 * 5 worlds and 40 parts.', or ''.
 */
export function describeEverything(payload: TrashPayload): string {
  const counts = new Map<RecordKind, number>();
  for (const group of payload.records)
    counts.set(group.kind, (counts.get(group.kind) ?? 0) + group.rows.length);
  const goes = [...counts].filter(([, count]) => count > 0).map(([kind, count]) => countOfKind(kind, count));
  if (payload.parts.length > 0) goes.push(plural(payload.parts.length, 'part', 'parts'));
  if (payload.relations.length > 0) goes.push(plural(payload.relations.length, 'relation', 'relations'));
  if (payload.profile !== undefined) goes.push('the profile');
  if (goes.length === 0) return '';
  const list = goes.length === 1 ? goes[0] : `${goes.slice(0, -1).join(', ')} and ${goes.at(-1)}`;
  return `With ${list}.`;
}

/** Whether a snapshot holds this record or part (a restore's missing owner may be in the Trash). */
export function payloadHolds(payload: TrashPayload, id: string): boolean {
  return (
    payload.records.some((group) => group.rows.some((row) => row.id === id)) ||
    payload.parts.some((part) => part.id === id)
  );
}

/** The label of the entry that what held a restore's ids steps aside into (decision 050). */
export const setAsideLabel = (restoring: string) => `Set aside to restore “${restoring}”`;

/** When an entry deleted at `deletedAt` goes for good. */
export function expiresAt(deletedAt: string, retentionDays: number): string {
  return new Date(Date.parse(deletedAt) + retentionDays * 86_400_000).toISOString();
}

/** The oldest `deletedAt` still kept at `now`. */
export function retentionCutoff(now: number, retentionDays: number): string {
  return new Date(now - retentionDays * 86_400_000).toISOString();
}

/**
 * A list field mended after a restore: the ids it lost come back at their old places, and whatever was
 * added or removed since stays so.
 */
export function relinkList(before: readonly string[], current: readonly string[], lost: readonly string[]) {
  const keep = new Set([...current, ...lost]);
  const mended = before.filter((id) => keep.has(id));
  for (const id of current) if (!mended.includes(id)) mended.push(id);
  return mended;
}

/** The links a record of this kind holds that must lead somewhere for it to come back (its owner). */
export function requiredLinksOf(kind: RecordKind): readonly Link[] {
  return links.filter((link) => link.from === kind && link.onDelete !== 'unlink');
}

/** The links a record of this kind holds that may simply be cleared when their far end is gone. */
export function optionalLinksOf(kind: RecordKind): readonly Link[] {
  return links.filter((link) => link.from === kind && link.onDelete === 'unlink');
}

/** Something a restore needs that is not there: the record or part it belongs to. */
export type Missing = { kind: string; id: string; needer: string };

/**
 * Why a restore cannot happen, in words: the first missing owner, and where it is if it is in the Trash
 * ('Restore the universe “Tidewell” first: “Brassgate” belongs to it.').
 */
export function restoreBlockedMessage(missing: Missing, inTrash: { label: string } | undefined): string {
  const what = kindWord(missing.kind);
  return inTrash === undefined
    ? `“${missing.needer}” cannot be restored: the ${what} it belongs to no longer exists.`
    : `Restore the ${what} “${inTrash.label}” first: “${missing.needer}” belongs to it.`;
}

/** An id already in use by something else (an import since the delete, say). */
export function restoreTakenMessage(label: string): string {
  return `“${label}” cannot be restored: something with the same id is in the workspace now.`;
}

function kindWord(kind: string): string {
  if (isRecordKind(kind)) return recordKind(kind).one.toLowerCase();
  const segment = kind.split('/')[1] ?? kind;
  return segment.replace(/-/g, ' ').replace(/s$/, '');
}
