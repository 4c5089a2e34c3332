import type { QueryClient } from '@tanstack/react-query';
import { ownerCalendarQuery } from '../../data/calendars';
import { campaignQuery, campaignsQuery } from '../../data/campaigns';
import { prefetchChapterText } from '../../data/chapter-text';
import { unlinkedQuery } from '../../data/entities';
import { novelQuery, novelsQuery } from '../../data/novels';
import { profileQuery } from '../../data/profile';
import { referenceDataQuery } from '../../data/reference';
import { relationGraphQuery } from '../../data/relations';
import { isSearchable, searchQueryOptions } from '../../data/search';
import { timelineEventsQuery, timelineQuery, timelinesQuery } from '../../data/timelines';
import { universeQuery, universesQuery } from '../../data/universes';
import { usageQuery } from '../../data/usage';
import { worldQuery } from '../../data/worlds';
import { firstResultsPage, readSearchAddress } from '../../features/search/model/search-address';
import type { PageData, RoutePrefetchers } from '../route-loaders';

/** Starts one query (not awaited by loaders) in the signed-in screens' cache. */
type Start = (queryClient: QueryClient) => Promise<void>;

/**
 * `options` as a start; keeps each query's own types (a list of options of different data cannot). A
 * query a page on screen already reads is left to that page (a loader runs again as a tab or the
 * address's search changes; the page's own query decides when to read again).
 */
function start<T extends { queryKey: readonly unknown[] }>(options: T): Start {
  return async (queryClient) => {
    const shown = queryClient.getQueryCache().find({ queryKey: options.queryKey, exact: true });
    if (shown !== undefined && shown.getObserversCount() > 0) return;
    await queryClient.prefetchQuery(options);
  };
}

/**
 * The query options a page reads first, for what its address names: the same factories the pages' hooks
 * use (src/data), so a loader's read is the one the page finds in the cache. Pages also read more as they
 * render (a novel's universe name, a part's relations); those follow the page's own data.
 */
export function pageQueries(data: PageData): Start[] {
  switch (data.page) {
    case 'dashboard':
      return [start(novelsQuery()), start(universesQuery()), start(campaignsQuery())];
    case 'novels':
      return [start(novelsQuery())];
    case 'novel':
      // The Overview tab counts the events of the novel's timelines from the timelines' list.
      return data.tab === ''
        ? [start(novelQuery(data.novelId)), start(timelinesQuery())]
        : [start(novelQuery(data.novelId))];
    case 'chapter-text':
      return [];
    case 'calendar':
      return [start(ownerCalendarQuery(data.owner))];
    case 'graph':
      return [start(relationGraphQuery(data.scope, data.id))];
    case 'universes':
    case 'new-campaign':
      return [start(universesQuery())];
    case 'universe':
      return [start(universeQuery(data.universeId))];
    case 'world':
      return [start(worldQuery(data.worldId))];
    case 'campaigns':
      return [start(campaignsQuery())];
    case 'campaign':
      return [start(campaignQuery(data.campaignId))];
    case 'timelines':
      return [start(timelinesQuery())];
    case 'timeline':
      return [start(timelineQuery(data.timelineId)), start(timelineEventsQuery(data.timelineId))];
    case 'reference':
      return [start(referenceDataQuery())];
    case 'profile':
      return [start(profileQuery())];
    case 'settings':
      return [start(usageQuery())];
    case 'search': {
      const { params } = readSearchAddress(data.query);
      return isSearchable(params.q) ? [start(searchQueryOptions(firstResultsPage(params)))] : [];
    }
    case 'unlinked':
      return [start(unlinkedQuery())];
  }
}

/** The signed-in screens' prefetchers over their query client: what route loaders start. */
export function pagePrefetchers(queryClient: QueryClient): RoutePrefetchers {
  return {
    start(data) {
      // A chapter's text is never taken from an earlier visit's cache (see prefetchChapterText).
      if (data.page === 'chapter-text') prefetchChapterText(queryClient, data.novelId, data.chapterId);
      // A fresh cached answer is kept (prefetchQuery reads only stale or missing data).
      for (const begin of pageQueries(data)) void begin(queryClient);
    },
  };
}
