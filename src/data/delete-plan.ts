import { useQuery } from '@tanstack/react-query';
import { workspaceKey } from './query-helpers';
import { workspaceRepository } from './workspace';
import type { DeletableKind, DeletePlanView } from './workspace-repository';

export type { DeletableKind, DeletePlanView };

export const deletePlanKeys = {
  of: (kind: DeletableKind, id: string) => [...workspaceKey, 'delete-plan', kind, id] as const,
};

/**
 * What deleting a record would take with it, for its confirmation ('It also deletes 2 timelines and 31
 * parts.'), or why it is refused. Asked only while `isEnabled` (the confirmation is open), and asked
 * afresh each time it opens.
 */
export function useDeletePlan(kind: DeletableKind, id: string, isEnabled: boolean) {
  return useQuery({
    queryKey: deletePlanKeys.of(kind, id),
    queryFn: () => workspaceRepository().getDeletePlan(kind, id),
    enabled: isEnabled,
    staleTime: 0,
    gcTime: 0,
  });
}
