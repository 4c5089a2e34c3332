import { queryOptions, useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NewNovel, NovelUpdate } from '../../common/domain/novel';
import { useFavoriteMutation } from './favorites';
import {
  cachedVersion,
  invalidateWorkspace,
  nullIfNotFound,
  refreshAfterConflict,
  workspaceKey,
} from './query-helpers';
import { workspaceRepository } from './workspace';

export const novelKeys = {
  all: [...workspaceKey, 'novels'] as const,
  list: () => [...novelKeys.all, 'list'] as const,
  detail: (id: string) => [...novelKeys.all, 'detail', id] as const,
};

export const fetchNovels = () => workspaceRepository().listNovels();
/** `null` when no novel has this id. */
export const fetchNovel = (id: string) => nullIfNotFound(workspaceRepository().getNovel(id));

/** Every novel: the page's hook and its route loader share these options (src/app/route-loaders.ts). */
export const novelsQuery = () => queryOptions({ queryKey: novelKeys.list(), queryFn: fetchNovels });

/** One novel, `null` when unknown: the page's hook and its route loader share these options. */
export const novelQuery = (id: string) =>
  queryOptions({ queryKey: novelKeys.detail(id), queryFn: () => fetchNovel(id) });

export function useNovels() {
  return useQuery(novelsQuery());
}

/** `data` is `null` when the novel does not exist. */
export function useNovel(id: string | undefined) {
  return useQuery({ ...novelQuery(id ?? ''), enabled: id !== undefined });
}

/**
 * The novels of a calendar's owner with their chapters: a novel's own, a universe's every novel, a
 * campaign's none. `undefined` entries while read (the calendar grid shows what has arrived).
 */
export function useOwnerNovels(ownerKind: 'universe' | 'novel' | 'campaign', ownerId: string) {
  const list = useNovels();
  const ids =
    ownerKind === 'novel'
      ? [ownerId]
      : ownerKind === 'universe'
        ? (list.data ?? []).filter((novel) => novel.universeId === ownerId).map((novel) => novel.id)
        : [];
  return useQueries({ queries: ids.map((id) => novelQuery(id)) }).map((query) => query.data);
}

/** Resolves to the new novel (draft, 0 words, default cover); navigate to `/novels/${novel.id}`. */
export function useCreateNovel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NewNovel) => workspaceRepository().createNovel(input),
    onSuccess: async (novel) => {
      queryClient.setQueryData(novelKeys.detail(novel.id), novel);
      await invalidateWorkspace(queryClient);
    },
  });
}

export function useUpdateNovel() {
  const queryClient = useQueryClient();
  return useMutation({
    scope: { id: 'novels-update' },
    mutationFn: ({ id, patch }: { id: string; patch: NovelUpdate }) =>
      workspaceRepository().updateNovel(id, patch, cachedVersion(queryClient, novelKeys.detail(id))),
    onError: (error, { id }) => refreshAfterConflict(queryClient, novelKeys.detail(id), error),
    onSuccess: async (novel) => {
      queryClient.setQueryData(novelKeys.detail(novel.id), novel);
      await invalidateWorkspace(queryClient);
    },
  });
}

export function useDeleteNovel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => workspaceRepository().deleteNovel(id),
    onSuccess: () => invalidateWorkspace(queryClient),
  });
}

/** `mutate({ id, isFavorite: !novel.isFavorite })`: the star flips at once and rolls back on failure. */
export function useToggleNovelFavorite() {
  return useFavoriteMutation('novel', novelKeys.all);
}
