import { type ItemRarity, type ItemType, type Rarity, rarities } from '../domain/enums';
import type { Item } from '../domain/reference';
import type { PartStore } from './store';

// An item exists once, as a References item. A campaign's Items tab lists its appearances: parts of kind
// `campaigns/items`, each naming its item by `itemId` and holding what the item is in that campaign
// (type text, rarity, status, where it is, powers, notes). The appearance's `name` is always its item's,
// and the item's `campaigns` is always the set of campaigns it appears in (decision 020).

export const ITEM_APPEARANCE_KIND = 'campaigns/items' as const;
export type ItemAppearanceKind = typeof ITEM_APPEARANCE_KIND;

export function isItemAppearanceKind(kind: string): kind is ItemAppearanceKind {
  return kind === ITEM_APPEARANCE_KIND;
}

/** The field of an appearance naming its item. */
export const ITEM_LINK = 'itemId';

export type StoredItem = Item & { version: number };

/**
 * What the item appearance commands need of storage beyond parts, for one user's workspace: the server
 * implements it over its tables, tests and the browser's in-memory repository over memory.
 */
export interface ItemStore {
  transaction<T>(work: (store: ItemStore) => Promise<T>): Promise<T>;
  /** The part store of the same workspace, in the same transaction. */
  parts(): PartStore;
  /** A campaign's universe: `undefined` when it has none, `null` when the campaign is not there. */
  universeOfCampaign(id: string): Promise<string | undefined | null>;
  getItem(id: string): Promise<StoredItem | undefined>;
  /** Adds an item (version 1) at the end of the References list. */
  insertItem(item: Item): Promise<StoredItem>;
  /** Stores an item's new fields (name, campaigns) and adds one to its version. */
  writeItem(item: Item): Promise<void>;
  /** Campaign titles, for naming where an item appears. */
  campaignTitles(ids: readonly string[]): Promise<Map<string, string>>;
}

/** Whether an item may appear in a campaign: one of the campaign's universe, or one without a universe. */
export function canItemAppearIn(
  item: Pick<Item, 'universeId'>,
  campaignUniverseId: string | undefined,
): boolean {
  return item.universeId === undefined || item.universeId === campaignUniverseId;
}

const normalName = (name: string) => name.trim().toLocaleLowerCase();

/** A References item's type for an appearance's: a quest item, a weapon by its type text, else an artifact. */
export function itemTypeFor(fields: Record<string, unknown>): ItemType {
  if (fields.status === 'quest-item') return 'Quest Item';
  if (typeof fields.type === 'string' && /weapon/i.test(fields.type)) return 'Weapon';
  return 'Artifact';
}

/**
 * A References item's rarity for an appearance's: the same word, capitalised; `common` (which the
 * References scale does not have) becomes the nearest, Uncommon. `unique` stays Unique (the References
 * scale has it), so nothing is lost.
 */
export function itemRarityFor(fields: Record<string, unknown>): ItemRarity {
  switch (fields.rarity) {
    case 'rare':
      return 'Rare';
    case 'legendary':
      return 'Legendary';
    case 'unique':
      return 'Unique';
    default:
      return 'Uncommon';
  }
}

/** The item an appearance without one brings into being, in the campaign's universe. */
export function itemFromAppearance(
  id: string,
  campaign: { id: string; universeId?: string | undefined },
  fields: Record<string, unknown>,
): Item {
  const item: Item = {
    id,
    name: String(fields.name ?? '').trim(),
    type: itemTypeFor(fields),
    rarity: itemRarityFor(fields),
    description: typeof fields.description === 'string' ? fields.description : '',
    location: typeof fields.location === 'string' ? fields.location : '',
    campaigns: [campaign.id],
  };
  if (campaign.universeId !== undefined) item.universeId = campaign.universeId;
  return item;
}

/**
 * The fields of an appearance made from the item (an item given a campaign in References): what it
 * is there starts as what the item is, obtained, where the item is, no powers and no notes yet.
 */
export function appearanceFromItem(item: Item): Record<string, unknown> {
  const rarity = item.rarity.toLowerCase() as Rarity;
  return {
    name: item.name,
    type: item.type,
    rarity: rarities.includes(rarity) ? rarity : 'uncommon',
    description: '',
    status: 'obtained',
    location: item.location,
    powers: [],
    [ITEM_LINK]: item.id,
  };
}

