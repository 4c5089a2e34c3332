import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CharacterMoveStep } from '../../common/workspace/operations/character-move';
import { novelKeys } from './novels';
import { invalidateWorkspace } from './query-helpers';
import { workspaceRepository } from './workspace';

export type {
  CharacterKept,
  CharacterMovePlan,
  CharacterMoveStep,
} from '../../common/workspace/operations/character-move';

/**
 * What moving a novel's own characters into its universe would do; read only while it is in one (and
 * read again when it joins another: the universe is part of the key).
 */
export function useCharacterMove(novelId: string, universeId: string | undefined, isWanted: boolean) {
  return useQuery({
    queryKey: [...novelKeys.detail(novelId), 'character-move', universeId ?? ''],
    queryFn: () => workspaceRepository().getCharacterMove(novelId),
    enabled: isWanted && universeId !== undefined && universeId !== '',
  });
}

/** Moves them (`mutateAsync(novelId)` → the steps done); every list they show in is read again. */
export function useMoveCharacters() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (novelId: string) => workspaceRepository().moveCharacters(novelId),
    onSettled: () => invalidateWorkspace(queryClient),
  });
}

/** Puts a move back (`mutateAsync({ novelId, steps })`). */
export function useUndoCharacterMove() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ novelId, steps }: { novelId: string; steps: readonly CharacterMoveStep[] }) =>
      workspaceRepository().undoCharacterMove(novelId, steps),
    onSettled: () => invalidateWorkspace(queryClient),
  });
}
