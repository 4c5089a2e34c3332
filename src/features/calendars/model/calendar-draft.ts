import { type Calendar, calendarSchema } from '../../../../common/time/calendar';

/**
 * A calendar being edited: the calendar's shape, with any number a person has cleared held as NaN
 * (the schema says "… must be a number") rather than quietly as 0.
 */
export type CalendarDraft = Calendar;

/** A number field's text as the draft holds it: NaN when blank or not a number. */
export function numberFromText(text: string): number {
  return text.trim() === '' ? Number.NaN : Number(text);
}

/** A number as its field shows it: blank for NaN. */
export function textOfNumber(value: number | undefined): string {
  return value === undefined || Number.isNaN(value) ? '' : String(value);
}

/** The draft as a calendar, or every problem as "where: message" in words for the editor. */
export function checkDraft(
  draft: CalendarDraft,
): { ok: true; calendar: Calendar } | { ok: false; errors: string[] } {
  const result = calendarSchema.safeParse(draft);
  if (result.success) return { ok: true, calendar: result.data };
  const errors = result.error.issues.map((issue) => {
    const where = placeOf(draft, issue.path);
    return where === '' ? issue.message : `${where}: ${issue.message}`;
  });
  return { ok: false, errors: [...new Set(errors)] };
}

const LIST_LABELS: Record<string, string> = {
  months: 'Month',
  leapDays: 'Leap rule',
  eras: 'Era',
  moons: 'Moon',
  weekdays: 'Weekday',
};

/** "Month 3" for `months.2.length`; empty for a problem of the whole calendar or a single field. */
function placeOf(_draft: CalendarDraft, path: readonly PropertyKey[]): string {
  const [list, index] = path;
  const label = typeof list === 'string' ? LIST_LABELS[list] : undefined;
  if (label === undefined || typeof index !== 'number') return '';
  return `${label} ${index + 1}`;
}

export const replaceAt = <T>(list: readonly T[], index: number, value: T): T[] =>
  list.map((entry, at) => (at === index ? value : entry));

export const removeAt = <T>(list: readonly T[], index: number): T[] => list.filter((_, at) => at !== index);

/** A name not yet in the list: "Month 13", "Month 14", ... */
export function freshName(prefix: string, taken: readonly string[]): string {
  const names = new Set(taken.map((name) => name.toLowerCase()));
  let number = taken.length + 1;
  while (names.has(`${prefix} ${number}`.toLowerCase())) number += 1;
  return `${prefix} ${number}`;
}

/** Renames a month and the leap rules that name it, so a rename never breaks a rule. */
export function renameMonth(draft: CalendarDraft, index: number, name: string): CalendarDraft {
  const old = draft.months[index]?.name ?? '';
  return {
    ...draft,
    months: draft.months.map((month, at) => (at === index ? { ...month, name } : month)),
    leapDays: draft.leapDays.map((leap) =>
      leap.month.toLowerCase() === old.toLowerCase() ? { ...leap, month: name } : leap,
    ),
  };
}
