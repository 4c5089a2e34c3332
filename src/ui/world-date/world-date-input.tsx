import { CalendarDays, CircleAlert } from 'lucide-react';
import { Popover } from 'radix-ui';
import { lazy, Suspense, useId, useState } from 'react';
import { WORLD_DATE_MAX } from '../../../common/domain/shared';
import type { Calendar, CalendarDate } from '../../../common/time/calendar';
import { formatDate } from '../../../common/time/format';
import { parseWorldDate } from '../../../common/time/parse';
import { IconButton } from '../button';
import { Input } from '../input';
import { useWorldDateCalendar } from './owner';
import { readBack } from './read-back';

// The month grid is its own chunk, loaded when a picker first opens (never on /login).
const MonthPicker = lazy(() => import('./month-picker'));

export type WorldDateInputProps = {
  value: string;
  onChange: (value: string) => void;
  /** The calendar to read in; left out: the page owner's (WorldDateOwnerProvider); null: none. */
  calendar?: Calendar | null;
  name?: string;
  /** The control's id, when the form focuses it by id (a Field around it gives one otherwise). */
  id?: string;
  /** Shown while empty when there is no calendar to take an example from. */
  placeholder?: string;
  maxLength?: number;
  readOnly?: boolean;
  /** The field's label, describing the picker's button ("Pick a day in Gregorian" "for Born"). */
  label?: string;
};

/**
 * A date of the world, typed as the author likes (decision 051): under it, live, the day the owner's
 * calendar reads in it ("Reads as Tuesday, 14 March 2025 AD"), which part it cannot read, or, while
 * empty, the format by example; beside it, a button opening a month grid of that calendar. What is typed
 * is never replaced except by a day picked. Without a calendar it is a plain text field.
 */
export function WorldDateInput({
  value,
  onChange,
  calendar: given,
  name,
  id,
  placeholder,
  maxLength = WORLD_DATE_MAX,
  readOnly = false,
  label = 'the date',
}: WorldDateInputProps) {
  const calendar = useWorldDateCalendar(given);
  const readBackId = useId();
  const input = (
    <Input
      {...(id === undefined ? {} : { id })}
      {...(name === undefined ? {} : { name })}
      value={value}
      autoComplete="off"
      maxLength={maxLength}
      readOnly={readOnly}
      placeholder={calendar ? formatDate(calendar, calendar.today) : placeholder}
      {...(calendar ? { 'aria-describedby': readBackId } : {})}
      onChange={(event) => onChange(event.target.value)}
    />
  );
  if (!calendar) return input;
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-center gap-2">
        {input}
        {readOnly ? null : (
          <WorldDatePicker calendar={calendar} value={value} label={label} onPick={onChange} />
        )}
      </div>
      <ReadBackLine id={readBackId} text={value} calendar={calendar} />
    </div>
  );
}

function ReadBackLine({ id, text, calendar }: { id: string; text: string; calendar: Calendar }) {
  const read = readBack(text, calendar);
  return (
    <p id={id} aria-live="polite" className="text-xs text-fg-muted">
      {read.kind === 'empty' ? (
        `In ${calendar.name}, as in ${read.example}; the weekday and era may be left out.`
      ) : read.kind === 'dated' ? (
        <>
          Reads as <span className="font-medium text-fg">{read.shown}</span>
          {read.qualifier ? <> ({read.qualifier})</> : null}
        </>
      ) : (
        <span className="inline-flex items-start gap-1.5 font-medium text-tone-amber-fg">
          <CircleAlert aria-hidden="true" className="mt-px size-3.5 shrink-0" />
          <span>Not read as a date: {read.problem}. It is kept as typed.</span>
        </span>
      )}
    </p>
  );
}

/** The picker's button and, once opened, the month grid of the calendar, on the typed day or today. */
export function WorldDatePicker({
  calendar,
  value,
  label,
  onPick,
}: {
  calendar: Calendar;
  value: string;
  label: string;
  onPick: (text: string) => void;
}) {
  const [isOpen, setIsOpen] = useState(false);
  const forId = useId();
  const start: CalendarDate = parseWorldDate(value, calendar)?.date ?? calendar.today;
  return (
    <Popover.Root open={isOpen} onOpenChange={setIsOpen}>
      <Popover.Trigger asChild>
        {/* Named without the field's label, so that finding the field by its label finds the field alone. */}
        <IconButton
          variant="secondary"
          aria-label={`Pick a day in ${calendar.name}`}
          aria-describedby={forId}
          icon={<CalendarDays aria-hidden="true" />}
        />
      </Popover.Trigger>
      <span id={forId} className="sr-only">
        for {label}
      </span>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={6}
          collisionPadding={12}
          aria-label={`Pick a date in ${calendar.name}`}
          className="z-50 w-[min(22rem,calc(100vw-1.5rem))] rounded-lg border border-border bg-surface p-3 text-sm text-fg shadow-lg data-[state=open]:animate-fade-in"
          // The grid focuses its day itself once it is loaded.
          onOpenAutoFocus={(event) => event.preventDefault()}
        >
          <Suspense fallback={<p className="p-4 text-center text-fg-muted">Loading the calendar…</p>}>
            <MonthPicker
              calendar={calendar}
              start={{ year: start.year, month: start.month, day: start.day }}
              onPick={(date) => {
                onPick(formatDate(calendar, date));
                setIsOpen(false);
              }}
            />
          </Suspense>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
