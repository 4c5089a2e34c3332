import { newPartSchema } from '../../api/parts';
import type { Item } from '../../domain/reference';
import { workspaceErrors } from '../errors';
import {
  appearanceFromItem,
  canItemAppearIn,
  ITEM_APPEARANCE_KIND,
  ITEM_LINK,
  type ItemStore,
  itemFromAppearance,
  type StoredItem,
} from '../items';
import { partKind } from '../part-kinds';
import { parseInput, presentPart } from '../present';
import type { StoredPart } from '../store';
import type { Appearance } from './appearances';
import { createPart } from './create-part';
import { findPart } from './find-part';
import { linkedPartsOf, renameLinkedParts } from './linked-parts';
import { updatePart } from './update-part';

async function campaignUniverse(store: ItemStore, campaignId: string): Promise<string | undefined> {
  const universeId = await store.universeOfCampaign(campaignId);
  if (universeId === null) throw workspaceErrors.notFound('Campaign');
  return universeId;
}

/** Every appearance of an item, in all campaigns. */
export function itemAppearancesOf(store: Pick<ItemStore, 'parts'>, itemId: string): Promise<StoredPart[]> {
  return linkedPartsOf(store.parts(), itemId, [ITEM_APPEARANCE_KIND], ITEM_LINK);
}

/** Refuses an item where it may not appear, or where it already is. */
async function requireRoomFor(
  store: ItemStore,
  item: Item,
  campaignId: string,
  universeId: string | undefined,
) {
  if (!canItemAppearIn(item, universeId)) {
    throw workspaceErrors.invalid(
      `${item.name} belongs to another universe; add an item of this campaign’s universe`,
      ITEM_LINK,
    );
  }
  const already = (await store.parts().listParts(campaignId, ITEM_APPEARANCE_KIND)).some(
    (part) => part.data[ITEM_LINK] === item.id,
  );
  if (already) throw workspaceErrors.invalid(`${item.name} is already in this campaign`, ITEM_LINK);
}

/** Adds a campaign to an item's `campaigns` (once), as a new version of the item. */
async function addCampaign(store: ItemStore, item: StoredItem, campaignId: string): Promise<void> {
  if (item.campaigns.includes(campaignId)) return;
  const { version: _version, ...fields } = item;
  await store.writeItem({ ...fields, campaigns: [...item.campaigns, campaignId] });
}

export type CreateItemAppearanceInput = {
  campaignId: string;
  /** The appearance's fields; with `itemId` it links that item, without it makes one. */
  input: unknown;
  id: string;
  /** The id a new item gets when the input names none. */
  itemId: string;
  now: string;
};

/**
 * Adds an item to a campaign: an existing one (`itemId` in the input) or a new one, made in the
 * campaign's universe from the fields given. One transaction: the item, its `campaigns` and the
 * appearance are written together or not at all.
 */
export async function createItemAppearance(
  store: ItemStore,
  command: CreateItemAppearanceInput,
): Promise<{ part: StoredPart; item: StoredItem; isNewItem: boolean }> {
  const spec = partKind(ITEM_APPEARANCE_KIND);
  const fields = parseInput(newPartSchema(spec), command.input) as Record<string, unknown>;
  return store.transaction(async (trx) => {
    const universeId = await campaignUniverse(trx, command.campaignId);
    const linkedId = fields[ITEM_LINK];
    let item: StoredItem;
    let isNewItem = false;
    if (typeof linkedId === 'string') {
      const found = await trx.getItem(linkedId);
      if (found === undefined) throw workspaceErrors.invalid('That item does not exist', ITEM_LINK);
      await requireRoomFor(trx, found, command.campaignId, universeId);
      await addCampaign(trx, found, command.campaignId);
      item = (await trx.getItem(found.id)) ?? found;
    } else {
      const made = itemFromAppearance(command.itemId, { id: command.campaignId, universeId }, fields);
      item = await trx.insertItem(made);
      isNewItem = true;
    }
    const part = await createPart(trx.parts(), {
      kind: ITEM_APPEARANCE_KIND,
      parentId: command.campaignId,
      input: { ...fields, name: item.name, [ITEM_LINK]: item.id },
      id: command.id,
      now: command.now,
    });
    return { part, item, isNewItem };
  });
}

export type UpdateItemAppearanceInput = {
  campaignId: string;
  partId: string;
  patch: unknown;
  version: number | undefined;
  now: string;
  /** Keep a changed long text as a version: after a stretch of writing (default) or always (a restore). */
  keepVersion?: 'after-stretch' | 'always';
};

/**
 * Changes a campaign's item. Its item stays (remove it and add the other one to change it); a new name
 * renames the item and every other appearance of it, in one transaction.
 */
export async function updateItemAppearance(
  store: ItemStore,
  command: UpdateItemAppearanceInput,
): Promise<StoredPart> {
  const { [ITEM_LINK]: wanted, ...patch } = (command.patch ?? {}) as Record<string, unknown>;
  return store.transaction(async (trx) => {
    if (wanted !== undefined) {
      const spec = partKind(ITEM_APPEARANCE_KIND);
      const current = await findPart(trx.parts(), spec, command.campaignId, command.partId);
      if (wanted !== current.data[ITEM_LINK]) {
        throw workspaceErrors.invalid(
          'An appearance keeps its item: remove it and add the other item instead',
          ITEM_LINK,
        );
      }
    }
    const part = await updatePart(trx.parts(), {
      ...command,
      kind: ITEM_APPEARANCE_KIND,
      parentId: command.campaignId,
      patch,
    });
    const itemId = part.data[ITEM_LINK];
    if (typeof itemId === 'string' && typeof patch.name === 'string') {
      await renameItem(trx, itemId, String(part.data.name), command.now, part.id);
    }
    return part;
  });
}

