import type { QueryClient } from '@tanstack/react-query';
import { isNotFoundError } from './errors';

/** Every workspace query key starts here, so one invalidation refreshes every derived count and name. */
export const workspaceKey = ['workspace'] as const;

/**
 * After a change, every read may be stale: counts, linked names, the profile's statistics and the
 * References tables all derive from other records. Only mounted queries refetch, and they keep showing
 * their current data meanwhile, so this costs one cheap read per visible list.
 */
export function invalidateWorkspace(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: workspaceKey });
}

/** Detail reads resolve to `null` for an unknown id, so pages show their not-found state without retries. */
export async function nullIfNotFound<T>(read: Promise<T>): Promise<T | null> {
  try {
    return await read;
  } catch (error) {
    if (isNotFoundError(error)) return null;
    throw error;
  }
}
