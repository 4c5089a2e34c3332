// "As of" a date: who is alive and how old, which events have happened. Pure, on date texts read in one
// calendar; text the calendar cannot read is neither before nor after anything, so it is listed apart.
import { wholeYearsBetween } from './arithmetic';
import type { Calendar, CalendarDate } from './calendar';
import { dateFromDay, dayFromDate } from './engine';
import { parseWorldDate, type WorldDate } from './parse';

/** Birth and death as typed ('' when not said). */
export type Lifespan = { born: string; died: string };

export type LifeAsOf =
  /** No readable birth and no readable death on or before the date: nothing to say. */
  | { state: 'unknown' }
  /** Born after the date. */
  | { state: 'unborn'; born: WorldDate }
  /** Alive on the date, `age` whole years old (undefined when the birth is not readable). */
  | { state: 'alive'; age: number | undefined; born: WorldDate | undefined }
  /** Died on or before the date; `age` at death when both dates are readable. */
  | { state: 'dead'; age: number | undefined; died: WorldDate };

function ageBetween(calendar: Calendar, born: WorldDate, on: CalendarDate): number {
  return wholeYearsBetween(calendar, born.date, on);
}

/** A person's life as of a day (a day count, engine.ts). */
export function lifeAsOf(calendar: Calendar, life: Lifespan, asOfDay: number): LifeAsOf {
  const born = life.born.trim() === '' ? undefined : parseWorldDate(life.born, calendar);
  const died = life.died.trim() === '' ? undefined : parseWorldDate(life.died, calendar);
  if (born !== undefined && asOfDay < born.day) return { state: 'unborn', born };
  if (died !== undefined && died.day <= asOfDay) {
    return {
      state: 'dead',
      age: born === undefined ? undefined : ageBetween(calendar, born, died.date),
      died,
    };
  }
  if (born === undefined) {
    // Only a death we cannot place in time, or nothing: alive is all that can be said when a death is
    // readable and later; otherwise nothing.
    return died === undefined ? { state: 'unknown' } : { state: 'alive', age: undefined, born: undefined };
  }
  return { state: 'alive', age: ageBetween(calendar, born, dateFromDay(calendar, asOfDay)), born };
}

/** 'Age 34', 'Died aged 61', 'Not yet born', 'Died', or '' when nothing can be said. */
export function describeLife(life: LifeAsOf): string {
  switch (life.state) {
    case 'unknown':
      return '';
    case 'unborn':
      return 'Not yet born';
    case 'alive':
      return life.age === undefined ? 'Alive' : `Age ${life.age}`;
    case 'dead':
      return life.age === undefined ? 'Died' : `Died aged ${life.age}`;
  }
}

export type PersonAsOf<T> = { person: T; life: LifeAsOf };

/**
 * The people as of a day: `alive` (born on or before it, not yet dead, in birth order, eldest first),
 * `dead` (died on or before it) and `unknown` (no readable birth or death: cannot be placed).
 */
export function peopleAsOf<T>(
  calendar: Calendar,
  people: readonly T[],
  lifeOf: (person: T) => Lifespan,
  asOfDay: number,
): { alive: PersonAsOf<T>[]; dead: PersonAsOf<T>[]; unknown: T[] } {
  const alive: (PersonAsOf<T> & { order: number })[] = [];
  const dead: PersonAsOf<T>[] = [];
  const unknown: T[] = [];
  for (const person of people) {
    const life = lifeAsOf(calendar, lifeOf(person), asOfDay);
    if (life.state === 'alive')
      alive.push({ person, life, order: life.born?.day ?? Number.MAX_SAFE_INTEGER });
    else if (life.state === 'dead') dead.push({ person, life });
    else if (life.state === 'unknown') unknown.push(person);
  }
  alive.sort((a, b) => a.order - b.order);
  return { alive: alive.map(({ person, life }) => ({ person, life })), dead, unknown };
}

/**
 * The items whose date is on or before the day (`happened`, in date order), after it (`upcoming`), and
 * those whose date the calendar cannot read (`undated`, in their given order).
 */
export function happenedAsOf<T>(
  calendar: Calendar,
  items: readonly T[],
  dateOf: (item: T) => string,
  asOfDay: number,
): { happened: T[]; upcoming: T[]; undated: T[] } {
  const dated: { item: T; day: number; minute: number }[] = [];
  const undated: T[] = [];
  for (const item of items) {
    const world = parseWorldDate(dateOf(item), calendar);
    if (world === undefined) undated.push(item);
    else dated.push({ item, day: world.day, minute: world.minute ?? -1 });
  }
  dated.sort((a, b) => a.day - b.day || a.minute - b.minute);
  return {
    happened: dated.filter((entry) => entry.day <= asOfDay).map((entry) => entry.item),
    upcoming: dated.filter((entry) => entry.day > asOfDay).map((entry) => entry.item),
    undated,
  };
}

/** The day of a calendar date (for a date input's value). */
export function dayOf(calendar: Calendar, date: CalendarDate): number {
  return dayFromDate(calendar, date);
}
