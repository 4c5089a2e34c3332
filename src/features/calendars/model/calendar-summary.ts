import type { Calendar } from '../../../../common/time/calendar';

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** A calendar in a line: "12 months, a 7-day week, 2 eras, 2 moons". */
export function calendarSummary(calendar: Calendar): string {
  const parts = [plural(calendar.months.length, 'month'), `a ${calendar.weekdays.length}-day week`];
  if (calendar.leapDays.length > 0) parts.push(plural(calendar.leapDays.length, 'leap rule'));
  if (calendar.eras.length > 0) parts.push(plural(calendar.eras.length, 'era'));
  if (calendar.moons.length > 0) parts.push(plural(calendar.moons.length, 'moon'));
  return parts.join(', ');
}

/** The file an exported calendar is saved as: its name in lower case, words joined by hyphens. */
export function calendarFileName(calendar: Calendar): string {
  const slug = calendar.name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${slug || 'calendar'}.calendar.json`;
}
