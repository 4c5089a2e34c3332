import { useQuery } from '@tanstack/react-query';
import { workspaceKey } from './query-helpers';
import { workspaceRepository } from './workspace';

export const referenceKeys = {
  all: [...workspaceKey, 'reference'] as const,
};

export const fetchReferenceData = () => workspaceRepository().getReferenceData();

/**
 * The References tables (novels, universes, worlds, campaigns, characters, locations, items, timelines,
 * events) as plain rows, with field types, primary/foreign keys and the relationships between tables.
 */
export function useReferenceData() {
  return useQuery({ queryKey: referenceKeys.all, queryFn: fetchReferenceData });
}
