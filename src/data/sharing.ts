import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { ContainerKind, NewInvitation } from '../../common/api/sharing';
import { workspaceKey } from './query-helpers';
import { workspaceRepository } from './workspace';

// Sharing (decision 057): links into the user's universes, novels and campaigns, and what others share
// with them, read through the member's door of the data API (every answer already filtered by the policy).

export const sharingKeys = {
  all: [...workspaceKey, 'shared'] as const,
  view: (ownerId: string, kind: string, id: string) =>
    [...workspaceKey, 'shared', ownerId, kind, id] as const,
};

export const sharedContainersQuery = () =>
  queryOptions({ queryKey: sharingKeys.all, queryFn: () => workspaceRepository().listSharedContainers() });

/** The containers others share with the user ("Shared with you"). */
export function useSharedContainers() {
  return useQuery(sharedContainersQuery());
}

/** One shared container as the user may see it; `data === null` when they are not (or no longer) a member. */
export function useSharedView(ownerId: string, kind: ContainerKind, id: string) {
  return useQuery({
    queryKey: sharingKeys.view(ownerId, kind, id),
    queryFn: () => workspaceRepository().getSharedView(ownerId, kind, id),
  });
}

/** Makes an invitation link into one of the user's containers. */
export function useCreateInvitation(kind: ContainerKind, id: string) {
  return useMutation({
    mutationFn: (input: NewInvitation) => workspaceRepository().createInvitation(kind, id, input),
  });
}

/**
 * Joins through a link's token. A plain function, not a hook: the invitation page runs outside the
 * signed-in screens' query client (its visitor may have had no account a moment before).
 */
export function acceptInvitation(token: string) {
  return workspaceRepository().acceptInvitation(token);
}
