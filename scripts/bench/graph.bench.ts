// The relationship graph and the family tree (issue 13): "The graph of 2,000 records and 5,000
// relations: layout under 1 s, pan and zoom without dropped frames in Chromium (median frame under 16 ms
// while zooming)".
//
// 1. Layout in Node: Cytoscape headless running what the graph page runs (`runGraphLayout` with
//    `layoutOptionsFor` in src/features/graph/model/graph-layout.ts: for a graph this size pivot MDS,
//    then the nodes spread apart), on a seeded random graph of 2,000 nodes and 5,000 edges, the nodes
//    sized as the page draws them. Timed from the layout's start until the nodes stand where they will
//    be drawn; RUNS runs, median and worst printed. Headless has no renderer, so this is the layout's own
//    work, as in the page before the first paint of the result.
// 2. Zooming in Chromium: the same size of graph stored through the data API (2,000 characters in a
//    universe and 5,000 relations among them, on a server of its own), the universe's graph page opened
//    and zoomed by wheel events on the drawing (ZOOM_STEPS, one in every frame, in then out). Two
//    figures per frame, taken in the page: the interval between animation frames (what the eye sees: 16.7 ms at 60 Hz is
//    no frame dropped) and the work done in the frame's animation-frame callbacks (Cytoscape draws in
//    them). Three verdicts, as the issue asks "without dropped frames (median frame under 16 ms)": the
//    median interval against one 60 Hz frame (an interval is never shorter than the display's frame),
//    the frames dropped (none over 1.5 frames), and the work in the frame at p95 against 16 ms (a median
//    alone hides the frames Cytoscape redraws in, since it skips redrawing in most).
// 3. The family tree layout (`familyTree`) of a family of 2,000 people over 12 generations with
//    spouses, cousin marriages, adoptions and siblings.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, chromium, devices } from '@playwright/test';
import cytoscape from 'cytoscape';
import fcose from 'cytoscape-fcose';
import { type FamilyRelation, familyTree } from '../../common/workspace/family-tree';
import { chromiumLaunchOptions } from '../../e2e/support/chromium';
import { layoutOptionsFor, runGraphLayout } from '../../src/features/graph/model/graph-layout';
import { type AppServer, callApi, startAppServer, stopAppServer } from './app-server';
import { FRAME_HOOKS } from './frame-hooks';
import { percentile } from './timed-requests';

const NODES = 2_000;
const EDGES = 5_000;
const RUNS = 3;
const LAYOUT_TARGET_MS = 1_000;
const FRAME_TARGET_MS = 16;
/** One frame at 60 Hz: an interval of this is a frame not dropped. */
const DISPLAY_FRAME_MS = 1000 / 60;
const ZOOM_STEPS = 120;
const FAMILY = 2_000;
const PORT = 4394;
const BASE = `http://127.0.0.1:${PORT}`;

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));
const verdict = (isMet: boolean) => (isMet ? 'meets' : 'MISSES');
const ms = (value: number) => `${value.toFixed(1)} ms`;

/** A small seeded generator (mulberry32), so every run lays out the same graph. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** 5,000 distinct edges among 2,000 nodes: a ring keeps it connected, the rest at random. */
function randomGraph(seed: number): { from: number; to: number }[] {
  const next = random(seed);
  const seen = new Set<string>();
  const edges: { from: number; to: number }[] = [];
  const add = (from: number, to: number) => {
    const key = from < to ? `${from}-${to}` : `${to}-${from}`;
    if (from === to || seen.has(key)) return;
    seen.add(key);
    edges.push({ from, to });
  };
  for (let i = 1; i < NODES; i += 1) add(Math.floor(next() * i), i);
  while (edges.length < EDGES) add(Math.floor(next() * NODES), Math.floor(next() * NODES));
  return edges;
}

async function layoutInNode(): Promise<number[]> {
  cytoscape.use(fcose);
  const times: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const edges = randomGraph(run + 1);
    const cy = cytoscape({
      headless: true,
      styleEnabled: true,
      style: [{ selector: 'node', style: { width: 34, height: 34 } }],
      elements: [
        ...Array.from({ length: NODES }, (_, i) => ({ group: 'nodes' as const, data: { id: `n${i}` } })),
        ...edges.map((edge, i) => ({
          group: 'edges' as const,
          data: { id: `e${i}`, source: `n${edge.from}`, target: `n${edge.to}` },
        })),
      ],
    });
    const started = performance.now();
    await runGraphLayout(cy, layoutOptionsFor(NODES, edges.length, true));
    times.push(performance.now() - started);
    cy.destroy();
  }
  return times;
}

