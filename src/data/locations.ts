import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LocationUpdate, NewLocation } from '../../common/domain/world';
import { invalidateWorkspace, nullIfNotFound, workspaceKey } from './query-helpers';
import { workspaceRepository } from './workspace';
import type { LocationFilter } from './workspace-repository';

export const locationKeys = {
  all: [...workspaceKey, 'locations'] as const,
  list: (filter: LocationFilter = {}) =>
    [...locationKeys.all, 'list', filter.universeId ?? '*', filter.worldId ?? '*'] as const,
  detail: (id: string) => [...locationKeys.all, 'detail', id] as const,
};

export const fetchLocations = (filter: LocationFilter = {}) => workspaceRepository().listLocations(filter);
export const fetchLocation = (id: string) => nullIfNotFound(workspaceRepository().getLocation(id));

/** All locations, a world's (`{ worldId }`) or those in any world of a universe (`{ universeId }`). */
export function useLocations(filter: LocationFilter = {}) {
  return useQuery({ queryKey: locationKeys.list(filter), queryFn: () => fetchLocations(filter) });
}

/** `data` is `null` when the location does not exist. */
export function useLocation(id: string | undefined) {
  return useQuery({
    queryKey: locationKeys.detail(id ?? ''),
    queryFn: () => fetchLocation(id ?? ''),
    enabled: id !== undefined,
  });
}

export function useCreateLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NewLocation) => workspaceRepository().createLocation(input),
    onSuccess: () => invalidateWorkspace(queryClient),
  });
}

export function useUpdateLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: LocationUpdate }) =>
      workspaceRepository().updateLocation(id, patch),
    onSuccess: () => invalidateWorkspace(queryClient),
  });
}

export function useDeleteLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => workspaceRepository().deleteLocation(id),
    onSuccess: () => invalidateWorkspace(queryClient),
  });
}
