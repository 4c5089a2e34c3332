import { type QueryKey, QueryObserver } from '@tanstack/react-query';
import { createMemoryRouter, type RouteObject } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { campaignsQuery } from '../../data/campaigns';
import { novelQuery, novelsQuery } from '../../data/novels';
import { profileQuery } from '../../data/profile';
import { createQueryClient } from '../../data/query-client';
import { referenceDataQuery } from '../../data/reference';
import { searchQueryOptions } from '../../data/search';
import { testNovel, testRepository, testTimeline, testUniverse, testWorld } from '../../data/test-workspace';
import { timelineEventsQuery, timelineQuery, timelinesQuery } from '../../data/timelines';
import { universeQuery, universesQuery } from '../../data/universes';
import { usageQuery } from '../../data/usage';
import { setWorkspaceRepository } from '../../data/workspace';
import { worldQuery } from '../../data/worlds';
import { firstResultsPage } from '../../features/search/model/search-address';
import { provideRoutePrefetchers } from '../route-loaders';
import { routes } from '../routes';
import { pagePrefetchers } from './page-data';

// The app's own route table, with every page's code held back: a navigation must start the page's data
// (the very query its hooks read, from src/data) while the code is still loading.

let codeLoads = 0;
/** `routes` with every `lazy` counted and never resolved (a chunk still on its way). */
function withCodeNeverArriving(table: RouteObject[]): RouteObject[] {
  return table.map(
    (route) =>
      ({
        ...route,
        ...(route.lazy === undefined
          ? {}
          : {
              lazy: () => {
                codeLoads += 1;
                return new Promise(() => {});
              },
            }),
        ...(route.children === undefined ? {} : { children: withCodeNeverArriving(route.children) }),
      }) as RouteObject,
  );
}

let removePrefetchers = () => {};
afterEach(() => removePrefetchers());

function signedInScreens() {
  setWorkspaceRepository(
    testRepository({
      universes: [testUniverse({ id: 'u-1' })],
      novels: [testNovel({ id: 'n-1', universeId: 'u-1' })],
      worlds: [testWorld({ id: 'w-1', universeId: 'u-1' })],
      timelines: [testTimeline({ id: 't-1' })],
    }),
  );
  const queryClient = createQueryClient();
  removePrefetchers = provideRoutePrefetchers(pagePrefetchers(queryClient));
  const router = createMemoryRouter(withCodeNeverArriving(routes), { initialEntries: ['/nowhere'] });
  codeLoads = 0;
  return { queryClient, router };
}

const cases: [string, QueryKey[]][] = [
  ['/dashboard', [novelsQuery().queryKey, universesQuery().queryKey, campaignsQuery().queryKey]],
  ['/novels', [novelsQuery().queryKey]],
  ['/novels/n-1', [novelQuery('n-1').queryKey, timelinesQuery().queryKey]],
  ['/novels/n-1/chapters', [novelQuery('n-1').queryKey]],
  ['/universes', [universesQuery().queryKey]],
  ['/universes/u-1/characters', [universeQuery('u-1').queryKey]],
  ['/universes/u-1/worlds/w-1', [worldQuery('w-1').queryKey]],
  ['/campaigns', [campaignsQuery().queryKey]],
  ['/timelines', [timelinesQuery().queryKey]],
  ['/timelines/t-1', [timelineQuery('t-1').queryKey, timelineEventsQuery('t-1').queryKey]],
  ['/reference?tab=browse-data', [referenceDataQuery().queryKey]],
  ['/profile', [profileQuery().queryKey]],
  ['/settings', [usageQuery().queryKey]],
  ['/search?q=reach', [searchQueryOptions(firstResultsPage({ q: 'reach' })).queryKey]],
];

describe('a navigation to a signed-in page', () => {
  it.each(cases)('%s starts the page’s query before the page’s code has arrived', async (path, keys) => {
    const { queryClient, router } = signedInScreens();
    void router.navigate(path);
    await expect.poll(() => codeLoads).toBeGreaterThan(0);
    for (const key of keys) {
      await expect.poll(() => queryClient.getQueryState(key)?.status).toBe('success');
    }
    // Still waiting for the page's code: the data came first.
    expect(router.state.navigation.state).toBe('loading');
    router.dispose();
  });

  it('leaves a query a page on screen reads to that page', async () => {
    const { queryClient, router } = signedInScreens();
    // The page's own query holds data older than its fresh time: the page decides when to read again.
    queryClient.setQueryData(novelsQuery().queryKey, [], { updatedAt: Date.now() - 60 * 60_000 });
    const observer = new QueryObserver(queryClient, { ...novelsQuery(), enabled: false });
    const unsubscribe = observer.subscribe(() => {});
    void router.navigate('/novels');
    await expect.poll(() => codeLoads).toBeGreaterThan(0);
    // Given the chance to read (a read of the in-memory workspace settles in a few ticks), nothing did.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(queryClient.getQueryState(novelsQuery().queryKey)?.dataUpdateCount).toBe(1);
    unsubscribe();
    router.dispose();
  });
});