export type DeleteItemAppearanceInput = {
  campaignId: string;
  partId: string;
  version?: number | undefined;
  now: string;
};

/** Takes an item out of a campaign: the appearance goes, the item stays and no longer names the campaign. */
export async function deleteItemAppearance(
  store: ItemStore,
  command: DeleteItemAppearanceInput,
): Promise<StoredPart> {
  const spec = partKind(ITEM_APPEARANCE_KIND);
  return store.transaction(async (trx) => {
    const parts = trx.parts();
    const current = await findPart(parts, spec, command.campaignId, command.partId);
    if (command.version !== undefined && current.version !== command.version) {
      throw workspaceErrors.stale(spec.singular, presentPart(current));
    }
    await parts.deleteParts([current.id]);
    await parts.touchParent('campaigns', command.campaignId, command.now);
    const itemId = current.data[ITEM_LINK];
    if (typeof itemId === 'string') await dropCampaignIfGone(trx, itemId, command.campaignId);
    return current;
  });
}

async function dropCampaignIfGone(store: ItemStore, itemId: string, campaignId: string): Promise<void> {
  const item = await store.getItem(itemId);
  if (item === undefined || !item.campaigns.includes(campaignId)) return;
  const still = (await itemAppearancesOf(store, itemId)).some((part) => part.parentId === campaignId);
  if (still) return;
  const { version: _version, ...fields } = item;
  await store.writeItem({ ...fields, campaigns: item.campaigns.filter((id) => id !== campaignId) });
}

/** Gives an item a new name everywhere: its References row and each of its appearances (new versions). */
export async function renameItem(
  store: ItemStore,
  itemId: string,
  name: string,
  now: string,
  except?: string,
): Promise<void> {
  const item = await store.getItem(itemId);
  if (item === undefined) throw workspaceErrors.notFound('Item');
  if (item.name !== name) {
    const { version: _version, ...fields } = item;
    await store.writeItem({ ...fields, name });
  }
  await renameItemAppearances(store, itemId, name, now, except);
}

/** Gives every appearance of an item its (new) name; each one renamed gets a new version. */
export async function renameItemAppearances(
  store: Pick<ItemStore, 'parts'>,
  itemId: string,
  name: string,
  now: string,
  except?: string,
): Promise<void> {
  await renameLinkedParts(store.parts(), await itemAppearancesOf(store, itemId), name, now, 'Item', except);
}

export type SyncItemCampaignsInput = {
  /** The item as it is to be stored (already in the store, or about to be written by the caller). */
  item: Item;
  /** The campaigns it is to appear in, as `POST /items` or `PATCH /items/:id` named them. */
  campaigns: readonly string[];
  /** Whether its universe changed: then every campaign it stays in is checked, not only new ones. */
  isUniverseChanged: boolean;
  newPartId: () => string;
  now: string;
};

/**
 * Makes an item appear in exactly the campaigns named: an appearance made from the item in each newly
 * named campaign (refused where it may not appear), and the appearances in the campaigns no longer
 * named removed. Answers the campaigns it now appears in, in the order named; the caller stores them
 * as the item's `campaigns` in the same transaction.
 */
export async function syncItemCampaigns(
  store: Pick<ItemStore, 'parts' | 'universeOfCampaign'>,
  command: SyncItemCampaignsInput,
): Promise<string[]> {
  const { item } = command;
  const wanted = [...new Set(command.campaigns)];
  const present = await itemAppearancesOf(store, item.id);
  const parts = store.parts();
  for (const part of present) {
    if (wanted.includes(part.parentId)) continue;
    await parts.deleteParts([part.id]);
    await parts.touchParent('campaigns', part.parentId, command.now);
  }
  for (const campaignId of wanted) {
    const isThere = present.some((part) => part.parentId === campaignId);
    if (isThere && !command.isUniverseChanged) continue;
    const universeId = await store.universeOfCampaign(campaignId);
    if (universeId === null)
      throw workspaceErrors.invalid('The selected campaign does not exist', 'campaigns');
    if (!canItemAppearIn(item, universeId)) {
      throw workspaceErrors.invalid(
        `${item.name} belongs to another universe than one of its campaigns; choose campaigns of its universe`,
        isThere ? 'universeId' : 'campaigns',
      );
    }
    if (isThere) continue;
    await createPart(parts, {
      kind: ITEM_APPEARANCE_KIND,
      parentId: campaignId,
      input: appearanceFromItem(item),
      id: command.newPartId(),
      now: command.now,
    });
  }
  return wanted;
}

/** Where an item appears, as its page lists it; `role` is what it is there (the appearance's type). */
export async function listItemAppearances(store: ItemStore, itemId: string): Promise<Appearance[]> {
  if ((await store.getItem(itemId)) === undefined) throw workspaceErrors.notFound('Item');
  const parts = await itemAppearancesOf(store, itemId);
  const titles = await store.campaignTitles(parts.map((part) => part.parentId));
  return parts.map((part) => ({
    partId: part.id,
    version: part.version,
    parent: 'campaigns',
    parentId: part.parentId,
    parentTitle: titles.get(part.parentId) ?? '',
    role: String(part.data.type ?? ''),
  }));
}
