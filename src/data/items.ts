import { useQuery } from '@tanstack/react-query';
import { canItemAppearIn } from '../../common/workspace/items';
import { workspaceKey } from './query-helpers';
import { workspaceRepository } from './workspace';
import type { StoredItem } from './workspace-repository';

export type { StoredItem };

// Under the workspace key: adding or removing a campaign's item changes items and their appearances,
// and every part change invalidates the workspace.
export const itemKeys = {
  all: [...workspaceKey, 'items'] as const,
  list: () => [...itemKeys.all, 'list'] as const,
  appearances: (itemId: string) => [...itemKeys.all, 'appearances', itemId] as const,
};

/** The References items, each with its `version`. */
export function useItems() {
  return useQuery({ queryKey: itemKeys.list(), queryFn: () => workspaceRepository().listItems() });
}

/** Where an item appears: its campaigns, with what it is in each (an item's page of a campaign lists them). */
export function useItemAppearances(itemId: string) {
  return useQuery({
    queryKey: itemKeys.appearances(itemId),
    queryFn: () => workspaceRepository().listItemAppearances(itemId),
    enabled: itemId !== '',
  });
}

/** A campaign whose Items tab adds items. */
export type ItemStage = { id: string; universeId?: string | undefined };

/**
 * The items that may join a campaign (common/workspace/items.ts says who): those of its universe and
 * those without one, less the ones already there. In the order of References.
 */
export function useItemChoices(campaign: ItemStage, present: readonly { itemId?: string | undefined }[]) {
  const query = useItems();
  const taken = new Set(present.map((part) => part.itemId));
  const choices = (query.data ?? []).filter(
    (item) => !taken.has(item.id) && canItemAppearIn(item, campaign.universeId),
  );
  return { choices, isLoading: query.isLoading };
}
