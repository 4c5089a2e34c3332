// What every calendar converter gives back (decision 054), and the small steps they share: names made
// unique and short enough, HTML descriptions as plain text, the final check by the engine's schema.
import { z } from 'zod';
import { type Calendar, type CalendarInput, calendarLimits, calendarSchema, type Month } from './calendar';

export const calendarSources = ['fantasy-calendar', 'donjon', 'fablehold'] as const;
export type CalendarSource = (typeof calendarSources)[number];

/** An event as a timeline event form would take it: free-text date in the calendar's own format. */
export type ImportedEvent = { title: string; date: string; description: string; tags: string[] };

export type CalendarImport = {
  source: CalendarSource;
  calendar: Calendar;
  events: ImportedEvent[];
  /** Things of the file that are not in the calendar or its events, each named. */
  notCarried: string[];
  /** Things carried, but not exactly as the tool had them (rounded, moved, renamed). */
  changed: string[];
};

/** A month as read from a file and where it came from (its index there), for leap days, events, today. */
export type ReadMonth = { timespan: number; month: Month };

export type CalendarImportResult = { ok: true; value: CalendarImport } | { ok: false; errors: string[] };

/** Checks a converted calendar with the engine's one schema: the calendar, or its problems as sentences. */
export function checkConverted(
  input: CalendarInput,
): { ok: true; calendar: Calendar } | { ok: false; errors: string[] } {
  const result = calendarSchema.safeParse(input);
  if (result.success) return { ok: true, calendar: result.data };
  return {
    ok: false,
    errors: result.error.issues.map(
      (problem) =>
        `The calendar made from the file is not valid: ${problem.path.length > 0 ? `${problem.path.join('.')}: ` : ''}${problem.message}`,
    ),
  };
}

/** Counts what the converters drop or change, as sentences the preview lists. */
export class ImportNotes {
  readonly notCarried: string[] = [];
  readonly changed: string[] = [];
  lost(text: string) {
    this.notCarried.push(text);
  }
  change(text: string) {
    this.changed.push(text);
  }
}

/**
 * Names for one list (months, weekdays, moons, eras): trimmed, cut to the schema's length, empty ones
 * named by their place, and a repeated name made unique with a number, each change noted.
 */
export function namesFor(what: string, raw: readonly unknown[], notes: ImportNotes): string[] {
  const seen = new Set<string>();
  return raw.map((value, index) => {
    let name =
      typeof value === 'string' || typeof value === 'number' ? decodeEntities(String(value)).trim() : '';
    if (name === '') {
      name = `${what} ${index + 1}`;
      notes.change(`A ${what.toLowerCase()} without a name is called "${name}"`);
    }
    if (name.length > calendarLimits.nameLength) {
      const cut = name.slice(0, calendarLimits.nameLength).trim();
      notes.change(
        `The ${what.toLowerCase()} name "${name}" is cut to "${cut}" (${calendarLimits.nameLength} characters at most)`,
      );
      name = cut;
    }
    if (seen.has(name.toLowerCase())) {
      let number = 2;
      while (seen.has(`${name} ${number}`.toLowerCase())) number += 1;
      const unique = `${name} ${number}`;
      notes.change(`Two ${what.toLowerCase()}s are named "${name}": the later one is "${unique}"`);
      name = unique;
    }
    seen.add(name.toLowerCase());
    return name;
  });
}

const namedEntities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** HTML character references as the characters they stand for (unknown names are left as written). */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, body: string) => {
    if (body.startsWith('#')) {
      const code =
        body[1] === 'x' || body[1] === 'X' ? Number.parseInt(body.slice(2), 16) : Number(body.slice(1));
      return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return namedEntities[body.toLowerCase()] ?? whole;
  });
}

/** Tags as lines where they break text, gone elsewhere; a "<" that starts no tag ("5 < 6") stays. */
function stripTags(html: string): string {
  return html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<\s*br\s*\/?>/gi, '\n')
    .replace(/<\/\s*(p|div|h[1-6]|li)\s*>/gi, '\n')
    .replace(/<\/?[a-z][a-z0-9]*(\s[^<>]*)?\/?>/gi, '');
}

/**
 * An HTML description (as Fantasy-Calendar keeps them, often escaped twice) as plain text: paragraphs and
 * line breaks become new lines, every other tag is dropped, so nothing is ever shown as markup.
 */
export function htmlToText(html: string): string {
  let text = stripTags(html);
  // Escaped markup ("&lt;p&gt;") is markup one level down: unescape and strip again, at most twice.
  for (let pass = 0; pass < 2 && /&lt;\/?[a-z]/i.test(text); pass += 1)
    text = stripTags(decodeEntities(text));
  return decodeEntities(text)
    .split('\n')
    .map((line) => line.replace(/[ \t\u00a0]+/g, ' ').trim())
    .filter((line, index, lines) => line !== '' || (index > 0 && lines[index - 1] !== ''))
    .join('\n')
    .trim();
}

/** "N things" with the right plural. */
/** A JSON object read from an export (not an array, not null), or undefined: the imports' one test of shape. */
export const objectOf = (value: unknown): Record<string, unknown> | undefined =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;

export function count(n: number, one: string, many = `${one}s`): string {
  return `${n.toLocaleString('en')} ${n === 1 ? one : many}`;
}

/** A list of names for a sentence: "A, B and C", the first few and "N more" when it is long. */
export function listNames(names: readonly string[], shown = 6): string {
  const quoted = names.map((name) => `"${name}"`);
  if (quoted.length <= shown) {
    return quoted.length <= 1 ? (quoted[0] ?? '') : `${quoted.slice(0, -1).join(', ')} and ${quoted.at(-1)}`;
  }
  return `${quoted.slice(0, shown).join(', ')} and ${quoted.length - shown} more`;
}

/** A parsed file checked by a converter's schema: its data, or each problem as "path: message". */
export function readShape<T>(
  schema: z.ZodType<T>,
  json: unknown,
): { ok: true; data: T } | { ok: false; errors: string[] } {
  const parsed = schema.safeParse(json);
  if (parsed.success) return { ok: true, data: parsed.data };
  return {
    ok: false,
    errors: parsed.error.issues.map((issue) =>
      issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message,
    ),
  };
}

/** The refusal of a file with more months or weekdays than a calendar may have, or undefined. */
export function overLimit(months: number, weekdays: number): string | undefined {
  if (months > calendarLimits.months) {
    return `The file has ${months} months; a calendar here has at most ${calendarLimits.months}`;
  }
  if (weekdays > calendarLimits.weekdays) {
    return `The week has ${weekdays} days; a calendar here has at most ${calendarLimits.weekdays}`;
  }
  return undefined;
}

/** A number as these tools write them: a JSON number, or the same in a string ("30", "-12.5"). */
export const looseNumber = z.union(
  [
    z.number(),
    z
      .string()
      .regex(/^-?\d+(\.\d+)?$/)
      .transform(Number),
  ],
  {
    error: 'must be a number',
  },
);
