import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { setUserKindNames } from '../../common/workspace/part-kinds';
import {
  type KindHome,
  type KindPatch,
  type NewKind,
  type UserKind,
  userPartKind,
} from '../../common/workspace/user-kinds';
import { invalidateWorkspace, workspaceKey } from './query-helpers';
import { workspaceRepository } from './workspace';

export type { KindHome, KindPatch, NewKind, UserKind };

// Kinds of your own (decision 085): the definitions, and a kind's things in one container. Under the
// workspace key, so every change (a thing added, an import) reads them again.

export const userKindKeys = {
  all: [...workspaceKey, 'kinds'] as const,
  things: (parent: KindHome, parentId: string, kindId: string) =>
    [...userKindKeys.all, 'things', parent, parentId, kindId] as const,
};

/** Names the loaded kinds in the shared registry, so search, the @ menu and forms say "Religion", not "Entry". */
export function nameUserKinds(kinds: readonly UserKind[]): void {
  const byPartKind = new Map<string, string>(kinds.map((kind) => [userPartKind(kind), kind.name]));
  setUserKindNames((partKind) => byPartKind.get(partKind));
}

/** The kinds the registry was last named from. */
let named: readonly UserKind[] | undefined;

/** The user's kinds, in their order; every label of a kind follows them once loaded. */
export function useUserKinds() {
  const query = useQuery({
    queryKey: userKindKeys.all,
    queryFn: () => workspaceRepository().listKinds(),
  });
  // Named as soon as read, before any page under this one labels a kind (it only sets a lookup).
  if (query.data !== undefined && named !== query.data) {
    named = query.data;
    nameUserKinds(query.data);
  }
  return query;
}

/** The user's kinds living in one kind of container (a universe's tabs). */
export function useKindsLivingIn(home: KindHome): UserKind[] {
  return (useUserKinds().data ?? []).filter((kind) => kind.livesIn === home);
}

/** One of the user's kinds by id (`undefined` while loading or when it is not theirs). */
export function useUserKind(id: string | undefined) {
  const query = useUserKinds();
  return { ...query, kind: query.data?.find((kind) => kind.id === id) };
}

/** Defines, renames and deletes kinds; every read of the workspace follows. */
export function useKindActions() {
  const queryClient = useQueryClient();
  const refresh = () => invalidateWorkspace(queryClient);
  return {
    define: useMutation({
      mutationFn: (input: NewKind) => workspaceRepository().defineKind(input),
      onSuccess: refresh,
    }),
    change: useMutation({
      mutationFn: ({ id, patch, version }: { id: string; patch: KindPatch; version: number }) =>
        workspaceRepository().changeKind(id, patch, version),
      onSettled: refresh,
    }),
    /** Moves a kind to a place among them; its tabs follow. Shown at once, read again after. */
    move: useMutation({
      mutationFn: ({ id, toIndex }: { id: string; toIndex: number }) =>
        workspaceRepository().moveKind(id, toIndex),
      onSuccess: (placed) => queryClient.setQueryData(userKindKeys.all, placed),
      onSettled: refresh,
    }),
    remove: useMutation({
      mutationFn: (id: string) => workspaceRepository().deleteKind(id),
      onSuccess: refresh,
    }),
  };
}

/** The things of a kind in one container, in order. */
export function useKindThings(parent: KindHome, parentId: string, kindId: string) {
  return useQuery({
    queryKey: userKindKeys.things(parent, parentId, kindId),
    queryFn: () => workspaceRepository().listKindThings(parent, parentId, kindId),
    enabled: parentId !== '' && kindId !== '',
  });
}
