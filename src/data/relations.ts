import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type EntityRef, type EntitySummary, entityKey } from '../../common/workspace/entities';
import type { GraphScope } from '../../common/workspace/graph';
import type { AnnouncedMutationMeta } from './query-client';
import { workspaceKey } from './query-helpers';
import { workspaceRepository } from './workspace';
import type { NewRelation, RelationAnswer, RelationPatch, StoredRelation } from './workspace-repository';

// Typed relations between records and parts (decision 027), for the relations panel of every record and
// part page and for the relationship graph. Under the workspace key, so a rename elsewhere refreshes the
// other end's name; a relation's own change refreshes only relations and graphs.

export const relationKeys = {
  all: [...workspaceKey, 'relations'] as const,
  of: (end: EntityRef) => [...relationKeys.all, 'of', entityKey(end)] as const,
  graph: (scope: GraphScope, id: string) => [...relationKeys.all, 'graph', scope, id] as const,
};

/** The relations of one record or part, each read from its side, with the other end's name now. */
export function useRelations(end: EntityRef) {
  return useQuery({
    queryKey: relationKeys.of(end),
    queryFn: () => workspaceRepository().listRelations(end),
  });
}

/** A universe's, novel's or campaign's records and parts, and the relations among them. */
/** A universe's, novel's or campaign's graph: the page's hook and its route loader share these options. */
export const relationGraphQuery = (scope: GraphScope, id: string) =>
  queryOptions({
    queryKey: relationKeys.graph(scope, id),
    queryFn: () => workspaceRepository().getRelationGraph(scope, id),
  });

export function useRelationGraph(scope: GraphScope, id: string) {
  return useQuery(relationGraphQuery(scope, id));
}

/** Records and parts whose name contains what was typed: the other end of a new relation. */
export function suggestEntities(query: string): Promise<EntitySummary[]> {
  return workspaceRepository().suggestEntities(query);
}

export type RelationUpdateVariables = { relation: StoredRelation; patch: RelationPatch };

/**
 * Adding, changing and deleting relations from one end's page. `create` and `update` resolve when
 * stored and reject with the repository's errors for the form to show (`ConflictError` carrying the
 * stored relation); `remove` takes the relation off the list at once and puts it back, announced as
 * 'Not deleted. {message}', if the server refuses.
 */
export function useRelationActions(end: EntityRef) {
  const queryClient = useQueryClient();
  const key = relationKeys.of(end);
  const refresh = () => queryClient.invalidateQueries({ queryKey: relationKeys.all });
  const create = useMutation({
    mutationFn: (input: NewRelation) => workspaceRepository().createRelation(input),
    onSettled: refresh,
  });
  const update = useMutation({
    mutationFn: ({ relation, patch }: RelationUpdateVariables) =>
      workspaceRepository().updateRelation(relation.id, patch, relation.version),
    onSettled: refresh,
  });
  const remove = useMutation<void, Error, StoredRelation, RelationAnswer[] | undefined>({
    mutationFn: (relation) => workspaceRepository().deleteRelation(relation.id),
    meta: { failureMessage: 'Not deleted.' } satisfies AnnouncedMutationMeta,
    onMutate: async (relation) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<RelationAnswer[]>(key);
      queryClient.setQueryData<RelationAnswer[]>(key, (list) =>
        list?.filter((entry) => entry.id !== relation.id),
      );
      return before;
    },
    onError: (_error, _relation, before) => queryClient.setQueryData(key, before),
    onSettled: refresh,
  });
  return {
    create: (input: NewRelation) => create.mutateAsync(input),
    update: (relation: StoredRelation, patch: RelationPatch) => update.mutateAsync({ relation, patch }),
    remove: (relation: StoredRelation) => remove.mutate(relation),
  };
}
