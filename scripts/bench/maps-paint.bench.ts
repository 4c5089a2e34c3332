// The map page in Chromium (issue 30): a map with 10,000 pins against the same map with 10 (the floor,
// measured in the same run). Prints the time from navigation to the first painted tile and pin, and,
// while the map is zoomed in and out by the wheel and panned by the arrow keys, the frame intervals
// (median, and how many over 1.5 display frames). Targets: first paint under 1 s; frames under 16 ms
// median with at most 2 % dropped.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, chromium, devices, type Page } from '@playwright/test';
import sharp from 'sharp';
import { chromiumLaunchOptions } from '../../e2e/support/chromium';
import { type AppServer, callApi, startAppServer, stopAppServer } from './app-server';
import { FRAME_HOOKS } from './frame-hooks';
import { percentile } from './timed-requests';

const PORT = Number(process.env.BENCH_PORT ?? 4689);
const BASE = `http://127.0.0.1:${PORT}`;
const DISPLAY_FRAME_MS = 1000 / 60;
const ms = (value: number) => `${value.toFixed(1)} ms`;
const PROFILE = process.env.MAPS_PROFILE === '1';

const FIRST_PAINT = `() => new Promise((done) => {
  const check = () => {
    if (document.querySelector('.leaflet-tile-loaded') && document.querySelector('.leaflet-marker-icon')) {
      requestAnimationFrame(() => done(performance.now()));
      return;
    }
    requestAnimationFrame(check);
  };
  check();
})`;

const MOVE = `async () => {
  const frames = window.__frames;
  const map = document.querySelector('[role="application"]');
  const box = map.getBoundingClientRect();
  frames.intervals.length = 0;
  frames.work.length = 0;
  frames.isOn = true;
  const wait = (time) => new Promise((done) => setTimeout(done, time));
  for (let step = 0; step < 6; step += 1) {
    map.dispatchEvent(new WheelEvent('wheel', { deltaY: step < 3 ? -120 : 120, clientX: box.x + box.width / 2,
      clientY: box.y + box.height / 2, bubbles: true, cancelable: true }));
    await wait(350);
  }
  map.focus();
  for (const key of ['ArrowRight', 'ArrowDown', 'ArrowLeft', 'ArrowUp', 'ArrowRight', 'ArrowDown']) {
    map.dispatchEvent(new KeyboardEvent('keydown', { key, code: key, keyCode: { ArrowLeft: 37, ArrowUp: 38, ArrowRight: 39, ArrowDown: 40 }[key], bubbles: true }));
    await wait(300);
  }
  frames.isOn = false;
  return [...frames.intervals];
}`;

type CpuProfile = {
  nodes: {
    id: number;
    callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  }[];
  samples: number[];
  timeDeltas: number[];
};

/** `MAPS_PROFILE=1`: a CPU profile of the 10,000 pins' move, to see where the frames go. */
async function startProfile(page: Page) {
  const session = await page.context().newCDPSession(page);
  await session.send('Profiler.enable');
  await session.send('Profiler.start');
  return async () => ((await session.send('Profiler.stop')) as { profile: CpuProfile }).profile;
}

/** Self time by function (name, file and place in it, as the build minified them), the 15 largest. */
function printProfile(profile: CpuProfile) {
  const byNode = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
  const self = new Map<string, number>();
  let total = 0;
  profile.samples.forEach((sample, index) => {
    const frame = byNode.get(sample);
    const delta = (profile.timeDeltas[index] ?? 0) / 1000;
    total += delta;
    if (frame === undefined) return;
    const key = `${frame.functionName || '(anonymous)'} ${frame.url.split('/').at(-1) ?? ''}:${frame.lineNumber + 1}:${frame.columnNumber + 1}`;
    self.set(key, (self.get(key) ?? 0) + delta);
  });
  console.log(`CPU profile of the 10,000 pins' move: ${ms(total)} sampled; self time:`);
  for (const [key, time] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 15))
    console.log(`  ${ms(time).padStart(10)}  ${key}`);
}

