import { useQuery } from '@tanstack/react-query';
import { workspaceKey } from './query-helpers';
import { workspaceRepository } from './workspace';

export const usageKeys = {
  all: [...workspaceKey, 'usage'] as const,
};

export const fetchUsage = () => workspaceRepository().getUsage();

/** How much the user stores, and the server's quota (shown on /settings). */
export function useUsage() {
  return useQuery({ queryKey: usageKeys.all, queryFn: fetchUsage });
}
