// A Fantasy-Calendar (fantasy-calendar.com) calendar as a Fablehold calendar (decision 054): its months
// and intercalary months with their interval rules, leap days, the week, moons, eras, clock and current
// date, and its events that fall on one date (or one date every year) as timeline events. Everything the
// engine cannot express is named in the notes, never dropped silently.
import { z } from 'zod';
import type { CalendarInput, Era, LeapDay, Month, Moon } from './calendar';
import { calendarLimits } from './calendar';
import { mod } from './cycles';
import { readFantasyCalendarEvents } from './fantasy-calendar-events';
import {
  type CalendarImportResult,
  checkConverted,
  count,
  ImportNotes,
  listNames,
  looseNumber,
  namesFor,
  overLimit,
  type ReadMonth,
  readShape,
} from './imported-calendar';

const timespanSchema = z.looseObject({
  name: z.unknown(),
  type: z.string().optional(),
  length: looseNumber,
  interval: looseNumber.optional(),
  offset: looseNumber.optional(),
  week: z.array(z.unknown()).optional(),
});

const leapDaySchema = z.looseObject({
  name: z.unknown().optional(),
  intercalary: z.boolean().optional(),
  timespan: looseNumber,
  adds_week_day: z.boolean().optional(),
  removes_day: z.boolean().optional(),
  day: looseNumber.optional(),
  interval: z.union([z.string(), z.number()]),
  offset: looseNumber.optional(),
});

const moonSchema = z.looseObject({
  name: z.unknown(),
  cycle: looseNumber,
  shift: looseNumber.optional(),
  hidden: z.boolean().optional(),
});

const eraSchema = z.looseObject({
  name: z.unknown(),
  abbreviation: z.string().optional(),
  description: z.string().optional(),
  format: z.string().optional(),
  settings: z
    .looseObject({
      restart: z.boolean().optional(),
      starting_era: z.boolean().optional(),
      ends_year: z.boolean().optional(),
      use_custom_format: z.boolean().optional(),
    })
    .optional(),
  date: z.looseObject({ year: looseNumber, timespan: looseNumber.optional(), day: looseNumber.optional() }),
});

const fileSchema = z.looseObject({
  name: z.string().optional(),
  dynamic_data: z
    .looseObject({
      year: looseNumber.optional(),
      timespan: looseNumber.optional(),
      day: looseNumber.optional(),
    })
    .optional(),
  static_data: z.looseObject({
    year_data: z.looseObject({
      first_day: looseNumber.optional(),
      overflow: z.boolean().optional(),
      global_week: z.array(z.unknown(), {
        error: 'The file has no week',
      }),
      timespans: z.array(timespanSchema, {
        error: 'The file has no months',
      }),
      leap_days: z.array(leapDaySchema).optional(),
    }),
    moons: z.array(moonSchema).optional(),
    clock: z
      .looseObject({
        hours: looseNumber.optional(),
        minutes: looseNumber.optional(),
        offset: looseNumber.optional(),
      })
      .optional(),
    seasons: z
      .looseObject({
        data: z.array(z.looseObject({ name: z.unknown() })).optional(),
        locations: z.array(z.unknown()).optional(),
      })
      .optional(),
    eras: z.array(eraSchema).optional(),
    settings: z.looseObject({ year_zero_exists: z.boolean().optional() }).optional(),
    cycles: z
      .looseObject({ format: z.string().optional(), data: z.array(z.unknown()).optional() })
      .optional(),
  }),
});
export type FantasyCalendarFile = z.infer<typeof fileSchema>;
type StaticData = FantasyCalendarFile['static_data'];

/** Reads a parsed Fantasy-Calendar export (or one of its presets, which have the same shape). */
export function readFantasyCalendar(json: unknown, fallbackName: string): CalendarImportResult {
  const parsed = readShape(fileSchema, json);
  if (!parsed.ok) return parsed;
  const file = parsed.data;
  const data = file.static_data;
  const notes = new ImportNotes();
  const months = readMonths(data, notes);
  if (typeof months === 'string') return { ok: false, errors: [months] };
  const weekdays = namesFor('Weekday', data.year_data.global_week, notes);
  if (weekdays.length === 0) return { ok: false, errors: ['The file has no weekdays'] };
  const refusal = overLimit(0, weekdays.length);
  if (refusal) return { ok: false, errors: [refusal] };
  const hasYearZero = data.settings?.year_zero_exists ?? false;
  const eras = readEras(data, hasYearZero, notes);
  const input: CalendarInput = {
    name: namesFor('Calendar', [file.name ?? fallbackName], notes)[0] ?? fallbackName,
    months: months.map(({ month }) => month),
    weekdays,
    firstWeekday: mod(Math.round((data.year_data.first_day ?? 1) - 1), weekdays.length),
    leapDays: readLeapDays(data, months, notes),
    hasYearZero,
    eras,
    moons: readMoons(data, notes),
    ...readClock(data, notes),
    format: eras.length > 0 ? 'D MMMM Y ERA' : 'D MMMM Y',
    today: { year: 1, month: 1, day: 1 },
  };
  noteWeek(data, notes);
  noteTheRest(data, notes);
  input.today = readToday(file, input, months, notes);
  const checked = checkConverted(input);
  if (!checked.ok) return checked;
  const events = readFantasyCalendarEvents(json, checked.calendar, months, notes);
  return {
    ok: true,
    value: {
      source: 'fantasy-calendar',
      calendar: checked.calendar,
      events,
      notCarried: notes.notCarried,
      changed: notes.changed,
    },
  };
}

