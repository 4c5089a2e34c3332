import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { invalidateWorkspace, workspaceKey } from './query-helpers';
import { workspaceRepository } from './workspace';
import type { TrashSettings } from './workspace-repository';

// The Trash (decision 038). Its keys sit under the workspace's, so every delete (which invalidates the
// workspace) refreshes the list too.

export const trashKeys = {
  all: [...workspaceKey, 'trash'] as const,
  list: () => [...trashKeys.all, 'list'] as const,
  settings: () => [...trashKeys.all, 'settings'] as const,
};

export const fetchTrash = () => workspaceRepository().listTrash();

/** The entries, newest first, and the retention in days. */
export function useTrash() {
  return useQuery({ queryKey: trashKeys.list(), queryFn: fetchTrash });
}

/**
 * Puts an entry back: `mutate(entryId)`. What came back may show in any list, detail, count or search,
 * so the whole workspace is read again. A restore that something is in the way of rejects with the
 * server's sentence ('Restore the universe “Tidewell” first: …').
 */
export function useRestoreTrashEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entryId: string) => workspaceRepository().restoreTrashEntry(entryId),
    onSuccess: () => invalidateWorkspace(queryClient),
  });
}

/** Deletes one entry for good. */
export function useDeleteTrashEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entryId: string) => workspaceRepository().deleteTrashEntry(entryId),
    // The quota counts the Trash: usage changes too.
    onSuccess: () => invalidateWorkspace(queryClient),
  });
}

/** Deletes every entry for good. */
export function useEmptyTrash() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => workspaceRepository().emptyTrash(),
    onSuccess: () => invalidateWorkspace(queryClient),
  });
}

export function useTrashSettings() {
  return useQuery({
    queryKey: trashKeys.settings(),
    queryFn: () => workspaceRepository().getTrashSettings(),
  });
}

/** Sets the retention; rejects with `ValidationError` ('retentionDays') outside 1–365 whole days. */
export function useUpdateTrashSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: TrashSettings) => workspaceRepository().updateTrashSettings(settings),
    onSuccess: (settings) => {
      queryClient.setQueryData(trashKeys.settings(), settings);
      return queryClient.invalidateQueries({ queryKey: trashKeys.list() });
    },
  });
}
