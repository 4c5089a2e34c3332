import type { Item } from '../domain/reference';
import type { ItemStore, StoredItem } from './items';
import { createMemoryPartStore } from './memory-store';

type Campaign = { id: string; title: string; universeId?: string };

/**
 * The item store in memory, for unit tests of the item appearance commands: campaigns (id, title,
 * universe), References items, and a memory part store. A transaction keeps its changes only when the
 * work succeeds.
 */
export function createMemoryItemStore(seed: {
  campaigns?: Campaign[];
  items?: Item[];
}): ItemStore & { items(): StoredItem[] } {
  const campaigns = seed.campaigns ?? [];
  const parts = createMemoryPartStore(
    campaigns.map((campaign) => ({ parent: 'campaigns' as const, id: campaign.id })),
  );
  let items: StoredItem[] = (seed.items ?? []).map((item) => ({ ...structuredClone(item), version: 1 }));

  const store: ItemStore & { items(): StoredItem[] } = {
    async transaction(work) {
      const before = structuredClone(items);
      try {
        return await parts.transaction(() => work(store));
      } catch (error) {
        items = before;
        throw error;
      }
    },
    parts: () => parts,
    async universeOfCampaign(id) {
      const campaign = campaigns.find((entry) => entry.id === id);
      return campaign === undefined ? null : campaign.universeId;
    },
    async getItem(id) {
      const found = items.find((item) => item.id === id);
      return found === undefined ? undefined : structuredClone(found);
    },
    async insertItem(item) {
      const stored = { ...structuredClone(item), version: 1 };
      items.push(stored);
      return structuredClone(stored);
    },
    async writeItem(item) {
      const index = items.findIndex((entry) => entry.id === item.id);
      const found = items[index];
      if (found === undefined) return;
      items[index] = { ...structuredClone(item), version: found.version + 1 };
    },
    async campaignTitles(ids) {
      return new Map(
        campaigns
          .filter((campaign) => ids.includes(campaign.id))
          .map((campaign) => [campaign.id, campaign.title]),
      );
    },
    items: () => structuredClone(items),
  };
  return store;
}