/** A campaign's item as the matcher sees it. */
export type UnlinkedItemAppearance = {
  partId: string;
  campaignId: string;
  fields: Record<string, unknown>;
  itemId?: string | undefined;
};

export type ItemLinking = {
  /** Each appearance's item (the ones that had one too). */
  links: Map<string, string>;
  /** Items made for appearances no item matched. */
  created: Item[];
  /** Appearances made for campaigns an item's `campaigns` named but it did not appear in. */
  added: { partId: string; campaignId: string; fields: Record<string, unknown> }[];
  /** Every item's `campaigns` as it is to be: the campaigns it appears in (made ones included). */
  campaigns: Map<string, string[]>;
};

/**
 * Gives every campaign item without an item one (the migration from the previous release, and imports
 * of its files), then makes each item's `campaigns` the campaigns it appears in. A part takes an item of
 * the same name (trimmed, any case) that may appear in its campaign and is not there yet, one whose
 * `campaigns` already names that campaign first; else a new item made from the part. An item whose
 * `campaigns` names a known campaign it has no appearance in gets one there (the previous release
 * showed it in that campaign's list), made from the item. A campaign not in `campaigns` (one the
 * caller does not see, a stored one when a file is imported) stays in the lists as it is. Pure: the caller stores what it answers; `newItemId(partId)`
 * and `newPartId(itemId, campaignId)` name what it makes.
 */
export function linkItemAppearances(
  appearances: readonly UnlinkedItemAppearance[],
  items: readonly Item[],
  campaigns: readonly { id: string; universeId?: string | undefined }[],
  newItemId: (partId: string) => string,
  newPartId: (itemId: string, campaignId: string) => string,
): ItemLinking {
  const universeOf = new Map(campaigns.map((campaign) => [campaign.id, campaign.universeId]));
  const known: Item[] = [...items];
  const links = new Map<string, string>();
  const created: Item[] = [];
  const added: ItemLinking['added'] = [];
  const taken = new Set<string>();
  const key = (campaignId: string, itemId: string) => `${campaignId}\u0000${itemId}`;
  for (const appearance of appearances) {
    if (appearance.itemId === undefined) continue;
    taken.add(key(appearance.campaignId, appearance.itemId));
    links.set(appearance.partId, appearance.itemId);
  }
  for (const appearance of appearances) {
    if (appearance.itemId !== undefined) continue;
    const { campaignId } = appearance;
    const name = normalName(String(appearance.fields.name ?? ''));
    const candidates = known.filter(
      (item) =>
        normalName(item.name) === name &&
        canItemAppearIn(item, universeOf.get(campaignId)) &&
        !taken.has(key(campaignId, item.id)),
    );
    let match = candidates.find((item) => item.campaigns.includes(campaignId)) ?? candidates[0];
    if (match === undefined) {
      match = itemFromAppearance(
        newItemId(appearance.partId),
        { id: campaignId, universeId: universeOf.get(campaignId) },
        appearance.fields,
      );
      known.push(match);
      created.push(match);
    }
    taken.add(key(campaignId, match.id));
    links.set(appearance.partId, match.id);
  }
  for (const item of known) {
    for (const campaignId of item.campaigns) {
      if (!universeOf.has(campaignId) || taken.has(key(campaignId, item.id))) continue;
      added.push({ partId: newPartId(item.id, campaignId), campaignId, fields: appearanceFromItem(item) });
      taken.add(key(campaignId, item.id));
    }
  }
  const appearsIn = new Map<string, string[]>();
  const note = (itemId: string, campaignId: string) => {
    const list = appearsIn.get(itemId) ?? [];
    if (!list.includes(campaignId)) list.push(campaignId);
    appearsIn.set(itemId, list);
  };
  for (const appearance of appearances) {
    const itemId = links.get(appearance.partId);
    if (itemId !== undefined) note(itemId, appearance.campaignId);
  }
  for (const each of added) note(String(each.fields[ITEM_LINK]), each.campaignId);
  const lists = new Map<string, string[]>();
  for (const item of known) {
    const present = appearsIn.get(item.id) ?? [];
    // The stored order first (what the previous release listed), then the campaigns it was found in.
    const kept = item.campaigns.filter(
      (campaignId) => present.includes(campaignId) || !universeOf.has(campaignId),
    );
    lists.set(item.id, [...new Set([...kept, ...present])]);
  }
  return { links, created, added, campaigns: lists };
}
