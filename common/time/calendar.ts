// A calendar as data: months, weekdays, leap rules, eras, moons, hours and a date format, with the one
// schema that checks a calendar crossing a boundary (JSON import, a request body) and says clearly what
// is wrong with it.
import { z } from 'zod';
import { parseLeapRule } from './cycles';
import { type FormatToken, tokenizeFormat } from './format-tokens';

export const calendarLimits = {
  months: 100,
  weekdays: 50,
  moons: 20,
  eras: 50,
  leapRules: 20,
  monthLength: 1_000,
  nameLength: 80,
  /** Years beyond ± this are refused, which keeps every day count an exact integer. */
  year: 100_000_000,
} as const;

const name = (what: string) =>
  z
    .string({ error: `${what} must be text` })
    .trim()
    .min(1, { error: `${what} must not be empty` })
    .max(calendarLimits.nameLength, {
      error: `${what} is longer than ${calendarLimits.nameLength} characters`,
    });

const integer = (what: string, min: number, max: number) =>
  z
    .number({ error: `${what} must be a number` })
    .int({ error: `${what} must be a whole number` })
    .min(min, { error: `${what} must be at least ${min}` })
    .max(max, { error: `${what} must be at most ${max}` });

const yearNumber = (what: string) => integer(what, -calendarLimits.year, calendarLimits.year);

export const monthSchema = z.strictObject({
  name: name('A month name'),
  length: integer('A month length', 1, calendarLimits.monthLength),
  /** Festival days outside the ordinary months: adding months steps over them. */
  isIntercalary: z.boolean().default(false),
  /** The month appears only in years where (year − yearOffset) is divisible by this (astronomical years). */
  everyYears: integer('everyYears', 1, 100_000).optional(),
  yearOffset: yearNumber('yearOffset').default(0),
});
export type Month = z.infer<typeof monthSchema>;

export const leapDaySchema = z.strictObject({
  /** The month that grows in a leap year. */
  month: name('A leap day month'),
  /** Terms in order, the first divisor that divides the year decides: `400,!100,4`. */
  rule: z.string({ error: 'A leap rule must be text' }),
  days: integer('Leap days', 1, calendarLimits.monthLength).default(1),
  yearOffset: yearNumber('yearOffset').default(0),
});
export type LeapDay = z.infer<typeof leapDaySchema>;

export const eraCounts = ['continue', 'restart', 'countdown'] as const;

export const eraSchema = z.strictObject({
  name: name('An era name'),
  abbreviation: name('An era abbreviation'),
  /** The calendar year the era begins with; the first era has none (it reaches back without end). */
  start: yearNumber('An era start').optional(),
  /** continue: the calendar's own year; restart: Year 1 at its start; countdown: years down to the next era. */
  count: z.enum(eraCounts, { error: `An era count must be one of ${eraCounts.join(', ')}` }),
});
export type Era = z.infer<typeof eraSchema>;

export const moonSchema = z.strictObject({
  name: name('A moon name'),
  cycleDays: integer('A moon cycle', 1, 100_000),
  /** Days after the first day of year 1 of the first new moon. */
  offsetDays: integer('A moon offset', -100_000, 100_000).default(0),
});
export type Moon = z.infer<typeof moonSchema>;

export const calendarDateSchema = z.strictObject({
  year: yearNumber('The year'),
  month: integer('The month', 1, calendarLimits.months),
  day: integer('The day', 1, calendarLimits.monthLength * (calendarLimits.leapRules + 1)),
});
/** `year` is the calendar's own year count (no 0 when the calendar has no year zero); `month` is 1-based. */
export type CalendarDate = z.infer<typeof calendarDateSchema>;

/** A date with an optional time of day. */
export type CalendarDateTime = CalendarDate & { hour?: number; minute?: number };

const unique = (values: string[]) => {
  const seen = new Set<string>();
  return values.filter((value) => {
    const key = value.toLowerCase();
    if (seen.has(key)) return true;
    seen.add(key);
    return false;
  });
};

