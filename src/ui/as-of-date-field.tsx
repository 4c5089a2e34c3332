import { useId } from 'react';
import type { Calendar } from '../../common/time/calendar';
import { readDateText } from '../../common/time/date-text';
import { formatDate } from '../../common/time/format';
import { explainWorldDate } from '../../common/time/parse';
import { Field } from './field';
import { Input } from './input';

/** The day an "as of" view is read at: the typed text's, or the calendar's today while it is empty. */
export function asOfDay(text: string, calendar: Calendar): { day: number; label: string } | undefined {
  const read = readDateText(text, calendar);
  if (read.kind === 'dated') return { day: read.world.day, label: read.formatted };
  if (read.kind === 'empty') {
    const today = readDateText(formatDate(calendar, calendar.today), calendar);
    return today.kind === 'dated' ? { day: today.world.day, label: today.formatted } : undefined;
  }
  return undefined;
}

/**
 * A date typed in the calendar ("Year 322 of the Ember Age, Thawmonth 5", or its own format), empty for
 * the calendar's today. Text the calendar cannot read says so under the field and keeps what was typed.
 */
export function AsOfDateField({
  calendar,
  value,
  onChange,
  label = 'As of',
}: {
  calendar: Calendar;
  value: string;
  onChange: (value: string) => void;
  label?: string;
}) {
  const id = useId();
  const isUnreadable = value.trim() !== '' && asOfDay(value, calendar) === undefined;
  return (
    <Field
      id={id}
      label={label}
      hint={`A date in ${calendar.name}, such as ${formatDate(calendar, calendar.today)}. Empty: today.`}
      error={isUnreadable ? unreadableMessage(value, calendar) : null}
    >
      <Input
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={formatDate(calendar, calendar.today)}
        maxLength={100}
        autoComplete="off"
      />
    </Field>
  );
}

/** "Not a date in Gregorian: “Marsh” is not a month, weekday or era of Gregorian" (decision 051). */
function unreadableMessage(text: string, calendar: Calendar): string {
  const problem = explainWorldDate(text, calendar);
  return problem === undefined
    ? `Not a date in ${calendar.name}`
    : `Not a date in ${calendar.name}: ${problem}`;
}
