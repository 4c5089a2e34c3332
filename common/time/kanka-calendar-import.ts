// A calendar of a Kanka campaign export (its `calendars/<slug>.json`, decision 081) as a Fablehold
// calendar, through the calendar imports' one model (decision 054): the same names clean-up, the same
// notes of what is not carried or carried differently, the same final check by the engine's schema.
//
// Kanka keeps a calendar's lists as JSON text in its row (`months`, `weekdays`, `years`, `moons`,
// `seasons`, `week_names`, `month_aliases`), so each is read from a string or, as a re-saved file may
// have it, an array. Months are `{ name, length, type: 'standard' | 'intercalary' }`; a leap year adds
// `leap_year_amount` days to month `leap_year_month` (1-based) every `leap_year_offset` years from the
// year `leap_year_start`; `date` is today ("1122-3-15", a leading "-" for years before 0); `suffix` is
// written after the year ("DR"), an era here; `start_offset` shifts the week.
import { z } from 'zod';
import type { CalendarInput, Moon } from './calendar';
import { calendarLimits } from './calendar';
import { mod } from './cycles';
import {
  type CalendarImport,
  checkConverted,
  count,
  ImportNotes,
  listNames,
  looseNumber,
  namesFor,
  objectOf,
  overLimit,
} from './imported-calendar';

export type KankaCalendarImport = Omit<CalendarImport, 'source' | 'events'>;
export type KankaCalendarResult = { ok: true; value: KankaCalendarImport } | { ok: false; errors: string[] };

/** One of Kanka's JSON-in-text fields as a value (an array or object); undefined when empty or unreadable. */
function listField(value: unknown): unknown {
  if (typeof value !== 'string') return value ?? undefined;
  if (value.trim() === '') return undefined;
  try {
    return JSON.parse(value);
  } catch {
    return null;
  }
}

