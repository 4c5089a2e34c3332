// Fantasy-Calendar events as timeline events (decision 054). An event on one date (its `date`, a Date
// condition, or the conditions Year = Y and Month = M and Day = D) keeps that date; one on a month and day of every year
// keeps that rule as its date text, which the calendar lists as undated; any other rule (moons, seasons,
// weekdays, other events) cannot be a timeline event's date, and the events are named in the notes.
import type { Calendar } from './calendar';
import { isValidDate } from './engine';
import { formatDate } from './format';
import {
  count,
  decodeEntities,
  htmlToText,
  type ImportedEvent,
  type ImportNotes,
  listNames,
  type ReadMonth,
} from './imported-calendar';

const TITLE_MAX = 200;
const DESCRIPTION_MAX = 5_000;

type Condition = { kind: string; operator: string; values: unknown[] };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The conditions joined only by "and", flattened; undefined for "or", "not", groups or anything else. */
function plainConditions(raw: unknown): Condition[] | undefined {
  if (!Array.isArray(raw)) return undefined;
  const conditions: Condition[] = [];
  for (const item of raw) {
    if (!Array.isArray(item)) return undefined;
    if (item.length === 1 && item[0] === '&&') continue;
    const [kind, operator, values] = item;
    if (typeof kind !== 'string' || !Array.isArray(values)) return undefined;
    conditions.push({ kind, operator: String(operator), values });
  }
  return conditions;
}

type When =
  | { kind: 'date'; year: number; month: number; day: number }
  | { kind: 'yearly'; month: number; day: number };

const whole = (value: unknown) => {
  const number = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : Number.NaN;
  return Number.isInteger(number) ? number : undefined;
};

/** When an event happens, as far as a timeline can say it; undefined when it cannot. */
function whenOf(data: Record<string, unknown>): When | undefined {
  const date = Array.isArray(data.date) ? data.date.map(whole) : [];
  const [year, month, day] = date;
  if (year !== undefined && month !== undefined && day !== undefined)
    return { kind: 'date', year, month, day };
  const conditions = plainConditions(data.conditions);
  if (!conditions || conditions.length === 0) return undefined;
  // A one-time event: a single "Date is exactly [year, month, day]" condition.
  const [only] = conditions;
  if (conditions.length === 1 && only?.kind === 'Date' && only.operator === '0') {
    const [y, m, d] = only.values.map(whole);
    return y !== undefined && m !== undefined && d !== undefined
      ? { kind: 'date', year: y, month: m, day: d }
      : undefined;
  }
  const equal = new Map<string, number>();
  for (const condition of conditions) {
    // Operator "0" is "is exactly" for Year, Month and Day; any other test is a range or a repeat.
    const value = whole(condition.values[0]);
    if (condition.operator !== '0' || value === undefined || equal.has(condition.kind)) return undefined;
    equal.set(condition.kind, value);
  }
  const m = equal.get('Month');
  const d = equal.get('Day');
  const y = equal.get('Year');
  const known = ['Year', 'Month', 'Day'];
  if ([...equal.keys()].some((kind) => !known.includes(kind)) || m === undefined || d === undefined)
    return undefined;
  return y === undefined ? { kind: 'yearly', month: m, day: d } : { kind: 'date', year: y, month: m, day: d };
}

/** An export's top-level `events` or `categories`, or a preset's in `static_data.event_data`. */
function listOf(json: Record<string, unknown>, key: 'events' | 'categories'): unknown[] {
  const staticData = isRecord(json.static_data) ? json.static_data : {};
  const eventData = isRecord(staticData.event_data) ? staticData.event_data : {};
  const list = json[key] ?? eventData[key];
  return Array.isArray(list) ? list : [];
}

function categoryNames(json: Record<string, unknown>): (id: unknown) => string | undefined {
  const list = listOf(json, 'categories');
  return (id) => {
    const found =
      list.find(
        (category) => isRecord(category) && category.id !== undefined && String(category.id) === String(id),
      ) ?? (typeof id === 'number' ? list[id] : undefined);
    return isRecord(found) && typeof found.name === 'string' ? decodeEntities(found.name).trim() : undefined;
  };
}

/** The events of a parsed Fantasy-Calendar file (top-level `events`, or `static_data.event_data.events`). */
export function readFantasyCalendarEvents(
  json: unknown,
  calendar: Calendar,
  months: readonly ReadMonth[],
  notes: ImportNotes,
): ImportedEvent[] {
  if (!isRecord(json)) return [];
  const raw = listOf(json, 'events');
  const category = categoryNames(json);
  const events: ImportedEvent[] = [];
  const unplaced: string[] = [];
  const yearly: string[] = [];
  const hidden: string[] = [];
  raw.forEach((event, index) => {
    if (!isRecord(event)) return;
    const title = (decodeEntities(String(event.name ?? '')).trim() || `Event ${index + 1}`).slice(
      0,
      TITLE_MAX,
    );
    const when = whenOf(isRecord(event.data) ? event.data : {});
    const monthIndex = when ? months.findIndex((month) => month.timespan === when.month) : -1;
    const month = calendar.months[monthIndex];
    let date: string | undefined;
    if (when?.kind === 'date' && month) {
      const candidate = { year: when.year, month: monthIndex + 1, day: when.day };
      if (isValidDate(calendar, candidate)) date = formatDate(calendar, candidate);
    } else if (when?.kind === 'yearly' && month && when.day >= 1 && when.day <= month.length) {
      date = `Every year, ${when.day} ${month.name}`;
      yearly.push(title);
    }
    if (date === undefined || date.length > 100) {
      unplaced.push(title);
      return;
    }
    const text = htmlToText(String(event.description ?? ''));
    const categoryName = category(event.event_category_id ?? event.category);
    const description = text === '' ? 'Imported from Fantasy-Calendar.' : text;
    if (description.length > DESCRIPTION_MAX)
      notes.change(
        `The description of "${title}" is cut to ${DESCRIPTION_MAX.toLocaleString('en')} characters`,
      );
    const settings = isRecord(event.settings) ? event.settings : {};
    if (settings.hide === true) hidden.push(title);
    events.push({
      title,
      date,
      description: description.slice(0, DESCRIPTION_MAX),
      tags: categoryName ? [categoryName] : [],
    });
  });
  if (yearly.length > 0) {
    notes.change(
      `Events of every year keep their rule as date text ("Every year, …") and are listed apart from dated events: ${listNames(yearly)}`,
    );
  }
  if (unplaced.length > 0) {
    notes.lost(
      `${count(unplaced.length, 'event')} whose date is a rule a timeline cannot hold (moons, seasons, weekdays, ranges or other events): ${listNames(unplaced)}`,
    );
  }
  if (hidden.length > 0) notes.lost(`Which events were hidden from players (${listNames(hidden)})`);
  if (events.length > 0) notes.lost('Event colours and display styles (categories become tags)');
  return events;
}
