import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { workspaceKey } from './query-helpers';
import { workspaceRepository } from './workspace';

// Versions of a chapter's text (decision 037). Restoring one goes through the chapter's autosave
// (`useChapterAutosave().restore`), so the editor and what waits to be saved follow.

export const textVersionKeys = {
  all: (novelId: string, chapterId: string) =>
    [...workspaceKey, 'text-versions', novelId, chapterId] as const,
  detail: (novelId: string, chapterId: string, versionId: string) =>
    [...textVersionKeys.all(novelId, chapterId), versionId] as const,
};

/** The chapter's versions, newest first, without texts. */
export function useTextVersions(novelId: string, chapterId: string) {
  return useQuery({
    queryKey: textVersionKeys.all(novelId, chapterId),
    queryFn: () => workspaceRepository().listTextVersions(novelId, chapterId),
    staleTime: 0,
  });
}

/** One version with its text; nothing is read while `versionId` is null. */
export function useTextVersion(novelId: string, chapterId: string, versionId: string | null) {
  return useQuery({
    queryKey: textVersionKeys.detail(novelId, chapterId, versionId ?? ''),
    queryFn: () => workspaceRepository().getTextVersion(novelId, chapterId, versionId ?? ''),
    enabled: versionId !== null,
    // A version never changes.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Keeps the chapter's stored text as a named version; the list follows. */
export function useSaveNamedVersion(novelId: string, chapterId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => workspaceRepository().saveNamedVersion(novelId, chapterId, name),
    onSettled: () => queryClient.invalidateQueries({ queryKey: textVersionKeys.all(novelId, chapterId) }),
  });
}
