const calendarDateFormat = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  weekday: 'short',
  timeZone: 'UTC',
});

/**
 * A calendar date stored as YYYY-MM-DD, written for people: "Fri, Nov 27, 2026". The date has no time
 * zone, so it is read and written in UTC to keep the same day wherever the browser is. Text that is not
 * such a date comes back unchanged.
 */
export function formatCalendarDate(date: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return date;
  const instant = Date.parse(`${date}T00:00:00Z`);
  if (Number.isNaN(instant)) return date;
  return calendarDateFormat.format(instant);
}

export const NOT_SCHEDULED = 'Not scheduled';

/** The next session as a card shows it. */
export function formatNextSession(date: string | null): string {
  return date === null ? NOT_SCHEDULED : formatCalendarDate(date);
}
