import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { dayFromDate } from '../../../../common/time/engine';
import { emberreach } from '../../../../common/time/presets';
import { type DatedEntry, entriesByDay } from '../model/dated-entries';
import { MonthView } from './month-view';

const fifth = dayFromDate(emberreach, { year: 322, month: 3, day: 5 });
const entry = (index: number, kind: DatedEntry['kind'] = 'event'): DatedEntry => ({
  kind,
  id: `${kind}:${index}`,
  label: `Entry ${index}`,
  href: `/timelines/t-${index}`,
  day: fifth,
});

function renderMonth(entries: DatedEntry[]) {
  render(
    <MemoryRouter>
      <MonthView
        calendar={emberreach}
        shown={{ year: 322, month: 3 }}
        onShow={() => undefined}
        entries={entriesByDay(entries)}
      />
    </MemoryRouter>,
  );
  const grid = screen.getByRole('table', { name: 'Thawmonth, 322 EA' });
  return within(grid).getByText('5 Thawmonth, Year 322 of the Ember Age').closest('td') as HTMLElement;
}

describe('MonthView', () => {
  it('shows a day’s first entries as links and the rest behind "+N more"', async () => {
    const cell = renderMonth(Array.from({ length: 40 }, (_, index) => entry(index)));
    expect(within(cell).getAllByRole('link')).toHaveLength(2);
    expect(within(cell).getByRole('link', { name: 'Entry 0' })).toHaveAttribute('href', '/timelines/t-0');
    await userEvent.click(
      within(cell).getByRole('button', { name: 'Show 38 more on 5 Thawmonth, Year 322 of the Ember Age' }),
    );
    expect(within(cell).getAllByRole('link')).toHaveLength(40);
    expect(within(cell).queryByRole('button', { name: /more/ })).not.toBeInTheDocument();
  });

  it('shows three entries without a button, names other kinds, marks moons and today', () => {
    const cell = renderMonth([entry(1), entry(2, 'session'), entry(3, 'birthday')]);
    expect(within(cell).getAllByRole('link')).toHaveLength(3);
    expect(within(cell).queryByRole('button')).not.toBeInTheDocument();
    expect(within(cell).getByRole('link', { name: 'Birthday: Entry 3' })).toBeInTheDocument();
    expect(within(cell).getAllByText(/^(Cinder|Pale Ash): .* moon$/)).toHaveLength(2);
    const today = screen.getByText('12 Thawmonth, Year 322 of the Ember Age (today)').closest('td');
    expect(today).toHaveAttribute('aria-current', 'date');
  });
});
