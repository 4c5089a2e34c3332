import { type QueryKey, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type CharacterUpdate,
  characterUpdateSchema,
  type NewCharacter,
  newCharacterSchema,
} from '../../common/api/inputs';
import { canAppearIn } from '../../common/workspace/cast';
import type { AnnouncedMutationMeta } from './query-client';
import { invalidateWorkspace } from './query-helpers';
import { parse } from './record-helpers';
import { recordKeys, useCreateRecord, useRecords } from './records';
import { workspaceRepository } from './workspace';
import type { StoredCharacter, Trashed } from './workspace-repository';

export type { StoredCharacter };

// The characters themselves are listed and made through the kind's door (records.ts):
// `useRecords('character', { universeId })` (each carries its `version`) and `useCreateRecord('character')`.
const characterFamily = recordKeys.all('character');

export type UpdateCharacterVariables = { id: string; patch: CharacterUpdate; version?: number | undefined };

/**
 * Changes some fields of a character: `mutateAsync({ id, patch, version })`, `version` being the one the
 * form read. A change made elsewhere since rejects with `ConflictError` (`current`: the stored character).
 */
export function useUpdateCharacter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch, version }: UpdateCharacterVariables) =>
      workspaceRepository().records('character').update(id, patch, version),
    onSuccess: () => invalidateWorkspace(queryClient),
  });
}

type Snapshot = [QueryKey, StoredCharacter[] | undefined][];

/**
 * Deletes a character: `mutate(id)`. It leaves every cached character list at once and comes back if
 * the server refuses, announced as 'Not deleted. {message}' (the confirmation has already closed).
 */
export function useDeleteCharacter() {
  const queryClient = useQueryClient();
  return useMutation<Trashed, Error, string, Snapshot>({
    mutationFn: (id) => workspaceRepository().records('character').delete(id),
    meta: { failureMessage: 'Not deleted.' } satisfies AnnouncedMutationMeta,
    onMutate: async (id) => {
      await queryClient.cancelQueries({ queryKey: characterFamily });
      const snapshot = queryClient.getQueriesData<StoredCharacter[]>({ queryKey: characterFamily });
      queryClient.setQueriesData<StoredCharacter[]>({ queryKey: characterFamily }, (list) =>
        list?.filter((character) => character.id !== id),
      );
      return snapshot;
    },
    onError: (_error, _id, snapshot) => {
      for (const [key, list] of snapshot ?? []) queryClient.setQueryData(key, list);
    },
    onSettled: () => invalidateWorkspace(queryClient),
  });
}

/** What a character tab links new characters to: the universe it shows (or a novel, a campaign). */
export type CharacterLinks = Pick<NewCharacter, 'novelId' | 'universeId' | 'campaignId'>;

/**
 * Everything a Characters tab needs, bound to the records new characters are linked to:
 * `useCharacterActions({ universeId })`.
 * - `save(undefined, fields)`: adds a character with those links; `save(id, changedFields, version)`
 *   changes one, naming the version the form read (leave it out for a character read without one).
 *   For a form, which reports the refusal itself; the fields are checked by the data API's schemas.
 * - `remove(id)`: deletes, at once, announced if refused.
 */
export function useCharacterActions(links: CharacterLinks) {
  const create = useCreateRecord('character');
  const update = useUpdateCharacter();
  const remove = useDeleteCharacter();
  return {
    save: async (
      id: string | undefined,
      fields: Record<string, unknown>,
      version?: number,
    ): Promise<StoredCharacter> =>
      id === undefined
        ? create.mutateAsync(parse(newCharacterSchema, { ...fields, ...links }))
        : update.mutateAsync({ id, patch: parse(characterUpdateSchema, fields), version }),
    remove: (id: string) => remove.mutate(id),
  };
}

/** Each References character's portrait by its id (those with one): for the cards of its appearances. */
export function useCharacterPortraits(): ReadonlyMap<string, string> {
  const query = useRecords('character');
  return new Map(
    (query.data ?? []).flatMap((character) =>
      character.portraitUrl ? [[character.id, character.portraitUrl] as [string, string]] : [],
    ),
  );
}

/** Where a character appears: its novels and campaigns, with its role in each (its page's list). */
export function useAppearances(characterId: string) {
  return useQuery({
    queryKey: [...characterFamily, 'appearances', characterId],
    queryFn: () => workspaceRepository().listAppearances(characterId),
  });
}

/** A novel or campaign whose Characters tab adds characters. */
export type CastStage = { parent: 'novels' | 'campaigns'; id: string; universeId?: string | undefined };

/**
 * The characters that may join a novel or campaign, by the core's own rule (`canAppearIn`: made in it,
 * or of its universe), less the ones already there. In the order of References.
 */
export function useCastChoices(stage: CastStage, present: readonly { characterId?: string | undefined }[]) {
  const query = useRecords('character');
  const taken = new Set(present.map((part) => part.characterId));
  const where = {
    kind: stage.parent === 'novels' ? ('novels/characters' as const) : ('campaigns/characters' as const),
    id: stage.id,
    universeId: stage.universeId,
  };
  const choices = (query.data ?? []).filter(
    (character) => !taken.has(character.id) && canAppearIn(character, where),
  );
  return { choices, isLoading: query.isLoading };
}
