import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { localDay } from '../../common/workspace/writing-goal';
import { isConflictError } from './errors';
import { workspaceKey } from './query-helpers';
import { workspaceRepository } from './workspace';

// A novel's daily word goal and today's progress (decision 022). Today is the browser's own date: the
// author's day, which the server checks is a date some clock shows now.

export const writingGoalKeys = {
  all: (novelId: string) => [...workspaceKey, 'writing-goal', novelId] as const,
  day: (novelId: string, day: string) => [...writingGoalKeys.all(novelId), day] as const,
};

/** The goal and the words written today where the author is; refetched after each chapter save. */
export function useWritingGoal(novelId: string) {
  const day = localDay(new Date());
  return useQuery({
    queryKey: writingGoalKeys.day(novelId, day),
    queryFn: () => workspaceRepository().getWritingGoal(novelId, day),
  });
}

/**
 * Sets (`dailyWords: null` clears) the goal over the version read. A goal changed elsewhere meanwhile
 * rejects with the conflict, after which the stored goal is shown.
 */
export function useSetWritingGoal(novelId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ dailyWords, version }: { dailyWords: number | null; version: number }) =>
      workspaceRepository().setWritingGoal(novelId, dailyWords, version, localDay(new Date())),
    onSuccess: (goal) => queryClient.setQueryData(writingGoalKeys.day(novelId, goal.day), goal),
    onError: (error) => {
      if (isConflictError(error))
        void queryClient.invalidateQueries({ queryKey: writingGoalKeys.all(novelId) });
    },
  });
}
