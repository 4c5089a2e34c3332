import type { Calendar } from '../../../../common/time/calendar';
import type { CalendarImport } from '../../../../common/time/calendar-import';
import { formatDate } from '../../../../common/time/format';

export type SummaryRow = { label: string; value: string };

const plural = (count: number, word: string) =>
  `${count.toLocaleString('en')} ${word}${count === 1 ? '' : 's'}`;

/** Names in a line, the first `shown` of them and how many more. */
export function nameList(names: readonly string[], shown = 12): string {
  if (names.length <= shown) return names.join(', ');
  return `${names.slice(0, shown).join(', ')} and ${names.length - shown} more`;
}

function monthsLine(calendar: Calendar): string {
  const festival = calendar.months.filter((month) => month.isIntercalary).length;
  const periodic = calendar.months.filter((month) => (month.everyYears ?? 1) > 1).length;
  const notes = [
    festival > 0 ? `${festival} intercalary` : '',
    periodic > 0 ? `${periodic} not every year` : '',
  ]
    .filter((note) => note !== '')
    .join(', ');
  const names = calendar.months.map((month) => `${month.name} (${month.length})`);
  return `${calendar.months.length}${notes ? ` (${notes})` : ''}: ${nameList(names)}`;
}

function leapLine(calendar: Calendar): string {
  if (calendar.leapDays.length === 0) return 'None';
  return calendar.leapDays
    .map(
      (leap) =>
        `${leap.month} +${plural(leap.days, 'day')} by the rule ${leap.rule}${leap.yearOffset !== 0 ? ` counted from year ${leap.yearOffset}` : ''}`,
    )
    .join('; ');
}

/** What an import will make, row by row, for the preview's list. */
export function importSummary(imported: CalendarImport): SummaryRow[] {
  const { calendar } = imported;
  return [
    { label: 'Calendar', value: calendar.name },
    { label: 'Months', value: monthsLine(calendar) },
    { label: 'Week', value: `${plural(calendar.weekdays.length, 'day')}: ${nameList(calendar.weekdays)}` },
    { label: 'Leap days', value: leapLine(calendar) },
    {
      label: 'Moons',
      value:
        calendar.moons.length === 0
          ? 'None'
          : calendar.moons.map((moon) => `${moon.name} (${plural(moon.cycleDays, 'day')})`).join(', '),
    },
    {
      label: 'Eras',
      value:
        calendar.eras.length === 0
          ? 'None'
          : calendar.eras
              .map(
                (era) =>
                  `${era.name} (${era.abbreviation})${era.start !== undefined ? ` from year ${era.start}` : ''}`,
              )
              .join(', '),
    },
    { label: 'Day', value: `${calendar.hoursPerDay} hours of ${calendar.minutesPerHour} minutes` },
    { label: 'Today', value: formatDate(calendar, calendar.today) },
    {
      label: 'Events',
      value: imported.events.length === 0 ? 'None' : plural(imported.events.length, 'event'),
    },
  ];
}
