// The calendar's views in Chromium (issue 15): "a month grid with 1,000 events that month painted under
// 50 ms; the Timeline view across 10,000 years zooms without dropped frames". A real Fablehold server
// (scripts/e2e-server.mjs on port 4397, its own data directory), an account signed up through the auth
// API, a universe with the Gregorian calendar and two timelines imported through the data API: 1,000
// events in March 2025, and 5,000 events spread over 3000 BC to AD 7000.
//
// 1. Month grid: from February (no events) "Next month" is clicked in the page; the time from the click
//    to the paint of the frame after March's table is in the document (a MutationObserver sees it, asks
//    for the next animation frame, and a message posted from it runs once that frame is painted).
// 2. Timeline view to scale: from every event in view (millennia), one Ctrl+wheel step per animation
//    frame zooms in to single days and back out. Per frame: the interval between animation frames (16.7
//    ms at 60 Hz is no frame dropped) and the work done in the frame's animation-frame callbacks (the
//    view draws its zoom synchronously in one).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, chromium, devices, type Page } from '@playwright/test';
import { chromiumLaunchOptions } from '../../e2e/support/chromium';
import { type AppServer, callApi, startAppServer, stopAppServer } from './app-server';
import { FRAME_HOOKS } from './frame-hooks';
import { percentile } from './timed-requests';

const PORT = 4397;
const BASE = `http://127.0.0.1:${PORT}`;
const MONTH_EVENTS = 1_000;
const SPAN_EVENTS = 5_000;
const MONTH_RUNS = 20;
const ZOOM_STEPS = 70;
const PAINT_TARGET_MS = 50;
const DISPLAY_FRAME_MS = 1000 / 60;
const FRAME_TARGET_MS = 16;
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

const ms = (value: number) => `${value.toFixed(1)} ms`;
const verdict = (isMet: boolean) => (isMet ? 'meets' : 'MISSES');

function event(id: string, timelineId: string, title: string, date: string) {
  return {
    id,
    timelineId,
    title,
    date,
    description: `${title}, as the chronicles tell it.`,
    type: id.endsWith('0') ? 'major' : 'minor',
    characters: [],
    tags: [],
    importance: 'moderate',
    icon: 'Calendar',
  };
}

function gregorianText(year: number, month: number, day: number): string {
  return `${day} ${MONTHS[month - 1]} ${Math.abs(year)} ${year < 0 ? 'BC' : 'AD'}`;
}

const NEXT_MONTH_PAINTED = `() => new Promise((done) => {
  const button = [...document.querySelectorAll('button')].find((b) => b.textContent.trim() === 'Next month');
  const started = performance.now();
  const observer = new MutationObserver(() => {
    const table = document.querySelector('table[aria-labelledby]');
    const heading = table && document.getElementById(table.getAttribute('aria-labelledby'));
    if (!heading || heading.textContent !== 'March, 2025 AD') return;
    observer.disconnect();
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => done(performance.now() - started);
      channel.port2.postMessage(null);
    });
  });
  observer.observe(document.body, { subtree: true, childList: true, characterData: true });
  button.click();
})`;

const ZOOM_IN_PAGE = `async (steps) => {
  const frames = window.__frames;
  const target = document.querySelector('[role="group"][aria-label$=" in time"]');
  if (target === null) throw new Error('No time scale to zoom');
  const box = target.getBoundingClientRect();
  frames.intervals.length = 0;
  frames.work.length = 0;
  frames.isOn = true;
  await new Promise((done) => {
    let step = 0;
    const zoom = () => {
      if (step >= steps * 2) { done(); return; }
      target.dispatchEvent(new WheelEvent('wheel', {
        deltaY: step < steps ? -100 : 100, ctrlKey: true,
        clientX: box.x + box.width / 2, clientY: box.y + box.height / 2, bubbles: true, cancelable: true,
      }));
      step += 1;
      requestAnimationFrame(zoom);
    };
    requestAnimationFrame(zoom);
  });
  frames.isOn = false;
  return { intervals: [...frames.intervals], work: [...frames.work], level: document.querySelector('output')?.textContent };
}`;

