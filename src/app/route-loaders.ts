import type { LoaderFunctionArgs } from 'react-router';
import type { CalendarOwner } from '../../common/api/calendars';

/** What the signed-in screens can start fetching as a navigation starts, before a page has rendered. */
export type RoutePrefetchers = {
  /** Starts reading a chapter's text (not awaited), into the signed-in screens' query cache. */
  chapterText(novelId: string, chapterId: string): void;
  /** Starts reading a universe's, novel's or campaign's calendar (not awaited), likewise. */
  calendar(owner: CalendarOwner): void;
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
 * The writing view's loader: starts the request for the chapter's text as the navigation starts, in
 * parallel with the view's code, and answers at once (the navigation never waits for the text; the view
 * takes it from the query cache). Before the signed-in screens are first shown (the app opened on this
 * address) there is nothing to start it with, and the view asks for the text itself once rendered.
 */
export function chapterWriteLoader({ params }: LoaderFunctionArgs): null {
  const { novelId, chapterId } = params;
  if (novelId !== undefined && chapterId !== undefined) prefetchers?.chapterText(novelId, chapterId);
  return null;
}

/**
 * The calendar page's loader (`/universes/:universeId/calendar`, `/novels/:novelId/calendar`,
 * `/campaigns/:campaignId/calendar`): starts the owner's calendar as the navigation starts, like the
 * writing view's, and answers at once.
 */
export function calendarLoader({ params }: LoaderFunctionArgs): null {
  const { universeId, novelId, campaignId } = params;
  if (novelId !== undefined) prefetchers?.calendar({ ownerKind: 'novel', ownerId: novelId });
  else if (campaignId !== undefined) prefetchers?.calendar({ ownerKind: 'campaign', ownerId: campaignId });
  else if (universeId !== undefined) prefetchers?.calendar({ ownerKind: 'universe', ownerId: universeId });
  return null;
}
