import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { plainTextOf } from '../../common/text/plain-text';
import { workspaceKey } from './query-helpers';
import { workspaceRepository } from './workspace';
import type { PartTextTarget, TextVersionView } from './workspace-repository';

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

/** One version's words, to compare with the current text; nothing is read while `versionId` is null. */
export function useChapterVersionText(novelId: string, chapterId: string, versionId: string | null) {
  return useQuery({
    queryKey: textVersionKeys.detail(novelId, chapterId, versionId ?? ''),
    queryFn: () => workspaceRepository().getTextVersion(novelId, chapterId, versionId ?? ''),
    enabled: versionId !== null,
    staleTime: Number.POSITIVE_INFINITY,
    select: (version: TextVersionView) => (version.text === null ? '' : plainTextOf(version.text.doc)),
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

/** The hooks the Versions dialog reads a chapter's versions with (src/ui's `TextVersionSource`). */
export function chapterTextVersionSource(novelId: string, chapterId: string) {
  return {
    useVersions: () => useTextVersions(novelId, chapterId),
    useVersionText: (versionId: string | null) => useChapterVersionText(novelId, chapterId, versionId),
    useSaveNamed: () => useSaveNamedVersion(novelId, chapterId),
  };
}

// Versions of a part's long text (a lore entry's content, a quest's description): the same rules.

export const partTextVersionKeys = {
  all: ({ parentId, partId, field }: PartTextTarget) =>
    [...workspaceKey, 'part-text-versions', parentId, partId, field] as const,
  detail: (target: PartTextTarget, versionId: string) =>
    [...partTextVersionKeys.all(target), versionId] as const,
};

/** The text's versions, newest first, without texts. */
export function usePartTextVersions(target: PartTextTarget) {
  return useQuery({
    queryKey: partTextVersionKeys.all(target),
    queryFn: () => workspaceRepository().listPartTextVersions(target),
    staleTime: 0,
  });
}

/** One version's words; nothing is read while `versionId` is null. */
export function usePartVersionText(target: PartTextTarget, versionId: string | null) {
  return useQuery({
    queryKey: partTextVersionKeys.detail(target, versionId ?? ''),
    queryFn: () => workspaceRepository().getPartTextVersion(target, versionId ?? ''),
    enabled: versionId !== null,
    staleTime: Number.POSITIVE_INFINITY,
    select: (version) => version.plainText,
  });
}

/** Keeps the part's stored text as a named version; the list follows. */
export function useSavePartNamedVersion(target: PartTextTarget) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => workspaceRepository().savePartNamedVersion(target, name),
    onSettled: () => queryClient.invalidateQueries({ queryKey: partTextVersionKeys.all(target) }),
  });
}
