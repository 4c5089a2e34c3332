import { appearanceKinds, CHARACTER_LINK } from '../cast';
import { workspaceErrors } from '../errors';
import { ITEM_APPEARANCE_KIND, ITEM_LINK } from '../items';
import type { AppearingKind } from '../record-store';
import type { PartStore, StoredPart } from '../store';

// Parts that stand for a record (a character's or an item's appearances): found by the record's id,
// and renamed with it. One place for both kinds.

/** The parts of these kinds whose `field` names `recordId`. */
export async function linkedPartsOf(
  parts: PartStore,
  recordId: string,
  kinds: readonly string[],
  field: string,
): Promise<StoredPart[]> {
  const linked = await parts.listLinkedParts(recordId);
  return linked.filter((part) => kinds.includes(part.kind) && part.data[field] === recordId);
}

/** The ids of the appearances of these characters (in novels and campaigns) or items (in campaigns). */
export async function appearanceIdsOf(
  parts: PartStore,
  kind: AppearingKind,
  ids: readonly string[],
): Promise<string[]> {
  const [kinds, field]: [readonly string[], string] =
    kind === 'character' ? [appearanceKinds, CHARACTER_LINK] : [[ITEM_APPEARANCE_KIND], ITEM_LINK];
  const found: string[] = [];
  for (const id of ids) {
    for (const part of await linkedPartsOf(parts, id, kinds, field)) found.push(part.id);
  }
  return found;
}

/**
 * Gives every one of `linked` the record's new name in one write, each at the version it was read at
 * and to the next (its name changed); `except` is one already written. A part changed meanwhile makes it
 * a conflict about `what` ('Character', 'Item').
 */
export async function renameLinkedParts(
  parts: PartStore,
  linked: readonly StoredPart[],
  name: string,
  now: string,
  what: string,
  except?: string,
): Promise<void> {
  const updates = linked
    .filter((part) => part.id !== except && part.data.name !== name)
    .map((part) => ({
      part: { ...part, data: { ...part.data, name }, version: part.version + 1, updatedAt: now },
      expectedVersion: part.version,
    }));
  if (updates.length > 0 && !(await parts.updateShortFields(updates))) {
    throw workspaceErrors.stale(what, { id: updates[0]?.part.id });
  }
}
