import { CircleAlert } from 'lucide-react';
import { memo } from 'react';
import { Link } from 'react-router';
import type { Calendar } from '../../../../common/time/calendar';
import { explainWorldDate } from '../../../../common/time/parse';
import type { UnreadDate } from '../model/unread-dates';
import { ScrollList } from './scroll-list';

/**
 * "N dates this calendar cannot read" (decision 051): every date of the owner's events, chapters,
 * sessions, lives and campaigns that the calendar leaves unread, with what it cannot read in it and a
 * link to the page where it is edited. Nothing when every date reads.
 */
export const UnreadDates = memo(function UnreadDates({
  calendar,
  dates,
}: {
  calendar: Calendar;
  dates: readonly UnreadDate[];
}) {
  if (dates.length === 0) return null;
  const count = dates.length;
  return (
    <section aria-labelledby="calendar-unread" className="flex flex-col gap-3">
      <h2 id="calendar-unread" className="flex items-center gap-2 text-lg font-semibold text-fg">
        <CircleAlert aria-hidden="true" className="size-4 text-tone-amber-fg" />
        {count} {count === 1 ? 'date' : 'dates'} this calendar cannot read
      </h2>
      <p className="text-sm text-fg-muted">
        They are kept as typed but stay off the grid and sort after every dated one. Open each to write it so{' '}
        {calendar.name} reads it (the field says what it reads as you type).
      </p>
      <ScrollList<UnreadDate>
        items={dates}
        label="Dates this calendar cannot read"
        ordered={false}
        rowHeight={52}
        maxHeight={312}
        getKey={(date) => date.key}
        renderRow={(date) => (
          <div className="flex h-[52px] min-w-0 flex-col justify-center text-sm">
            <span className="truncate">
              <Link to={date.href} className="font-medium text-accent-text underline underline-offset-2">
                {date.what}
              </Link>
              <span className="text-fg-muted">
                {' '}
                · {date.field}: “{date.text}”
              </span>
            </span>
            <span className="truncate text-xs text-fg-muted">
              {explainWorldDate(date.text, calendar) ?? `Not a date in ${calendar.name}`}
            </span>
          </div>
        )}
      />
    </section>
  );
});
