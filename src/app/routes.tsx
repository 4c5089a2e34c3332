import { Navigate, type RouteObject } from 'react-router';
import { RedirectIfSignedIn } from '../auth/redirect-if-signed-in';
import { RequireSession } from '../auth/require-session';
import { loadChapterWritePage } from '../features/novels/load-chapter-write-page';
import { lazyPage } from './lazy-page';
import { LoadingScreen } from './loading-screen';
import { RouteError } from './route-error';
import {
  calendarLoader,
  campaignLoader,
  chapterWriteLoader,
  graphLoader,
  novelLoader,
  searchLoader,
  staticPageLoader,
  timelineLoader,
  universeLoader,
  worldLoader,
} from './route-loaders';

/**
 * The app's route table (docs/decisions/004-routing-and-design-system.md). Each top-level path maps to
 * one lazily loaded feature route module; a path ending in `/*` renders its own tab sub-routes. Each
 * signed-in page's loader starts its data as the navigation starts, alongside its code (route-loaders.ts).
 */
export const routes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    HydrateFallback: LoadingScreen,
    children: [
      {
        path: '/login',
        element: <RedirectIfSignedIn />,
        children: [{ index: true, lazy: lazyPage(() => import('../auth/login-page')) }],
      },
      // An invitation link (decision 057): opened signed out (to create an account with it) or signed in.
      { path: '/invite/:token', lazy: lazyPage(() => import('../features/sharing/invite-page')) },
      {
        element: <RequireSession />,
        children: [
          {
            lazy: lazyPage(() => import('./layout/app-layout')),
            children: [
              { index: true, element: <Navigate to="/dashboard" replace /> },
              {
                path: '/dashboard',
                loader: staticPageLoader({ page: 'dashboard' }),
                lazy: lazyPage(() => import('../features/dashboard/dashboard-page')),
              },
              {
                path: '/novels',
                loader: staticPageLoader({ page: 'novels' }),
                lazy: lazyPage(() => import('../features/novels/novels-page')),
              },
              {
                // The writing view: the editor's code loads with it, never with the login screen (the
                // screens that link to it fetch it ahead at idle). Its loader asks for the chapter's text
                // as the navigation starts, alongside that code.
                path: '/novels/:novelId/chapters/:chapterId/write',
                loader: chapterWriteLoader,
                lazy: lazyPage(loadChapterWritePage),
              },
              {
                // Every chapter in one scroll, read-only: loads on demand like the writing view.
                path: '/novels/:novelId/manuscript',
                lazy: lazyPage(() => import('../features/novels/manuscript-page')),
              },
              {
                // The relationship graphs (issue 13): outside the tab lists, loaded on demand with
                // Cytoscape in their own chunk.
                path: '/novels/:novelId/graph',
                loader: graphLoader,
                lazy: lazyPage(() => import('../features/graph/graph-page')),
              },
              {
                // The calendar (issue 15): outside the tab lists, its own chunk; its loader asks for the
                // calendar as the navigation starts.
                loader: calendarLoader,
                path: '/novels/:novelId/calendar',
                lazy: lazyPage(() => import('../features/calendars/calendar-page')),
              },
              {
                path: '/novels/:novelId/*',
                loader: novelLoader,
                lazy: lazyPage(() => import('../features/novels/novel-detail-page')),
              },
              {
                path: '/universes',
                loader: staticPageLoader({ page: 'universes' }),
                lazy: lazyPage(() => import('../features/universes/universes-page')),
              },
              {
                path: '/universes/new',
                lazy: lazyPage(() => import('../features/universes/universe-new-page')),
              },
              {
                path: '/universes/:universeId/worlds/:worldId/*',
                loader: worldLoader,
                lazy: lazyPage(() => import('../features/worlds/world-detail-page')),
              },
              {
                // A character's family tree (issue 13): its own chunk, outside the universe's tabs.
                path: '/universes/:universeId/characters/:characterId/family',
                loader: graphLoader,
                lazy: lazyPage(() => import('../features/family-tree/family-tree-page')),
              },
              {
                path: '/universes/:universeId/graph',
                loader: graphLoader,
                lazy: lazyPage(() => import('../features/graph/graph-page')),
              },
              {
                // The calendar (issue 15): outside the tab lists, its own chunk; its loader asks for the
                // calendar as the navigation starts.
                loader: calendarLoader,
                path: '/universes/:universeId/calendar',
                lazy: lazyPage(() => import('../features/calendars/calendar-page')),
              },
              {
                path: '/universes/:universeId/*',
                loader: universeLoader,
                lazy: lazyPage(() => import('../features/universes/universe-detail-page')),
              },
              {
                path: '/campaigns',
                loader: staticPageLoader({ page: 'campaigns' }),
                lazy: lazyPage(() => import('../features/campaigns/campaigns-page')),
              },
              {
                path: '/campaigns/new',
                loader: staticPageLoader({ page: 'new-campaign' }),
                lazy: lazyPage(() => import('../features/campaigns/campaign-new-page')),
              },
              {
                path: '/campaigns/:campaignId/graph',
                loader: graphLoader,
                lazy: lazyPage(() => import('../features/graph/graph-page')),
              },
              {
                // The calendar (issue 15): outside the tab lists, its own chunk; its loader asks for the
                // calendar as the navigation starts.
                loader: calendarLoader,
                path: '/campaigns/:campaignId/calendar',
                lazy: lazyPage(() => import('../features/calendars/calendar-page')),
              },
              {
                path: '/campaigns/:campaignId/*',
                loader: campaignLoader,
                lazy: lazyPage(() => import('../features/campaigns/campaign-detail-page')),
              },
              {
                path: '/timelines',
                loader: staticPageLoader({ page: 'timelines' }),
                lazy: lazyPage(() => import('../features/timelines/timelines-page')),
              },
              {
                path: '/timelines/:timelineId',
                loader: timelineLoader,
                lazy: lazyPage(() => import('../features/timelines/timeline-detail-page')),
              },
              { path: '/maps', lazy: lazyPage(() => import('../features/maps/maps-page')) },
              { path: '/maps/:mapId', lazy: lazyPage(() => import('../features/maps/map-page')) },
              {
                path: '/reference',
                loader: staticPageLoader({ page: 'reference' }),
                lazy: lazyPage(() => import('../features/reference/reference-page')),
              },
              {
                path: '/characters/:characterId',
                lazy: lazyPage(() => import('../features/reference/character-page')),
              },
              {
                path: '/items/:itemId',
                lazy: lazyPage(() => import('../features/reference/item-page')),
              },
              {
                path: '/profile',
                loader: staticPageLoader({ page: 'profile' }),
                lazy: lazyPage(() => import('../features/profile/profile-page')),
              },
              {
                path: '/settings',
                loader: staticPageLoader({ page: 'settings' }),
                lazy: lazyPage(() => import('../features/settings/settings-page')),
              },
              { path: '/trash', lazy: lazyPage(() => import('../features/trash/trash-page')) },
              {
                // A universe, novel or campaign someone shares with the user (decision 057).
                path: '/shared/:ownerId/:kind/:id',
                lazy: lazyPage(() => import('../features/sharing/shared-container-page')),
              },
              {
                // A map of a container shared with the user, read-only (decision 076).
                path: '/shared/:ownerId/:kind/:id/maps/:mapId',
                lazy: lazyPage(() => import('../features/maps/shared-map-page')),
              },
              {
                // One thing of a container shared with the user, on a page of its own (decision 100).
                path: '/shared/:ownerId/:kind/:id/things/:partId',
                lazy: lazyPage(() => import('../features/sharing/shared-thing-page')),
              },
              {
                // A chapter of a novel shared with the user, to read and comment on (decision 071).
                path: '/shared/:ownerId/novel/:novelId/chapters/:chapterId',
                lazy: lazyPage(() => import('../features/novels/shared-chapter-page')),
              },
              {
                path: '/search',
                loader: searchLoader,
                lazy: lazyPage(() => import('../features/search/search-page')),
              },
              {
                path: '/unlinked',
                loader: staticPageLoader({ page: 'unlinked' }),
                lazy: lazyPage(() => import('../features/links/unlinked-page')),
              },
            ],
          },
        ],
      },
      // Unknown paths show the not-found page whether or not anyone is signed in.
      { path: '*', lazy: lazyPage(() => import('./not-found-page')) },
    ],
  },
];
