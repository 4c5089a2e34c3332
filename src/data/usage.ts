import { queryOptions, useQuery } from '@tanstack/react-query';
import { workspaceKey } from './query-helpers';
import { workspaceRepository } from './workspace';

export const usageKeys = {
  all: [...workspaceKey, 'usage'] as const,
};

export const fetchUsage = () => workspaceRepository().getUsage();

/** The storage used and the quota: the page's hook and its route loader share these options (src/app/route-loaders.ts). */
export const usageQuery = () => queryOptions({ queryKey: usageKeys.all, queryFn: fetchUsage });

/** How much the user stores, and the server's quota (shown on /settings). */
export function useUsage() {
  return useQuery(usageQuery());
}
