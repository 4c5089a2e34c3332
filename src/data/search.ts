import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { type SearchParams, searchQueryString } from '../../common/api/search';
import { parseSearchQuery } from '../../common/search/query';
import { workspaceKey } from './query-helpers';
import { workspaceRepository } from './workspace';

// Global search (issue 14, decision 034): the top bar, the command palette and the results page read
// one hook. The key sits under the workspace's, so any change's invalidation refreshes the results on
// screen without a reload; the previous answer stays while the next is read, so the list does not
// flash empty between keystrokes.

export const searchKeys = {
  all: [...workspaceKey, 'search'] as const,
  of: (params: SearchParams) => [...searchKeys.all, searchQueryString(params).toString()] as const,
};

/** Whether a query has anything to search for (an empty or all-punctuation one finds nothing). */
export function isSearchable(q: string): boolean {
  return parseSearchQuery(q).terms.length > 0;
}

export function searchQueryOptions(params: SearchParams) {
  return queryOptions({
    queryKey: searchKeys.of(params),
    queryFn: ({ signal }) => workspaceRepository().search(params, signal),
    staleTime: 10_000,
  });
}

/** The records and parts matching `params.q`; idle while nothing searchable is typed. */
export function useSearch(params: SearchParams) {
  return useQuery({
    ...searchQueryOptions(params),
    enabled: isSearchable(params.q),
    placeholderData: keepPreviousData,
  });
}

/**
 * Starts a search from an event handler, before the render that reads it with `useSearch` (which would
 * start it only after that render's paint): as you type, a frame sooner.
 */
export function usePrefetchSearch(): (params: SearchParams) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (params: SearchParams) => {
      if (isSearchable(params.q)) void queryClient.prefetchQuery(searchQueryOptions(params));
    },
    [queryClient],
  );
}
