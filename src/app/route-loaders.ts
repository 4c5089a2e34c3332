import type { LoaderFunctionArgs } from 'react-router';
import type { CalendarOwner } from '../../common/api/calendars';
import type { GraphScope } from '../../common/workspace/graph';

/**
 * The data a page reads first, named by what the address says. The signed-in layout turns each into the
 * very query options the page's hooks use (src/app/layout/page-data.ts), so what a loader starts is what
 * the page then reads from the cache, never a second request.
 */
export type PageData =
  | { page: 'dashboard' }
  | { page: 'novels' }
  | { page: 'novel'; novelId: string; tab: string }
  | { page: 'chapter-text'; novelId: string; chapterId: string }
  | { page: 'calendar'; owner: CalendarOwner }
  | { page: 'graph'; scope: GraphScope; id: string }
  | { page: 'universes' }
  | { page: 'universe'; universeId: string }
  | { page: 'new-campaign' }
  | { page: 'world'; worldId: string }
  | { page: 'campaigns' }
  | { page: 'campaign'; campaignId: string }
  | { page: 'timelines' }
  | { page: 'timeline'; timelineId: string }
  | { page: 'reference' }
  | { page: 'profile' }
  | { page: 'settings' }
  | { page: 'search'; query: URLSearchParams }
  | { page: 'unlinked' };

/** What the signed-in screens can start fetching as a navigation starts, before a page has rendered. */
export type RoutePrefetchers = {
  /** Starts reading a page's first data (not awaited) into the signed-in screens' query cache. */
  start(data: PageData): void;
};

// Given by the signed-in layout's data provider (which owns the query client) while it is shown. The
// loaders below run outside React and in the entry chunk: they reach the data code only through this, so
// neither TanStack Query nor the data client is added to the login screen's download.
let prefetchers: RoutePrefetchers | null = null;

/** Installs the prefetchers while the signed-in screens are shown; answers the way to remove them. */
export function provideRoutePrefetchers(given: RoutePrefetchers): () => void {
  prefetchers = given;
  return () => {
    if (prefetchers === given) prefetchers = null;
  };
}

/**
 * A route's loader that starts the page's data as the navigation starts, in parallel with the page's code
 * (React Router runs a route's loader and its `lazy` together), and answers at once: the navigation never
 * waits for the data; the page takes it from the query cache. Before the signed-in screens are first
 * shown (the app opened on this address) there is nothing to start it with, and the page asks for its
 * data itself once rendered. `read` answers `null` when the address names nothing to start.
 */
export function pageLoader(read: (args: LoaderFunctionArgs) => PageData | null) {
  return (args: LoaderFunctionArgs): null => {
    if (prefetchers === null) return null;
    const data = read(args);
    if (data !== null) prefetchers.start(data);
    return null;
  };
}

/** A loader for a page whose data the address does not parameterise (`/dashboard`, `/novels`, ...). */
export const staticPageLoader = (data: PageData) => pageLoader(() => data);

/** The writing view's loader: the chapter's text. */
export const chapterWriteLoader = pageLoader(({ params: { novelId, chapterId } }) =>
  novelId !== undefined && chapterId !== undefined ? { page: 'chapter-text', novelId, chapterId } : null,
);

/**
 * The calendar page's loader (`/universes/:universeId/calendar`, `/novels/:novelId/calendar`,
 * `/campaigns/:campaignId/calendar`): the owner's calendar.
 */
export const calendarLoader = pageLoader(({ params: { universeId, novelId, campaignId } }) => {
  if (novelId !== undefined) return { page: 'calendar', owner: { ownerKind: 'novel', ownerId: novelId } };
  if (campaignId !== undefined)
    return { page: 'calendar', owner: { ownerKind: 'campaign', ownerId: campaignId } };
  if (universeId !== undefined)
    return { page: 'calendar', owner: { ownerKind: 'universe', ownerId: universeId } };
  return null;
});

/** The relationship graph's loader (`/universes/:universeId/graph`, `/novels/…`, `/campaigns/…`). */
export const graphLoader = pageLoader(({ params: { universeId, novelId, campaignId } }) => {
  if (novelId !== undefined) return { page: 'graph', scope: 'novel', id: novelId };
  if (campaignId !== undefined) return { page: 'graph', scope: 'campaign', id: campaignId };
  if (universeId !== undefined) return { page: 'graph', scope: 'universe', id: universeId };
  return null;
});

/** A novel's page and its tabs (`/novels/:novelId/*`): the novel, and what its tab shows first. */
export const novelLoader = pageLoader(({ params }) =>
  params.novelId === undefined ? null : { page: 'novel', novelId: params.novelId, tab: params['*'] ?? '' },
);

export const universeLoader = pageLoader(({ params: { universeId } }) =>
  universeId === undefined ? null : { page: 'universe', universeId },
);

export const worldLoader = pageLoader(({ params: { worldId } }) =>
  worldId === undefined ? null : { page: 'world', worldId },
);

export const campaignLoader = pageLoader(({ params: { campaignId } }) =>
  campaignId === undefined ? null : { page: 'campaign', campaignId },
);

export const timelineLoader = pageLoader(({ params: { timelineId } }) =>
  timelineId === undefined ? null : { page: 'timeline', timelineId },
);

/** The results page's loader: the search the address names (`/search?q=&kind=&scope=`). */
export const searchLoader = pageLoader(({ request }) => ({
  page: 'search',
  query: new URL(request.url).searchParams,
}));
