import { useQuery } from '@tanstack/react-query';
import { workspaceKey } from './query-helpers';
import { workspaceRepository } from './workspace';
import type { CharacterFilter } from './workspace-repository';

export const characterKeys = {
  all: [...workspaceKey, 'characters'] as const,
  list: (filter: CharacterFilter = {}) =>
    [
      ...characterKeys.all,
      'list',
      filter.novelId ?? '*',
      filter.universeId ?? '*',
      filter.campaignId ?? '*',
    ] as const,
};

export const fetchCharacters = (filter: CharacterFilter = {}) => workspaceRepository().listCharacters(filter);

/** The References characters, e.g. a universe's: `useCharacters({ universeId })`. */
export function useCharacters(filter: CharacterFilter = {}) {
  return useQuery({ queryKey: characterKeys.list(filter), queryFn: () => fetchCharacters(filter) });
}