function numberOf(value: unknown): number | undefined {
  const parsed = looseNumber.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

const truthy = (value: unknown) => value === true || value === 1 || value === '1';

const monthShape = z.looseObject({
  name: z.union([z.string(), z.number()]).optional(),
  length: looseNumber,
  type: z.string().optional(),
});

/** Today from Kanka's `date` ("1122-3-15", "-40-1-1", or a year and month only). */
function readToday(raw: unknown): { year: number; month: number; day: number } | undefined {
  const match = typeof raw === 'string' ? /^(-?)(\d+)(?:-(\d+))?(?:-(\d+))?$/.exec(raw.trim()) : null;
  if (!match) return undefined;
  const year = Number(match[2]) * (match[1] === '-' ? -1 : 1);
  return { year, month: Number(match[3] ?? 1) || 1, day: Number(match[4] ?? 1) || 1 };
}

/**
 * A Kanka calendar row as a calendar. `fallbackName` names one whose row has no name (never in a real
 * export: Kanka requires one).
 */
export function readKankaCalendar(row: Record<string, unknown>, fallbackName: string): KankaCalendarResult {
  const notes = new ImportNotes();
  const rawMonths = listField(row.months);
  const rawWeekdays = listField(row.weekdays);
  if (!Array.isArray(rawMonths) || rawMonths.length === 0) {
    return { ok: false, errors: ['The calendar has no months'] };
  }
  if (!Array.isArray(rawWeekdays) || rawWeekdays.length === 0) {
    return { ok: false, errors: ['The calendar has no weekdays'] };
  }
  const refusal = overLimit(rawMonths.length, rawWeekdays.length);
  if (refusal) return { ok: false, errors: [refusal] };

  const shapes = rawMonths.map((month) => monthShape.safeParse(month));
  const names = namesFor(
    'Month',
    shapes.map((shape) => (shape.success ? shape.data.name : undefined)),
    notes,
  );
  const errors: string[] = [];
  const months = shapes.map((shape, index) => {
    const name = names[index] as string;
    const length = shape.success ? Math.round(shape.data.length) : Number.NaN;
    if (!Number.isInteger(length) || length < 1 || length > calendarLimits.monthLength) {
      errors.push(`The month "${name}" has no length from 1 to ${calendarLimits.monthLength}`);
    }
    const isIntercalary = shape.success && shape.data.type === 'intercalary';
    return { name, length, isIntercalary, yearOffset: 0 };
  });
  if (errors.length > 0) return { ok: false, errors };
  const weekdays = namesFor('Weekday', rawWeekdays, notes);

  // Leap years: N days more at the end of one month, every so many years from a starting year.
  const leapDays: CalendarInput['leapDays'] = [];
  if (truthy(row.has_leap_year)) {
    const amount = Math.round(numberOf(row.leap_year_amount) ?? 1);
    const every = Math.round(numberOf(row.leap_year_offset) ?? 0);
    const monthIndex = Math.round(numberOf(row.leap_year_month) ?? 1) - 1;
    const month = months[monthIndex];
    if (month === undefined || month.isIntercalary || every < 1 || amount < 1) {
      notes.lost('The leap year (its month, interval or days are not ones a leap rule can hold)');
    } else {
      const start = Math.round(numberOf(row.leap_year_start) ?? 0);
      leapDays.push({
        month: month.name,
        rule: String(every),
        days: Math.min(amount, calendarLimits.monthLength),
        yearOffset: mod(start, every),
      });
    }
  }

  const startOffset = Math.round(numberOf(row.start_offset) ?? 0);
  const suffix = typeof row.suffix === 'string' ? row.suffix.trim() : '';
  const eras: CalendarInput['eras'] = [];
  if (suffix !== '') {
    const [era] = namesFor('Era', [suffix], notes);
    if (era !== undefined) eras.push({ name: era, abbreviation: era, count: 'continue' });
  }
  const today = readToday(row.date);
  if (today === undefined && row.date !== undefined && row.date !== null && row.date !== '') {
    notes.lost(`The current date "${String(row.date)}" (not a year-month-day date); today is year 1`);
  }
  const input: CalendarInput = {
    name: namesFor('Calendar', [typeof row.name === 'string' ? row.name : fallbackName], notes)[0] as string,
    months,
    weekdays,
    firstWeekday: mod(startOffset, weekdays.length),
    leapDays,
    hasYearZero: true,
    eras,
    moons: readMoons(listField(row.moons), notes),
    format: eras.length > 0 ? 'D MMMM Y ERA' : 'D MMMM Y',
    today: today ?? { year: 1, month: 1, day: 1 },
  };
  noteLost(row, notes);
  const checked = checkConverted(input);
  if (!checked.ok) return checked;
  return {
    ok: true,
    value: { calendar: checked.calendar, notCarried: notes.notCarried, changed: notes.changed },
  };
}

function readMoons(raw: unknown, notes: ImportNotes): Moon[] {
  if (!Array.isArray(raw)) return [];
  const rows = raw.map((moon) => objectOf(moon) ?? {});
  if (rows.length > calendarLimits.moons) notes.lost(`Moons past the first ${calendarLimits.moons}`);
  const kept = rows.slice(0, calendarLimits.moons);
  const names = namesFor(
    'Moon',
    kept.map((moon) => moon.name),
    notes,
  );
  return names.map((name, index) => {
    const moon = kept[index] ?? {};
    const cycle = numberOf(moon.fullmoon) ?? 30;
    const cycleDays = Math.min(100_000, Math.max(1, Math.round(cycle)));
    if (cycleDays !== cycle) {
      notes.change(
        `The moon "${name}" has a cycle of ${cycle} days; here cycles are whole days, so it is ${cycleDays}`,
      );
    }
    const offset = Math.round(numberOf(moon.offset) ?? 0);
    return { name, cycleDays, offsetDays: mod(offset, cycleDays) };
  });
}

/** What a Kanka calendar has that a calendar here does not, each named. */
function noteLost(row: Record<string, unknown>, notes: ImportNotes) {
  const years = objectOf(listField(row.years));
  const named = years === undefined ? [] : Object.entries(years).filter(([, name]) => name !== '');
  if (named.length > 0) {
    notes.lost(
      `${count(named.length, 'named year')}: ${listNames(named.map(([year, name]) => `${year} ${String(name)}`))}`,
    );
  }
  const seasons = listField(row.seasons);
  if (Array.isArray(seasons) && seasons.length > 0) {
    const names = seasons.map((season) => String(objectOf(season)?.name ?? '')).filter(Boolean);
    notes.lost(`${count(seasons.length, 'season')}: ${listNames(names)}`);
  }
  const weeks = listField(row.week_names);
  if (Array.isArray(weeks) ? weeks.length > 0 : objectOf(weeks) !== undefined) notes.lost('Names of weeks');
  const aliases = listField(row.month_aliases);
  if (Array.isArray(aliases) ? aliases.length > 0 : objectOf(aliases) !== undefined)
    notes.lost('Other names of months');
  if (typeof row.reset === 'string' && row.reset !== '')
    notes.lost(`The week starting again each ${row.reset === 'month' ? 'month' : 'year'}`);
}