function readMonths(data: StaticData, notes: ImportNotes): ReadMonth[] | string {
  const timespans = data.year_data.timespans;
  const names = namesFor(
    'Month',
    timespans.map((timespan) => timespan.name),
    notes,
  );
  const months: ReadMonth[] = [];
  timespans.forEach((timespan, index) => {
    const name = names[index] ?? `Month ${index + 1}`;
    const length = Math.round(timespan.length);
    if (length < 1) {
      notes.lost(`The month "${name}" has no days, so it is left out`);
      return;
    }
    const interval = Math.max(1, Math.round(timespan.interval ?? 1));
    const month: Month = {
      name,
      length: Math.min(length, calendarLimits.monthLength),
      isIntercalary: timespan.type === 'intercalary',
      yearOffset: 0,
    };
    if (length > calendarLimits.monthLength) {
      notes.change(`The month "${name}" is cut to ${calendarLimits.monthLength} days (it had ${length})`);
    }
    if (interval > 1) {
      month.everyYears = interval;
      month.yearOffset = mod(Math.round(timespan.offset ?? 0), interval);
    }
    if (timespan.week !== undefined && timespan.week.length > 0) {
      notes.lost(`The month "${name}" has a week of its own; here every month uses the calendar's week`);
    }
    months.push({ timespan: index, month });
  });
  if (months.length === 0) return 'The file has no months with days';
  return overLimit(months.length, 0) ?? months;
}

/**
 * A Fantasy-Calendar interval such as `400,!100,4` or `+5,2`: the largest divisor that divides the year
 * decides (`!` makes it common); `+` counts that term from year 0 instead of the offset. The engine has
 * one offset per rule, so the terms are written largest first and a mixed `+` is noted.
 */
export function fantasyCalendarRule(
  interval: string | number,
  offset: number,
): { rule: string; offset: number; isMixedOffset: boolean } | undefined {
  const terms = String(interval)
    .split(',')
    .map((term) => term.trim())
    .filter((term) => term !== '')
    .map((term) => {
      const match = /^([!+]*)(\d+)$/.exec(term);
      if (!match) return undefined;
      const marks = match[1] ?? '';
      return { divisor: Number(match[2]), isLeap: !marks.includes('!'), ignoresOffset: marks.includes('+') };
    });
  if (terms.length === 0 || terms.some((term) => term === undefined || term.divisor < 1)) return undefined;
  const valid = terms.filter((term) => term !== undefined).sort((a, b) => b.divisor - a.divisor);
  const ignoring = valid.filter((term) => term.ignoresOffset).length;
  const allIgnore = ignoring === valid.length;
  return {
    rule: valid.map((term) => `${term.isLeap ? '' : '!'}${term.divisor}`).join(','),
    offset: allIgnore ? 0 : offset,
    isMixedOffset: ignoring > 0 && !allIgnore && offset !== 0,
  };
}

