import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useId, useState } from 'react';
import type { Calendar } from '../../../../common/time/calendar';
import { moonPhases } from '../../../../common/time/engine';
import { formatDate } from '../../../../common/time/format';
import { cn } from '../../../lib/cn';
import { Button } from '../../../ui/button';
import type { DatedEntry } from '../model/dated-entries';
import { isTodayIn, type MonthOf, monthGrid, monthTitle, stepMonth, weekKey } from '../model/month-grid';
import { DayEntries } from './day-entries';
import { MoonGlyph } from './moon-glyph';

export type MonthViewProps = {
  calendar: Calendar;
  shown: MonthOf;
  onShow: (month: MonthOf) => void;
  /** What each day holds (events, sessions, birthdays), by day number. */
  entries?: ReadonlyMap<number, readonly DatedEntry[]> | undefined;
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
  entries,
  headingLevel = 2,
  isPreview = false,
}: MonthViewProps) {
  const headingId = useId();
  const grid = monthGrid(calendar, shown);
  const title = monthTitle(calendar, shown);
  const previous = stepMonth(calendar, shown, -1);
  const next = stepMonth(calendar, shown, 1);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  // Days whose "+N more" was opened; day numbers are unique, so other months are unaffected.
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(() => new Set());
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
      {/* Scrolls sideways inside its own region on a narrow screen (the page stays the screen's width: its
          inline size is contained, so the table's minimum width does not widen the page, and it is the
          containing block of the days' visually hidden dates, which would otherwise overflow the page). */}
      <section
        aria-label={isPreview ? `Preview of ${title}, days` : `${title}, days`}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a wide table scrolls sideways; focus lets keyboards scroll it
        tabIndex={0}
        className="relative overflow-x-auto rounded-lg border border-border [contain:inline-size] focus-visible:outline-2 focus-visible:outline-accent"
      >
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
              <tr key={weekKey(week)}>
                {week.map((cell) => {
                  if (cell.kind === 'blank') {
                    return <td key={cell.key} className="border-t border-border bg-surface-sunken/40" />;
                  }
                  const dayEntries = entries?.get(cell.day) ?? [];
                  const date = formatDate(calendar, { ...shown, day: cell.dayOfMonth });
                  const isTodayCell = isTodayIn(calendar, shown, cell.dayOfMonth);
                  return (
                    <td
                      key={cell.day}
                      aria-current={isTodayCell ? 'date' : undefined}
                      className={cn(
                        'border-t border-l border-border p-1 align-top first:border-l-0',
                        isPreview ? 'h-9' : 'h-20',
                        isTodayCell && 'bg-accent/10',
                      )}
                    >
                      <div className="flex items-center justify-between gap-1">
                        <span
                          className={cn(
                            'inline-flex size-6 items-center justify-center rounded-full text-xs tabular-nums',
                            isTodayCell ? 'bg-accent font-semibold text-accent-fg' : 'text-fg-muted',
                          )}
                        >
                          <span className="sr-only">{isTodayCell ? `${date} (today)` : date}</span>
                          <span aria-hidden="true">{cell.dayOfMonth}</span>
                        </span>
                        {isPreview || calendar.moons.length === 0 ? null : (
                          <span className="flex gap-0.5">
                            {moonPhases(calendar, cell.day).map((phase) => (
                              <MoonGlyph key={phase.moon} phase={phase} />
                            ))}
                          </span>
                        )}
                      </div>
                      {dayEntries.length > 0 ? (
                        <DayEntries
                          entries={dayEntries}
                          date={date}
                          isExpanded={expanded.has(cell.day)}
                          onExpand={() => setExpanded((current) => new Set(current).add(cell.day))}
                        />
                      ) : null}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </div>
  );
}
