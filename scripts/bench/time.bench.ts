// The time engine on 100,000 timeline events in the Emberreach preset (random dates written as authors
// write them, one in seven free text it cannot read): reading every date and sorting by it, against the
// issue's 50 ms; then the sort alone on keys read beforehand, and date → day → date conversions per
// second. `BENCH_STRICT=1` turns a missed target into a failing exit code.
import { dateFromDay, dayFromDate, daysInMonth } from '../../common/time/engine';
import { formatDate } from '../../common/time/format';
import { emberreach } from '../../common/time/presets';
import { compareDateSortKeys, dateSortKey, sortByWorldDate } from '../../common/time/sort';
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

  let sorted: string[] = [];
  const total = measure(() => {
    sorted = sortByWorldDate(dates, (date) => date, emberreach);
  });
  const dated = sorted.filter((date) => dateSortKey(date, emberreach).isDated).length;
  console.log(
    `read every date and sort: median ${total.median.toFixed(1)} ms, p95 ${total.p95.toFixed(1)} ms (target ${SORT_TARGET_MS} ms): ${verdict(total.median, SORT_TARGET_MS)}`,
  );
  console.log(`  ${dated.toLocaleString('en')} dated, ${(EVENTS - dated).toLocaleString('en')} left as text`);
  if (total.median > SORT_TARGET_MS)
    misses.push(`read and sort: ${total.median.toFixed(1)} ms > ${SORT_TARGET_MS} ms`);

  const keys = dates.map((date) => dateSortKey(date, emberreach));
  const sortOnly = measure(() => {
    [...keys].sort(compareDateSortKeys);
  });
  console.log(
    `sort on keys read beforehand: median ${sortOnly.median.toFixed(1)} ms, p95 ${sortOnly.p95.toFixed(1)} ms (target ${SORT_TARGET_MS} ms): ${verdict(sortOnly.median, SORT_TARGET_MS)}`,
  );
  if (sortOnly.median > SORT_TARGET_MS)
    misses.push(`sort only: ${sortOnly.median.toFixed(1)} ms > ${SORT_TARGET_MS} ms`);

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
