import { ChevronLeft, ChevronRight } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import type { Calendar, CalendarDate } from '../../../common/time/calendar';
import { dateFromDay, dayFromDate, daysInMonth, weekdayOfDay } from '../../../common/time/engine';
import { formatDate } from '../../../common/time/format';
import { readLenientDate } from '../../../common/time/lenient';
import { type MonthOf, monthGrid, monthTitle, stepMonth, weekKey } from '../../../common/time/month-grid';
import { cn } from '../../lib/cn';
import { IconButton } from '../button';
import { controlClasses } from '../input';
import { fullDate } from './read-back';

// The world-date picker's month grid (decision 051), its own chunk: a month of the owner's calendar as a
// table of day buttons with one tab stop (as the WAI-ARIA date picker dialog). Arrows move a day or a week, Page Up/Down a month (with Shift a
// year), Home/End the week's ends; Enter or Space picks; the year can be typed ("290 AF").

export default function MonthPicker({
  calendar,
  start,
  onPick,
}: {
  calendar: Calendar;
  start: CalendarDate;
  onPick: (date: CalendarDate) => void;
}) {
  const [focusDay, setFocusDay] = useState(() => dayFromDate(calendar, start));
  const selectedDay = useRef(dayFromDate(calendar, start)).current;
  const focused = dateFromDay(calendar, focusDay);
  const shown: MonthOf = { year: focused.year, month: focused.month };
  const grid = monthGrid(calendar, shown);
  const gridRef = useRef<HTMLTableElement>(null);
  const shouldFocus = useRef(true);
  const titleId = useId();
  const [yearText, setYearText] = useState<string | null>(null);
  const [yearProblem, setYearProblem] = useState<string | null>(null);
  const title = monthTitle(calendar, shown);
  const width = calendar.weekdays.length;

  // Focus follows the day moved to (on opening, and after each key), not after a click elsewhere.
  useEffect(() => {
    if (!shouldFocus.current) return;
    shouldFocus.current = false;
    gridRef.current?.querySelector<HTMLElement>(`[data-day="${focusDay}"]`)?.focus();
  }, [focusDay]);

  function moveTo(day: number) {
    shouldFocus.current = true;
    setFocusDay(day);
  }

  /** The same day of another month (the last one when it is shorter). */
  function inMonth(target: MonthOf | undefined): number | undefined {
    if (!target) return undefined;
    const length = daysInMonth(calendar, target.year, target.month);
    return dayFromDate(calendar, { ...target, day: Math.min(focused.day, length) });
  }

  function stepYear(step: 1 | -1): number | undefined {
    let target: MonthOf | undefined = shown;
    for (let index = 0; index < calendar.months.length && target; index += 1) {
      target = stepMonth(calendar, target, step);
    }
    // Across a year the month may be one that only comes some years: the nearest one after it.
    return inMonth(target);
  }

  function handleKey(event: KeyboardEvent<HTMLButtonElement>) {
    let next: number | undefined;
    const weekday = weekdayOfDay(calendar, focusDay);
    switch (event.key) {
      case 'ArrowLeft':
        next = focusDay - 1;
        break;
      case 'ArrowRight':
        next = focusDay + 1;
        break;
      case 'ArrowUp':
        next = focusDay - width;
        break;
      case 'ArrowDown':
        next = focusDay + width;
        break;
      case 'Home':
        next = focusDay - weekday;
        break;
      case 'End':
        next = focusDay + (width - 1 - weekday);
        break;
      case 'PageUp':
        next = event.shiftKey ? stepYear(-1) : inMonth(stepMonth(calendar, shown, -1));
        break;
      case 'PageDown':
        next = event.shiftKey ? stepYear(1) : inMonth(stepMonth(calendar, shown, 1));
        break;
      case 'Enter':
      case ' ':
        event.preventDefault();
        onPick(focused);
        return;
      default:
        return;
    }
    event.preventDefault();
    if (next !== undefined) moveTo(next);
  }

  function goToYear(text: string) {
    const month = calendar.months[shown.month - 1]?.name ?? '';
    const read = readLenientDate(`1 ${month} ${text}`, calendar);
    if (!read.ok) {
      setYearProblem(read.message);
      return;
    }
    setYearProblem(null);
    setYearText(null);
    setFocusDay(inMonth({ year: read.date.year, month: read.date.month }) ?? focusDay);
  }

  const yearShown = formatDate(calendar, { ...shown, day: 1 }, calendar.eras.length > 0 ? 'Y ERA' : 'Y');

  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-center justify-between gap-1">
        <IconButton
          size="sm"
          aria-label="Previous month"
          icon={<ChevronLeft aria-hidden="true" />}
          onClick={() => setFocusDay(inMonth(stepMonth(calendar, shown, -1)) ?? focusDay)}
        />
        <h2 id={titleId} aria-live="polite" className="grow text-center text-sm font-semibold">
          {title}
        </h2>
        <IconButton
          size="sm"
          aria-label="Next month"
          icon={<ChevronRight aria-hidden="true" />}
          onClick={() => setFocusDay(inMonth(stepMonth(calendar, shown, 1)) ?? focusDay)}
        />
      </div>
      <form
        className="flex items-center gap-2 text-xs"
        onSubmit={(event) => {
          event.preventDefault();
          event.stopPropagation();
          if (yearText !== null) goToYear(yearText);
        }}
      >
        <label htmlFor={`${titleId}-year`} className="text-fg-muted">
          Year
        </label>
        <input
          id={`${titleId}-year`}
          className={cn(controlClasses, 'h-7 min-w-0 grow px-2 text-xs')}
          value={yearText ?? yearShown}
          autoComplete="off"
          aria-invalid={yearProblem ? true : undefined}
          {...(yearProblem ? { 'aria-describedby': `${titleId}-year-problem` } : {})}
          onChange={(event) => setYearText(event.target.value)}
          onBlur={() => {
            if (yearText !== null) goToYear(yearText);
          }}
        />
      </form>
      {yearProblem ? (
        <p id={`${titleId}-year-problem`} className="text-xs text-danger-text">
          {yearProblem}
        </p>
      ) : null}
      {grid.weeks.length === 0 ? (
        <p className="text-fg-muted">{title} has no days this year.</p>
      ) : (
        <div className="overflow-x-auto">
          <table
            ref={gridRef}
            aria-labelledby={titleId}
            className="w-full border-collapse text-center text-xs"
          >
            <thead>
              <tr>
                {grid.weekdays.map((name) => (
                  <th key={name} scope="col" className="pb-1 font-medium text-fg-muted">
                    <span aria-hidden="true">{shortName(name, grid.weekdays)}</span>
                    <span className="sr-only">{name}</span>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {grid.weeks.map((week) => (
                <tr key={weekKey(week)}>
                  {week.map((cell) =>
                    cell.kind === 'blank' ? (
                      <td key={cell.key} />
                    ) : (
                      <td key={cell.day}>
                        <button
                          type="button"
                          data-day={cell.day}
                          tabIndex={cell.day === focusDay ? 0 : -1}
                          aria-pressed={cell.day === selectedDay}
                          {...(isToday(calendar, cell.day) ? { 'aria-current': 'date' as const } : {})}
                          aria-label={fullDate(calendar, dateFromDay(calendar, cell.day))}
                          className={cn(
                            'h-8 w-full min-w-8 rounded-md tabular-nums hover:bg-surface-raised focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring',
                            cell.day === selectedDay &&
                              'bg-accent font-semibold text-accent-fg hover:bg-accent-hover',
                            isToday(calendar, cell.day) &&
                              cell.day !== selectedDay &&
                              'font-semibold text-accent-text underline underline-offset-2',
                          )}
                          onKeyDown={handleKey}
                          onClick={() => onPick(dateFromDay(calendar, cell.day))}
                          onFocus={() => setFocusDay(cell.day)}
                        >
                          {cell.dayOfMonth}
                        </button>
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <p className="text-xs text-fg-muted">Arrows move, Page Up/Down change the month, Enter picks.</p>
    </div>
  );
}

function isToday(calendar: Calendar, day: number): boolean {
  return dayFromDate(calendar, calendar.today) === day;
}

/** A weekday's shortest start that no other weekday shares (at least two letters). */
function shortName(name: string, all: readonly string[]): string {
  for (let length = 2; length < name.length; length += 1) {
    const start = name.slice(0, length).toLowerCase();
    if (all.filter((other) => other.toLowerCase().startsWith(start)).length === 1)
      return name.slice(0, length);
  }
  return name;
}
