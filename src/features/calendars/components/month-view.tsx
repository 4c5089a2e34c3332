import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useId } from 'react';
import type { Calendar } from '../../../../common/time/calendar';
import { formatDate } from '../../../../common/time/format';
import { cn } from '../../../lib/cn';
import { Button } from '../../../ui/button';
import type { EventPlacement } from '../model/event-placement';
import { type MonthOf, monthGrid, monthTitle, stepMonth } from '../model/month-grid';

export type MonthViewProps = {
  calendar: Calendar;
  shown: MonthOf;
  onShow: (month: MonthOf) => void;
  placement?: EventPlacement | undefined;
  /** The heading level that fits the page's outline. */
  headingLevel?: 2 | 3;
  /** The preview of a calendar being edited: no moving between months. */
  isPreview?: boolean;
};

/** A month as a table: weekdays as column headers, a row per week, each day's events in its cell. */
export function MonthView({
  calendar,
  shown,
  onShow,
  placement,
  headingLevel = 2,
  isPreview = false,
}: MonthViewProps) {
  const headingId = useId();
  const grid = monthGrid(calendar, shown);
  const title = monthTitle(calendar, shown);
  const previous = stepMonth(calendar, shown, -1);
  const next = stepMonth(calendar, shown, 1);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const isToday = (day: number) =>
    shown.year === calendar.today.year && shown.month === calendar.today.month && day === calendar.today.day;

  return (
    <div className="flex min-w-0 flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Heading id={headingId} className="text-lg font-semibold text-fg">
          {title}
        </Heading>
        {isPreview ? null : (
          <div className="flex gap-2">
            <Button
              size="sm"
              variant="secondary"
              disabled={previous === undefined}
              onClick={() => previous && onShow(previous)}
            >
              <ChevronLeft aria-hidden="true" />
              Previous month
            </Button>
            <Button
              size="sm"
              variant="secondary"
              disabled={next === undefined}
              onClick={() => next && onShow(next)}
            >
              Next month
              <ChevronRight aria-hidden="true" />
            </Button>
          </div>
        )}
      </div>
      <div className="overflow-x-auto rounded-lg border border-border">
        <table
          {...(isPreview ? { 'aria-label': `Preview of ${title}` } : { 'aria-labelledby': headingId })}
          className={cn(
            'w-full table-fixed border-collapse text-sm',
            isPreview ? 'min-w-[18rem]' : 'min-w-[36rem]',
          )}
        >
          <thead>
            <tr>
              {grid.weekdays.map((weekday) => (
                <th
                  key={weekday}
                  scope="col"
                  className="border-b border-border bg-surface-sunken px-1 py-2 text-center text-xs font-medium text-fg-muted"
                >
                  <span aria-hidden="true">{weekday.slice(0, 3)}</span>
                  <span className="sr-only">{weekday}</span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {grid.weeks.map((week) => (
              <tr key={week.map((cell) => (cell.kind === 'day' ? cell.day : cell.key)).join()}>
                {week.map((cell) => {
                  if (cell.kind === 'blank') {
                    return <td key={cell.key} className="border-t border-border bg-surface-sunken/40" />;
                  }
                  const events = placement?.byDay.get(cell.day) ?? [];
                  const date = formatDate(calendar, { ...shown, day: cell.dayOfMonth });
                  return (
                    <td
                      key={cell.day}
                      className={cn(
                        'border-t border-l border-border p-1 align-top first:border-l-0',
                        isPreview ? 'h-9' : 'h-20',
                        isToday(cell.dayOfMonth) && 'bg-accent/10',
                      )}
                    >
                      <span
                        className={cn(
                          'inline-flex size-6 items-center justify-center rounded-full text-xs tabular-nums',
                          isToday(cell.dayOfMonth)
                            ? 'bg-accent font-semibold text-accent-fg'
                            : 'text-fg-muted',
                        )}
                      >
                        <span className="sr-only">{date}</span>
                        <span aria-hidden="true">{cell.dayOfMonth}</span>
                      </span>
                      {events.length > 0 ? (
                        <ul className="mt-1 flex flex-col gap-1">
                          {events.map(({ event }) => (
                            <li
                              key={event.id}
                              className="truncate rounded bg-tone-blue-bg px-1.5 py-0.5 text-xs text-tone-blue-fg"
                              title={`${event.title} (${event.date})`}
                            >
                              {event.title}
                            </li>
                          ))}
                        </ul>
                      ) : null}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
