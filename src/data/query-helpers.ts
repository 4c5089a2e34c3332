import type { QueryClient, QueryKey } from '@tanstack/react-query';
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

/**
 * The version of the cached record a change is based on, read when the change runs: updates of one kind
 * of record run one after another (their mutation `scope`), so a second quick change is based on the
 * version the first one produced, never refused as a conflict with ourselves. Undefined when the record
 * was never read (the server then writes without the check).
 */
export function cachedVersion(queryClient: QueryClient, key: QueryKey): number | undefined {
  const cached = queryClient.getQueryData<{ version?: unknown }>(key);
  return typeof cached?.version === 'number' ? cached.version : undefined;
}

/** After a refused change, the record is read again so the next attempt is based on what is stored. */
export function refreshAfterConflict(queryClient: QueryClient, key: QueryKey, error: unknown): Promise<void> {
  if (error instanceof Error && error.name === 'ConflictError')
    return queryClient.invalidateQueries({ queryKey: key });
  return Promise.resolve();
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
