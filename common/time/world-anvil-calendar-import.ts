// A calendar of a World Anvil world export (an entity whose `entityClass` is "Calendar", decision 097) as
// a Fablehold calendar, through the calendar imports' one model (decision 054): the same names clean-up,
// the same notes of what is not carried or carried differently, the same final check by the engine's
// schema.
//
// The shape is read leniently, since it is known from World Anvil's calendar editor and API, not from a
// real export (decision 097 lists the guesses): `months` as objects with a name (`title` or `name`), a
// length (`length` or `days`) and an intercalary flag (`isIntercalary` or `intercalary`); `weekdays` as
// names or objects with one; `moons` with a cycle (`cycle` or `cycleLength`, days) and a shift (`shift` or
// `offset`); today as `currentYear`, `currentMonth`, `currentDay` (or `today: {year, month, day}`); a year
// abbreviation (`yearAbbreviation`) as one era; `hasYearZero` (true unless it says false).
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

export type WorldAnvilCalendarImport = Omit<CalendarImport, 'source' | 'events'>;
export type WorldAnvilCalendarResult =
  | { ok: true; value: WorldAnvilCalendarImport }
  | { ok: false; errors: string[] };

type Row = Record<string, unknown>;

function numberOf(value: unknown): number | undefined {
  const parsed = looseNumber.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

/** A name from a string, or from an object's `title` or `name`. */
function nameOf(value: unknown): unknown {
  const row = objectOf(value);
  return row === undefined ? value : (row.title ?? row.name);
}

const flag = (value: unknown) => value === true || value === 1 || value === '1' || value === 'true';

const monthShape = z.looseObject({ length: looseNumber });

/** A World Anvil calendar entity as a calendar. `fallbackName` names one with no title. */
export function readWorldAnvilCalendar(row: Row, fallbackName: string): WorldAnvilCalendarResult {
  const notes = new ImportNotes();
  const rawMonths = row.months;
  const rawWeekdays = row.weekdays ?? row.days;
  if (!Array.isArray(rawMonths) || rawMonths.length === 0) {
    return { ok: false, errors: ['The calendar has no months'] };
  }
  if (!Array.isArray(rawWeekdays) || rawWeekdays.length === 0) {
    return { ok: false, errors: ['The calendar has no weekdays'] };
  }
  const refusal = overLimit(rawMonths.length, rawWeekdays.length);
  if (refusal) return { ok: false, errors: [refusal] };

  const names = namesFor('Month', rawMonths.map(nameOf), notes);
  const errors: string[] = [];
  const months = rawMonths.map((raw, index) => {
    const name = names[index] as string;
    const month = objectOf(raw) ?? {};
    const shape = monthShape.safeParse({ length: month.length ?? month.days });
    const length = shape.success ? Math.round(shape.data.length) : Number.NaN;
    if (!Number.isInteger(length) || length < 1 || length > calendarLimits.monthLength) {
      errors.push(`The month "${name}" has no length from 1 to ${calendarLimits.monthLength}`);
    }
    if (shape.success && length !== shape.data.length) {
      notes.change(
        `The month "${name}" has ${shape.data.length} days; here a month has whole days, so ${length}`,
      );
    }
    const isIntercalary = flag(month.isIntercalary ?? month.intercalary);
    return { name, length, isIntercalary, yearOffset: 0 };
  });
  if (errors.length > 0) return { ok: false, errors };
  const weekdays = namesFor('Weekday', rawWeekdays.map(nameOf), notes);

  const abbreviation = typeof row.yearAbbreviation === 'string' ? row.yearAbbreviation.trim() : '';
  const eras: CalendarInput['eras'] = [];
  if (abbreviation !== '') {
    const [era] = namesFor('Era', [abbreviation], notes);
    if (era !== undefined) eras.push({ name: era, abbreviation: era, count: 'continue' });
  }
  const today = readToday(row);
  const input: CalendarInput = {
    name: namesFor(
      'Calendar',
      [typeof row.title === 'string' ? row.title : fallbackName],
      notes,
    )[0] as string,
    months,
    weekdays,
    firstWeekday: mod(Math.round(numberOf(row.firstWeekday) ?? 0), weekdays.length),
    leapDays: [],
    hasYearZero: row.hasYearZero !== false,
    eras,
    moons: readMoons(row.moons, notes),
    format: eras.length > 0 ? 'D MMMM Y ERA' : 'D MMMM Y',
    today,
  };
  noteLost(row, notes);
  const checked = checkConverted(input);
  if (!checked.ok) return checked;
  return {
    ok: true,
    value: { calendar: checked.calendar, notCarried: notes.notCarried, changed: notes.changed },
  };
}

function readToday(row: Row): { year: number; month: number; day: number } {
  const today = objectOf(row.today);
  const year = numberOf(today?.year ?? row.currentYear);
  const month = numberOf(today?.month ?? row.currentMonth);
  const day = numberOf(today?.day ?? row.currentDay);
  return {
    year: Math.round(year ?? 1),
    month: Math.max(1, Math.round(month ?? 1)),
    day: Math.max(1, Math.round(day ?? 1)),
  };
}

function readMoons(raw: unknown, notes: ImportNotes): Moon[] {
  if (!Array.isArray(raw)) return [];
  const rows = raw.map((moon) => objectOf(moon) ?? {});
  if (rows.length > calendarLimits.moons) notes.lost(`Moons past the first ${calendarLimits.moons}`);
  const kept = rows.slice(0, calendarLimits.moons);
  const names = namesFor('Moon', kept.map(nameOf), notes);
  return names.map((name, index) => {
    const moon = kept[index] ?? {};
    const cycle = numberOf(moon.cycle ?? moon.cycleLength) ?? 30;
    const cycleDays = Math.min(100_000, Math.max(1, Math.round(cycle)));
    if (cycleDays !== cycle) {
      notes.change(
        `The moon "${name}" has a cycle of ${cycle} days; here cycles are whole days, so it is ${cycleDays}`,
      );
    }
    const shift = Math.round(numberOf(moon.shift ?? moon.offset) ?? 0);
    return { name, cycleDays, offsetDays: mod(shift, cycleDays) };
  });
}

/** What a World Anvil calendar has that a calendar here does not, each named. */
function noteLost(row: Row, notes: ImportNotes) {
  const seasons = row.seasons;
  if (Array.isArray(seasons) && seasons.length > 0) {
    const names = seasons.map((season) => String(nameOf(season) ?? '')).filter(Boolean);
    notes.lost(`${count(seasons.length, 'season')}: ${listNames(names)}`);
  }
  const celebrations = row.celebrations ?? row.holidays;
  if (Array.isArray(celebrations) && celebrations.length > 0) {
    const names = celebrations.map((day) => String(nameOf(day) ?? '')).filter(Boolean);
    notes.lost(`${count(celebrations.length, 'celebration')}: ${listNames(names)}`);
  }
  if (Array.isArray(row.leapYears) && row.leapYears.length > 0) notes.lost('Leap years');
}
