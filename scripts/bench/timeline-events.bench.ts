// Timeline events at scale: 10,000 events through the detail page's pure pipeline (sort by date text,
// search index, sidebar counts, filter per keystroke) and a server render of the first screen of each
// view (the virtual list renders only the rows that fit an 800 px window). Median of timed runs after
// warm-up. Target: a filter keystroke (filter + first screen) under 50 ms. `BENCH_STRICT=1` turns a
// missed target into a failing exit code.
import { fileURLToPath } from 'node:url';
import { createElement, type FunctionComponent } from 'react';
import { renderToString } from 'react-dom/server';
import { tsImport } from 'tsx/esm/api';
import type { EventIcon, Importance } from '../../common/domain/enums';
import type { TimelineEvent } from '../../common/domain/timeline';
import {
  ALL_EVENTS,
  buildEventSearchIndex,
  countEventsByFilter,
  type EventFilter,
  filterEvents,
  sortEventsByDate,
} from '../../src/features/timelines/model/event-filters';
import { mulberry32 } from './seeded-random';

type ViewProps = {
  events: readonly TimelineEvent[];
  onEdit: (event: TimelineEvent) => void;
  onDelete: (event: TimelineEvent) => void;
};
type ViewsModule = Record<'EventTimelineView' | 'EventListView', FunctionComponent<ViewProps>>;
type CardViewModule = { EventCardView: FunctionComponent<ViewProps> };
type PanelModule = { TimelineEvents: FunctionComponent<ViewProps & { onAdd: () => void }> };

// The components are .tsx compiled with the browser app's settings (automatic JSX runtime), which the
// bench runner's default tsconfig does not have; they are loaded through tsx with tsconfig.app.json.
async function importComponent<T>(path: string): Promise<T> {
  const tsconfig = fileURLToPath(new URL('../../tsconfig.app.json', import.meta.url));
  return (await tsImport(path, { parentURL: import.meta.url, tsconfig })) as T;
}
const { EventTimelineView, EventListView } = await importComponent<ViewsModule>(
  '../../src/features/timelines/components/event-views.tsx',
);
const { EventCardView } = await importComponent<CardViewModule>(
  '../../src/features/timelines/components/event-card-view.tsx',
);
const { TimelineEvents } = await importComponent<PanelModule>(
  '../../src/features/timelines/components/timeline-events.tsx',
);

const EVENTS = 10_000;
const WARM_UP = 3;
const RUNS = 15;
const KEYSTROKE_TARGET_MS = 50;

const IMPORTANCES: Importance[] = ['critical', 'major', 'moderate', 'minor'];
const ICONS: EventIcon[] = ['Star', 'Map', 'Users', 'FileText', 'Sword', 'Flag', 'Zap', 'Calendar'];
const TAGS = [
  'artifact',
  'battle',
  'politics',
  'discovery',
  'journey',
  'magic',
  'trade',
  'myth',
  'war',
  'sky',
];
const NAMES = ['Queen Aldra', 'Corvin', 'Mira Vell', 'The Warden', 'Old Tamsin', 'Brother Ash', 'Iskra'];
const WORDS = [
  'ember',
  'crown',
  'tide',
  'forge',
  'road',
  'court',
  'storm',
  'oath',
  'lamp',
  'harbour',
  'winter',
];
const AGES = ['Ember Age', 'Age of Tides', 'Long Dusk'];

function pick<T>(next: () => number, list: readonly T[]): T {
  return list[Math.floor(next() * list.length)] as T;
}

