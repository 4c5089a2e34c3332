import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testCampaign, testUniverse } from '../../../data/test-workspace';
import { renderWithRepository, SLOW } from '../../../test-utils/render-with-repository';
import CampaignDetailPage from '../campaign-detail-page';

// Edit moves a campaign to another universe too, and a title left empty is refused with the typing kept.

const records = {
  universes: [testUniverse(), testUniverse({ id: 'u-2', name: 'Tidewell' })],
  campaigns: [testCampaign()],
};

const renderPage = () =>
  renderWithRepository(
    [{ path: '/campaigns/:campaignId/*', element: <CampaignDetailPage /> }],
    '/campaigns/c-1',
    records,
  );

describe('Edit campaign', () => {
  it('moves the campaign to another universe and keeps its title and description', async () => {
    const { user, repository } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Edit' }, SLOW));
    await user.selectOptions(await screen.findByRole('combobox', { name: /Universe/ }, SLOW), 'Tidewell');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('link', { name: 'Universe: Tidewell' }, SLOW)).toBeInTheDocument();
    const stored = await repository.getCampaign('c-1');
    expect(stored).toMatchObject({ universeId: 'u-2', universe: 'Tidewell', title: testCampaign().title });
  });

  it('refuses an empty title and keeps the form open', async () => {
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Edit' }, SLOW));
    const title = screen.getByRole('textbox', { name: /Title/ });
    await user.clear(title);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Title is required')).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Edit campaign' })).toBeInTheDocument();
  });
});
