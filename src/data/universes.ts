import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NewUniverse, UniverseUpdate } from '../../common/domain/universe';
import { useFavoriteMutation } from './favorites';
import {
  cachedVersion,
  invalidateWorkspace,
  nullIfNotFound,
  refreshAfterConflict,
  workspaceKey,
} from './query-helpers';
import { workspaceRepository } from './workspace';

export const universeKeys = {
  all: [...workspaceKey, 'universes'] as const,
  list: () => [...universeKeys.all, 'list'] as const,
  detail: (id: string) => [...universeKeys.all, 'detail', id] as const,
};

export const fetchUniverses = () => workspaceRepository().listUniverses();
/** The universe with its parts, worlds, novels and campaigns; `null` when no universe has this id. */
export const fetchUniverse = (id: string) => nullIfNotFound(workspaceRepository().getUniverse(id));

/** Every universe: the page's hook and its route loader share these options (src/app/route-loaders.ts). */
export const universesQuery = () => queryOptions({ queryKey: universeKeys.list(), queryFn: fetchUniverses });

/** One universe, `null` when unknown: the page's hook and its route loader share these options. */
export const universeQuery = (id: string) =>
  queryOptions({ queryKey: universeKeys.detail(id), queryFn: () => fetchUniverse(id) });

export function useUniverses() {
  return useQuery(universesQuery());
}

/** `data` is `null` when the universe does not exist. */
export function useUniverse(id: string | undefined) {
  return useQuery({ ...universeQuery(id ?? ''), enabled: id !== undefined });
}

export function useCreateUniverse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NewUniverse) => workspaceRepository().createUniverse(input),
    onSuccess: async (universe) => {
      queryClient.setQueryData(universeKeys.detail(universe.id), universe);
      await invalidateWorkspace(queryClient);
    },
  });
}

export function useUpdateUniverse() {
  const queryClient = useQueryClient();
  return useMutation({
    scope: { id: 'universes-update' },
    mutationFn: ({ id, patch }: { id: string; patch: UniverseUpdate }) =>
      workspaceRepository().updateUniverse(id, patch, cachedVersion(queryClient, universeKeys.detail(id))),
    onError: (error, { id }) => refreshAfterConflict(queryClient, universeKeys.detail(id), error),
    onSuccess: async (universe) => {
      queryClient.setQueryData(universeKeys.detail(universe.id), universe);
      await invalidateWorkspace(queryClient);
    },
  });
}

/** Deletes the universe with its worlds and campaigns, into the Trash (decision 038). */
export function useDeleteUniverse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => workspaceRepository().deleteUniverse(id),
    onSuccess: () => invalidateWorkspace(queryClient),
  });
}

/** `mutate({ id, isFavorite: !universe.isFavorite })`: flips at once, rolls back on failure. */
export function useToggleUniverseFavorite() {
  return useFavoriteMutation('universe', universeKeys.all);
}