function familyOf(size: number): FamilyRelation[] {
  const next = random(7);
  const relations: FamilyRelation[] = [];
  const ref = (i: number) => ({ kind: 'character' as const, id: `p${i}` });
  const add = (
    type: 'parent' | 'spouse' | 'sibling',
    from: number,
    to: number,
    variant: FamilyRelation['variant'],
  ) => relations.push({ id: `r${relations.length}`, type, variant, from: ref(from), to: ref(to) });
  const generations = 12;
  const perGeneration = Math.ceil(size / generations);
  for (let i = 0; i < size; i += 1) {
    const generation = Math.floor(i / perGeneration);
    const first = generation * perGeneration;
    if (generation > 0) {
      const above = first - perGeneration;
      const father = above + Math.floor(next() * perGeneration);
      const mother = above + Math.floor(next() * perGeneration);
      add('parent', father, i, next() < 0.1 ? 'adoptive' : 'birth');
      if (mother !== father) add('parent', mother, i, next() < 0.05 ? 'unknown' : 'birth');
    }
    // Spouses within a generation: so many shared ancestors that most marriages are between cousins.
    if (i > first && next() < 0.5) add('spouse', first + Math.floor(next() * (i - first)), i, null);
    if (i > first && next() < 0.1) add('sibling', i - 1, i, null);
  }
  return relations;
}

let server: AppServer | null = null;

/** The data API of the bench's server, as a client calls it. */
const call = <T = unknown>(token: string, method: string, path: string, body?: unknown): Promise<T> => {
  if (server === null) throw new Error('The server is not started');
  return callApi<T>(server, token, method, path, body);
};

/** Runs `work` over `items`, `width` at a time. */
async function inParallel<T>(items: readonly T[], width: number, work: (item: T) => Promise<unknown>) {
  let at = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (at < items.length) {
        const item = items[at] as T;
        at += 1;
        await work(item);
      }
    }),
  );
}

// In the page, as text so that no compiled helper leaks into it: one wheel step in every frame.
const ZOOM_IN_PAGE = `async (steps) => {
  const frames = window.__frames;
  const target = document.querySelector('[role="application"] canvas') ?? document.querySelector('[role="application"]');
  if (target === null) throw new Error('No drawing to zoom');
  const box = target.getBoundingClientRect();
  frames.intervals.length = 0;
  frames.work.length = 0;
  frames.isOn = true;
  await new Promise((done) => {
    let step = 0;
    const zoom = () => {
      if (step >= steps) { done(); return; }
      target.dispatchEvent(new WheelEvent('wheel', {
        deltaY: step < steps / 2 ? -60 : 60,
        clientX: box.x + box.width / 2,
        clientY: box.y + box.height / 2,
        bubbles: true,
        cancelable: true,
      }));
      step += 1;
      requestAnimationFrame(zoom);
    };
    requestAnimationFrame(zoom);
  });
  frames.isOn = false;
  return { intervals: [...frames.intervals], work: [...frames.work] };
}`;

