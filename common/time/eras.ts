// Eras: which era a year falls in and its number there, and back. An era's count either continues the
// calendar's own years, restarts at Year 1, or counts down to the start of the next era (as BC does).
import type { Calendar } from './calendar';
import { type CompiledEra, compile, fromAstronomical, toAstronomical } from './compiled';
import { namesOf, withoutArticle } from './names';

export type EraYear = { era: number; year: number };

/** The era (index) of a year of the calendar's own count and the year's number in it; undefined without eras. */
export function eraOfYear(calendar: Calendar, year: number): EraYear | undefined {
  const { eras } = compile(calendar);
  const astronomical = toAstronomical(calendar, year);
  let index = eras.length - 1;
  while (index > 0 && astronomical < (eras[index] as CompiledEra).start) index -= 1;
  const era = eras[index];
  if (!era) return undefined;
  return { era: index, year: yearInEra(calendar, era, astronomical) };
}

function yearInEra(calendar: Calendar, era: CompiledEra, astronomical: number): number {
  switch (era.count) {
    case 'continue':
      return fromAstronomical(calendar, astronomical);
    case 'restart':
      return astronomical - era.start + 1;
    case 'countdown':
      return era.end - astronomical;
  }
}

/** The calendar's own year of an era's year; undefined when that era has no such year. */
export function yearFromEra(calendar: Calendar, eraIndex: number, eraYear: number): number | undefined {
  const era = compile(calendar).eras[eraIndex];
  if (!era || !Number.isSafeInteger(eraYear)) return undefined;
  let astronomical: number;
  switch (era.count) {
    case 'continue':
      if (eraYear === 0 && !calendar.hasYearZero) return undefined;
      astronomical = toAstronomical(calendar, eraYear);
      break;
    case 'restart':
      astronomical = era.start + eraYear - 1;
      break;
    case 'countdown':
      astronomical = era.end - eraYear;
      break;
  }
  if (astronomical < era.start || astronomical >= era.end) return undefined;
  return fromAstronomical(calendar, astronomical);
}

/** The era whose name or abbreviation is this text (case and a leading "the" aside). */
export function findEra(calendar: Calendar, text: string): number | undefined {
  return namesOf(calendar).eras.get(withoutArticle(text));
}
