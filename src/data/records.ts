import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { recordKind } from '../../common/workspace/kinds';
import {
  cachedVersion,
  invalidateWorkspace,
  nullIfNotFound,
  refreshAfterConflict,
  workspaceKey,
} from './query-helpers';
import { workspaceRepository } from './workspace';
import type { KindType } from './workspace-repository';

// The hooks of any record kind, read from its declaration in the registry (common/workspace/kinds.ts,
// decision 096): a kind with no hooks of its own is listed, read, made, changed and deleted through
// these, over the repository's `records(kind)`. Locations, characters and items are served by them too,
// typed (`KindType`); the built-in kinds with derived details (counts, linked names) keep their own files.

/**
 * A record kind's family of query keys: its list's name ('reference_characters' → characters), or,
 * for a kind with no page of its own (an event is shown on its timeline's page), its parent's family.
 * Live refreshes (live-invalidations.ts) read it too, so a kind's cache and its refreshes agree.
 */
export function recordFamily(kind: string): string {
  const spec = recordKind(kind);
  const page = spec.routes.page;
  const parent = spec.links.find((link) => link.field === spec.parentField)?.to;
  if (page !== undefined && !/:id(\/|$)/.test(page) && parent !== undefined) return recordFamily(parent);
  return spec.collection;
}

export const recordKeys = {
  all: (kind: string) => [...workspaceKey, recordFamily(kind)] as const,
  list: (kind: string, filter: object = {}) => [...recordKeys.all(kind), 'list', kind, filter] as const,
  detail: (kind: string, id: string) => [...recordKeys.all(kind), 'detail', kind, id] as const,
};

/** One record, `null` when unknown: a page's hook and its route loader share these options. */
export const recordQuery = <K extends string>(kind: K, id: string) =>
  queryOptions({
    queryKey: recordKeys.detail(kind, id),
    queryFn: () => nullIfNotFound(workspaceRepository().records(kind).get(id)),
  });

/** The records of the kind in their order, those matching `filter` when given (a world's locations). */
export const recordsQuery = <K extends string>(kind: K, filter: KindType<K, 'filter'> = {}) =>
  queryOptions({
    queryKey: recordKeys.list(kind, filter),
    queryFn: () => workspaceRepository().records(kind).list(filter),
  });

/** Every record of the kind, in its order, or those matching `filter` (`{ worldId }`). */
export function useRecords<K extends string>(kind: K, filter?: KindType<K, 'filter'>) {
  return useQuery(recordsQuery(kind, filter));
}

/** `data` is `null` when no record of the kind has this id. */
export function useRecord<K extends string>(kind: K, id: string | undefined) {
  return useQuery({ ...recordQuery(kind, id ?? ''), enabled: id !== undefined });
}

export function useCreateRecord<K extends string>(kind: K) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: KindType<K, 'new'>) => workspaceRepository().records(kind).create(input),
    onSuccess: () => invalidateWorkspace(queryClient),
  });
}

/**
 * Changes run one after another per kind, each over the version the one before produced: the `version`
 * the form read when given, else the cached detail's.
 */
export function useUpdateRecord<K extends string>(kind: K) {
  const queryClient = useQueryClient();
  return useMutation({
    scope: { id: `${kind}-update` },
    mutationFn: ({ id, patch, version }: { id: string; patch: KindType<K, 'patch'>; version?: number }) =>
      workspaceRepository()
        .records(kind)
        .update(id, patch, version ?? cachedVersion(queryClient, recordKeys.detail(kind, id))),
    onError: (error, { id }) => refreshAfterConflict(queryClient, recordKeys.detail(kind, id), error),
    onSuccess: async (record: KindType<K, 'record'>) => {
      queryClient.setQueryData(recordKeys.detail(kind, record.id), record);
      await invalidateWorkspace(queryClient);
    },
  });
}

/** Deletes the record into the Trash (what its links cascade to goes with it). */
export function useDeleteRecord<K extends string>(kind: K) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => workspaceRepository().records(kind).delete(id),
    onSuccess: () => invalidateWorkspace(queryClient),
  });
}
