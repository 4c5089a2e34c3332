import type { Calendar } from '../../common/time/calendar';
import { readDateText } from '../../common/time/date-text';

/**
 * A date of the world as typed, and what the owner's calendar reads in it (decision 040): the calendar's
 * own way of writing the day beside the text when it differs, or a quiet "not a date in <calendar>" when
 * the calendar cannot read it. Without a calendar, the text alone.
 */
export function WorldDateText({ text, calendar }: { text: string; calendar: Calendar | null | undefined }) {
  if (text.trim() === '') return <span className="text-fg-muted italic">Not set</span>;
  if (!calendar) return <span>{text}</span>;
  const read = readDateText(text, calendar);
  if (read.kind === 'undated') {
    return (
      <span className="flex flex-wrap items-baseline gap-x-2">
        <span>{text}</span>
        <span className="text-xs text-fg-muted">not a date in {calendar.name}</span>
      </span>
    );
  }
  if (read.kind === 'empty' || read.formatted === read.text) return <span>{text}</span>;
  return (
    <span className="flex flex-wrap items-baseline gap-x-2">
      <span>{text}</span>
      <span className="text-xs text-fg-muted">{read.formatted}</span>
    </span>
  );
}
