// The dated things of an owner that fall in a range of days (a month of the grid, a stretch of a
// timeline): its events, its sessions, its chapters (when their story happens), and its people's births,
// deaths and birthdays. Pure, read in one
// calendar; what the calendar cannot read is left out (it has no day to fall on).
import { addYears } from './arithmetic';
import type { Calendar } from './calendar';
import { toAstronomical } from './compiled';
import { dateFromDay, dayFromDate } from './engine';
import { parseWorldDate } from './parse';

export type DatedSource = { id: string; name: string; date: string };
export type PersonSource = { id: string; name: string; born: string; died: string };

export type DatedThingKind = 'event' | 'chapter' | 'session' | 'birth' | 'death' | 'birthday';

export type DatedThing = {
  kind: DatedThingKind;
  id: string;
  name: string;
  day: number;
  /** Minutes into the day, when the date gave a time. */
  minute?: number;
  /** The age reached on a birthday. */
  age?: number;
};

/** Birthdays are listed for ranges up to this many years; longer ranges (a timeline of ages) skip them. */
export const BIRTHDAY_YEARS_MAX = 200;

const KIND_ORDER: Record<DatedThingKind, number> = {
  birth: 0,
  birthday: 1,
  event: 2,
  chapter: 3,
  session: 4,
  death: 5,
};

/**
 * Everything dated of an owner from day `from` to day `to` (both included), ordered by day, time, then
 * kind. A birthday is the birth's month and day in each later year before the death (a festival-month
 * or leap-day birthday runs over into the next day in years without it, as ages count it).
 */
export function datedThingsInRange(
  calendar: Calendar,
  owner: {
    events?: readonly DatedSource[];
    chapters?: readonly DatedSource[];
    sessions?: readonly DatedSource[];
    people?: readonly PersonSource[];
  },
  range: { from: number; to: number },
): DatedThing[] {
  const things: DatedThing[] = [];
  const inRange = (day: number) => day >= range.from && day <= range.to;
  const addDated = (kind: 'event' | 'chapter' | 'session', sources: readonly DatedSource[] = []) => {
    for (const source of sources) {
      const world = parseWorldDate(source.date, calendar);
      if (world === undefined || !inRange(world.day)) continue;
      things.push({
        kind,
        id: source.id,
        name: source.name,
        day: world.day,
        ...(world.minute === undefined ? {} : { minute: world.minute }),
      });
    }
  };
  addDated('event', owner.events);
  addDated('chapter', owner.chapters);
  addDated('session', owner.sessions);
  const firstYear = toAstronomical(calendar, dateFromDay(calendar, range.from).year);
  const lastYear = toAstronomical(calendar, dateFromDay(calendar, range.to).year);
  const hasBirthdays = lastYear - firstYear <= BIRTHDAY_YEARS_MAX;
  for (const person of owner.people ?? []) {
    const born = person.born.trim() === '' ? undefined : parseWorldDate(person.born, calendar);
    const died = person.died.trim() === '' ? undefined : parseWorldDate(person.died, calendar);
    const base = { id: person.id, name: person.name };
    if (born && inRange(born.day)) things.push({ ...base, kind: 'birth', day: born.day });
    if (died && inRange(died.day)) things.push({ ...base, kind: 'death', day: died.day });
    if (!born || !hasBirthdays) continue;
    const bornYear = toAstronomical(calendar, born.date.year);
    for (let year = Math.max(firstYear, bornYear + 1); year <= lastYear; year += 1) {
      const day = dayFromDate(calendar, addYears(calendar, born.date, year - bornYear, 'overflow'));
      if (!inRange(day) || (died !== undefined && day > died.day)) continue;
      things.push({ ...base, kind: 'birthday', day, age: year - bornYear });
    }
  }
  things.sort(
    (a, b) => a.day - b.day || (a.minute ?? -1) - (b.minute ?? -1) || KIND_ORDER[a.kind] - KIND_ORDER[b.kind],
  );
  return things;
}
