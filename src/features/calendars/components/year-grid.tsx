import type { Calendar } from '../../../../common/time/calendar';
import { cn } from '../../../lib/cn';
import type { DatedEntry } from '../model/dated-entries';
import {
  isTodayIn,
  type MonthOf,
  monthGrid,
  monthsOfYear,
  monthTitle,
  weekKey,
  yearTitle,
} from '../model/month-grid';

/**
 * The whole year as small months: each day marked when something happens on it, each month's name
 * leading to its month grid.
 */
export function YearGrid({
  calendar,
  year,
  entries,
  onShow,
}: {
  calendar: Calendar;
  year: number;
  entries: ReadonlyMap<number, readonly DatedEntry[]>;
  onShow: (month: MonthOf) => void;
}) {
  return (
    <section aria-labelledby="year-grid-heading" className="flex flex-col gap-3">
      <h2 id="year-grid-heading" className="text-lg font-semibold text-fg">
        {yearTitle(calendar, year)}
      </h2>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
        {monthsOfYear(calendar, year).map((month) => (
          <SmallMonth
            key={month.month}
            calendar={calendar}
            shown={{ year, month: month.month }}
            entries={entries}
            onShow={onShow}
          />
        ))}
      </div>
    </section>
  );
}

function SmallMonth({
  calendar,
  shown,
  entries,
  onShow,
}: {
  calendar: Calendar;
  shown: MonthOf;
  entries: ReadonlyMap<number, readonly DatedEntry[]>;
  onShow: (month: MonthOf) => void;
}) {
  const grid = monthGrid(calendar, shown);
  const title = monthTitle(calendar, shown);
  const name = calendar.months[shown.month - 1]?.name ?? title;
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <button
        type="button"
        aria-label={`Show ${title}`}
        onClick={() => onShow(shown)}
        className="w-fit rounded text-left text-sm font-semibold text-fg hover:text-accent-text hover:underline"
      >
        {name}
      </button>
      <table aria-label={title} className="w-full table-fixed border-collapse text-center text-[11px]">
        <thead>
          <tr>
            {grid.weekdays.map((weekday) => (
              <th key={weekday} scope="col" className="py-0.5 font-medium text-fg-muted">
                <span aria-hidden="true">{weekday.slice(0, 1)}</span>
                <span className="sr-only">{weekday}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {grid.weeks.map((week) => (
            <tr key={weekKey(week)}>
              {week.map((cell) => {
                if (cell.kind === 'blank') return <td key={cell.key} />;
                const count = entries.get(cell.day)?.length ?? 0;
                const isToday = isTodayIn(calendar, shown, cell.dayOfMonth);
                return (
                  <td
                    key={cell.day}
                    aria-current={isToday ? 'date' : undefined}
                    className={cn(
                      'py-0.5 tabular-nums',
                      isToday
                        ? 'rounded bg-accent font-semibold text-accent-fg'
                        : count > 0
                          ? 'font-semibold text-fg'
                          : 'text-fg-muted',
                    )}
                  >
                    {cell.dayOfMonth}
                    {count > 0 ? (
                      <>
                        <span
                          aria-hidden="true"
                          className="mx-auto block size-1 rounded-full bg-tone-blue-fg"
                        />
                        <span className="sr-only">, {count === 1 ? '1 entry' : `${count} entries`}</span>
                      </>
                    ) : null}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
