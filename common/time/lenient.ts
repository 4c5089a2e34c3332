// The lenient reader: a date as people type it in a calendar, whatever the calendar's format says. The
// weekday and the era are optional; months are names, their abbreviations (a unique start of three letters
// or more) or numbers; case and accents are ignored; day, month and year come in the format's order (or
// the year first when it is written with three digits or more). When it cannot read a text it says which
// part failed, so a field can tell the author what to fix (decision 051). Pure; never throws.
import type { Calendar, CalendarDateTime } from './calendar';
import { dayFromDate, daysInMonth, isValidYear, weekdayOfDay } from './engine';
import { eraOfYear, yearFromEra } from './eras';
import { formatDate } from './format';
import { type FormatToken, tokenizeFormat } from './format-tokens';

/** Which part of a text could not be read, for a message and for tests. */
export type LenientPart = 'text' | 'word' | 'day' | 'month' | 'year' | 'era' | 'weekday' | 'time';

export type LenientRead =
  | { ok: true; date: CalendarDateTime }
  | { ok: false; part: LenientPart; message: string };

const MAX_LENGTH = 300;

/** Lower case, accents and other marks removed (é → e), runs of space as one. */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

type Token = { text: string; folded: string; number?: number; signed?: boolean; before: string };

// Words (letters and digits together, "E1", "14th") and the separators before them.
const tokenPattern = /([^\p{L}\p{N}]*)([\p{L}\p{M}\p{N}'’]+)/guy;

function tokenize(text: string): { tokens: Token[]; rest: string } {
  const tokens: Token[] = [];
  tokenPattern.lastIndex = 0;
  let at = 0;
  for (let match = tokenPattern.exec(text); match; match = tokenPattern.exec(text)) {
    const before = match[1] as string;
    const word = match[2] as string;
    const folded = foldText(word);
    const token: Token = { text: word, folded, before };
    const ordinal = /^(\d{1,10})(?:st|nd|rd|th|er|e|º|ª)?$/.exec(folded);
    if (ordinal) {
      token.number = Number(ordinal[1]);
      // "-40" (a minus right before the digits, at the start or after a space) is a negative year.
      if ((tokens.length === 0 && /^\s*[-−]$/.test(before)) || /\s[-−]$/.test(before)) {
        token.number = -token.number;
        token.signed = true;
      }
    }
    tokens.push(token);
    at = tokenPattern.lastIndex;
  }
  return { tokens, rest: text.slice(at) };
}

type NameKind = 'month' | 'weekday' | 'era';
type Name = { kind: NameKind; index: number; words: string[]; shown: string };

type Lexicon = { names: Name[]; order: ('D' | 'M' | 'Y')[] };

const lexicons = new WeakMap<Calendar, Lexicon>();

function lexiconOf(calendar: Calendar): Lexicon {
  let lexicon = lexicons.get(calendar);
  if (lexicon) return lexicon;
  const names: Name[] = [];
  const add = (kind: NameKind, index: number, name: string) => {
    const folded = foldText(name);
    const words = (folded.startsWith('the ') ? folded.slice(4) : folded).split(' ').filter(Boolean);
    if (words.length > 0) names.push({ kind, index, words, shown: name });
  };
  calendar.months.forEach((month, index) => {
    add('month', index, month.name);
  });
  calendar.weekdays.forEach((weekday, index) => {
    add('weekday', index, weekday);
  });
  calendar.eras.forEach((era, index) => {
    add('era', index, era.name);
    add('era', index, era.abbreviation);
  });
  // Longest first, so "Kindling Night" wins over a month called "Kindling".
  names.sort((a, b) => b.words.length - a.words.length);
  const order: ('D' | 'M' | 'Y')[] = [];
  for (const part of tokenizeFormat(calendar.format)) {
    if (part.kind !== 'token') continue;
    const field = fieldOf(part.token);
    if (field && !order.includes(field)) order.push(field);
  }
  for (const field of ['D', 'M', 'Y'] as const) if (!order.includes(field)) order.push(field);
  lexicon = { names, order };
  lexicons.set(calendar, lexicon);
  return lexicon;
}

function fieldOf(token: FormatToken): 'D' | 'M' | 'Y' | undefined {
  if (token === 'D' || token === 'DD') return 'D';
  if (token === 'M' || token === 'MM' || token === 'MMMM') return 'M';
  if (token === 'Y' || token === 'YYYY') return 'Y';
  return undefined;
}

/** Words that carry no date of their own: "Year 322 of the Ember Age", "the 3rd of March". */
const fillers = new Set(['the', 'of', 'year', 'yr', 'day', 'on', 'in', 'a', 'anno']);

type Read =
  | { kind: 'name'; name: Name; text: string; at: number }
  | { kind: 'number'; value: number; text: string; signed: boolean; at: number };

const quote = (text: string) => `“${text}”`;

/** Reads a date as typed in a calendar, or says which part it cannot read. */
export function readLenientDate(text: string, calendar: Calendar): LenientRead {
  const trimmed = text.trim();
  if (trimmed === '') return fail('text', 'Nothing to read: type a date');
  if (trimmed.length > MAX_LENGTH) return fail('text', `A date is at most ${MAX_LENGTH} characters`);
  const { tokens, rest } = tokenize(trimmed);
  const time = readTime(tokens, rest);
  if (time && 'message' in time) return time;
  const words = time ? tokens.slice(0, time.from) : tokens;
  const reads = readWords(words, calendar);
  if (!Array.isArray(reads)) return reads;
  const result = assemble(reads, calendar);
  if (!result.ok || !time) return result;
  if (time.hour >= calendar.hoursPerDay) {
    return fail('time', `The hour must be under ${calendar.hoursPerDay} in ${calendar.name}`);
  }
  if (time.minute >= calendar.minutesPerHour) {
    return fail('time', `The minutes must be under ${calendar.minutesPerHour} in ${calendar.name}`);
  }
  return { ok: true, date: { ...result.date, hour: time.hour, minute: time.minute } };
}

const fail = (part: LenientPart, message: string): LenientRead => ({ ok: false, part, message });

/** A time at the end ("… 18:30"): the two numbers around the last colon. */
function readTime(
  tokens: Token[],
  rest: string,
): { from: number; hour: number; minute: number } | Extract<LenientRead, { ok: false }> | undefined {
  const last = tokens.length - 1;
  const minute = tokens[last];
  const hour = tokens[last - 1];
  if (!minute || !hour || minute.before.trim() !== ':' || rest.trim() !== '') return undefined;
  if (hour.number === undefined || minute.number === undefined || hour.signed || minute.number < 0) {
    return { ok: false, part: 'time', message: `${quote(`${hour.text}:${minute.text}`)} is not a time` };
  }
  return { from: last - 1, hour: hour.number, minute: minute.number };
}

function readWords(tokens: Token[], calendar: Calendar): Read[] | Extract<LenientRead, { ok: false }> {
  const { names } = lexiconOf(calendar);
  const reads: Read[] = [];
  let at = 0;
  while (at < tokens.length) {
    const token = tokens[at] as Token;
    const whole = names.find((name) =>
      name.words.every((word, offset) => tokens[at + offset]?.folded === word),
    );
    if (whole) {
      const text = tokens
        .slice(at, at + whole.words.length)
        .map((part) => part.text)
        .join(' ');
      reads.push({ kind: 'name', name: whole, text, at: reads.length });
      at += whole.words.length;
      continue;
    }
    if (token.number !== undefined) {
      reads.push({
        kind: 'number',
        value: token.number,
        text: token.text,
        signed: token.signed === true,
        at,
      });
      at += 1;
      continue;
    }
    if (fillers.has(token.folded)) {
      at += 1;
      continue;
    }
    const abbreviated = abbreviation(token.folded, names);
    if (abbreviated === undefined) {
      return {
        ok: false,
        part: 'word',
        message: `${quote(token.text)} is not a month, weekday or era of ${calendar.name}`,
      };
    }
    if (Array.isArray(abbreviated)) {
      const [first, second] = abbreviated;
      return {
        ok: false,
        part: 'word',
        message: `${quote(token.text)} could be ${first?.shown} or ${second?.shown}: write more of it`,
      };
    }
    reads.push({ kind: 'name', name: abbreviated, text: token.text, at: reads.length });
    at += 1;
  }
  return reads;
}

/** A month or weekday a word starts (three letters or more, "Sept", "Tue"); several when it is ambiguous. */
function abbreviation(word: string, names: Name[]): Name | Name[] | undefined {
  const bare = word.replace(/\.$/, '');
  if (bare.length < 3 || /^\d/.test(bare)) return undefined;
  const found: Name[] = [];
  for (const name of names) {
    if (name.kind === 'era' || !(name.words[0] as string).startsWith(bare)) continue;
    if (!found.some((other) => other.kind === name.kind && other.index === name.index)) found.push(name);
  }
  if (found.length === 0) return undefined;
  return found.length === 1 ? found[0] : found;
}

function assemble(reads: Read[], calendar: Calendar): LenientRead {
  const named = (kind: NameKind) =>
    reads.filter(
      (read): read is Extract<Read, { kind: 'name' }> => read.kind === 'name' && read.name.kind === kind,
    );
  const months = named('month');
  const weekdays = named('weekday');
  const eras = named('era');
  for (const [list, what] of [
    [months, 'months'],
    [weekdays, 'weekdays'],
    [eras, 'eras'],
  ] as const) {
    const [first, second] = list;
    if (first && second && first.name.index !== second.name.index) {
      const part = what === 'months' ? 'month' : what === 'weekdays' ? 'weekday' : 'era';
      return fail(part, `Two ${what}: ${quote(first.text)} and ${quote(second.text)}`);
    }
  }
  const numbers = reads.filter((read): read is Extract<Read, { kind: 'number' }> => read.kind === 'number');
  const era = eras[0];
  const month = months[0];
  if (calendar.eras.length === 0 && era) return fail('era', `${calendar.name} has no eras`);

  const besideEra = era
    ? numbers.filter((number) => number.at === era.at - 1 || number.at === era.at + 1)
    : [];
  const wanted = month ? 2 : 3;
  if (numbers.length > wanted) {
    return fail(
      'text',
      `Too many numbers (${numbers.map((number) => number.text).join(', ')}): ${
        month ? 'a day and a year' : 'a day, a month and a year'
      } are enough`,
    );
  }
  if (numbers.length < wanted) {
    if (numbers.length === 0 && !month) return fail('text', 'No day, month or year: type a date');
    if (month && numbers.length === 1) {
      return besideEra.length > 0 || numbers[0]?.signed || Math.abs(numbers[0]?.value ?? 0) > 99
        ? fail('day', `No day: which day of ${month.name.shown}?`)
        : fail(
            'year',
            `No year: add one, as in ${formatDate(calendar, calendar.today, 'D MMMM Y')}${eraSuffix(
              calendar,
              calendar.today.year,
            )}`,
          );
    }
    if (month) return fail('day', `No day or year after ${quote(month.text)}`);
    return fail(numbers.length === 2 ? 'month' : 'day', 'A day, a month and a year are needed');
  }
  const { order } = lexiconOf(calendar);
  const fields = month ? order.filter((field) => field !== 'M') : order;
  // The orders tried, first the one that reads: a number beside the era is its year ("290 AF", "AF 290",
  // "Year 322 of the Ember Age": positions count the words read, not the fillers); then the format's
  // order; then, when the first number has three digits or a minus, year, month, day.
  const orders: NumberRead[][] = [];
  const inOrder = (wanted: readonly ('D' | 'M' | 'Y')[], year?: NumberRead) => {
    const rest = numbers.filter((number) => number !== year);
    const assigned = wanted.filter((field) => field !== 'Y' || year === undefined);
    const byField = new Map(assigned.map((field, index) => [field, rest[index] as NumberRead]));
    if (year) byField.set('Y', year);
    orders.push((['D', 'M', 'Y'] as const).flatMap((field) => byField.get(field) ?? []));
  };
  for (const year of besideEra) inOrder(fields, year);
  inOrder(fields);
  const first = numbers[0] as NumberRead;
  if (first.text.replace(/\D/g, '').length >= 3 || first.signed) {
    inOrder((['Y', 'M', 'D'] as const).filter((field) => fields.includes(field)));
  }
  let problem: LenientRead | undefined;
  for (const [dayRead, ...others] of orders) {
    const monthRead = month ? undefined : others[0];
    const yearRead = (month ? others[0] : others[1]) as NumberRead;
    const result = build(calendar, {
      dayRead: dayRead as NumberRead,
      monthRead,
      yearRead,
      month,
      era,
      weekday: weekdays[0],
    });
    if (result.ok) return result;
    problem ??= result;
  }
  return problem as LenientRead;
}

type NameRead = Extract<Read, { kind: 'name' }>;
type NumberRead = Extract<Read, { kind: 'number' }>;

function build(
  calendar: Calendar,
  {
    dayRead,
    monthRead,
    yearRead,
    month,
    era,
    weekday,
  }: {
    dayRead: NumberRead;
    monthRead: NumberRead | undefined;
    yearRead: NumberRead;
    month: NameRead | undefined;
    era: NameRead | undefined;
    weekday: NameRead | undefined;
  },
): LenientRead {
  let monthIndex: number;
  if (month) monthIndex = month.name.index + 1;
  else {
    monthIndex = (monthRead as NumberRead).value;
    if (monthIndex < 1 || monthIndex > calendar.months.length) {
      return fail(
        'month',
        `There is no month ${monthRead?.text} in ${calendar.name}: it has ${calendar.months.length}`,
      );
    }
  }
  const calendarYear = yearOf(calendar, yearRead, era?.name.index);
  if (typeof calendarYear === 'string') return fail(era ? 'era' : 'year', calendarYear);
  const monthName = calendar.months[monthIndex - 1]?.name ?? String(monthIndex);
  const length = daysInMonth(calendar, calendarYear, monthIndex);
  const yearShown = yearText(calendar, calendarYear);
  if (length === 0) return fail('month', `${monthName} does not come in ${yearShown}`);
  if (dayRead.signed || dayRead.value < 1 || dayRead.value > length) {
    return fail(
      'day',
      `${monthName} ${yearShown} has ${length} ${length === 1 ? 'day' : 'days'}, not ${dayRead.text}`,
    );
  }
  const date = { year: calendarYear, month: monthIndex, day: dayRead.value };
  if (weekday) {
    const actual = weekdayOfDay(calendar, dayFromDate(calendar, date));
    if (actual !== weekday.name.index) {
      return fail(
        'weekday',
        `${formatDate(calendar, date, 'D MMMM Y')}${eraSuffix(calendar, calendarYear)} is a ${
          calendar.weekdays[actual]
        }, not a ${weekday.name.shown}`,
      );
    }
  }
  return { ok: true, date };
}

/** The calendar's own year of a typed year (of an era, when one is named); a message when there is none. */
function yearOf(
  calendar: Calendar,
  year: { value: number; text: string },
  era: number | undefined,
): number | string {
  if (era !== undefined) {
    const found = yearFromEra(calendar, era, year.value);
    const shown = calendar.eras[era];
    return found ?? `${shown?.name ?? 'That era'} has no year ${year.text}`;
  }
  if (!isValidYear(calendar, year.value)) {
    return year.value === 0 && !calendar.hasYearZero
      ? `There is no year 0 in ${calendar.name}`
      : `The year ${year.text} is out of range`;
  }
  return year.value;
}

function eraSuffix(calendar: Calendar, year: number): string {
  const era = eraOfYear(calendar, year);
  const abbreviation = era ? calendar.eras[era.era]?.abbreviation : undefined;
  return abbreviation ? ` ${abbreviation}` : '';
}

function yearText(calendar: Calendar, year: number): string {
  const era = eraOfYear(calendar, year);
  return era ? `${era.year}${eraSuffix(calendar, year)}` : String(year);
}