function readLeapDays(data: StaticData, months: readonly ReadMonth[], notes: ImportNotes): LeapDay[] {
  const leapDays: LeapDay[] = [];
  const named: string[] = [];
  for (const leap of data.year_data.leap_days ?? []) {
    const leapName =
      typeof leap.name === 'string' && leap.name.trim() !== '' ? leap.name.trim() : 'A leap day';
    const target = months.find((month) => month.timespan === Math.round(leap.timespan))?.month;
    if (!target) {
      notes.lost(`The leap day "${leapName}" belongs to a month that is not in the file, so it is left out`);
      continue;
    }
    if (leap.removes_day) {
      notes.lost(
        `The leap day "${leapName}" removes a day from ${target.name}; here leap days only add days`,
      );
      continue;
    }
    if (target.everyYears !== undefined && target.everyYears > 1) {
      notes.lost(
        `The leap day "${leapName}" belongs to ${target.name}, which does not come every year; here a leap day needs a month of every year`,
      );
      continue;
    }
    const rule = fantasyCalendarRule(leap.interval, Math.round(leap.offset ?? 0));
    if (!rule) {
      notes.lost(`The leap day "${leapName}" has a rule this app cannot read ("${leap.interval}")`);
      continue;
    }
    if (rule.isMixedOffset) {
      notes.change(
        `The leap day "${leapName}" counts some of its terms from year 0 ("+") and others from year ${rule.offset}; here all count from year ${rule.offset}`,
      );
    }
    if (leap.intercalary) {
      notes.change(
        `The leap day "${leapName}" is a festival day of its own in Fantasy-Calendar; here it is one more day at the end of ${target.name}`,
      );
    } else if (leap.day !== undefined && leap.day > 0 && leap.day < target.length) {
      notes.change(
        `The leap day "${leapName}" comes at the end of ${target.name}, not after its day ${leap.day}`,
      );
    }
    if (leap.adds_week_day) notes.lost(`The weekday the leap day "${leapName}" adds to the week`);
    const same = leapDays.find(
      (other) => other.month === target.name && other.rule === rule.rule && other.yearOffset === rule.offset,
    );
    if (same) same.days += 1;
    else leapDays.push({ month: target.name, rule: rule.rule, days: 1, yearOffset: rule.offset });
    if (leapName !== 'A leap day') named.push(leapName);
  }
  if (named.length > 0)
    notes.lost(`The names of the leap days (${listNames(named)}): here a leap day is a rule of its month`);
  if (leapDays.length > calendarLimits.leapRules) {
    notes.lost(`Leap rules past the first ${calendarLimits.leapRules}`);
    leapDays.length = calendarLimits.leapRules;
  }
  return leapDays;
}

function readMoons(data: StaticData, notes: ImportNotes): Moon[] {
  const raw = (data.moons ?? []).slice(0, calendarLimits.moons);
  if ((data.moons?.length ?? 0) > calendarLimits.moons)
    notes.lost(`Moons past the first ${calendarLimits.moons}`);
  const names = namesFor(
    'Moon',
    raw.map((moon) => moon.name),
    notes,
  );
  const moons = raw.map((moon, index): Moon => {
    const name = names[index] ?? `Moon ${index + 1}`;
    const cycleDays = Math.min(100_000, Math.max(1, Math.round(moon.cycle)));
    const shift = moon.shift ?? 0;
    if (cycleDays !== moon.cycle) {
      notes.change(
        `The moon "${name}" has a cycle of ${moon.cycle} days; here cycles are whole days, so it is ${cycleDays}`,
      );
    }
    if (Math.round(shift) !== shift)
      notes.change(`The moon "${name}" is shifted by ${Math.round(shift)} days, not ${shift}`);
    if (moon.hidden)
      notes.lost(`The moon "${name}" is hidden from players in Fantasy-Calendar; here it is shown`);
    return { name, cycleDays, offsetDays: mod(Math.round(shift), cycleDays) };
  });
  if (moons.length > 0) notes.lost('Moon colours and phase granularity');
  return moons;
}

function initials(name: string): string {
  const letters = name
    .split(/\s+/)
    .filter((word) => /^[\p{L}\p{N}]/u.test(word))
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');
  return letters.slice(0, 8) || name.slice(0, 8);
}

