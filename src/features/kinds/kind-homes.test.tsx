import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { KindHome } from '../../../common/workspace/user-kinds';
import { createQueryClient } from '../../data/query-client';
import { testCampaign, testNovel, testRepository, testUniverse, testWorld } from '../../data/test-workspace';
import { setWorkspaceRepository } from '../../data/workspace';
import { SLOW } from '../../test-utils/render-with-repository';
import { KindSlotProvider } from '../../ui/kind-slot';
import CampaignDetailPage from '../campaigns/campaign-detail-page';
import { campaignTabs } from '../campaigns/campaign-tabs';
import NovelDetailPage from '../novels/novel-detail-page';
import { novelTabs } from '../novels/novel-tabs';
import WorldDetailPage from '../worlds/world-detail-page';
import { worldTabs } from '../worlds/world-tabs';
import { KindSectionPage } from './kind-section';

// A kind of your own in each home it may have besides a universe (decisions 085, 089): its tab after the
// spec's tabs on the container's page, its things listed there, each opening a page of its own.

type Home = {
  livesIn: Exclude<KindHome, 'universes'>;
  containerId: string;
  route: string;
  base: string;
  page: ReactNode;
  sections: string;
  specTabs: readonly { label: string }[];
};

const homes: Home[] = [
  {
    livesIn: 'worlds',
    containerId: 'w-1',
    route: '/universes/:universeId/worlds/:worldId/*',
    base: '/universes/u-1/worlds/w-1',
    page: <WorldDetailPage />,
    sections: 'World sections',
    specTabs: worldTabs,
  },
  {
    livesIn: 'campaigns',
    containerId: 'c-1',
    route: '/campaigns/:campaignId/*',
    base: '/campaigns/c-1',
    page: <CampaignDetailPage />,
    sections: 'Campaign sections',
    specTabs: campaignTabs,
  },
  {
    livesIn: 'novels',
    containerId: 'n-1',
    route: '/novels/:novelId/*',
    base: '/novels/n-1',
    page: <NovelDetailPage />,
    sections: 'Novel sections',
    specTabs: novelTabs,
  },
];

describe.each(homes)('a kind of your own living in $livesIn', (home) => {
  it('has a tab after the spec’s tabs listing its things, each opening a page of its own', async () => {
    const repository = testRepository({
      universes: [testUniverse()],
      worlds: [testWorld()],
      campaigns: [testCampaign()],
      novels: [testNovel()],
    });
    const kind = await repository.defineKind({
      name: 'Spell',
      plural: 'Spells',
      icon: 'Sparkles',
      livesIn: home.livesIn,
    });
    const thing = await repository.createPart(home.livesIn, home.containerId, `k-${kind.id}`, {
      name: 'Cinder ward',
      description: '',
    });
    setWorkspaceRepository(repository);
    const router = createMemoryRouter([{ path: home.route, element: home.page }], {
      initialEntries: [`${home.base}/k-${kind.id}`],
    });
    render(
      <QueryClientProvider client={createQueryClient()}>
        <KindSlotProvider
          render={(container, kindId, partId) => (
            <KindSectionPage container={container} kindId={kindId} partId={partId} />
          )}
        >
          <RouterProvider router={router} />
        </KindSlotProvider>
      </QueryClientProvider>,
    );
    const tab = await screen.findByRole('link', { name: 'Spells' }, SLOW);
    expect(tab).toHaveAttribute('aria-current', 'page');
    expect(
      within(screen.getByRole('navigation', { name: home.sections }))
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([...home.specTabs.map((each) => each.label), 'Spells']);
    await userEvent.setup().click(await screen.findByRole('link', { name: 'Cinder ward' }, SLOW));
    expect(router.state.location.pathname).toBe(`${home.base}/k-${kind.id}/${thing.id}`);
    expect(await screen.findByRole('heading', { level: 2, name: 'Cinder ward' }, SLOW)).toBeInTheDocument();
  });
});
