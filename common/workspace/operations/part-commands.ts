import type { CastStore } from '../cast';
import { isAppearanceKind } from '../cast';
import { type ItemStore, isItemAppearanceKind } from '../items';
import type { PartKind } from '../part-kinds';
import type { PartStore, StoredPart } from '../store';
import { createAppearance, updateAppearance } from './appearances';
import { createPart } from './create-part';
import { deletePart } from './delete-part';
import { createItemAppearance, deleteItemAppearance, updateItemAppearance } from './item-appearances';
import { updatePart } from './update-part';

// Which command a part's add, change and delete run, by its kind: a novel's or campaign's character is
// an appearance of a References character, a campaign's item one of a References item, any other part
// only itself. One place for the data API's routes and the browser's test repository.

/** The stores of one workspace, bound to the same transaction. */
export type PartCommandStores = { parts: PartStore; cast: () => CastStore; items: () => ItemStore };

export type AddPartInput = {
  kind: PartKind;
  parentId: string;
  input: unknown;
  id: string;
  /** Names a record made with the part (a new character or item, when the input links none). */
  newRecordId: () => string;
  now: string;
  /** The member who makes it in a container shared with them (decision 083); absent for the owner. */
  createdBy?: string;
};

export async function addPart(stores: PartCommandStores, command: AddPartInput): Promise<StoredPart> {
  const { kind, newRecordId, createdBy, ...rest } = command;
  if (isAppearanceKind(kind)) {
    return (await createAppearance(stores.cast(), { ...rest, kind, characterId: newRecordId() })).part;
  }
  if (isItemAppearanceKind(kind)) {
    const { parentId, ...fields } = rest;
    return (
      await createItemAppearance(stores.items(), { ...fields, campaignId: parentId, itemId: newRecordId() })
    ).part;
  }
  return createPart(stores.parts, { ...rest, kind, ...(createdBy === undefined ? {} : { createdBy }) });
}

export type ChangePartInput = {
  kind: PartKind;
  parentId: string;
  partId: string;
  patch: unknown;
  version: number | undefined;
  now: string;
  /** Keep a changed long text as a version: after a stretch of writing (default) or always (a restore). */
  keepVersion?: 'after-stretch' | 'always';
};

export function changePart(stores: PartCommandStores, command: ChangePartInput): Promise<StoredPart> {
  const { kind, ...rest } = command;
  if (isAppearanceKind(kind)) return updateAppearance(stores.cast(), { ...rest, kind });
  if (isItemAppearanceKind(kind)) {
    const { parentId, ...fields } = rest;
    return updateItemAppearance(stores.items(), { ...fields, campaignId: parentId });
  }
  return updatePart(stores.parts, command);
}

/** Whether changing a part of this kind can change parts of other records (a rename reaches them all). */
export function reachesOtherRecords(kind: PartKind): boolean {
  return isAppearanceKind(kind) || isItemAppearanceKind(kind);
}

export type RemovePartInput = {
  kind: PartKind;
  parentId: string;
  partId: string;
  version?: number | undefined;
  now: string;
};

export async function removePart(stores: PartCommandStores, command: RemovePartInput): Promise<void> {
  const { kind, parentId, ...rest } = command;
  // A campaign's item leaves the campaign; the item stays and no longer lists it.
  if (isItemAppearanceKind(kind))
    await deleteItemAppearance(stores.items(), { ...rest, campaignId: parentId });
  else await deletePart(stores.parts, command);
}
