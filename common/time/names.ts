// The calendar's names lower-cased once per calendar, for reading text without re-folding every name on
// every read.
import type { Calendar } from './calendar';

export type CalendarNames = {
  months: string[];
  weekdays: string[];
  eraNames: string[];
  eraAbbreviations: string[];
  /** Era name or abbreviation, lower-case and without a leading "the", to its index. */
  eras: Map<string, number>;
};

const cache = new WeakMap<Calendar, CalendarNames>();

/** Runs of white space as one space; checked first, as most text has none and replacing costs more. */
export function collapseSpaces(text: string): string {
  return /\s\s|[^\S ]/.test(text) ? text.replace(/\s+/g, ' ') : text;
}

export function foldName(text: string): string {
  return collapseSpaces(text).trim().toLowerCase();
}

export function withoutArticle(text: string): string {
  const folded = foldName(text);
  return folded.startsWith('the ') ? folded.slice(4) : folded;
}

export function namesOf(calendar: Calendar): CalendarNames {
  let names = cache.get(calendar);
  if (!names) {
    const eras = new Map<string, number>();
    calendar.eras.forEach((era, index) => {
      for (const name of [era.abbreviation, era.name]) {
        const key = withoutArticle(name);
        if (!eras.has(key)) eras.set(key, index);
      }
    });
    names = {
      months: calendar.months.map((month) => foldName(month.name)),
      weekdays: calendar.weekdays.map(foldName),
      eraNames: calendar.eras.map((era) => foldName(era.name)),
      eraAbbreviations: calendar.eras.map((era) => foldName(era.abbreviation)),
      eras,
    };
    cache.set(calendar, names);
  }
  return names;
}
