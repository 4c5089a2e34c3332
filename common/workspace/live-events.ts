import type { ContainerKind, MemberRole, Visibility } from '../api/sharing';
import { DEFAULT_KIND_PREFIX, defaultVisibility, mayAccess } from './access';
import { recordKind } from './kinds';

// Live updates (issue 29, decision 062): what one written row tells the clients that show it, and who
// may be told. An event carries ids and kinds, never content; a member is told about a thing of a
// shared container only when the one access policy (access.ts) lets them see it.

/** One written row, as the change feed keeps it. */
export type LiveEvent = {
  /** In commit order. */
  id: number;
  /** The owner of the row. */
  ownerId: string;
  /** The table written ('parts', 'novels', 'chapter_texts', ...). */
  table: string;
  /** A part's kind ('campaigns/notes'), where the table has kinds. */
  kind: string | null;
  entityId: string | null;
  /** The record it belongs to (a part's parent, a chapter text's novel). */
  parentId: string | null;
  op: 'insert' | 'update' | 'delete';
  /** The version written, where the row has one. */
  version: number | null;
  /**
   * A map feature's layer before an update or a delete ('' for none; decision 098): never sent to a
   * client, only read to tell who saw the feature that it went.
   */
  wasLayer?: string;
};

/** A membership of the receiver in one of the owner's containers. */
export type LiveMembership = {
  ownerId: string;
  containerKind: ContainerKind;
  containerId: string;
  role: MemberRole;
};

/** Visibilities stored for the things of a batch, keyed `${ownerId}:${kind}:${id}`. */
export type LiveVisibilities = ReadonlyMap<string, Visibility>;

export const visibilityKey = (ownerId: string, kind: string, id: string) => `${ownerId}:${kind}:${id}`;

/** Tables whose rows are a container's parts or their texts: the parent is the container. */
const partTables = new Set(['parts', 'part_texts', 'chapter_texts']);

/**
 * May `receiverId` be told about `event`? The owner is told about every row of their own. A member is
 * told about their own membership, and about the container itself and its parts (with their texts
 * and visibility), each as the
 * policy lets them see it now; everything else of the owner's (their other records, trash, sharing,
 * settings) never.
 */
export function mayReceive(
  receiverId: string,
  event: LiveEvent,
  memberships: readonly LiveMembership[],
  visibilities: LiveVisibilities,
): boolean {
  if (event.ownerId === receiverId) return true;
  if (event.entityId === null) return false;
  // Their own membership (joined, re-roled, removed): their client reads the container again.
  if (event.table === 'members') return event.entityId === receiverId;
  for (const membership of memberships) {
    if (membership.ownerId !== event.ownerId) continue;
    const { containerKind, containerId } = membership;
    // A visibility row is told as the thing it is about: a member who now sees it reads it again.
    const isVisibility = event.table === 'visibility';
    const isContainer =
      (event.table === recordKind(containerKind).table || (isVisibility && event.kind === containerKind)) &&
      event.entityId === containerId;
    const isPart =
      (partTables.has(event.table) || isVisibility) &&
      event.parentId === containerId &&
      event.kind?.startsWith(`${containerKind}s/`) === true;
    if (!isContainer && !isPart) continue;
    const kind = isContainer ? containerKind : (event.kind ?? '');
    const visibility =
      visibilities.get(visibilityKey(event.ownerId, kind, event.entityId)) ??
      // The container's own default for the kind (decision 064), as `resolveVisibility` orders them.
      (isContainer
        ? undefined
        : visibilities.get(visibilityKey(event.ownerId, `${DEFAULT_KIND_PREFIX}${kind}`, containerId))) ??
      defaultVisibility(containerKind, kind);
    // A part's text is seen with its part; the container decides for itself.
    if (mayAccess({ userId: receiverId, role: membership.role }, visibility, 'see')) return true;
  }
  return false;
}

/** What a client is sent of an event: the same ids, without the feed's own bookkeeping. */
export type LiveWireEvent = Omit<LiveEvent, 'id' | 'wasLayer'>;

export function toWire(event: LiveEvent): LiveWireEvent {
  const { id: _id, wasLayer: _wasLayer, ...wire } = event;
  return wire;
}
