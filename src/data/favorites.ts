import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AnnouncedMutationMeta } from './query-client';
import { invalidateWorkspace } from './query-helpers';
import { workspaceRepository } from './workspace';
import type { FavoriteKind } from './workspace-repository';

export type FavoriteChange = { id: string; isFavorite: boolean };

type Snapshot = [QueryKey, unknown][];

function withFlag(value: unknown, { id, isFavorite }: FavoriteChange): unknown {
  if (Array.isArray(value)) return value.map((entry) => withFlag(entry, { id, isFavorite }));
  if (value && typeof value === 'object' && 'id' in value && 'isFavorite' in value && value.id === id) {
    return { ...value, isFavorite };
  }
  return value;
}

/**
 * Sets a favorite flag optimistically: every cached list and detail of the kind shows the new value at
 * once, and goes back to what it was if the change fails, with a message in the app's notifications.
 */
export function useFavoriteMutation(kind: FavoriteKind, areaKey: QueryKey) {
  const queryClient = useQueryClient();
  return useMutation<void, Error, FavoriteChange, Snapshot>({
    mutationFn: ({ id, isFavorite }) => workspaceRepository().setFavorite(kind, id, isFavorite),
    // The star has already moved, and no form is there to say why it moves back: the app's
    // notifications do ('Favorite not saved. Could not reach the server. ...').
    meta: { failureMessage: 'Favorite not saved.' } satisfies AnnouncedMutationMeta,
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: areaKey });
      const snapshot = queryClient.getQueriesData({ queryKey: areaKey });
      for (const [key, value] of snapshot) queryClient.setQueryData(key, withFlag(value, change));
      return snapshot;
    },
    onError: (_error, _change, snapshot) => {
      for (const [key, value] of snapshot ?? []) queryClient.setQueryData(key, value);
    },
    onSettled: () => invalidateWorkspace(queryClient),
  });
}
