import type { Workspace } from '../../common/domain/workspace';

/**
 * The workspace as the previous release had it, as far as items go: campaign items without their
 * `itemId`, none of the appearances made from items' `campaigns` lists, no new items, and each item's
 * `campaigns` as it was (decision 020's migration and import change exactly these).
 */
export function withoutItemLinks(workspace: Workspace, before: Workspace): Workspace {
  const beforeItems = new Map(before.items.map((item) => [item.id, item]));
  const beforeParts = new Map(
    before.campaigns.map((campaign) => [campaign.id, new Set(campaign.items.map((part) => part.id))]),
  );
  return {
    ...workspace,
    campaigns: workspace.campaigns.map((campaign) => ({
      ...campaign,
      items: campaign.items
        .filter((part) => beforeParts.get(campaign.id)?.has(part.id) ?? true)
        .map(({ itemId: _link, ...rest }) => rest),
    })),
    items: workspace.items
      .filter((item) => beforeItems.has(item.id))
      .map((item) => ({ ...item, campaigns: beforeItems.get(item.id)?.campaigns ?? item.campaigns })),
  };
}
