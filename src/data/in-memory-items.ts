import type { Item } from '../../common/domain/reference';
import type { Workspace } from '../../common/domain/workspace';
import type { StoredItem } from '../../common/workspace/items';

/**
 * The References items of the in-memory workspace, versioned as the data API versions them (1 when
 * made, one more on every change), for the item appearance commands (src/data/in-memory-parts.ts): a
 * campaign's item names one, and adding or removing it changes the item's `campaigns`.
 */
export function createInMemoryItems() {
  const versions = new Map<string, number>();
  const versionOf = (id: string) => versions.get(id) ?? 1;
  const present = (item: Item): StoredItem => ({ ...structuredClone(item), version: versionOf(item.id) });

  return {
    list(ws: Workspace): StoredItem[] {
      return ws.items.map(present);
    },

    /** For the workspace core's item appearance commands. */
    access: {
      get(ws: Workspace, id: string): StoredItem | undefined {
        const item = ws.items.find((entry) => entry.id === id);
        return item === undefined ? undefined : present(item);
      },
      insert(ws: Workspace, item: Item): StoredItem {
        ws.items.push(structuredClone(item));
        versions.set(item.id, 1);
        return present(item);
      },
      write(ws: Workspace, item: Item): void {
        const index = ws.items.findIndex((entry) => entry.id === item.id);
        if (index < 0) return;
        ws.items[index] = structuredClone(item);
        versions.set(item.id, versionOf(item.id) + 1);
      },
    },
  };
}

export type ItemAccess = ReturnType<typeof createInMemoryItems>['access'];
