import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Workspace } from '../../../common/domain/workspace';
import { testEvent, testNovel, testTimeline, testUniverse } from '../../data/test-workspace';
import { renderWithRepository, SLOW } from '../../test-utils/render-with-repository';
import NovelDetailPage from './novel-detail-page';

// A novel's Timeline tab shows the events of the timelines linked to it (one event store, decision 018),
// and adds, edits and deletes them there with the timelines' own form and confirmation.

const renderTab = (records: Partial<Workspace>) =>
  renderWithRepository(
    [
      { path: '/novels/:novelId/*', element: <NovelDetailPage /> },
      { path: '/timelines/:timelineId', element: <h1>Timeline page</h1> },
    ],
    '/novels/n-1/timelines',
    { novels: [testNovel()], universes: [testUniverse()], ...records },
  );

const eventTitles = () =>
  within(screen.getByRole('list', { name: 'Timeline events' }))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

async function fillEvent(user: UserEvent, title: string, date: string, description: string) {
  const dialog = screen.getByRole('dialog', { name: 'Add Event' });
  await user.type(within(dialog).getByRole('textbox', { name: /Title/ }), title);
  await user.type(within(dialog).getByRole('textbox', { name: /Date/ }), date);
  await user.type(within(dialog).getByRole('textbox', { name: /Description/ }), description);
  return dialog;
}

describe('a novel’s Timeline tab', () => {
  it('orders the events by their day in the calendar the novel borrows from its universe', async () => {
    const { repository, router } = renderWithRepository(
      [
        { path: '/novels/:novelId/*', element: <NovelDetailPage /> },
        { path: '/start', element: <h1>Start</h1> },
      ],
      '/start',
      {
        novels: [testNovel({ universeId: 'u-1' })],
        universes: [testUniverse()],
        timelines: [testTimeline()],
        events: [
          testEvent('e-1', 'The thaw', 'Year 2 of the Ember Age'),
          testEvent('e-2', 'Before memory', 'Long ago'),
          // As text Year 10 comes after Year 2; as a day of the calendar, the Long Dusk came before the Ember Age.
          testEvent('e-3', 'The long dusk', 'Year 10 of the Long Dusk'),
        ],
      },
    );
    await repository.createCalendar({ ownerKind: 'universe', ownerId: 'u-1', preset: 'emberreach' });
    await router.navigate('/novels/n-1/timelines');
    await screen.findByRole('list', { name: 'Timeline events' }, SLOW);
    expect(eventTitles()).toEqual(['The long dusk', 'The thaw', 'Before memory']);
  });

  it('lists the events of every linked timeline by date, each saying its timeline and opening it', async () => {
    renderTab({
      timelines: [
        testTimeline(),
        testTimeline({ id: 't-2', name: 'Court intrigue' }),
        testTimeline({ id: 't-other', name: 'Elsewhere', entityId: 'n-2' }),
      ],
      events: [
        testEvent('e-1', 'Crown found', 'Year 10'),
        testEvent('e-2', 'Oath broken', 'Year 9', { timelineId: 't-2' }),
        testEvent('e-3', 'Not this novel', 'Year 1', { timelineId: 't-other' }),
      ],
    });
    await screen.findByRole('list', { name: 'Timeline events' }, SLOW);
    expect(eventTitles()).toEqual(['Oath broken', 'Crown found']);
    expect(screen.getByRole('heading', { level: 2, name: /Timeline/ })).toHaveTextContent('(2)');
    const list = screen.getByRole('list', { name: 'Timeline events' });
    expect(within(list).getByText('Court intrigue')).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: 'Crown found' })).toHaveAttribute('href', '/timelines/t-1');
    expect(screen.getByRole('link', { name: 'Court intrigue' })).toHaveAttribute('href', '/timelines/t-2');
  });

  it('adds an event to the novel’s timeline with the timelines’ event form', async () => {
    const { user, repository } = renderTab({ timelines: [testTimeline()], events: [] });
    await user.click(await screen.findByRole('button', { name: 'Add Event' }, SLOW));
    const dialog = await fillEvent(user, 'Crown found', 'Year 10', 'Under the anvil.');
    expect(within(dialog).getByText(/Adds to the timeline "Crown years"/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save Event' }));
    await waitFor(() => expect(eventTitles()).toEqual(['Crown found']));
    expect(await repository.listTimelineEvents('t-1')).toMatchObject([
      { title: 'Crown found', date: 'Year 10', description: 'Under the anvil.', type: 'major' },
    ]);
  });

  it('asks which timeline when the novel has several', async () => {
    const { user, repository } = renderTab({
      timelines: [testTimeline(), testTimeline({ id: 't-2', name: 'Court intrigue' })],
      events: [],
    });
    await user.click(await screen.findByRole('button', { name: 'Add Event' }, SLOW));
    const dialog = await fillEvent(user, 'Masks', 'Year 11', 'A ball.');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Timeline' }), 'Court intrigue');
    await user.click(within(dialog).getByRole('button', { name: 'Save Event' }));
    await waitFor(() => expect(eventTitles()).toEqual(['Masks']));
    expect((await repository.listTimelineEvents('t-2')).map((event) => event.title)).toEqual(['Masks']);
    expect(await repository.listTimelineEvents('t-1')).toEqual([]);
  });

  it('makes the novel’s timeline first when it has none, and says so', async () => {
    const { user, repository } = renderTab({ timelines: [], events: [] });
    expect(await screen.findByRole('heading', { name: 'No timeline events yet' }, SLOW)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Event' }));
    const dialog = await fillEvent(user, 'Crown found', 'Year 10', 'Under the anvil.');
    expect(
      within(dialog).getByText(
        'The Crown has no timeline yet: saving makes one, "The Crown Timeline", and adds the event to it.',
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save Event' }));
    await waitFor(() => expect(eventTitles()).toEqual(['Crown found']));
    const [made] = await repository.records('timeline').list();
    expect(made).toMatchObject({
      name: 'The Crown Timeline',
      entityType: 'novel',
      entityId: 'n-1',
      eventCount: 1,
    });
  });

  it('edits and deletes an event, after the timelines’ confirmation', async () => {
    const { user, repository } = renderTab({
      timelines: [testTimeline()],
      events: [testEvent('e-1', 'Crown found', 'Year 10'), testEvent('e-2', 'Oath broken', 'Year 9')],
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Crown found' }, SLOW));
    const edit = screen.getByRole('dialog', { name: 'Edit Event' });
    await user.clear(within(edit).getByRole('textbox', { name: /Title/ }));
    await user.type(within(edit).getByRole('textbox', { name: /Title/ }), 'Crown taken');
    await user.type(within(edit).getByRole('textbox', { name: /Description/ }), 'By Mira.');
    await user.click(within(edit).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(eventTitles()).toEqual(['Oath broken', 'Crown taken']));

    await user.click(screen.getByRole('button', { name: 'Delete Oath broken' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Delete Event' });
    expect(confirm).toHaveTextContent(
      'Are you sure you want to delete "Oath broken"? This action cannot be undone.',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(eventTitles()).toEqual(['Crown taken']));
    expect((await repository.listTimelineEvents('t-1')).map((event) => event.id)).toEqual(['e-1']);
  });
});