async function signIn(page: Page, account: { email: string; password: string }) {
  await page.goto('/login');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(account.email);
  await form.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

function pins(count: number, width: number, height: number) {
  // A spread over the picture, denser towards its middle, as settlements gather.
  return Array.from({ length: count }, (_, index) => {
    const angle = index * 2.399963;
    const radius = Math.sqrt(index / count) * 0.48;
    return {
      id: `pin-${count}-${index}`,
      name: `Place ${index}`,
      x: Math.round(width * (0.5 + radius * Math.cos(angle))),
      y: Math.round(height * (0.5 + radius * Math.sin(angle))),
      icon: '',
      color: '#c08a2e',
      layer: index % 2 === 0 ? 'Towns' : 'Villages',
      linkKind: '',
      linkId: '',
    };
  });
}

const dataDir = mkdtempSync(join(tmpdir(), 'fablehold-bench-maps-paint-'));
let server: AppServer | null = null;
let browser: Browser | null = null;
try {
  server = await startAppServer({ name: 'maps-paint', port: PORT, dataDir });
  const account = { email: `bench-${Date.now()}@example.com`, password: 'bench-maps-password' };
  const { access_token: token } = await callApi<{ access_token: string }>(
    server,
    '',
    'POST',
    '/auth/v1/signup',
    account,
  );
  const universe = await callApi<{ id: string }>(server, token, 'POST', '/api/v1/universes', {
    name: 'Bench',
    description: '',
  });
  const world = await callApi<{ id: string }>(server, token, 'POST', '/api/v1/worlds', {
    universeId: universe.id,
    name: 'Bench world',
    type: 'Planet',
    description: '',
  });
  const made = await callApi<{ id: string }>(server, token, 'POST', '/api/v1/maps', {
    name: 'Picture',
    ownerType: 'world',
    ownerId: world.id,
  });
  const picture = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#2f5d50' } })
    .png()
    .toBuffer();
  const uploaded = await fetch(`${server.base}/api/v1/maps/${made.id}/image`, {
    method: 'PUT',
    headers: { Authorization: `Bearer ${token}` },
    body: new Uint8Array(picture),
  });
  const image = ((await uploaded.json()) as { image: { id: string; width: number; height: number } }).image;
  const mapOf = (id: string, count: number) => ({
    id,
    name: `${count} pins`,
    description: '',
    ownerType: 'world',
    ownerId: world.id,
    image,
    scale: null,
    pins: pins(count, image.width, image.height),
    regions: [],
    routes: [],
  });
  await callApi(server, token, 'POST', '/api/v1/import', {
    workspace: { maps: [mapOf('bench-10', 10), mapOf('bench-10000', 10_000)] },
    skipDuplicates: true,
  });

  browser = await chromium.launch(chromiumLaunchOptions);
  const { defaultBrowserType: _, ...desktop } = devices['Desktop Chrome'];
  const context = await browser.newContext({ ...desktop, baseURL: BASE });
  await context.addInitScript(FRAME_HOOKS);
  if (process.env.NO_VIEW === '1') await context.addInitScript('window.__noView = true');
  const page = await context.newPage();
  page.setDefaultTimeout(120_000);
  await signIn(page, account);
  // Once, so that the page's code is in the cache for both measured maps alike.
  await page.goto('/maps/bench-10');
  await page.evaluate(`(${FIRST_PAINT})()`);

  const figures: Record<
    string,
    { paint: number; intervals: number[]; markers: number; elements: number; read: number }
  > = {};
  for (const id of ['bench-10', 'bench-10000']) {
    await page.goto('/dashboard');
    await page.goto(`/maps/${id}`);
    const paint = (await page.evaluate(`(${FIRST_PAINT})()`)) as number;
    const markers = await page.locator('.leaflet-marker-icon').count();
    const elements = (await page.evaluate('document.getElementsByTagName("*").length')) as number;
    // When the map with its pins had arrived (its response's end, from navigation).
    const read = (await page.evaluate(
      `performance.getEntriesByType('resource').find((entry) => entry.name.endsWith('/maps/${id}'))?.responseEnd ?? 0`,
    )) as number;
    const profiling = PROFILE && id === 'bench-10000' ? await startProfile(page) : undefined;
    const intervals = (await page.evaluate(`(${MOVE})()`)) as number[];
    if (profiling) printProfile(await profiling());
    figures[id] = { paint, intervals, markers, elements, read };
  }
  for (const [id, { paint, intervals, markers, elements, read }] of Object.entries(figures)) {
    const sorted = [...intervals].sort((a, b) => a - b);
    const dropped = intervals.filter((interval) => interval > DISPLAY_FRAME_MS * 1.5).length;
    console.log(
      `${id.replace('bench-', '')} pins: first tile and pin painted ${ms(paint)} after navigation (the map read by ${ms(read)}; ${markers} markers, ${elements} elements in the page); ${intervals.length} frames zooming and panning: median ${ms(percentile(sorted, 50))}, p95 ${ms(percentile(sorted, 95))}, dropped ${dropped} (${((dropped / Math.max(1, intervals.length)) * 100).toFixed(1)} %)`,
    );
  }
  const floor = figures['bench-10'];
  const many = figures['bench-10000'];
  if (floor && many)
    console.log(`10,000 pins against 10: first paint ${(many.paint / floor.paint).toFixed(2)}×`);
} finally {
  await browser?.close().catch(() => undefined);
  if (server) await stopAppServer(server);
  rmSync(dataDir, { recursive: true, force: true });
}
