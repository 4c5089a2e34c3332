import type { Item } from '../../common/domain/reference';
import type { ItemStore, StoredItem } from '../../common/workspace/items';
import type { WorkspaceStore } from './workspace-store';
import { campaignTable, itemTable } from './workspace-tables';

/** The core's item store (References items and the campaigns they appear in) over one user's tables. */
export function createItemStore(store: WorkspaceStore): ItemStore {
  return {
    transaction: (work) => store.transaction((trx) => work(createItemStore(trx))),

    parts: () => store.parts(),

    async universeOfCampaign(id) {
      const [row] = await store.rows(campaignTable, ['id', 'universe_id'], { id });
      if (row === undefined) return null;
      return typeof row.universe_id === 'string' ? row.universe_id : undefined;
    },

    async getItem(id) {
      return (await store.find(itemTable, id, { forUpdate: true })) as StoredItem | undefined;
    },

    async insertItem(item) {
      const stored: StoredItem = { ...item, version: 1 };
      await store.insert(itemTable, stored as Item, 'last');
      return stored;
    },

    async writeItem(item) {
      const current = (await store.find(itemTable, item.id, { forUpdate: true })) as StoredItem | undefined;
      if (current === undefined) return;
      const next: StoredItem = { ...item, version: current.version + 1 };
      await store.update(itemTable, next as Item);
    },

    async campaignTitles(ids) {
      if (ids.length === 0) return new Map();
      const rows = await store.rows(campaignTable, ['id', 'title'], { id: [...new Set(ids)] });
      return new Map(rows.map((row) => [row.id, row.title]));
    },
  };
}
