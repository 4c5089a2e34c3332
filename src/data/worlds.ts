import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NewWorld, WorldUpdate } from '../../common/domain/world';
import {
  cachedVersion,
  invalidateWorkspace,
  nullIfNotFound,
  refreshAfterConflict,
  workspaceKey,
} from './query-helpers';
import { workspaceRepository } from './workspace';

export const worldKeys = {
  all: [...workspaceKey, 'worlds'] as const,
  /** All worlds, or one universe's. */
  list: (universeId?: string) => [...worldKeys.all, 'list', universeId ?? 'all'] as const,
  detail: (id: string) => [...worldKeys.all, 'detail', id] as const,
};

export const fetchWorlds = (universeId?: string) => workspaceRepository().listWorlds(universeId);
/** The world with universeName and locationCount; `null` when no world has this id. */
export const fetchWorld = (id: string) => nullIfNotFound(workspaceRepository().getWorld(id));

/** One world, `null` when unknown: the page's hook and its route loader share these options. */
export const worldQuery = (id: string) =>
  queryOptions({ queryKey: worldKeys.detail(id), queryFn: () => fetchWorld(id) });

export function useWorlds(universeId?: string) {
  return useQuery({ queryKey: worldKeys.list(universeId), queryFn: () => fetchWorlds(universeId) });
}

/** `data` is `null` when the world does not exist. Check `data.universeId` against the route's universe. */
export function useWorld(id: string | undefined) {
  return useQuery({ ...worldQuery(id ?? ''), enabled: id !== undefined });
}

export function useCreateWorld() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NewWorld) => workspaceRepository().createWorld(input),
    onSuccess: () => invalidateWorkspace(queryClient),
  });
}

export function useUpdateWorld() {
  const queryClient = useQueryClient();
  return useMutation({
    scope: { id: 'worlds-update' },
    mutationFn: ({ id, patch }: { id: string; patch: WorldUpdate }) =>
      workspaceRepository().updateWorld(id, patch, cachedVersion(queryClient, worldKeys.detail(id))),
    onError: (error, { id }) => refreshAfterConflict(queryClient, worldKeys.detail(id), error),
    onSuccess: async (world) => {
      queryClient.setQueryData(worldKeys.detail(world.id), world);
      await invalidateWorkspace(queryClient);
    },
  });
}

/** Deletes the world and its locations. */
export function useDeleteWorld() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => workspaceRepository().deleteWorld(id),
    onSuccess: () => invalidateWorkspace(queryClient),
  });
}
