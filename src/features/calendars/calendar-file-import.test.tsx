import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import donjonGolarion from '../../../common/time/fixtures/donjon-golarion.json';
import handMade from '../../../common/time/fixtures/fantasy-calendar-hand-made.json';
import harptos from '../../../common/time/fixtures/fantasy-calendar-harptos.json';
import { testTimeline } from '../../data/test-workspace';
import { renderWithRepository, SLOW } from '../../test-utils/render-with-repository';
import CalendarPage from './calendar-page';

// Importing a calendar made by another tool (decision 054) on a universe's calendar page, over the
// in-memory repository: the preview says what will be made and what cannot be carried, nothing is
// written before Import, and the file's events land on the chosen timeline.

const routes = [{ path: '/universes/:universeId/calendar', element: <CalendarPage /> }];
const records = {
  timelines: [testTimeline({ id: 't-1', name: 'Crown years', entityType: 'universe', entityId: 'u-1' })],
};
const owner = { ownerKind: 'universe' as const, ownerId: 'u-1' };
const asFile = (json: unknown, name: string) =>
  new File([JSON.stringify(json)], name, { type: 'application/json' });

describe('importing a calendar from another tool', () => {
  it('previews a Fantasy-Calendar file, writes nothing until Import, then puts its events on a new timeline', async () => {
    const { user, repository } = renderWithRepository(routes, '/universes/u-1/calendar', records);
    const input = await screen.findByLabelText('Calendar JSON file', {}, SLOW);
    await user.upload(input, asFile(handMade, 'tidewater.json'));

    const preview = await screen.findByRole('region', { name: 'Import preview' }, SLOW);
    expect(screen.getByRole('heading', { name: 'Import preview' })).toHaveFocus();
    expect(within(preview).getByLabelText('Made with')).toHaveValue('fantasy-calendar');
    expect(
      within(preview).getByText(/^6 \(1 intercalary, 1 not every year\): Thaw \(36\)/),
    ).toBeInTheDocument();
    expect(within(preview).getByText('4 events')).toBeInTheDocument();
    const notCarried = within(preview).getByRole('list', { name: 'Not carried' });
    expect(
      within(notCarried).getByText(
        '1 event whose date is a rule a timeline cannot hold (moons, seasons, weekdays, ranges or other events): "Full Lantern"',
      ),
    ).toBeInTheDocument();
    expect(within(preview).getByRole('list', { name: 'Carried differently' })).toBeInTheDocument();
    expect(await repository.getCalendar(owner)).toBeNull();

    expect(within(preview).getByLabelText('Put the 4 events on')).toHaveValue('__new__');
    const name = within(preview).getByLabelText("New timeline's name");
    expect(name).toHaveValue('The Tidewater Reckoning events');
    await user.clear(name);
    expect(within(preview).getByText('Name the new timeline')).toBeInTheDocument();
    expect(within(preview).getByRole('button', { name: 'Import calendar' })).toBeDisabled();
    await user.type(name, 'Harbour chronicle');
    await user.click(within(preview).getByRole('button', { name: 'Import calendar' }));

    expect(await screen.findByRole('table', { name: 'High Tide, 405 AS' }, SLOW)).toBeInTheDocument();
    expect(
      screen.getByText(
        'Imported the calendar "The Tidewater Reckoning" with 4 events on the timeline "Harbour chronicle".',
      ),
    ).toBeInTheDocument();
    const stored = await repository.getCalendar(owner);
    expect(stored?.calendar.months.map((month) => month.name)).toEqual([
      'Thaw',
      'Seedfall',
      'High Tide',
      'Drowning Night',
      'Ebb',
      'Frost',
    ]);
    const timeline = (await repository.records('timeline').list()).find(
      (item) => item.name === 'Harbour chronicle',
    );
    const events = await repository.listTimelineEvents(timeline?.id ?? '');
    expect(events.map((event) => [event.title, event.date, event.tags])).toEqual(
      expect.arrayContaining([
        ['The Harbour Burns', '9 High Tide 405 AS', ['Disasters']],
        ['Tide Festival', 'Every year, 20 High Tide', ['History']],
      ]),
    );
    // The event of that month is on its day in the grid.
    const grid = screen.getByRole('table', { name: 'High Tide, 405 AS' });
    expect(within(grid).getByText('The Harbour Burns')).toBeInTheDocument();
  });

  it('puts the events on an existing timeline, takes them back on Undo, and leaves the file when cancelled', async () => {
    const { user, repository } = renderWithRepository(routes, '/universes/u-1/calendar', records);
    const input = await screen.findByLabelText('Calendar JSON file', {}, SLOW);
    await user.upload(input, asFile(handMade, 'tidewater.json'));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }, SLOW));
    expect(screen.getByRole('heading', { name: 'Choose a calendar' })).toBeInTheDocument();
    expect(await repository.getCalendar(owner)).toBeNull();

    await user.upload(screen.getByLabelText('Calendar JSON file'), asFile(handMade, 'tidewater.json'));
    await user.selectOptions(await screen.findByLabelText('Put the 4 events on', {}, SLOW), 'Crown years');
    await user.click(screen.getByRole('button', { name: 'Import calendar' }));
    expect(
      await screen.findByText(/with 4 events on the timeline "Crown years"/, {}, SLOW),
    ).toBeInTheDocument();
    expect(await repository.listTimelineEvents('t-1')).toHaveLength(4);

    // Undo takes it all back: the calendar is deleted, the four events go to the Trash.
    await user.click(screen.getByRole('button', { name: 'Undo import' }));
    expect(
      await screen.findByText(
        'The import was undone: the calendar "The Tidewater Reckoning" is deleted and its events are in the Trash.',
        {},
        SLOW,
      ),
    ).toBeInTheDocument();
    expect(await repository.getCalendar(owner)).toBeNull();
    expect(await repository.listTimelineEvents('t-1')).toHaveLength(0);
    expect(screen.getByRole('heading', { name: 'Choose a calendar' })).toBeInTheDocument();
  });

  it('recognises a donjon file, and reads it as another tool when told, saying what that tool would need', async () => {
    const { user, repository } = renderWithRepository(routes, '/universes/u-1/calendar', records);
    const input = await screen.findByLabelText('Calendar JSON file', {}, SLOW);
    await user.upload(input, asFile(donjonGolarion, 'golarion.json'));
    const preview = await screen.findByRole('region', { name: 'Import preview' }, SLOW);
    const tool = within(preview).getByLabelText('Made with');
    expect(tool).toHaveValue('donjon');
    expect(within(preview).getByText('Golarion')).toBeInTheDocument();
    expect(within(preview).getByText('Everything in the file is carried.')).toBeInTheDocument();

    await user.selectOptions(tool, 'Fantasy-Calendar');
    expect(within(preview).getByRole('alert')).toHaveTextContent('static_data');
    expect(within(preview).getByRole('button', { name: 'Import calendar' })).toBeDisabled();

    await user.selectOptions(tool, 'donjon');
    await user.click(within(preview).getByRole('button', { name: 'Import calendar' }));
    expect(await screen.findByRole('table', { name: 'Abadius, 4707' }, SLOW)).toBeInTheDocument();
    expect((await repository.getCalendar(owner))?.calendar.name).toBe('Golarion');
  });

  it('replaces a calendar the owner has, and Undo puts the old one back', async () => {
    const { user, repository } = renderWithRepository(routes, '/universes/u-1/calendar', records);
    await user.click(await screen.findByRole('button', { name: 'Use Gregorian' }, SLOW));
    await user.upload(
      await screen.findByLabelText('Calendar file to import in its place', {}, SLOW),
      asFile(harptos, 'harptos.json'),
    );
    const preview = await screen.findByRole('region', { name: 'Import preview' }, SLOW);
    expect(
      within(preview).getByText(/It replaces the calendar "Gregorian"; Undo puts that one back\./),
    ).toBeInTheDocument();
    expect((await repository.getCalendar(owner))?.calendar.name).toBe('Gregorian');
    await user.selectOptions(
      within(preview).getByLabelText('Put the event on'),
      'Nowhere (leave the events out)',
    );
    await user.click(within(preview).getByRole('button', { name: 'Import calendar' }));

    expect(await screen.findByRole('table', { name: 'Hammer (Deepwinter), 1491' }, SLOW)).toBeInTheDocument();
    expect((await repository.getCalendar(owner))?.calendar.name).toBe('Calendar of Harptos');
    await user.click(screen.getByRole('button', { name: 'Undo import' }));
    expect(
      await screen.findByText('The import was undone: the calendar "Gregorian" is back.', {}, SLOW),
    ).toBeInTheDocument();
    expect((await repository.getCalendar(owner))?.calendar.name).toBe('Gregorian');
  });
});
