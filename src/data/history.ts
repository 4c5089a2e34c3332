import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChangeDetail, ChangePage } from '../../common/api/history';
import { invalidateWorkspace, workspaceKey } from './query-helpers';
import { workspaceRepository } from './workspace';

// The history of every change (decision 039): a record's changes page by page, one change with the
// entity before and after it, and restoring one side as a new change. Under the workspace key, so any
// change elsewhere refreshes an open History.

/** Changes per page: a screenful many times over, one request for most records' whole history. */
export const HISTORY_PAGE_SIZE = 200;

export const historyKeys = {
  all: [...workspaceKey, 'history'] as const,
  of: (recordId: string, entityId?: string) =>
    [...historyKeys.all, 'record', recordId, ...(entityId === undefined ? [] : [entityId])] as const,
  change: (id: string) => [...historyKeys.all, 'change', id] as const,
};

/**
 * The changes of a record and its parts, newest first, an older page at a time (`fetchNextPage`); with
 * `entityId`, only those of that one part of it (a thing of a kind of your own, decision 085).
 */
export function useRecordHistory(recordId: string, entityId?: string) {
  return useInfiniteQuery({
    queryKey: historyKeys.of(recordId, entityId),
    queryFn: ({ pageParam }): Promise<ChangePage> =>
      workspaceRepository().listChanges({
        recordId,
        ...(entityId === undefined ? {} : { entityId }),
        limit: HISTORY_PAGE_SIZE,
        ...(pageParam === null ? {} : { before: pageParam }),
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextBefore,
    staleTime: 0,
  });
}

/** One change with its snapshots; nothing is read while `id` is null. A change never changes. */
export function useChange(id: string | null) {
  return useQuery<ChangeDetail>({
    queryKey: historyKeys.change(id ?? ''),
    queryFn: () => workspaceRepository().getChange(id ?? ''),
    enabled: id !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Restores one side of a change; every read of the workspace follows. */
export function useRestoreChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, side }: { id: string; side: 'before' | 'after' }) =>
      workspaceRepository().restoreChange(id, side),
    onSuccess: () => invalidateWorkspace(queryClient),
  });
}

/** How many of the latest changes the top bar's notifications list. */
export const RECENT_CHANGES_COUNT = 15;

/**
 * The workspace's latest changes, newest first, for the bell in the top bar; nothing is read while
 * `isEnabled` is false (the bar asks once the page is idle, so it never delays a page's own data).
 */
export function useRecentChanges(isEnabled: boolean) {
  return useQuery<ChangePage>({
    queryKey: [...historyKeys.all, 'recent'],
    queryFn: () => workspaceRepository().listChanges({ limit: RECENT_CHANGES_COUNT }),
    enabled: isEnabled,
    staleTime: 30_000,
  });
}
