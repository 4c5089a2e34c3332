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
import type { KindRecord } from './workspace-repository';

// The hooks of any record kind, read from its declaration in the registry (common/workspace/kinds.ts,
// decision 096): a kind with no hooks of its own is listed, read, made, changed and deleted through
// these, over the repository's `records(kind)`. The ten built-in kinds keep their own files (their
// lists are filtered, their details derived); a new kind needs none.

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
  list: (kind: string) => [...recordKeys.all(kind), 'list', kind] as const,
  detail: (kind: string, id: string) => [...recordKeys.all(kind), 'detail', kind, id] as const,
};

/** One record, `null` when unknown: a page's hook and its route loader share these options. */
export const recordQuery = (kind: string, id: string) =>
  queryOptions({
    queryKey: recordKeys.detail(kind, id),
    queryFn: () => nullIfNotFound(workspaceRepository().records(kind).get(id)),
  });

/** Every record of the kind, in its order. */
export function useRecords(kind: string) {
  return useQuery({
    queryKey: recordKeys.list(kind),
    queryFn: () => workspaceRepository().records(kind).list(),
  });
}

/** `data` is `null` when no record of the kind has this id. */
export function useRecord(kind: string, id: string | undefined) {
  return useQuery({ ...recordQuery(kind, id ?? ''), enabled: id !== undefined });
}

export function useCreateRecord(kind: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Record<string, unknown>) => workspaceRepository().records(kind).create(input),
    onSuccess: () => invalidateWorkspace(queryClient),
  });
}

/** Changes run one after another per kind, each over the version the one before produced. */
export function useUpdateRecord(kind: string) {
  const queryClient = useQueryClient();
  return useMutation({
    scope: { id: `${kind}-update` },
    mutationFn: ({ id, patch }: { id: string; patch: Record<string, unknown> }) =>
      workspaceRepository()
        .records(kind)
        .update(id, patch, cachedVersion(queryClient, recordKeys.detail(kind, id))),
    onError: (error, { id }) => refreshAfterConflict(queryClient, recordKeys.detail(kind, id), error),
    onSuccess: async (record: KindRecord) => {
      queryClient.setQueryData(recordKeys.detail(kind, record.id), record);
      await invalidateWorkspace(queryClient);
    },
  });
}

/** Deletes the record into the Trash (what its links cascade to goes with it). */
export function useDeleteRecord(kind: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => workspaceRepository().records(kind).delete(id),
    onSuccess: () => invalidateWorkspace(queryClient),
  });
}
