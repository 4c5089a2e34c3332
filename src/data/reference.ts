import { queryOptions, useQuery } from '@tanstack/react-query';
import { workspaceKey } from './query-helpers';
import { workspaceRepository } from './workspace';

export const referenceKeys = {
  all: [...workspaceKey, 'reference'] as const,
};

export const fetchReferenceData = () => workspaceRepository().getReferenceData();

/** The References tables: the page's hook and its route loader share these options (src/app/route-loaders.ts). */
export const referenceDataQuery = () =>
  queryOptions({ queryKey: referenceKeys.all, queryFn: fetchReferenceData });

/**
 * The References tables (novels, universes, worlds, campaigns, characters, locations, items, timelines,
 * events) as plain rows, with field types, primary/foreign keys and the relationships between tables.
 */
export function useReferenceData() {
  return useQuery(referenceDataQuery());
}