async function signIn(page: Page, account: { email: string; password: string }) {
  await page.goto('/login');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(account.email);
  await form.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

const dataDir = mkdtempSync(join(tmpdir(), 'fablehold-bench-calendar-views-'));
let server: AppServer | null = null;
let browser: Browser | null = null;
try {
  server = await startAppServer({ name: 'calendar-views', port: PORT, dataDir });
  const account = { email: `bench-${Date.now()}@example.com`, password: 'bench-calendar-password' };
  const { access_token: token } = await callApi<{ access_token: string }>(
    server,
    '',
    'POST',
    '/auth/v1/signup',
    account,
  );
  const universe = await callApi<{ id: string }>(server, token, 'POST', '/api/v1/universes', {
    name: 'The Bench Reach',
    description: 'Where the benchmark lives.',
  });
  await callApi(server, token, 'POST', '/api/v1/calendars', {
    ownerKind: 'universe',
    ownerId: universe.id,
    preset: 'gregorian',
  });
  const timeline = (id: string, name: string) => ({
    id,
    name,
    description: 'A benchmark timeline.',
    entityType: 'universe',
    entityId: universe.id,
    lastUpdated: new Date().toISOString(),
  });
  const monthEvents = Array.from({ length: MONTH_EVENTS }, (_, index) =>
    event(
      `bench-m-${index}`,
      'bench-month',
      `March happening ${index}`,
      gregorianText(2025, 3, 1 + (index % 31)),
    ),
  );
  const spanEvents = Array.from({ length: SPAN_EVENTS }, (_, index) => {
    // Spread evenly over 10,000 years, with a little jitter in month and day.
    const year = -3000 + Math.floor((index * 10_000) / SPAN_EVENTS);
    return event(
      `bench-s-${index}`,
      'bench-span',
      `Age event ${index}`,
      gregorianText(year === 0 ? 1 : year, 1 + ((index * 7) % 12), 1 + ((index * 13) % 28)),
    );
  });
  const empty = {
    universes: [],
    worlds: [],
    locations: [],
    novels: [],
    campaigns: [],
    items: [],
    characters: [],
  };
  await callApi(server, token, 'POST', '/api/v1/import', {
    workspace: {
      ...empty,
      timelines: [timeline('bench-month', 'A crowded March'), timeline('bench-span', 'Ten thousand years')],
      events: [...monthEvents, ...spanEvents],
      chapterTexts: [],
      relations: [],
    },
    skipDuplicates: true,
  });

  browser = await chromium.launch(chromiumLaunchOptions);
  const { defaultBrowserType: _, ...desktop } = devices['Desktop Chrome'];
  const context = await browser.newContext({ ...desktop, baseURL: BASE, reducedMotion: 'reduce' });
  await context.addInitScript(FRAME_HOOKS);
  const page = await context.newPage();
  page.setDefaultTimeout(60_000);
  await signIn(page, account);

  // 1. The month grid.
  await page.goto(`/universes/${universe.id}/calendar`);
  await page.getByRole('table', { name: 'January, 2025 AD', exact: true }).waitFor();
  await page.getByRole('button', { name: 'Next month' }).click();
  await page.getByRole('table', { name: 'February, 2025 AD', exact: true }).waitFor();
  const paints: number[] = [];
  let links = 0;
  for (let run = 0; run < MONTH_RUNS + 2; run += 1) {
    const painted = (await page.evaluate(`(${NEXT_MONTH_PAINTED})()`)) as number;
    if (run >= 2) paints.push(painted);
    links = await page.getByRole('table', { name: 'March, 2025 AD', exact: true }).getByRole('link').count();
    await page.getByRole('button', { name: 'Previous month' }).click();
    await page.getByRole('table', { name: 'February, 2025 AD', exact: true }).waitFor();
  }
  paints.sort((a, b) => a - b);
  const paintP95 = percentile(paints, 95);
  console.log(
    `month grid, ${MONTH_EVENTS.toLocaleString('en')} events in March 2025 (${links} links painted, the rest behind "+N more"), "Next month" clicked → March painted, ${MONTH_RUNS} runs: p50 ${ms(percentile(paints, 50))}, p95 ${ms(paintP95)}, max ${ms(paints.at(-1) ?? Number.NaN)} against ${PAINT_TARGET_MS} ms: ${verdict(paintP95 < PAINT_TARGET_MS)}`,
  );

  // 2. The Timeline view to scale.
  await page.goto('/timelines/bench-span');
  await page.getByRole('heading', { level: 1, name: 'Ten thousand years' }).waitFor();
  await page.getByRole('button', { name: 'To scale' }).click();
  await page.getByRole('group', { name: 'Ten thousand years in time' }).getByRole('button').first().waitFor();
  const before = await page.getByText(/^Scale: /).textContent();
  await page.waitForTimeout(500);
  const { intervals, work, level } = (await page.evaluate(`(${ZOOM_IN_PAGE})(${ZOOM_STEPS})`)) as {
    intervals: number[];
    work: number[];
    level: string;
  };
  // Where the zoom turned: zoom in alone once more, to read the closest level it reached.
  const sortedIntervals = [...intervals].sort((a, b) => a - b);
  const sortedWork = [...work].sort((a, b) => a - b);
  const dropped = intervals.filter((interval) => interval > DISPLAY_FRAME_MS * 1.5).length;
  console.log(
    `Timeline view to scale, ${SPAN_EVENTS.toLocaleString('en')} events over 10,000 years, ${ZOOM_STEPS} Ctrl+wheel steps in (from "${before}") and ${ZOOM_STEPS} out (back to "${level}"), ${intervals.length} frames: median frame interval ${ms(percentile(sortedIntervals, 50))} (p95 ${ms(percentile(sortedIntervals, 95))}); frames dropped (over 1.5 × ${ms(DISPLAY_FRAME_MS)}): ${dropped} of ${intervals.length}: ${verdict(dropped === 0)}; work in the frame median ${ms(percentile(sortedWork, 50))}, p95 ${ms(percentile(sortedWork, 95))} against ${FRAME_TARGET_MS} ms: ${verdict(percentile(sortedWork, 95) < FRAME_TARGET_MS)}`,
  );
} finally {
  await browser?.close().catch(() => undefined);
  if (server !== null) await stopAppServer(server);
  rmSync(dataDir, { recursive: true, force: true });
}
