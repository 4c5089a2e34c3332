import { useQuery } from '@tanstack/react-query';
import { canItemAppearIn } from '../../common/workspace/items';
import { recordKeys, useRecords } from './records';
import { workspaceRepository } from './workspace';

// The items themselves are read through the kind's door (`useRecords('item')`, records.ts). Under the
// items' family: adding or removing a campaign's item changes items and their appearances.
export const itemKeys = {
  appearances: (itemId: string) => [...recordKeys.all('item'), 'appearances', itemId] as const,
};

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
  const query = useRecords('item');
  const taken = new Set(present.map((part) => part.itemId));
  const choices = (query.data ?? []).filter(
    (item) => !taken.has(item.id) && canItemAppearIn(item, campaign.universeId),
  );
  return { choices, isLoading: query.isLoading };
}
