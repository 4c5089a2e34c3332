import { screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { Workspace } from '../../common/domain/workspace';
import { useContinuity, useContinuityActions } from '../data/continuity';
import { testCampaign, testEvent, testTimeline, testUniverse } from '../data/test-workspace';
import { renderAfter, SLOW } from '../test-utils/render-with-repository';
import { ContinuityServicesProvider } from '../ui/continuity/continuity-services';
import CampaignDetailPage from './campaigns/campaign-detail-page';
import UniverseDetailPage from './universes/universe-detail-page';

// The Continuity panel on a campaign's and a universe's page (decision 099; a novel's is in
// continuity-button.test.tsx), over the in-memory workspace: a character of the universe named in an
// event a week after their death is counted in the header, listed with a link to the event, dismissed
// with a reason; the kinship tolerance is the scope's own. The campaign reads its universe's calendar.

const withServices = (page: ReactNode) => (
  <ContinuityServicesProvider services={{ useContinuity, useContinuityActions }}>
    {page}
  </ContinuityServicesProvider>
);

function recordsFor(timelineOf: {
  entityType: 'campaign' | 'universe';
  entityId: string;
}): Partial<Workspace> {
  return {
    universes: [testUniverse()],
    campaigns: [testCampaign()],
    characters: [
      {
        id: 'ch-1',
        name: 'Varric',
        role: 'Antagonist',
        description: '',
        universeId: 'u-1',
        born: '1 January 1990 AD',
        died: '3 March 2025 AD',
      },
    ],
    timelines: [testTimeline(timelineOf)],
    events: [
      testEvent('e-1', 'The duel', '3 March 2025 AD', { characters: ['Varric'] }),
      testEvent('e-2', 'The feast', '10 March 2025 AD', { characters: ['Varric'] }),
    ],
  } as Partial<Workspace>;
}

async function checkPanel(name: string, user: Awaited<ReturnType<typeof renderAfter>>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Continuity 1 open finding' }, SLOW));
  const dialog = await screen.findByRole('dialog', { name: `Continuity of ${name}` });
  const open = within(dialog).getByRole('region', { name: 'Open (1)' });
  const finding = await within(open).findByRole('listitem', { name: 'Acts after death' });
  expect(
    within(finding).getByText(/Varric died on 3 March 2025 AD, but event “The feast”/),
  ).toBeInTheDocument();
  expect(within(finding).getByRole('link', { name: 'Event “The feast”' })).toHaveAttribute(
    'href',
    '/timelines/t-1',
  );
  expect(within(dialog).getByLabelText(/Days a child may be born after a parent’s death/)).toHaveValue('300');

  await user.click(within(finding).getByRole('button', { name: 'Dismiss…' }));
  await user.type(within(finding).getByLabelText(/Reason for dismissing/), 'Told as a ghost story');
  await user.click(within(finding).getByRole('button', { name: 'Dismiss finding' }));
  const dismissed = await within(dialog).findByRole('region', { name: 'Dismissed (1)' });
  expect(within(dismissed).getByText('Dismissed: Told as a ghost story')).toBeInTheDocument();
  expect(
    await screen.findByRole('button', { name: 'Continuity 0 open findings', hidden: true }),
  ).toBeInTheDocument();
}

describe('the Continuity panel on other pages', () => {
  it('on a campaign: counts, lists with links and dismisses, dating by its universe’s calendar', async () => {
    const { user, repository } = await renderAfter(
      [{ path: '/campaigns/:campaignId/*', element: withServices(<CampaignDetailPage />) }],
      '/campaigns/c-1',
      recordsFor({ entityType: 'campaign', entityId: 'c-1' }),
      (repository) =>
        repository.createCalendar({ ownerKind: 'universe', ownerId: 'u-1', preset: 'gregorian' }),
    );
    await checkPanel('The Road', user);
    expect((await repository.getContinuity('campaigns', 'c-1'))?.counts).toEqual({ open: 0, dismissed: 1 });
  });

  it('on a universe: counts, lists with links and dismisses, and keeps its own tolerance', async () => {
    const { user, repository } = await renderAfter(
      [{ path: '/universes/:universeId/*', element: withServices(<UniverseDetailPage />) }],
      '/universes/u-1',
      recordsFor({ entityType: 'universe', entityId: 'u-1' }),
      (repository) =>
        repository.createCalendar({ ownerKind: 'universe', ownerId: 'u-1', preset: 'gregorian' }),
    );
    await checkPanel('The Reach', user);
    const dialog = screen.getByRole('dialog', { name: 'Continuity of The Reach' });
    const tolerance = within(dialog).getByLabelText(/Days a child may be born after a parent’s death/);
    await user.clear(tolerance);
    await user.type(tolerance, '45');
    await user.click(within(dialog).getByRole('button', { name: 'Save tolerance' }));
    expect(await within(dialog).findByText('Tolerance saved.')).toBeInTheDocument();
    expect((await repository.getContinuity('universes', 'u-1'))?.settings).toEqual({ toleranceDays: 45 });
    expect((await repository.getContinuity('campaigns', 'c-1'))?.settings).toEqual({ toleranceDays: 300 });
  });
});
