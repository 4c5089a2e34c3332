import type { Item } from '../domain/reference';
import type { ItemStore, StoredItem } from './items';
import { createMemoryRecordStore } from './memory-record-store';
import { itemStoreOver } from './record-backed-stores';

type Campaign = { id: string; title: string; universeId?: string };

/**
 * The item store in memory, for unit tests of the item appearance commands: campaigns (id, title,
 * universe) and References items in a memory record store, read as the server reads its tables.
 */
export function createMemoryItemStore(seed: {
  campaigns?: Campaign[];
  items?: Item[];
}): ItemStore & { items(): StoredItem[] } {
  const records = {
    campaign: seed.campaigns ?? [],
    item: (seed.items ?? []).map((item) => ({ ...structuredClone(item), version: 1 })),
  };
  const store = itemStoreOver(createMemoryRecordStore(records));
  return { ...store, items: () => structuredClone(records.item) as StoredItem[] };
}
