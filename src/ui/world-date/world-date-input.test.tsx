import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { Calendar } from '../../../common/time/calendar';
import { gregorian, lamplight } from '../../../common/time/presets';
import { Field } from '../field';
import { PartFieldControl } from '../part-field-control';
import { WorldDateCalendarProvider } from './owner';
import { WorldDateInput } from './world-date-input';

function Born({ initial = '', calendar }: { initial?: string; calendar?: Calendar | null }) {
  const [value, setValue] = useState(initial);
  return (
    <Field label="Born">
      <WorldDateInput
        value={value}
        onChange={setValue}
        label="Born"
        {...(calendar === undefined ? {} : { calendar })}
      />
    </Field>
  );
}

describe('a world-date field', () => {
  it("shows the calendar's format while empty, then reads back what is typed, live", async () => {
    const user = userEvent.setup();
    render(<Born calendar={gregorian} />);
    const field = screen.getByRole('textbox', { name: 'Born' });
    expect(field).toHaveAccessibleDescription(
      'In Gregorian, as in 1 January 2025 AD; the weekday and era may be left out.',
    );
    await user.type(field, '14 march 2025');
    expect(field).toHaveAccessibleDescription('Reads as Friday, 14 March 2025 AD');
    expect(field).toHaveValue('14 march 2025');
  });

  it('says which part cannot be read and keeps what was typed', async () => {
    const user = userEvent.setup();
    render(<Born calendar={gregorian} />);
    const field = screen.getByRole('textbox', { name: 'Born' });
    await user.type(field, '14 Marsh 2025');
    expect(field).toHaveAccessibleDescription(
      'Not read as a date: “Marsh” is not a month, weekday or era of Gregorian. It is kept as typed.',
    );
    expect(field).toHaveValue('14 Marsh 2025');
    await user.clear(field);
    await user.type(field, 'Tuesday 14 March 2025');
    expect(field).toHaveAccessibleDescription(/14 March 2025 AD is a Friday, not a Tuesday/);
  });

  it("reads in the page's calendar, and is plain text where there is none", async () => {
    const { unmount } = render(
      <WorldDateCalendarProvider calendar={lamplight}>
        <Born initial="3 rainmonth 95" />
      </WorldDateCalendarProvider>,
    );
    expect(screen.getByRole('textbox', { name: 'Born' })).toHaveAccessibleDescription(
      'Reads as Tallowday 3 Rainmonth 95 LY',
    );
    unmount();
    render(<Born initial="Year 3 of the Fall" />);
    expect(screen.getByRole('textbox', { name: 'Born' })).not.toHaveAccessibleDescription();
    expect(screen.queryByRole('button', { name: /Pick a day/ })).toBeNull();
  });

  it('picks a day from a month grid of the calendar by keyboard', async () => {
    const user = userEvent.setup();
    render(<Born calendar={gregorian} initial="14 March 2025" />);
    await user.click(
      screen.getByRole('button', { name: 'Pick a day in Gregorian', description: 'for Born' }),
    );
    // The grid opens on the typed day, focused, in its own chunk.
    const day = await screen.findByRole('button', { name: 'Friday, 14 March 2025 AD' });
    await waitFor(() => expect(day).toHaveFocus());
    expect(day).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('table', { name: 'March, 2025 AD' })).toBeInTheDocument();
    await user.keyboard('{ArrowRight}{ArrowDown}');
    expect(screen.getByRole('button', { name: 'Saturday, 22 March 2025 AD' })).toHaveFocus();
    await user.keyboard('{PageDown}');
    expect(screen.getByRole('button', { name: 'Tuesday, 22 April 2025 AD' })).toHaveFocus();
    expect(screen.getByRole('table', { name: 'April, 2025 AD' })).toBeInTheDocument();
    await user.keyboard('{Enter}');
    const field = screen.getByRole('textbox', { name: 'Born' });
    expect(field).toHaveValue('22 April 2025 AD');
    expect(field).toHaveAccessibleDescription('Reads as Tuesday, 22 April 2025 AD');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it("jumps to a year typed in the picker, in the calendar's eras", async () => {
    const user = userEvent.setup();
    render(<Born calendar={gregorian} initial="14 March 2025" />);
    await user.click(
      screen.getByRole('button', { name: 'Pick a day in Gregorian', description: 'for Born' }),
    );
    const year = await screen.findByRole('textbox', { name: 'Year' });
    await user.clear(year);
    await user.type(year, '40 BC{Enter}');
    expect(await screen.findByRole('table', { name: 'March, 40 BC' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Wednesday, 1 March 40 BC' }));
    expect(screen.getByRole('textbox', { name: 'Born' })).toHaveValue('1 March 40 BC');
  });

  it("gives a part form's world-date fields the page's calendar, and leaves other text fields alone", () => {
    render(
      <WorldDateCalendarProvider calendar={gregorian}>
        <PartFieldControl
          id="chapter-world-date"
          field={{ name: 'worldDate', label: 'World date', input: 'text', isRequired: false }}
          value="14/3/2025"
          error={undefined}
          onChange={() => {}}
        />
        <PartFieldControl
          id="chapter-title"
          field={{ name: 'title', label: 'Title', input: 'text', isRequired: true }}
          value="The river road"
          error={undefined}
          onChange={() => {}}
        />
      </WorldDateCalendarProvider>,
    );
    expect(screen.getByRole('textbox', { name: 'World date' })).toHaveAccessibleDescription(
      'Reads as Friday, 14 March 2025 AD',
    );
    expect(screen.getAllByRole('button', { name: 'Pick a day in Gregorian' })).toHaveLength(1);
    expect(screen.getByRole('textbox', { name: 'Title' })).not.toHaveAccessibleDescription();
  });
});