function makeEvents(): TimelineEvent[] {
  const next = mulberry32(7);
  const events: TimelineEvent[] = [];
  for (let i = 0; i < EVENTS; i += 1) {
    const words = Array.from({ length: 12 }, () => pick(next, WORDS)).join(' ');
    events.push({
      id: `ev-${i}`,
      timelineId: 't-bench',
      title: `The ${pick(next, WORDS)} of ${pick(next, WORDS)} ${i}`,
      date: `Year ${Math.floor(next() * 5000)} of the ${pick(next, AGES)}, day ${1 + Math.floor(next() * 30)}`,
      description: `A long description with ${words}, as authors write them.`,
      type: next() < 0.5 ? 'major' : 'minor',
      characters: Array.from({ length: Math.floor(next() * 3) }, () => pick(next, NAMES)),
      tags: [...new Set(Array.from({ length: Math.floor(next() * 6) }, () => pick(next, TAGS)))],
      importance: pick(next, IMPORTANCES),
      icon: pick(next, ICONS),
    });
  }
  return events;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

function time<T>(run: () => T): { ms: number; result: T } {
  for (let i = 0; i < WARM_UP; i += 1) run();
  const samples: number[] = [];
  let result = run();
  for (let i = 0; i < RUNS; i += 1) {
    const started = performance.now();
    result = run();
    samples.push(performance.now() - started);
  }
  return { ms: median(samples), result };
}

const noop = () => {};
const format = (ms: number) => ms.toFixed(2).padStart(9);

const events = makeEvents();
const rows: [string, number, string][] = [];

const sortShuffled = time(() => sortEventsByDate(events));
rows.push(['sort 10,000 events by date text (shuffled)', sortShuffled.ms, '']);
const sorted = sortShuffled.result;
rows.push(['check an already sorted list (the usual case)', time(() => sortEventsByDate(sorted)).ms, '']);
const index = time(() => buildEventSearchIndex(sorted));
rows.push(['build the search index (once per list)', index.ms, '']);
rows.push([
  'count events per sidebar choice (once per list)',
  time(() => countEventsByFilter(sorted)).ms,
  '',
]);

const keystrokes: { filter: EventFilter; term: string }[] = [
  { filter: ALL_EVENTS, term: 'e' },
  { filter: ALL_EVENTS, term: 'em' },
  { filter: ALL_EVENTS, term: 'ember' },
  { filter: { kind: 'tag', value: 'battle' }, term: 'queen' },
  { filter: { kind: 'importance', value: 'critical' }, term: 'harbour win' },
  { filter: { kind: 'type', value: 'minor' }, term: '' },
];
let worstKeystroke = 0;
for (const { filter, term } of keystrokes) {
  const filtered = time(() => filterEvents(sorted, filter, term, index.result));
  const rendered = time(() =>
    renderToString(
      createElement(EventTimelineView, { events: filtered.result, onEdit: noop, onDelete: noop }),
    ),
  );
  const total = filtered.ms + rendered.ms;
  worstKeystroke = Math.max(worstKeystroke, total);
  const label = `${filter.kind === 'all' ? 'All Events' : `${filter.kind} ${filter.value}`} + "${term}"`;
  rows.push([
    `keystroke: filter ${label.padEnd(34)} + first screen`,
    total,
    `(${filtered.result.length.toLocaleString('en')} match; filter ${filtered.ms.toFixed(2)} ms)`,
  ]);
}

for (const [name, view] of [
  ['Timeline', EventTimelineView],
  ['List', EventListView],
  ['Card', EventCardView],
] as const) {
  const rendered = time(() =>
    renderToString(createElement(view, { events: sorted, onEdit: noop, onDelete: noop })),
  );
  const items = (rendered.result.match(/aria-posinset=/g) ?? []).length;
  rows.push([`first screen of 10,000 events, ${name} view`, rendered.ms, `(${items} items in the DOM)`]);
}
const page = time(() =>
  renderToString(createElement(TimelineEvents, { events, onAdd: noop, onEdit: noop, onDelete: noop })),
);
rows.push(['whole events panel from unsorted events (sort, index, counts, filter, render)', page.ms, '']);

console.log(
  `Timeline events: ${EVENTS.toLocaleString('en')} events; median of ${RUNS} runs after ${WARM_UP} warm-up runs (ms)\n`,
);
for (const [label, ms, note] of rows) console.log(`${format(ms)}  ${label} ${note}`);
const isMet = worstKeystroke < KEYSTROKE_TARGET_MS;
console.log(
  `\nSlowest keystroke (filter + first screen): ${worstKeystroke.toFixed(2)} ms; target < ${KEYSTROKE_TARGET_MS} ms: ${isMet ? 'met' : 'MISSED'}`,
);
if (!isMet && process.env.BENCH_STRICT === '1') process.exit(1);
