import { useId, useState } from 'react';
import { Link } from 'react-router';
import { describeLife, lifeAsOf } from '../../../../common/time/as-of';
import type { Calendar } from '../../../../common/time/calendar';
import { AsOfDateField, asOfDay } from '../../../ui/as-of-date-field';
import { Card } from '../../../ui/card';

/** "Age 34 as of <date>", "Died aged 61", ... (common/time/as-of.ts), or '' when nothing can be said. */
export function ageLine(calendar: Calendar, life: { born: string; died: string }, asOf: string): string {
  const day = asOfDay(asOf, calendar);
  if (day === undefined) return '';
  const state = lifeAsOf(calendar, life, day.day);
  const said = describeLife(state);
  if (said === '' || state.state === 'dead') return said;
  return `${said} as of ${day.label}`;
}

/**
 * A character's age as of a date of the universe's calendar (decision 040): its today unless another
 * date is typed. Without a calendar, where to make one; without a readable birth, what to add.
 */
export function CharacterAge({
  calendar,
  life,
  calendarHref,
}: {
  calendar: Calendar | null | undefined;
  life: { born: string; died: string };
  calendarHref: string;
}) {
  const headingId = useId();
  const [asOf, setAsOf] = useState('');
  const line = calendar ? ageLine(calendar, life, asOf) : '';
  return (
    <Card className="flex flex-col gap-3 p-5" role="region" aria-labelledby={headingId}>
      <h3 id={headingId} className="text-base font-semibold text-fg">
        Age
      </h3>
      {calendar ? (
        <>
          <p className="text-sm text-fg" aria-live="polite">
            {line !== ''
              ? line
              : life.born.trim() === '' && life.died.trim() === ''
                ? 'Add when the character was born (Edit) to see their age.'
                : `The dates given are not dates in ${calendar.name}.`}
          </p>
          <AsOfDateField calendar={calendar} value={asOf} onChange={setAsOf} />
        </>
      ) : (
        <p className="text-sm text-fg-muted">
          Ages are counted in the universe's calendar.{' '}
          <Link to={calendarHref} className="text-accent-text underline underline-offset-2">
            Set up a calendar
          </Link>
        </p>
      )}
    </Card>
  );
}