async function zoomInChromium(): Promise<{ intervals: number[]; work: number[] }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'fablehold-bench-graph-'));
  let browser: Browser | null = null;
  try {
    server = await startAppServer({ name: 'graph', port: PORT, dataDir });
    const account = { email: `bench-${Date.now()}@example.com`, password: 'bench-graph-password' };
    const { access_token: token } = await call<{ access_token: string }>(
      '',
      'POST',
      '/auth/v1/signup',
      account,
    );
    const universe = await call<{ id: string }>(token, 'POST', '/api/v1/universes', {
      name: 'The Bench Reaches',
      description: 'A benchmark universe.',
    });
    const ids: string[] = [];
    await inParallel(
      Array.from({ length: NODES }, (_, i) => i),
      8,
      async (i) => {
        const made = await call<{ id: string }>(token, 'POST', '/api/v1/characters', {
          name: `Person ${i}`,
          role: 'Ally',
          description: '',
          universeId: universe.id,
        });
        ids[i] = made.id;
      },
    );
    const types = ['ally', 'rival', 'enemy', 'mentor', 'parent', 'sibling', 'spouse', 'serves'];
    const edges = randomGraph(1);
    await inParallel(edges, 8, (edge) =>
      call(token, 'POST', '/api/v1/relations', {
        from: { kind: 'character', id: ids[edge.from] },
        to: { kind: 'character', id: ids[edge.to] },
        type: types[(edge.from + edge.to) % types.length],
      }),
    );
    browser = await chromium.launch(chromiumLaunchOptions);
    const { defaultBrowserType: _, ...desktop } = devices['Desktop Chrome'];
    const context = await browser.newContext({ ...desktop, baseURL: BASE, reducedMotion: 'reduce' });
    await context.addInitScript(FRAME_HOOKS);
    const page = await context.newPage();
    page.setDefaultTimeout(120_000);
    await page.goto('/login');
    const form = page.getByRole('form', { name: 'Sign in' });
    await form.getByLabel('Email').fill(account.email);
    await form.getByLabel('Password').fill(account.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    await page.goto(`/universes/${universe.id}/graph`);
    await page.getByRole('table', { name: /Connections/ }).waitFor();
    // The drawing's chunk loads and the layout runs on the page's main thread (not animated at this
    // size): the drawing is visible and a script in the page runs only once that is done.
    const listed = performance.now();
    const drawing = page.getByRole('application', { name: 'Relationship graph' });
    await drawing.waitFor({ timeout: 900_000 });
    await page.evaluate(() => null);
    console.log(
      `graph page in Chromium: drawn and free to zoom ${ms(performance.now() - listed)} after the connections list showed (the drawing's chunk and the layout)`,
    );
    await sleep(1_000);
    // One wheel step in every frame, dispatched in the page on the drawing (Cytoscape zooms on the
    // wheel), so every frame measured is a frame of zooming: in, then out.
    const measured = (await page.evaluate(`(${ZOOM_IN_PAGE})(${ZOOM_STEPS})`)) as {
      intervals: number[];
      work: number[];
    };
    return measured;
  } finally {
    await browser?.close().catch(() => undefined);
    if (server !== null) await stopAppServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.env.GRAPH_BENCH_NODE === 'off') {
  console.log('graph layout in Node and the family tree: skipped (GRAPH_BENCH_NODE=off)');
} else {
  await inNode();
}

async function inNode() {
  const layoutTimes = await layoutInNode();
  const sortedLayout = [...layoutTimes].sort((a, b) => a - b);
  const layoutMedian = percentile(sortedLayout, 50);
  console.log(
    `graph layout (Cytoscape headless, as the page runs it), ${NODES} nodes / ${EDGES} edges, ${RUNS} runs: median ${ms(layoutMedian)}, worst ${ms(sortedLayout[sortedLayout.length - 1] ?? Number.NaN)} (runs ${layoutTimes.map(ms).join(', ')}) against ${LAYOUT_TARGET_MS} ms: ${verdict(layoutMedian < LAYOUT_TARGET_MS)}`,
  );

  const family = familyOf(FAMILY);
  const familyTimes: number[] = [];
  let placed = 0;
  for (let run = 0; run < 5; run += 1) {
    const started = performance.now();
    const tree = familyTree({ relations: family, focus: 'character:p1000', ancestors: 20, descendants: 20 });
    familyTimes.push(performance.now() - started);
    placed = tree.people.length;
  }
  const sortedFamily = [...familyTimes].sort((a, b) => a - b);
  console.log(
    `family tree layout, ${FAMILY} people / ${family.length} family relations (${placed} placed), 5 runs: median ${ms(percentile(sortedFamily, 50))}, worst ${ms(sortedFamily[sortedFamily.length - 1] ?? Number.NaN)}`,
  );
}

if (process.env.GRAPH_BENCH_BROWSER === 'off') {
  console.log('zooming in Chromium: skipped (GRAPH_BENCH_BROWSER=off)');
} else {
  const { intervals, work } = await zoomInChromium();
  const sortedIntervals = [...intervals].sort((a, b) => a - b);
  const sortedWork = [...work].sort((a, b) => a - b);
  const median = percentile(sortedIntervals, 50);
  const dropped = intervals.filter((interval) => interval > DISPLAY_FRAME_MS * 1.5).length;
  console.log(
    `zooming the graph page in Chromium, ${NODES} nodes / ${EDGES} relations, ${intervals.length} frames: median frame interval ${ms(median)} (p95 ${ms(percentile(sortedIntervals, 95))}) against one 60 Hz frame (${ms(DISPLAY_FRAME_MS)}): ${verdict(median <= DISPLAY_FRAME_MS + 0.5)}; frames dropped (over 1.5 × ${ms(DISPLAY_FRAME_MS)}): ${dropped} of ${intervals.length}: ${verdict(dropped === 0)}; work in the frame median ${ms(percentile(sortedWork, 50))}, p95 ${ms(percentile(sortedWork, 95))} against ${FRAME_TARGET_MS} ms: ${verdict(percentile(sortedWork, 95) < FRAME_TARGET_MS)}`,
  );
}
