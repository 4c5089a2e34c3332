import { memo, useMemo } from 'react';
import type { Calendar } from '../../../../common/time/calendar';
import { yearDays } from '../../../../common/time/engine';
import { cn } from '../../../lib/cn';
import type { EventPlacement } from '../model/event-placement';
import { type MonthOf, monthsOfYear, yearTitle } from '../model/month-grid';

export type YearOverviewProps = {
  calendar: Calendar;
  year: number;
  shown: MonthOf;
  onShow: (month: MonthOf) => void;
  placement: EventPlacement;
};

/** The year's months with their lengths and how many events each holds; choosing one shows it. */
export const YearOverview = memo(function YearOverview({
  calendar,
  year,
  shown,
  onShow,
  placement,
}: YearOverviewProps) {
  const months = monthsOfYear(calendar, year);
  // Counted once per placement, not per month shown: a month change reads twelve numbers.
  const counts = useMemo(() => eventsPerMonth(placement), [placement]);
  const eventsIn = (month: number) => counts.get(`${year}:${month}`) ?? 0;
  return (
    <section aria-labelledby="calendar-year" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="calendar-year" className="text-lg font-semibold text-fg">
          {yearTitle(calendar, year)}
        </h2>
        <p className="text-sm text-fg-muted">{yearDays(calendar, year)} days</p>
      </div>
      <ol className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        {months.map((month) => {
          const count = eventsIn(month.month);
          const isShown = shown.year === year && shown.month === month.month;
          return (
            <li key={month.month}>
              <button
                type="button"
                aria-current={isShown ? 'date' : undefined}
                onClick={() => onShow({ year, month: month.month })}
                className={cn(
                  'flex h-full w-full items-start gap-2 rounded-lg border px-3 py-2 text-left text-sm transition-colors duration-150 hover:border-fg-muted',
                  isShown ? 'border-accent bg-accent/10' : 'border-border bg-surface',
                )}
              >
                <span className="min-w-0">
                  <span className="block truncate font-medium text-fg">{month.name}</span>
                  <span className="block text-xs text-fg-muted">
                    {month.length} {month.length === 1 ? 'day' : 'days'}
                    {month.isIntercalary ? ' · festival' : ''}
                  </span>
                  {count > 0 ? (
                    <span className="mt-1 inline-block rounded-full bg-tone-blue-bg px-2 py-0.5 text-xs text-tone-blue-fg">
                      {count} {count === 1 ? 'event' : 'events'}
                    </span>
                  ) : null}
                </span>
              </button>
            </li>
          );
        })}
      </ol>
    </section>
  );
});

/** How many dated events each month holds, by "year:month". */
export function eventsPerMonth(placement: EventPlacement): Map<string, number> {
  const counts = new Map<string, number>();
  for (const { date } of placement.dated) {
    const key = `${date.date.year}:${date.date.month}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}
