import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { createInMemoryRepository } from '../../data/in-memory-repository';
import { createQueryClient } from '../../data/query-client';
import { setWorkspaceRepository } from '../../data/workspace';
import TimelineDetailPage from './timeline-detail-page';
import TimelinesPage from './timelines-page';

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/timelines', element: <TimelinesPage /> },
      { path: '/timelines/:timelineId', element: <TimelineDetailPage /> },
      { path: '*', element: <p>Went somewhere else</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

beforeEach(() => setWorkspaceRepository(createInMemoryRepository({ latencyMs: 0 })));

// Rendering whole pages is slow on a busy machine; these get more than the default 5 s.
describe('timeline pages', { timeout: 20_000 }, () => {
  it('creates a timeline through both wizard steps; it appears first with 0 events, just now', async () => {
    const user = userEvent.setup();
    renderAt('/timelines');
    // Six timelines, and the four holding the sample novels' former own events (decision 018).
    expect(await screen.findAllByRole('article')).toHaveLength(10);
    await user.click(screen.getByRole('button', { name: 'Create New Timeline' }));
    const dialog = screen.getByRole('dialog', { name: 'Create New Timeline' });
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Timeline name is required');
    await user.type(within(dialog).getByLabelText(/^Name/), 'Age of Tides');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Description is required');
    await user.type(within(dialog).getByLabelText(/^Description/), 'All of it.');
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    await user.click(within(dialog).getByRole('radio', { name: 'Campaign' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create Timeline' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please select a campaign');
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: /^Campaign/ }),
      await within(dialog).findByRole('option', { name: 'The Cinder Road' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Create Timeline' }));

    expect(await screen.findByRole('article', { name: 'Age of Tides' })).toBeInTheDocument();
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(11);
    expect(cards[0]).toHaveAccessibleName('Age of Tides');
    expect(within(cards[0] as HTMLElement).getByText('0 events')).toBeInTheDocument();
    expect(within(cards[0] as HTMLElement).getByText('Just now')).toBeInTheDocument();
  });

  it('shows Timeline Not Found for an unknown id, with a way back', async () => {
    const user = userEvent.setup();
    const router = renderAt('/timelines/nope');
    expect(await screen.findByRole('heading', { level: 1, name: 'Timeline Not Found' })).toBeInTheDocument();
    expect(
      screen.getByText("The timeline you're looking for doesn't exist or has been removed."),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to Timelines' }));
    expect(router.state.location.pathname).toBe('/timelines');
  });

  it('adds an event with the dialog; it is sorted into place and the count follows', async () => {
    const user = userEvent.setup();
    renderAt('/timelines/t-ember-age');
    expect(await screen.findByRole('heading', { level: 1, name: 'The Ember Age' })).toBeInTheDocument();
    expect(await screen.findByText('9 events', { selector: 'p' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Event' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Event' });
    await user.type(within(dialog).getByLabelText(/^Title/), 'Thaw');
    await user.type(within(dialog).getByLabelText(/^Date/), 'Year 2 of the Ember Age');
    await user.type(within(dialog).getByLabelText(/^Description/), 'The snow melts.');
    await user.click(within(dialog).getByRole('button', { name: 'Save Event' }));

    expect(await screen.findByText('10 events', { selector: 'p' })).toBeInTheDocument();
    const titles = within(screen.getByRole('list', { name: 'Events' }))
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(titles.slice(0, 3)).toEqual(['The Fall of Embers', 'Thaw', 'First hearthbound oath']);
  });

  it('sets an event at a place of its campaign’s universe, shows it on the event, and takes it away', async () => {
    const user = userEvent.setup();
    renderAt('/timelines/t-cinder-road');
    const event = await screen.findByRole('article', { name: 'Ambush on the stair' });
    await user.click(within(event).getByRole('button', { name: /Edit/ }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Event' });
    const place = within(dialog).getByRole('combobox', { name: /^Place/ });
    // The universe's locations and settlements, and the campaign's own, each under where it is.
    await within(dialog).findAllByRole('option', { name: 'Kharn Deep' });
    expect(within(dialog).getByRole('group', { name: 'The Cinder Road' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('option', { name: 'Highmoor' })).not.toBeInTheDocument();
    await user.selectOptions(place, 'loc-kharn-deep');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    const placed = await screen.findByRole('article', { name: 'Ambush on the stair' });
    expect(await within(placed).findByText('Kharn Deep (Greyspire)')).toBeInTheDocument();

    await user.click(within(placed).getByRole('button', { name: /Edit/ }));
    const again = screen.getByRole('dialog', { name: 'Edit Event' });
    expect(within(again).getByRole('combobox', { name: /^Place/ })).toHaveDisplayValue('Kharn Deep');
    await user.selectOptions(within(again).getByRole('combobox', { name: /^Place/ }), 'No place');
    await user.click(within(again).getByRole('button', { name: 'Save Changes' }));
    await screen.findByText('Event "Ambush on the stair" updated.');
    expect(
      within(screen.getByRole('article', { name: 'Ambush on the stair' })).queryByText(/Kharn Deep/),
    ).not.toBeInTheDocument();
  });

  it('offers a universe’s timeline the places of its worlds and of all its campaigns', async () => {
    const user = userEvent.setup();
    renderAt('/timelines/t-ember-age');
    expect(await screen.findByRole('heading', { level: 1, name: 'The Ember Age' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Event' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Event' });
    expect(within(dialog).getByRole('combobox', { name: /^Place/ })).toHaveDisplayValue(/No place|Loading/);
    const cinderRoad = await within(dialog).findByRole('group', { name: 'The Cinder Road' });
    expect(within(cinderRoad).getByRole('option', { name: 'Mossgate' })).toBeInTheDocument();
    expect(within(dialog).getByRole('group', { name: 'Greyspire' })).toBeInTheDocument();
  });
});