export const calendarSchema = z
  .strictObject({
    name: name('The calendar name'),
    months: z
      .array(monthSchema, { error: 'months must be a list' })
      .min(1, { error: 'A calendar needs at least one month' })
      .max(calendarLimits.months, { error: `A calendar has at most ${calendarLimits.months} months` }),
    weekdays: z
      .array(name('A weekday name'), { error: 'weekdays must be a list' })
      .min(1, { error: 'A calendar needs at least one weekday' })
      .max(calendarLimits.weekdays, { error: `A calendar has at most ${calendarLimits.weekdays} weekdays` }),
    /** The weekday (0-based) of the first day of year 1. */
    firstWeekday: integer('firstWeekday', 0, calendarLimits.weekdays - 1).default(0),
    leapDays: z
      .array(leapDaySchema)
      .max(calendarLimits.leapRules, {
        error: `A calendar has at most ${calendarLimits.leapRules} leap rules`,
      })
      .default([]),
    /** false: the year before 1 is −1 (as 1 BC precedes AD 1). */
    hasYearZero: z.boolean().default(false),
    eras: z
      .array(eraSchema)
      .max(calendarLimits.eras, { error: `A calendar has at most ${calendarLimits.eras} eras` })
      .default([]),
    moons: z
      .array(moonSchema)
      .max(calendarLimits.moons, { error: `A calendar has at most ${calendarLimits.moons} moons` })
      .default([]),
    hoursPerDay: integer('hoursPerDay', 1, 100).default(24),
    minutesPerHour: integer('minutesPerHour', 1, 1_000).default(60),
    format: z.string({ error: 'The date format must be text' }).max(200).default('D MMMM Y'),
    today: calendarDateSchema,
  })
  .superRefine((calendar, context) => {
    const issue = (message: string, path: (string | number)[]) =>
      context.addIssue({ code: 'custom', message, path });
    for (const [what, values, path] of [
      ['month', calendar.months.map((month) => month.name), 'months'],
      ['weekday', calendar.weekdays, 'weekdays'],
      ['era', calendar.eras.map((era) => era.name), 'eras'],
      ['moon', calendar.moons.map((moon) => moon.name), 'moons'],
    ] as const) {
      for (const duplicate of unique([...values])) issue(`Two ${what}s are named "${duplicate}"`, [path]);
    }
    const isEveryYear = (month: Month) => month.everyYears === undefined || month.everyYears === 1;
    if (!calendar.months.some((month) => isEveryYear(month) && !month.isIntercalary)) {
      issue('At least one ordinary (not intercalary) month must appear every year', ['months']);
    }
    calendar.leapDays.forEach((leap, index) => {
      const terms = parseLeapRule(leap.rule);
      if (typeof terms === 'string') issue(terms, ['leapDays', index, 'rule']);
      const month = calendar.months.find(
        (candidate) => candidate.name.toLowerCase() === leap.month.toLowerCase(),
      );
      if (!month)
        issue(`The leap day's month "${leap.month}" is not one of the months`, ['leapDays', index, 'month']);
      else if (month.everyYears !== undefined && month.everyYears > 1) {
        issue(`The leap day's month "${leap.month}" must appear every year`, ['leapDays', index, 'month']);
      }
    });
    checkEras(calendar, issue);
    checkFormat(calendar.format, calendar.eras.length > 0, issue);
    checkToday(calendar, issue);
  });
export type Calendar = z.infer<typeof calendarSchema>;
/** A calendar as written in JSON, before defaults are filled in. */
export type CalendarInput = z.input<typeof calendarSchema>;

type Issue = (message: string, path: (string | number)[]) => void;

function checkEras(calendar: z.infer<typeof calendarSchema>, issue: Issue) {
  const { eras } = calendar;
  eras.forEach((era, index) => {
    const path = ['eras', index];
    if (index === 0 && era.start !== undefined) {
      issue(`The first era "${era.name}" reaches back without end: leave out its start`, [...path, 'start']);
    }
    if (index === 0 && era.count === 'restart') {
      issue(`The first era "${era.name}" has no start, so its count cannot restart`, [...path, 'count']);
    }
    if (index > 0 && era.start === undefined)
      issue(`The era "${era.name}" needs a start year`, [...path, 'start']);
    if (era.start === 0 && !calendar.hasYearZero) {
      issue(`The era "${era.name}" starts in year 0, which this calendar does not have`, [...path, 'start']);
    }
    const previous = eras[index - 1]?.start;
    if (index > 1 && era.start !== undefined && previous !== undefined && era.start <= previous) {
      issue(`The era "${era.name}" must start after the era before it`, [...path, 'start']);
    }
    if (era.count === 'countdown' && index === eras.length - 1) {
      issue(`The era "${era.name}" counts down to the next era, but there is none after it`, [
        ...path,
        'count',
      ]);
    }
  });
}

function checkFormat(format: string, hasEras: boolean, issue: Issue) {
  const tokens = new Set<FormatToken>(
    tokenizeFormat(format).flatMap((part) => (part.kind === 'token' ? [part.token] : [])),
  );
  const has = (...wanted: FormatToken[]) => wanted.some((token) => tokens.has(token));
  if (!has('Y', 'YYYY')) issue('The date format must show the year (Y or YYYY)', ['format']);
  if (!has('M', 'MM', 'MMMM')) issue('The date format must show the month (M, MM or MMMM)', ['format']);
  if (!has('D', 'DD')) issue('The date format must show the day (D or DD)', ['format']);
  if (hasEras && !has('ERA', 'EEEE')) {
    issue('The date format must show the era (ERA or EEEE) when the calendar has eras', ['format']);
  }
}

function checkToday(calendar: z.infer<typeof calendarSchema>, issue: Issue) {
  const { today, months } = calendar;
  const month = months[today.month - 1];
  if (!month) {
    issue(`Today's month ${today.month} is not one of the ${months.length} months`, ['today', 'month']);
    return;
  }
  const leapDays = calendar.leapDays
    .filter((leap) => leap.month.toLowerCase() === month.name.toLowerCase())
    .reduce((sum, leap) => sum + leap.days, 0);
  if (today.day > month.length + leapDays) {
    issue(`Today's day ${today.day} is past the end of ${month.name}`, ['today', 'day']);
  }
  if (today.year === 0 && !calendar.hasYearZero) issue('This calendar has no year 0', ['today', 'year']);
}

/** Reads a calendar from imported JSON text: the calendar, or every problem as "path: message". */
export function parseCalendarJson(
  text: string,
): { ok: true; calendar: Calendar } | { ok: false; errors: string[] } {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, errors: ['The file is not valid JSON'] };
  }
  const result = calendarSchema.safeParse(json);
  if (result.success) return { ok: true, calendar: result.data };
  return {
    ok: false,
    errors: result.error.issues.map((problem) =>
      problem.path.length > 0 ? `${problem.path.join('.')}: ${problem.message}` : problem.message,
    ),
  };
}

/** Writes a calendar as JSON for export; `parseCalendarJson` reads it back unchanged. */
export function calendarToJson(calendar: Calendar): string {
  return JSON.stringify(calendar, null, 2);
}
