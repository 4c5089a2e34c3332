import { workspaceErrors } from '../errors';
import { holdersOf, type PartKindSpec, partKind } from '../part-kinds';
import type { PartStore, StoredPart } from '../store';

// Parts that list other parts of the same record (decision 061): a story arc's chapters, a campaign
// arc's sessions and quests. The list is the holder's, in its own order; every id names a part of the
// member kind in the same record, and a member that is deleted leaves every list that named it.

/**
 * Refuses member ids (in `fields`, a create's or a change's input) that name no part of their kind in
 * the same record: "Chapter c-9 is not in this novel".
 */
export async function checkMembers(
  store: PartStore,
  spec: PartKindSpec,
  parentId: string,
  fields: Readonly<Record<string, unknown>>,
): Promise<void> {
  for (const member of spec.memberLists) {
    const ids = fields[member.field];
    if (!Array.isArray(ids) || ids.length === 0) continue;
    const known = new Set((await store.listParts(parentId, member.kind)).map((part) => part.id));
    for (const [index, id] of ids.entries()) {
      if (!known.has(String(id))) {
        const { singular } = partKind(member.kind);
        throw workspaceErrors.invalid(
          `${singular} ${String(id)} is not in this ${parentNoun(spec)}`,
          `${member.field}.${index}`,
        );
      }
    }
  }
}

function parentNoun(spec: PartKindSpec): string {
  return spec.parent.replace(/s$/, '');
}

/**
 * Takes a part that is going (a deleted chapter) out of every list of its record that names it, each
 * holder at its next version, in the caller's transaction.
 */
export async function leaveHolders(store: PartStore, part: StoredPart, now: string): Promise<void> {
  const updates: { part: StoredPart; expectedVersion: number }[] = [];
  for (const { spec, field } of holdersOf(part.kind)) {
    for (const holder of await store.listParts(part.parentId, spec.kind)) {
      const ids = holder.data[field];
      if (!Array.isArray(ids) || !ids.includes(part.id)) continue;
      updates.push({
        part: {
          ...holder,
          data: { ...holder.data, [field]: ids.filter((id) => id !== part.id) },
          version: holder.version + 1,
          updatedAt: now,
        },
        expectedVersion: holder.version,
      });
    }
  }
  if (updates.length > 0 && !(await store.updateShortFields(updates))) {
    throw workspaceErrors.stale(partKind(updates[0]?.part.kind ?? part.kind).singular, {
      id: updates[0]?.part.id,
    });
  }
}

/**
 * A part as it can be put back (a Trash restore): member ids that name no part of the record any more,
 * nor one of `coming` (the ids put back with it), are left out, so a restored arc never names a chapter
 * that is gone.
 */
export async function withKnownMembers(
  store: PartStore,
  part: StoredPart,
  coming: ReadonlySet<string>,
): Promise<StoredPart> {
  const spec = partKind(part.kind);
  if (spec.memberLists.length === 0) return part;
  const data = { ...part.data };
  for (const member of spec.memberLists) {
    const ids = data[member.field];
    if (!Array.isArray(ids)) continue;
    const known = new Set((await store.listParts(part.parentId, member.kind)).map((each) => each.id));
    data[member.field] = ids.filter((id) => known.has(String(id)) || coming.has(String(id)));
  }
  return { ...part, data };
}

/** A list of a part's record that named a part the Trash took, and where in it: a restore puts it back. */
export type Membership = { holderId: string; field: string; memberId: string; index: number };

/**
 * Where `member` stands in the lists of the other parts of its record (a chapter in story arcs), read
 * from `parts` (its record's, before it leaves them).
 */
export function membershipsIn(parts: readonly StoredPart[], member: StoredPart): Membership[] {
  return holdersOf(member.kind).flatMap(({ spec, field }) =>
    parts
      .filter((part) => part.kind === spec.kind && part.parentId === member.parentId && part.id !== member.id)
      .flatMap((holder) => {
        const ids = holder.data[field];
        const index = Array.isArray(ids) ? ids.indexOf(member.id) : -1;
        return index < 0 ? [] : [{ holderId: holder.id, field, memberId: member.id, index }];
      }),
  );
}

/**
 * Puts restored parts back in the lists that named them (a Trash restore, after the parts are back), at
 * their old places or the end, each holder at its next version. A holder that is gone, a member that is
 * not there, or a list that names it already is left as it is.
 */
export async function rejoinHolders(
  store: PartStore,
  memberships: readonly Membership[],
  now: string,
): Promise<void> {
  const updates = new Map<string, { part: StoredPart; expectedVersion: number }>();
  for (const { holderId, field, memberId, index } of memberships) {
    const held = updates.get(holderId);
    const holder = held?.part ?? (await store.getPart(holderId));
    if (holder === undefined || (await store.getPart(memberId)) === undefined) continue;
    const listed = holder.data[field];
    const ids = Array.isArray(listed) ? [...listed] : [];
    if (ids.includes(memberId)) continue;
    ids.splice(Math.min(index, ids.length), 0, memberId);
    const expectedVersion = held?.expectedVersion ?? holder.version;
    const data = { ...holder.data, [field]: ids };
    updates.set(holderId, {
      part: { ...holder, data, version: expectedVersion + 1, updatedAt: now },
      expectedVersion,
    });
  }
  if (updates.size > 0) await store.updateShortFields([...updates.values()]);
}
