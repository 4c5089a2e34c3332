import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { calendarToJson } from '../../../common/time/calendar';
import { lamplightInput } from '../../../common/time/presets';
import { testCampaign, testEvent, testNovel, testTimeline } from '../../data/test-workspace';
import { renderWithRepository, SLOW } from '../../test-utils/render-with-repository';
import CalendarPage from './calendar-page';

// The calendar page of a universe (issue 15) over the in-memory repository: a preset or an imported
// file, the month grid with the events of the universe's timelines on their days, the editor.

const routes = [{ path: '/universes/:universeId/calendar', element: <CalendarPage /> }];
const records = {
  timelines: [testTimeline({ id: 't-1', entityType: 'universe' as const, entityId: 'u-1' })],
  events: [
    testEvent('e-1', 'The Fall of Embers', 'Year 1 of the Ember Age'),
    testEvent('e-2', 'The thaw feast', 'Year 322 of the Ember Age, Thawmonth 5'),
    testEvent('e-3', 'Before memory', 'Long ago'),
  ],
};

const owner = { ownerKind: 'universe' as const, ownerId: 'u-1' };

describe('CalendarPage', () => {
  it('makes a calendar from a preset and places the events on their days', async () => {
    const { user, repository } = renderWithRepository(routes, '/universes/u-1/calendar', records);
    expect(await screen.findByRole('heading', { name: 'Choose a calendar' }, SLOW)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Use Emberreach Reckoning' }));

    const grid = await screen.findByRole('table', { name: 'Thawmonth, 322 EA' }, SLOW);
    expect(within(grid).getAllByRole('columnheader')).toHaveLength(7);
    expect(within(grid).getByRole('columnheader', { name: 'Ashday' })).toBeInTheDocument();
    const fifth = within(grid).getByText('5 Thawmonth, Year 322 of the Ember Age').closest('td');
    expect(within(fifth as HTMLElement).getByText('The thaw feast')).toBeInTheDocument();
    expect((await repository.getCalendar(owner))?.calendar.name).toBe('Emberreach Reckoning');

    // The year's first event leads to its month.
    await user.click(screen.getByRole('button', { name: 'Show The Fall of Embers in its month' }));
    const deepfrost = screen.getByRole('table', { name: 'Deepfrost, 1 EA' });
    const first = within(deepfrost).getByText('1 Deepfrost, Year 1 of the Ember Age').closest('td');
    expect(within(first as HTMLElement).getByText('The Fall of Embers')).toBeInTheDocument();
    expect(screen.getByText('Not dated in this calendar')).toBeInTheDocument();
    expect(screen.getByText('Before memory')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(screen.getByRole('table', { name: 'Frostmonth, 1 EA' })).toBeInTheDocument();
  });

  it('imports a calendar file, and says what is wrong with a bad one without losing anything', async () => {
    const { user, repository } = renderWithRepository(routes, '/universes/u-1/calendar', records);
    const input = await screen.findByLabelText('Calendar JSON file', {}, SLOW);
    const bad = { ...lamplightInput, months: [{ name: 'Rainmonth', length: 0 }] };
    await user.upload(input, new File([JSON.stringify(bad)], 'bad.json', { type: 'application/json' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The calendar was not saved:');
    expect(alert).toHaveTextContent('months.0.length: A month length must be at least 1');
    expect(await repository.getCalendar(owner)).toBeNull();
    expect(screen.getByRole('heading', { name: 'Choose a calendar' })).toBeInTheDocument();

    await user.upload(input, new File(['{ not json'], 'broken.json', { type: 'application/json' }));
    expect(await screen.findByText('The file is not valid JSON')).toBeInTheDocument();

    const good = JSON.stringify(lamplightInput);
    await user.upload(input, new File([good], 'lamplight.json', { type: 'application/json' }));
    expect(await screen.findByRole('table', { name: 'Rainmonth, 95 LY' }, SLOW)).toBeInTheDocument();
    expect(
      within(screen.getByRole('table', { name: 'Rainmonth, 95 LY' })).getAllByRole('columnheader'),
    ).toHaveLength(10);
  });

  it('edits with a live preview, saves by version and keeps what was typed on a conflict', async () => {
    const { user, repository } = renderWithRepository(routes, '/universes/u-1/calendar', records);
    await user.click(await screen.findByRole('button', { name: 'Use Gregorian' }, SLOW));
    const name = await screen.findByLabelText('Calendar name', {}, SLOW);
    await user.clear(name);
    await user.type(name, 'Reckoning of the Court');

    // The preview follows what is typed; a problem shows at once.
    const months = screen.getByLabelText('Month 1 name');
    await user.clear(months);
    await user.type(months, 'Wintermoot');
    expect(screen.getByRole('table', { name: 'Preview of Wintermoot, 2025 AD' })).toBeInTheDocument();
    const format = screen.getByLabelText('Date format');
    await user.clear(format);
    await user.type(format, 'D MMMM');
    expect(screen.getByText('The date format must show the year (Y or YYYY)')).toBeInTheDocument();
    await user.clear(format);
    await user.type(format, 'D MMMM Y ERA');

    // Someone else saves meanwhile: ours is refused and kept.
    const stored = await repository.getCalendar(owner);
    if (stored === null) throw new Error('no calendar');
    await repository.updateCalendar(stored.id, { ...stored.calendar, name: 'Theirs' }, stored.version);
    await user.click(screen.getByRole('button', { name: 'Save calendar' }));
    expect(await screen.findByText(/was changed elsewhere since you opened it/)).toBeInTheDocument();
    expect(screen.getByLabelText('Calendar name')).toHaveValue('Reckoning of the Court');

    await user.click(screen.getByRole('button', { name: 'Save calendar' }));
    expect(await screen.findByText('Calendar saved.')).toBeInTheDocument();
    const saved = await repository.getCalendar(owner);
    expect(saved?.calendar.name).toBe('Reckoning of the Court');
    expect(saved?.calendar.months[0]?.name).toBe('Wintermoot');
    expect(saved?.calendar.leapDays[0]?.month).toBe('February');
    expect(saved?.version).toBe(3);
    expect(calendarToJson(saved?.calendar ?? stored.calendar)).toContain('Wintermoot');
  });

  it('deletes the calendar after asking', async () => {
    const { user, repository } = renderWithRepository(routes, '/universes/u-1/calendar', records);
    await user.click(await screen.findByRole('button', { name: 'Use Lamplight Count' }, SLOW));
    await user.click(await screen.findByRole('button', { name: 'Delete calendar' }, SLOW));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete calendar' }));
    expect(await screen.findByRole('heading', { name: 'Choose a calendar' }, SLOW)).toBeInTheDocument();
    expect(await repository.getCalendar(owner)).toBeNull();
  });

  it("shows the owner's chapters, sessions, births, deaths and birthdays on their days, each leading to its page", async () => {
    const { user } = renderWithRepository(routes, '/universes/u-1/calendar', {
      ...records,
      novels: [
        testNovel({
          id: 'n-1',
          universeId: 'u-1',
          chapters: [
            {
              id: 'ch-a',
              title: 'The river road',
              wordCount: 0,
              worldDate: 'Year 322 of the Ember Age, Thawmonth 9',
            },
          ],
        }),
      ],
      campaigns: [
        {
          ...testCampaign({ id: 'c-1', universeId: 'u-1' }),
          sessions: [
            {
              id: 's-1',
              title: 'The thaw crossing',
              status: 'completed',
              date: '2026-03-01',
              worldDate: 'Year 322 of the Ember Age, Thawmonth 9',
              summary: '',
            },
          ],
        },
      ],
      characters: [
        {
          id: 'ch-1',
          name: 'Maren',
          role: 'Ally',
          description: '',
          universeId: 'u-1',
          born: 'Year 290 of the Ember Age, Thawmonth 12',
        },
        {
          id: 'ch-2',
          name: 'Old Tove',
          role: 'Ally',
          description: '',
          universeId: 'u-1',
          born: 'Year 250 of the Ember Age, Frostmonth 3',
          died: 'Year 322 of the Ember Age, Thawmonth 20',
        },
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Use Emberreach Reckoning' }, SLOW));
    const grid = await screen.findByRole('table', { name: 'Thawmonth, 322 EA' }, SLOW);
    // A day's hidden full date, "(today)" after it on the calendar's today.
    const cell = (text: string) =>
      within(grid)
        .getByText((content) => content.startsWith(text))
        .closest('td') as HTMLElement;

    const session = within(cell('9 Thawmonth, Year 322 of the Ember Age')).getByRole('link', {
      name: 'Session: The thaw crossing',
    });
    expect(session).toHaveAttribute('href', '/campaigns/c-1/sessions/s-1');
    const chapter = await within(cell('9 Thawmonth, Year 322 of the Ember Age')).findByRole('link', {
      name: 'Chapter: The river road',
    });
    expect(chapter).toHaveAttribute('href', '/novels/n-1/chapters/ch-a');
    const birthday = await within(cell('12 Thawmonth, Year 322 of the Ember Age')).findByRole('link', {
      name: 'Birthday: Maren turns 32',
    });
    expect(birthday).toHaveAttribute('href', '/universes/u-1/characters/ch-1');
    expect(
      within(cell('20 Thawmonth, Year 322 of the Ember Age')).getByRole('link', {
        name: 'Death: Old Tove dies',
      }),
    ).toBeInTheDocument();

    // Birthdays recur in every month shown: the month before has Old Tove's last.
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    const before = screen.getByRole('table', { name: 'Frostmonth, 322 EA' });
    expect(within(before).getByRole('link', { name: 'Birthday: Old Tove turns 72' })).toBeInTheDocument();
  });
});
