import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { Calendar } from '../../../../common/time/calendar';
import { gregorian } from '../../../../common/time/presets';
import { LeapRulesEditor, MonthsEditor } from './editor-lists';

function Editors({ start, onDraft }: { start: Calendar; onDraft: (draft: Calendar) => void }) {
  const [draft, setDraft] = useState(start);
  const change = (next: Calendar) => {
    setDraft(next);
    onDraft(next);
  };
  return (
    <>
      <MonthsEditor draft={draft} onChange={change} />
      <LeapRulesEditor draft={draft} onChange={change} />
    </>
  );
}

describe('the calendar editor’s months and leap rules', () => {
  it('makes a month appear every N years, counted from a year, and moves a leap rule’s count', async () => {
    const user = userEvent.setup();
    let latest = gregorian;
    render(<Editors start={gregorian} onDraft={(draft) => (latest = draft)} />);
    const march = screen.getAllByRole('listitem')[2] as HTMLElement;
    expect(within(march).queryByLabelText('Counting from year')).not.toBeInTheDocument();

    const every = within(march).getByLabelText('Every (years)');
    expect(every).toHaveValue('1');
    await user.clear(every);
    await user.type(every, '4');
    expect(latest.months[2]?.everyYears).toBe(4);
    const from = within(march).getByLabelText('Counting from year');
    await user.clear(from);
    await user.type(from, '2');
    expect(latest.months[2]?.yearOffset).toBe(2);

    // Back to every year: no rule is kept, and the start year goes with it.
    await user.clear(every);
    await user.type(every, '1');
    expect(latest.months[2]?.everyYears).toBeUndefined();
    expect(within(march).queryByLabelText('Counting from year')).not.toBeInTheDocument();

    const leapFrom = screen.getAllByLabelText('Counting from year').at(-1) as HTMLElement;
    await user.clear(leapFrom);
    await user.type(leapFrom, '3');
    expect(latest.leapDays[0]?.yearOffset).toBe(3);
  });
});
