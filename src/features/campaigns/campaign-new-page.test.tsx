import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { fetchCampaigns } from '../../data/campaigns';
import { createInMemoryRepository } from '../../data/in-memory-repository';
import { createQueryClient } from '../../data/query-client';
import { setWorkspaceRepository } from '../../data/workspace';
import CampaignNewPage from './campaign-new-page';

// The machine is shared; give the first lazy data load more than the default second.
const SLOW = { timeout: 5000 };

function renderPage() {
  const router = createMemoryRouter(
    [
      { path: '/campaigns/new', element: <CampaignNewPage /> },
      { path: '/campaigns/:campaignId', element: <p>Campaign page</p> },
      { path: '*', element: <p>Went somewhere else</p> },
    ],
    { initialEntries: ['/campaigns/new'] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

beforeEach(() => setWorkspaceRepository(createInMemoryRepository({ latencyMs: 0 })));

describe('CampaignNewPage', () => {
  it('says what is missing under each required field, focuses the first and creates nothing', async () => {
    const user = userEvent.setup();
    const router = renderPage();
    await screen.findByRole('option', { name: 'The Emberreach' }, SLOW);

    await user.click(screen.getByRole('button', { name: 'Create Campaign' }));

    const title = screen.getByRole('textbox', { name: /title/i });
    expect(title).toHaveAccessibleDescription('Title is required');
    expect(title).toHaveFocus();
    expect(screen.getByRole('combobox', { name: /universe/i })).toHaveAccessibleDescription(
      'Please select a universe',
    );
    expect(router.state.location.pathname).toBe('/campaigns/new');
    expect(await fetchCampaigns()).toHaveLength(4);
  });

  it('creates the campaign in the chosen universe and status and lands on its page', async () => {
    const user = userEvent.setup();
    const router = renderPage();
    await screen.findByRole('option', { name: 'Lanternfall' }, SLOW);

    await user.type(screen.getByRole('textbox', { name: /title/i }), 'Night Market');
    await user.type(screen.getByRole('textbox', { name: /description/i }), 'Smugglers under the lamps.');
    await user.selectOptions(screen.getByRole('combobox', { name: /universe/i }), 'Lanternfall');
    await user.selectOptions(screen.getByRole('combobox', { name: /status/i }), 'Active');
    await user.click(screen.getByRole('button', { name: 'Create Campaign' }));

    await screen.findByText('Campaign page', {}, SLOW);
    const created = (await fetchCampaigns()).find((campaign) => campaign.title === 'Night Market');
    expect(created).toMatchObject({
      universe: 'Lanternfall',
      status: 'active',
      description: 'Smugglers under the lamps.',
      nextSessionDate: null,
    });
    expect(router.state.location.pathname).toBe(`/campaigns/${created?.id}`);
  });

  it('keeps what was typed when a field is fixed after an error', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('option', { name: 'Lanternfall' }, SLOW);
    await user.type(screen.getByRole('textbox', { name: /description/i }), 'Half a plan.');
    await user.click(screen.getByRole('button', { name: 'Create Campaign' }));

    expect(screen.getByRole('textbox', { name: /description/i })).toHaveValue('Half a plan.');
    await user.type(screen.getByRole('textbox', { name: /title/i }), 'N');
    expect(screen.queryByText('Title is required')).not.toBeInTheDocument();
    expect(screen.getByText('Please select a universe')).toBeInTheDocument();
  });
});
