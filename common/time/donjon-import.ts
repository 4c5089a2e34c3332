// A calendar from donjon's fantasy calendar generator (donjon.bin.sh) as a Fablehold calendar (decision
// 054): months and their lengths, the week, moons with their cycles and shifts, the current year, and
// its dated notes as timeline events. donjon counts years as plain integers (a year 0 included) and has
// no leap years; `first_day` and the moons' shifts are read as of the first day of the file's `year`
// (the weekday that day falls on, and the days from it to a new moon).
import { z } from 'zod';
import type { Calendar, CalendarInput, Moon } from './calendar';
import { calendarLimits } from './calendar';
import { mod } from './cycles';
import { isValidDate } from './engine';
import { formatDate } from './format';
import {
  type CalendarImportResult,
  checkConverted,
  count,
  type ImportedEvent,
  ImportNotes,
  listNames,
  looseNumber,
  namesFor,
  overLimit,
  readShape,
} from './imported-calendar';

const lengths = z.union([z.record(z.string(), looseNumber), z.array(looseNumber)]);

const fileSchema = z.looseObject({
  year_len: looseNumber.optional(),
  months: z
    .array(z.union([z.string(), z.number()]), { error: 'The file has no months' })
    .min(1, 'The file has no months'),
  month_len: lengths,
  weekdays: z
    .array(z.union([z.string(), z.number()]), { error: 'The file has no weekdays' })
    .min(1, 'The file has no weekdays'),
  moons: z.array(z.union([z.string(), z.number()])).optional(),
  lunar_cyc: lengths.optional(),
  lunar_shf: lengths.optional(),
  year: looseNumber.optional(),
  first_day: looseNumber.optional(),
  notes: z.union([z.record(z.string(), z.unknown()), z.array(z.unknown())]).optional(),
});

type Lengths = z.infer<typeof lengths>;

/** A value of donjon's name-keyed maps (older files key by position). */
function valueFor(map: Lengths | undefined, name: string, index: number): number | undefined {
  if (map === undefined) return undefined;
  if (Array.isArray(map)) return map[index];
  return map[name] ?? map[String(index)];
}

export function readDonjon(json: unknown, fallbackName: string): CalendarImportResult {
  const parsed = readShape(fileSchema, json);
  if (!parsed.ok) return parsed;
  const file = parsed.data;
  const notes = new ImportNotes();
  const refusal = overLimit(file.months.length, file.weekdays.length);
  if (refusal) return { ok: false, errors: [refusal] };
  const rawNames = file.months.map(String);
  const names = namesFor('Month', rawNames, notes);
  const months = names.map((name, index) => {
    const raw = valueFor(file.month_len, rawNames[index] ?? name, index);
    const length = Math.round(raw ?? Number.NaN);
    if (!Number.isInteger(length) || length < 1 || length > calendarLimits.monthLength) {
      return `The month "${name}" has ${raw === undefined ? 'no length' : `a length of ${raw}`} in the file`;
    }
    return { name, length, isIntercalary: false, yearOffset: 0 };
  });
  const problems = months.filter((month) => typeof month === 'string');
  if (problems.length > 0) return { ok: false, errors: problems };
  const monthList = months.filter((month) => typeof month !== 'string');
  const yearLength = monthList.reduce((sum, month) => sum + month.length, 0);
  if (file.year_len !== undefined && Math.round(file.year_len) !== yearLength) {
    notes.change(
      `The file says a year has ${file.year_len} days, but its months add up to ${yearLength}; the months are kept`,
    );
  }
  const weekdays = namesFor('Weekday', file.weekdays, notes);
  const year = Math.round(file.year ?? 1);
  // Days from the first day of year 1 to the first day of the file's year (years are all alike here).
  const daysToYear = (year - 1) * yearLength;
  const firstWeekday = mod(Math.round(file.first_day ?? 0) - daysToYear, weekdays.length);
  const input: CalendarInput = {
    name: namesFor('Calendar', [fallbackName], notes)[0] ?? 'Imported calendar',
    months: monthList,
    weekdays,
    firstWeekday,
    hasYearZero: true,
    moons: readMoons(file, daysToYear, notes),
    today: { year, month: 1, day: 1 },
  };
  const checked = checkConverted(input);
  if (!checked.ok) return checked;
  const events = readNotes(file.notes, checked.calendar, notes);
  return {
    ok: true,
    value: {
      source: 'donjon',
      calendar: checked.calendar,
      events,
      notCarried: notes.notCarried,
      changed: notes.changed,
    },
  };
}

function readMoons(file: z.infer<typeof fileSchema>, daysToYear: number, notes: ImportNotes): Moon[] {
  const raw = (file.moons ?? []).map(String);
  if (raw.length > calendarLimits.moons) notes.lost(`Moons past the first ${calendarLimits.moons}`);
  const kept = raw.slice(0, calendarLimits.moons);
  const names = namesFor('Moon', kept, notes);
  return names.map((name, index) => {
    const key = kept[index] ?? name;
    const cycle = valueFor(file.lunar_cyc, key, index) ?? 30;
    const shift = valueFor(file.lunar_shf, key, index) ?? 0;
    const cycleDays = Math.min(100_000, Math.max(1, Math.round(cycle)));
    if (cycleDays !== cycle) {
      notes.change(
        `The moon "${name}" has a cycle of ${cycle} days; here cycles are whole days, so it is ${cycleDays}`,
      );
    }
    if (Math.round(shift) !== shift)
      notes.change(`The moon "${name}" is shifted by ${Math.round(shift)} days, not ${shift}`);
    return { name, cycleDays, offsetDays: mod(Math.round(shift) + daysToYear, cycleDays) };
  });
}

/** donjon's notes, keyed "year-month-day", as events on those days (the first line is the title). */
function readNotes(raw: unknown, calendar: Calendar, notes: ImportNotes): ImportedEvent[] {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) return [];
  const events: ImportedEvent[] = [];
  const unplaced: string[] = [];
  for (const [key, value] of Object.entries(raw)) {
    const text = typeof value === 'string' ? value.trim() : '';
    if (text === '') continue;
    const match = /^(-?\d+)-(\d+)-(\d+)$/.exec(key.trim());
    const date = match
      ? { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) }
      : undefined;
    if (!date || !isValidDate(calendar, date)) {
      unplaced.push(key);
      continue;
    }
    const [first = text] = text.split('\n');
    events.push({
      title: first.trim().slice(0, 200) || 'Note',
      date: formatDate(calendar, date),
      description: text.slice(0, 5_000),
      tags: [],
    });
  }
  if (unplaced.length > 0)
    notes.lost(
      `${count(unplaced.length, 'note')} on days this calendar does not have: ${listNames(unplaced)}`,
    );
  return events;
}
