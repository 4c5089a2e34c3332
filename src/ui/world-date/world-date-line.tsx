import { Hourglass } from 'lucide-react';
import { memo } from 'react';
import { parseWorldDate } from '../../../common/time/parse';
import { cn } from '../../lib/cn';
import { useWorldDateCalendar } from './owner';
import { fullDate } from './read-back';

/**
 * The day the page's calendar reads in a date text, written in full ("Friday, 14 March 2025 AD"), when
 * that says more than the text itself; nothing otherwise. For lists that already show the text.
 */
export const WorldDateReading = memo(function WorldDateReading({
  text,
  className,
}: {
  text: string;
  className?: string;
}) {
  const calendar = useWorldDateCalendar();
  if (!calendar) return null;
  const read = parseWorldDate(text, calendar);
  if (!read) return null;
  const shown = withQualifier(fullDate(calendar, read.date), read.qualifier);
  if (shown.toLowerCase() === text.trim().toLowerCase()) return null;
  return <span className={cn('block truncate text-xs text-fg-muted', className)}>{shown}</span>;
});

/**
 * "In the world: Friday, 14 March 2025 AD" under an item of a list (a session, a chapter): its date of
 * the world as the page's calendar reads it, or as typed (saying so when the calendar cannot read it).
 * Nothing when it has none.
 */
export function WorldDateLine({ text, className }: { text: string | undefined; className?: string }) {
  const calendar = useWorldDateCalendar();
  const typed = (text ?? '').trim();
  if (typed === '') return null;
  const read = calendar ? parseWorldDate(typed, calendar) : undefined;
  return (
    <span className={cn('flex items-center gap-1.5 text-xs text-fg-muted', className)}>
      <Hourglass aria-hidden="true" className="size-3.5 shrink-0" />
      <span className="min-w-0 truncate">
        In the world:{' '}
        <span className="text-fg">
          {calendar && read ? withQualifier(fullDate(calendar, read.date), read.qualifier) : typed}
        </span>
        {calendar && !read ? ` (not a date in ${calendar.name})` : null}
      </span>
    </span>
  );
}

/** "Ashday, 2 Seedmonth, Year 320 of the Ember Age (dusk)": the words after a date that pin no day. */
function withQualifier(shown: string, qualifier: string | undefined): string {
  return qualifier ? `${shown} (${qualifier})` : shown;
}
