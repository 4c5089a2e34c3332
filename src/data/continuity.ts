import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ContinuityScopeSegment,
  DismissalInput,
  ScopeContinuitySettings,
} from '../../common/api/continuity';
import { workspaceKey } from './query-helpers';
import { workspaceRepository } from './workspace';

// Continuity (decision 060): a novel's, campaign's or universe's findings, under the workspace key so
// that any change refreshes them, and dismissing or showing one again.

export const continuityKeys = {
  all: [...workspaceKey, 'continuity'] as const,
  of: (scope: ContinuityScopeSegment, id: string) => [...continuityKeys.all, scope, id] as const,
};

/** The findings of a novel, campaign or universe (`null` when it is not there). */
export function useContinuity(scope: ContinuityScopeSegment, id: string) {
  return useQuery({
    queryKey: continuityKeys.of(scope, id),
    queryFn: () => workspaceRepository().getContinuity(scope, id),
  });
}

/** Dismiss a finding with a reason, or show it again; every open report is read again after. */
export function useContinuityActions() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: continuityKeys.all });
  const dismiss = useMutation({
    mutationFn: (input: DismissalInput) => workspaceRepository().dismissFinding(input),
    onSuccess: refresh,
  });
  const undismiss = useMutation({
    mutationFn: (findingId: string) => workspaceRepository().undismissFinding(findingId),
    onSuccess: refresh,
  });
  const setSettings = useMutation({
    mutationFn: (input: { scope: ContinuityScopeSegment; id: string; settings: ScopeContinuitySettings }) =>
      workspaceRepository().setContinuitySettings(input.scope, input.id, input.settings),
    onSuccess: refresh,
  });
  return {
    dismiss: dismiss.mutateAsync,
    undismiss: undismiss.mutateAsync,
    setSettings: (scope: ContinuityScopeSegment, id: string, settings: ScopeContinuitySettings) =>
      setSettings.mutateAsync({ scope, id, settings }),
  };
}