function readEras(data: StaticData, hasYearZero: boolean, notes: ImportNotes): Era[] {
  const raw = [...(data.eras ?? [])].sort(
    (a, b) =>
      a.date.year - b.date.year ||
      (a.date.timespan ?? 0) - (b.date.timespan ?? 0) ||
      (a.date.day ?? 0) - (b.date.day ?? 0),
  );
  const starting = raw.findIndex((era) => era.settings?.starting_era);
  if (starting > 0) raw.unshift(...raw.splice(starting, 1));
  const names = namesFor(
    'Era',
    raw.map((era) => era.name),
    notes,
  );
  const eras: Era[] = [];
  raw.forEach((era, index) => {
    const name = names[index] ?? `Era ${index + 1}`;
    const year = Math.round(era.date.year);
    const abbreviation = era.abbreviation?.trim()
      ? era.abbreviation.trim().slice(0, calendarLimits.nameLength)
      : initials(name);
    if (!era.abbreviation?.trim())
      notes.change(`The era "${name}" has no abbreviation in the file; it is "${abbreviation}"`);
    if (era.description?.trim()) notes.lost(`The description of the era "${name}"`);
    if (era.settings?.use_custom_format && era.format)
      notes.lost(`The era "${name}"'s own date format ("${era.format}")`);
    if (era.settings?.ends_year)
      notes.lost(`The era "${name}" ends the year early in Fantasy-Calendar; here years run whole`);
    if (eras.length === 0) {
      if (!era.settings?.starting_era) {
        notes.change(
          `The first era, "${name}", reaches back without end here (in the file it begins in year ${year})`,
        );
      }
      if (era.settings?.restart)
        notes.change(`The first era, "${name}", continues the year count (it has nothing to restart from)`);
      eras.push({ name, abbreviation, count: 'continue' });
      return;
    }
    const previous = eras.at(-1)?.start;
    if (year === 0 && !hasYearZero) {
      notes.lost(`The era "${name}" starts in year 0, which this calendar does not have`);
      return;
    }
    if (previous !== undefined && year <= previous) {
      notes.lost(
        `The era "${name}" starts in the same year as the one before it; here an era starts in a later year`,
      );
      return;
    }
    if ((era.date.timespan ?? 0) > 0 || (era.date.day ?? 1) > 1) {
      notes.change(`The era "${name}" starts on the first day of year ${year}, not during it`);
    }
    eras.push({ name, abbreviation, start: year, count: era.settings?.restart ? 'restart' : 'continue' });
  });
  if (eras.length > calendarLimits.eras) {
    notes.lost(`Eras past the first ${calendarLimits.eras}`);
    eras.length = calendarLimits.eras;
  }
  return eras;
}

function readClock(data: StaticData, notes: ImportNotes): { hoursPerDay: number; minutesPerHour: number } {
  const hours = Math.round(data.clock?.hours ?? 24);
  const minutes = Math.round(data.clock?.minutes ?? 60);
  const hoursPerDay = hours >= 1 && hours <= 100 ? hours : 24;
  const minutesPerHour = minutes >= 1 && minutes <= 1_000 ? minutes : 60;
  if (hoursPerDay !== hours) notes.lost(`A day of ${hours} hours (here 1 to 100); it has 24`);
  if (minutesPerHour !== minutes) notes.lost(`An hour of ${minutes} minutes (here 1 to 1,000); it has 60`);
  if ((data.clock?.offset ?? 0) !== 0) notes.lost(`The clock's offset of ${data.clock?.offset} hours`);
  return { hoursPerDay, minutesPerHour };
}

function noteWeek(data: StaticData, notes: ImportNotes) {
  if (data.year_data.overflow === false) {
    notes.change('Each month starts its week anew in Fantasy-Calendar; here the week runs on across months');
  }
  if (data.year_data.timespans.some((timespan) => timespan.type === 'intercalary')) {
    notes.change(
      'Intercalary days stand outside the week in Fantasy-Calendar; here they take a weekday like any day',
    );
  }
}

function noteTheRest(data: StaticData, notes: ImportNotes) {
  const seasons = (data.seasons?.data ?? [])
    .map((season) => String(season.name ?? ''))
    .filter((name) => name !== '');
  if (seasons.length > 0)
    notes.lost(`${count(seasons.length, 'season')} (${listNames(seasons)}) with their sunrise and sunset`);
  if ((data.seasons?.locations?.length ?? 0) > 0 || data.seasons?.global_settings)
    notes.lost('Weather and locations');
  const cycles = data.cycles?.data ?? [];
  if (cycles.length > 0) {
    notes.lost(
      `${count(cycles.length, 'year cycle')}${data.cycles?.format ? ` ("${data.cycles.format}")` : ''}`,
    );
  }
  if (data.settings) notes.lost('Display settings (layout, what players may see)');
}

function readToday(
  file: FantasyCalendarFile,
  input: CalendarInput,
  months: readonly ReadMonth[],
  notes: ImportNotes,
): CalendarInput['today'] {
  const current = file.dynamic_data;
  const fallback = {
    year: 1,
    month:
      1 +
      Math.max(
        0,
        months.findIndex(({ month }) => !month.isIntercalary && month.everyYears === undefined),
      ),
    day: 1,
  };
  if (!current || current.year === undefined) return fallback;
  const index = months.findIndex((month) => month.timespan === Math.round(current.timespan ?? 0));
  const today = { year: Math.round(current.year), month: index + 1, day: Math.round(current.day ?? 1) };
  const month = months[index]?.month;
  const fits =
    month !== undefined &&
    today.day >= 1 &&
    today.day <= month.length &&
    (today.year !== 0 || input.hasYearZero === true) &&
    (month.everyYears === undefined || mod(today.year - (month.yearOffset ?? 0), month.everyYears) === 0);
  if (fits) return today;
  notes.change(`The current date of the file is not a date here, so today is year ${fallback.year}, day 1`);
  return fallback;
}
