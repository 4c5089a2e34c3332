// The time engine on 100,000 timeline events in the Emberreach preset (random dates written as authors
// write them, one in seven free text it cannot read). Ordering them, against the 50 ms, on the
// path timelines take since decision 044: each event carries the day stored at its write (computed here
// once, as the server does at the write, outside the timing), and `sortEventsForCalendar` (the timeline
// page's, and the server's `sortByStoredDay`) orders by it, free text after in natural order. Then, for
// comparison, reading every date and sorting (the path before stored days, and still the path of a source
// without them), and date → day → date conversions per second. `BENCH_STRICT=1` turns a missed target
// into a failing exit code.

import type { TimelineEvent } from '../../common/domain/timeline';
import { dateFromDay, dayFromDate, daysInMonth } from '../../common/time/engine';
import { formatDate } from '../../common/time/format';
import { emberreach } from '../../common/time/presets';
import { compareDateSortKeys, dateSortKey, sortByWorldDate } from '../../common/time/sort';
import { eventDayOf } from '../../server/db/event-days';
import { sortEventsForCalendar } from '../../src/features/timelines/model/event-filters';
import { mulberry32 } from './seeded-random';

const EVENTS = 100_000;
const WARM_UP = 2;
const RUNS = 11;
const SORT_TARGET_MS = 50;
const CONVERSIONS = 1_000_000;

const QUALIFIERS = ['spring', 'later that night', 'dusk', 'at the second bell'];
const FREE_TEXT = ['Tide', 'The winter of the long siege', 'Before the bells', 'Entry', 'Late harvest'];

function makeDates(): string[] {
  const next = mulberry32(15);
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)] as T;
  const dates: string[] = [];
  for (let index = 0; index < EVENTS; index += 1) {
    const year = 1 + Math.floor(next() * 2000);
    const month = 1 + Math.floor(next() * emberreach.months.length);
    const length = daysInMonth(emberreach, year, month) || 1;
    const date = {
      year,
      month: daysInMonth(emberreach, year, month) > 0 ? month : 1,
      day: 1 + Math.floor(next() * length),
    };
    const monthName = emberreach.months[date.month - 1]?.name ?? '';
    const shape = next();
    if (shape < 1 / 7) dates.push(`${pick(FREE_TEXT)} ${Math.floor(next() * 500)}`);
    else if (shape < 3 / 7) dates.push(formatDate(emberreach, date));
    else if (shape < 5 / 7) dates.push(`Year ${year} of the Ember Age, ${monthName} ${date.day}`);
    else if (shape < 6 / 7) dates.push(`Year ${year} of the Ember Age`);
    else dates.push(`Year ${year} of the Ember Age, ${pick(QUALIFIERS)}`);
  }
  return dates;
}

type Figures = { median: number; p95: number };

function measure(run: () => void): Figures {
  for (let index = 0; index < WARM_UP; index += 1) run();
  const times: number[] = [];
  for (let index = 0; index < RUNS; index += 1) {
    const started = performance.now();
    run();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (fraction: number) =>
    times[Math.min(times.length - 1, Math.ceil(fraction * times.length) - 1)] ?? 0;
  return { median: at(0.5), p95: at(0.95) };
}

function verdict(ms: number, target: number): string {
  return ms <= target ? 'meets' : 'MISSES';
}

function main() {
  const dates = makeDates();
  const misses: string[] = [];
  console.log(
    `Time engine: ${EVENTS.toLocaleString('en')} event dates in the ${emberreach.name}; median and p95 of ${RUNS} runs after ${WARM_UP} warm-up runs\n`,
  );

  // What the server stores at each write and answers with each event (decision 044).
  const events: TimelineEvent[] = dates.map((date, index) => {
    const day = eventDayOf(date, emberreach);
    return {
      id: `e-${index}`,
      timelineId: 't',
      title: `Event ${index}`,
      date,
      description: '',
      type: 'minor',
      characters: [],
      tags: [],
      importance: 'moderate',
      icon: 'Calendar',
      worldDay: day.world_day,
      worldMinute: day.world_minute,
    };
  });
  let ordered: readonly TimelineEvent[] = [];
  const byStored = measure(() => {
    ordered = sortEventsForCalendar(events, emberreach);
  });
  const check = sortByWorldDate(dates, (date) => date, emberreach);
  const isSame = ordered.every((event, index) => event.date === check[index]);
  console.log(
    `order by the days stored at write, from write order (the server's sort; sortEventsForCalendar): median ${byStored.median.toFixed(1)} ms, p95 ${byStored.p95.toFixed(1)} ms (target ${SORT_TARGET_MS} ms): ${verdict(byStored.p95, SORT_TARGET_MS)}${isSame ? '' : ' — ORDER DIFFERS from reading every date'}`,
  );
  if (byStored.p95 > SORT_TARGET_MS)
    misses.push(`order by stored days: p95 ${byStored.p95.toFixed(1)} ms > ${SORT_TARGET_MS} ms`);
  if (!isSame) misses.push('ordering by stored days differs from reading every date');
  // The timeline page gets them from the server in that order: one pass finds nothing to sort.
  const pageCheck = measure(() => {
    sortEventsForCalendar(ordered, emberreach);
  });
  console.log(
    `  the page's pass over events the server sent in order: median ${pageCheck.median.toFixed(1)} ms, p95 ${pageCheck.p95.toFixed(1)} ms`,
  );

  let sorted: string[] = [];
  const total = measure(() => {
    sorted = sortByWorldDate(dates, (date) => date, emberreach);
  });
  const dated = sorted.filter((date) => dateSortKey(date, emberreach).isDated).length;
  console.log(
    `for comparison, read every date and sort (no stored days: before decision 044, or a source without them): median ${total.median.toFixed(1)} ms, p95 ${total.p95.toFixed(1)} ms`,
  );
  console.log(`  ${dated.toLocaleString('en')} dated, ${(EVENTS - dated).toLocaleString('en')} left as text`);

  const keys = dates.map((date) => dateSortKey(date, emberreach));
  const sortOnly = measure(() => {
    [...keys].sort(compareDateSortKeys);
  });
  console.log(
    `for comparison, sort on keys read beforehand: median ${sortOnly.median.toFixed(1)} ms, p95 ${sortOnly.p95.toFixed(1)} ms`,
  );

  const next = mulberry32(7);
  const days = Array.from({ length: CONVERSIONS }, () => Math.floor((next() - 0.5) * 2 * 365 * 1_000_000));
  let checksum = 0;
  const conversions = measure(() => {
    for (const day of days) checksum += dayFromDate(emberreach, dateFromDay(emberreach, day)) - day;
  });
  if (checksum !== 0) misses.push('a date → day → date round trip came back different');
  const perSecond = (CONVERSIONS / conversions.median) * 1000;
  console.log(
    `date → day → date over ±1,000,000 years: ${Math.round(perSecond).toLocaleString('en')} round trips per second (median of ${RUNS} runs of ${CONVERSIONS.toLocaleString('en')})`,
  );

  console.log(misses.length === 0 ? '\nAll targets met.' : `\nTargets missed:\n- ${misses.join('\n- ')}`);
  if (misses.length > 0 && process.env.BENCH_STRICT === '1') process.exitCode = 1;
}

main();
