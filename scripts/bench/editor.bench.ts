// Writing a novel, measured in Chromium (issue 12): a 150,000-word novel in 60 chapters, served by a real
// Fablehold server (scripts/e2e-server.mjs on port 4393, its own data directory, the app built if its
// sources changed), written through the chapter text API by an account signed up through the auth API,
// then opened and typed in through Playwright's Chromium (the executable and flags of playwright.config.ts).
//
// Every time is taken in the page with performance.now() and event timestamps, never by Node's clock:
// - Ready to type: from the click on the chapter's Write link on the novel's Chapters tab (the click
//   event's timestamp) until the frame that shows the editor editable with the chapter's last words in
//   it has been painted. Checked on each animation frame; once true, a message posted from that frame's
//   callback runs after the frame's paint. The first open is cold (the editor's code is fetched then);
//   then WARM_OPENS more, going back to the Chapters tab with the browser's Back between them.
// - Typing latency: real key events (CDP Input.dispatchKeyEvent through page.keyboard) at a human pace
//   (90–170 ms between keys, a pause of 0.35–0.9 s after punctuation, when the editor hands the
//   document on and autosave sends it), in the middle of the 10,000-word chapter. Per key: from the
//   keydown's timestamp to the paint of the next frame after the text changed (an input listener asks
//   for the next animation frame, and a message posted from it runs once that frame is painted).
//   Cross-checked with the Event Timing API (PerformanceEventTiming: input delay, processing and the
//   wait until the next frame is presented, in 8 ms steps; only entries of 16 ms or more are reported,
//   so a key with none was under 16 ms).
// - Work per keystroke: the renderer's main-thread script time (CDP Performance.getMetrics
//   ScriptDuration) and style + layout time over STEADY_KEYS keys typed without a pause, in the
//   10,000-word chapter and in a 100-word one. Equal per key means no whole-document work per keystroke.
//   The work the editor defers to a pause (serialise, count, keep, save) is shown apart.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, type CDPSession, chromium, devices, type Page } from '@playwright/test';
import { chromiumLaunchOptions } from '../../e2e/support/chromium';
import { type AppServer, callApi, startAppServer, stopAppServer } from './app-server';
import { chapterProse } from './prose';
import { percentile } from './timed-requests';

const PORT = 4393;
const BASE = `http://127.0.0.1:${PORT}`;
const READY_TARGET_MS = 150;
const TYPING_P95_TARGET_MS = 16;
/** The 10,000-word chapter's script time per key may be at most this times the 100-word chapter's. */
const SAME_WORK_RATIO = 1.5;
const WARM_OPENS = 25;
const STEADY_KEYS = 150;
const STEADY_INTERVAL_MS = 100;

const NOVEL_WORDS = 150_000;
const CHAPTERS = 60;
const LONG = {
  index: 6,
  title: 'The Long Night',
  words: 10_000,
  ending: 'So ended the night at Harrow Ford.',
};
const SHORT = { index: 30, title: 'A Letter', words: 100, ending: 'So ended the letter from the coast.' };

/** About 300 characters of prose, typed into the middle of a chapter. */
const TYPED =
  'The lantern swung on its hook, and for a while neither of them spoke. Outside, the rain had found ' +
  'the gap under the door again; Mira pushed a folded cloak against it with her foot. "If the bridge ' +
  'is down, we go by the marsh," she said at last. Orren only nodded, as if he had known all along ' +
  'where the road would end.';

// In the page: plain JavaScript, given as text so that no compiled helper leaks into it.
const PAGE_HOOKS = `(() => {
  const bench = { keys: [], events: [], ready: null };
  window.__bench = bench;
  const whenPainted = (callback) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => callback(performance.now());
    channel.port2.postMessage(null);
  };
  const afterNextPaint = (callback) => requestAnimationFrame(() => whenPainted(callback));
  bench.reset = () => { bench.keys = []; bench.events = []; };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      bench.events.push({ name: entry.name, start: entry.startTime, duration: entry.duration });
    }
  }).observe({ type: 'event', durationThreshold: 16 });
  addEventListener('keydown', (event) => {
    bench.keys.push({ start: event.timeStamp, handled: null, painted: null, isWaiting: false });
  }, true);
  addEventListener('input', () => {
    const key = bench.keys[bench.keys.length - 1];
    if (key === undefined || key.isWaiting) return;
    key.isWaiting = true;
    // Queued after the editor's own reading of the change (a mutation observer's callback).
    queueMicrotask(() => { key.handled = performance.now() - key.start; });
    afterNextPaint((now) => { key.painted = now - key.start; });
  }, true);
  const textAddress = new RegExp('/chapters/[^/]+/text$');
  bench.armReady = (ending) => {
    bench.ready = new Promise((resolve) => {
      addEventListener('click', (event) => {
        const start = event.timeStamp;
        const poll = () => {
          const editor = document.querySelector('.ProseMirror[role="textbox"][aria-label="Chapter text"]');
          const isReady = editor !== null && editor.isContentEditable &&
            (editor.lastElementChild?.textContent ?? '').endsWith(ending);
          if (!isReady) {
            requestAnimationFrame(poll);
            return;
          }
          // Checked in a frame's callback: that frame shows it, and is painted before the message runs.
          const text = performance.getEntriesByType('resource').filter((entry) =>
            entry.startTime >= start && textAddress.test(entry.name)).at(-1);
          whenPainted((now) => resolve({
            ready: now - start,
            textAsked: text ? text.startTime - start : null,
            textArrived: text ? text.responseEnd - start : null,
          }));
        };
        requestAnimationFrame(poll);
      }, { capture: true, once: true });
    });
  };
})();`;

type Key = { start: number; handled: number | null; painted: number | null };
type EventEntry = { name: string; start: number; duration: number };

const sorted = (values: (number | null)[]) =>
  values.filter((value): value is number => value !== null).sort((a, b) => a - b);
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));
const ms = (value: number) => `${value.toFixed(1)} ms`;
const verdict = (isMet: boolean) => (isMet ? 'meets' : 'MISSES');
const words = (count: number) => count.toLocaleString('en-US');

function withTimeout<T>(promise: Promise<T>, limitMs: number, what: string): Promise<T> {
  return Promise.race([
    promise,
    sleep(limitMs).then(() => Promise.reject(new Error(`${what} within ${limitMs / 1000} s`))),
  ]);
}

/** The data API of the bench's server, as a client calls it. */
const call = <T = unknown>(token: string, method: string, path: string, body?: unknown): Promise<T> => {
  if (server === null) throw new Error('The server is not started');
  return callApi<T>(server, token, method, path, body);
};

/** Signs an account up, writes the novel through the API, and answers its id and total words. */
async function writeNovel(account: { email: string; password: string }) {
  const session = await call<{ access_token: string }>('', 'POST', '/auth/v1/signup', account);
  const token = session.access_token;
  const novel = await call<{ id: string }>(token, 'POST', '/api/v1/novels', {
    title: 'The Ember Oath',
    description: 'A benchmark novel.',
  });
  // The rest shared by the other 58 chapters, the first few a word longer.
  const rest = NOVEL_WORDS - LONG.words - SHORT.words;
  const others = CHAPTERS - 2;
  for (let i = 0, other = 0; i < CHAPTERS; i += 1) {
    const special = i === LONG.index ? LONG : i === SHORT.index ? SHORT : null;
    const title = special?.title ?? `Chapter ${i + 1}`;
    const count = special?.words ?? Math.floor(rest / others) + (other < rest % others ? 1 : 0);
    if (special === null) other += 1;
    const chapter = await call<{ id: string }>(token, 'POST', `/api/v1/novels/${novel.id}/chapters`, {
      title,
    });
    await call(token, 'PUT', `/api/v1/novels/${novel.id}/chapters/${chapter.id}/text`, {
      text: chapterProse(count, i + 1, special?.ending ?? `So ended chapter ${i + 1}.`),
      version: 0,
    });
  }
  const written = await call<{ wordCount: number }>(token, 'GET', `/api/v1/novels/${novel.id}`);
  return { novelId: novel.id, wordCount: written.wordCount };
}

const writeLink = (page: Page, title: string) =>
  page.getByRole('link', { name: `Write ${title}`, exact: true });
const editor = (page: Page) => page.getByRole('textbox', { name: 'Chapter text' });

type Open = { ready: number; textAsked: number | null; textArrived: number | null };

/**
 * Clicks the chapter's Write link on the Chapters tab; answers the page's time until ready to type, and
 * until the chapter's text was asked for and until it had arrived from the server.
 */
async function openChapter(page: Page, chapter: typeof LONG): Promise<Open> {
  await page.evaluate(`window.__bench.armReady(${JSON.stringify(chapter.ending)})`);
  await writeLink(page, chapter.title).click();
  return withTimeout(page.evaluate<Open>('window.__bench.ready'), 20_000, 'The chapter was not ready');
}

async function backToChapters(page: Page, chapter: typeof LONG) {
  await page.goBack();
  await writeLink(page, chapter.title).waitFor();
  await sleep(300);
}

/** Types `text` key by key, each key `gapAfter` ms after the one before started (a steady cadence). */
async function typeAtPace(page: Page, text: string, gapAfter: (char: string) => number) {
  let due = performance.now();
  for (const char of text) {
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    await page.keyboard.press(char);
    due += gapAfter(char);
  }
}

/** A person's pace: 90–170 ms between keys, 0.35–0.9 s after punctuation (seeded, the same every run). */
function humanGaps() {
  let state = 12_345;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
  return (char: string) => (/[.,;!?]/.test(char) ? 350 + next() * 550 : 90 + next() * 80);
}

async function pageKeys(page: Page): Promise<{ keys: Key[]; events: EventEntry[] }> {
  // The last key's paint is at most a frame or two away.
  await sleep(500);
  return page.evaluate<{ keys: Key[]; events: EventEntry[] }>(
    '({ keys: window.__bench.keys, events: window.__bench.events })',
  );
}

/** With BENCH_PROFILE=<dir>, a CPU profile of `run` is written there (open it in Chrome's DevTools). */
async function profiled<T>(cdp: CDPSession, name: string, run: () => Promise<T>): Promise<T> {
  const dir = process.env.BENCH_PROFILE;
  if (dir === undefined) return run();
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  const result = await run();
  const { profile } = await cdp.send('Profiler.stop');
  writeFileSync(join(dir, `${name}.cpuprofile`), JSON.stringify(profile));
  return result;
}

async function mainThreadTimes(cdp: CDPSession) {
  const { metrics } = await cdp.send('Performance.getMetrics');
  const value = (name: string) => (metrics.find((metric) => metric.name === name)?.value ?? 0) * 1000;
  return { script: value('ScriptDuration'), render: value('RecalcStyleDuration') + value('LayoutDuration') };
}

/** Steady typing without a pause in the chapter open now; answers main-thread ms per key, and per pause. */
async function workPerKey(page: Page, cdp: CDPSession, paragraph: number) {
  await editor(page).locator(':scope > p').nth(paragraph).click();
  await sleep(1000);
  const before = await mainThreadTimes(cdp);
  await profiled(cdp, `typing-${paragraph}`, () =>
    typeAtPace(page, TYPED.slice(0, STEADY_KEYS), () => STEADY_INTERVAL_MS),
  );
  // Within the editor's hand-off delay (250 ms) of the last key: its paint is done, the hand-off not begun.
  await sleep(80);
  const typed = await mainThreadTimes(cdp);
  await sleep(2500);
  const paused = await mainThreadTimes(cdp);
  return {
    script: (typed.script - before.script) / STEADY_KEYS,
    render: (typed.render - before.render) / STEADY_KEYS,
    pause: paused.script - typed.script,
  };
}

/** Each key's Event Timing figure: the longest of its keydown, keypress, beforeinput and input entries. */
function eventTimingPerKey(keys: Key[], events: EventEntry[]): number[] {
  return keys.map((key, index) => {
    const end = keys[index + 1]?.start ?? Number.POSITIVE_INFINITY;
    const own = events.filter(
      (entry) => entry.name !== 'keyup' && entry.start >= key.start && entry.start < end,
    );
    return Math.max(0, ...own.map((entry) => entry.duration));
  });
}

/** The same keys in a bare <textarea> on a blank page: what the browser and its frame clock take alone. */
async function browserFloor(page: Page): Promise<Key[]> {
  // A new document (not setContent's document.write, which drops the hooks' listeners).
  await page.goto('data:text/html,<textarea aria-label="Floor" rows="20" cols="80"></textarea>');
  await page.getByRole('textbox', { name: 'Floor' }).click();
  await sleep(500);
  await page.evaluate('window.__bench.reset()');
  await typeAtPace(page, TYPED.slice(0, STEADY_KEYS), () => STEADY_INTERVAL_MS);
  return (await pageKeys(page)).keys;
}

async function measure(page: Page, cdp: CDPSession, novelId: string) {
  await page.goto(`/novels/${novelId}/chapters`);
  await writeLink(page, LONG.title).waitFor();
  await page.waitForLoadState('networkidle');
  await sleep(500);

  const cold = await openChapter(page, LONG);
  await backToChapters(page, LONG);
  const warm: Open[] = [];
  for (let i = 0; i < WARM_OPENS; i += 1) {
    warm.push(await profiled(cdp, `open-${i}`, () => openChapter(page, LONG)));
    await backToChapters(page, LONG);
  }

  await openChapter(page, LONG);
  const paragraphs = await editor(page).locator(':scope > p').count();
  await editor(page)
    .locator(':scope > p')
    .nth(Math.floor(paragraphs / 2))
    .click();
  await sleep(1000);
  await page.evaluate('window.__bench.reset()');
  await typeAtPace(page, TYPED, humanGaps());
  const { keys, events } = await pageKeys(page);
  const longWork = await workPerKey(page, cdp, Math.floor(paragraphs / 3));

  await backToChapters(page, SHORT);
  await openChapter(page, SHORT);
  const shortWork = await workPerKey(page, cdp, 0);
  const floor = await browserFloor(page);
  return { cold, warm, keys, events, longWork, shortWork, floor };
}

function report(wordCount: number, results: Awaited<ReturnType<typeof measure>>) {
  const { cold, warm, keys, events, longWork, shortWork, floor } = results;
  console.log(
    `Novel of ${words(wordCount)} words in ${CHAPTERS} chapters; "${LONG.title}" has ${words(LONG.words)} words, "${SHORT.title}" ${words(SHORT.words)}.`,
  );
  const warmReady = sorted(warm.map((open) => open.ready));
  const warmP95 = percentile(warmReady, 95);
  console.log(
    `Ready to type, ${words(LONG.words)}-word chapter (click its Write link on the Chapters tab → editor editable, whole text painted):`,
  );
  console.log(
    `  cold (first open, the editor's code fetched then): ${ms(cold.ready)} (${verdict(cold.ready < READY_TARGET_MS)} the ${READY_TARGET_MS} ms target)`,
  );
  console.log(
    `  warm (${WARM_OPENS} opens, Back to the Chapters tab between): p50 ${ms(percentile(warmReady, 50))}, p95 ${ms(warmP95)} (${verdict(warmP95 < READY_TARGET_MS)} the ${READY_TARGET_MS} ms target)`,
  );
  const asked = sorted(warm.map((open) => open.textAsked));
  const arrived = sorted(warm.map((open) => open.textArrived));
  console.log(
    `    the chapter's text asked for after p50 ${ms(percentile(asked, 50))}, arrived after p50 ${ms(percentile(arrived, 50))} (p95 ${ms(percentile(arrived, 95))})`,
  );

  const painted = sorted(keys.map((key) => key.painted));
  const unpainted = keys.length - painted.length;
  const p95 = percentile(painted, 95);
  console.log(
    `Typing latency, key to paint, ${keys.length} keys at a person's pace in the middle of the ${words(LONG.words)}-word chapter:`,
  );
  console.log(
    `  p50 ${ms(percentile(painted, 50))}, p95 ${ms(p95)}, p99 ${ms(percentile(painted, 99))}, max ${ms(painted.at(-1) ?? Number.NaN)} (${verdict(p95 < TYPING_P95_TARGET_MS && unpainted === 0)} the ${TYPING_P95_TARGET_MS} ms p95 target)${unpainted > 0 ? `; ${unpainted} keys changed no text` : ''}`,
  );
  const handled = sorted(keys.map((key) => key.handled));
  console.log(
    `  of which the key handled (input delay, the editor's processing; the rest is waiting for the next frame and painting it): p50 ${ms(percentile(handled, 50))}, p95 ${ms(percentile(handled, 95))}`,
  );
  const bare = sorted(floor.map((key) => key.painted));
  console.log(
    `  the browser's floor (${bare.length} keys in a bare <textarea> on a blank page): p50 ${ms(percentile(bare, 50))}, p95 ${ms(percentile(bare, 95))}, max ${ms(bare.at(-1) ?? Number.NaN)}`,
  );
  const perKey = eventTimingPerKey(keys, events).sort((a, b) => a - b);
  const slow = perKey.filter((duration) => duration >= 16).length;
  const etP95 = percentile(perKey, 95);
  console.log(
    `  Event Timing (key to next frame presented, 8 ms steps): ${slow} of ${perKey.length} keys at 16 ms or more, max ${ms(perKey.at(-1) ?? 0)}; p95 ${etP95 >= 16 ? ms(etP95) : 'under 16 ms'} (${verdict(etP95 < TYPING_P95_TARGET_MS)})`,
  );

  const ratio = longWork.script / shortWork.script;
  console.log(
    `Main-thread work per keystroke (${STEADY_KEYS} keys, one every ${STEADY_INTERVAL_MS} ms, no pause):`,
  );
  for (const [label, work] of [
    [`${words(LONG.words)}-word chapter`, longWork],
    [`${words(SHORT.words)}-word chapter`, shortWork],
  ] as const) {
    console.log(
      `  ${label}: script ${work.script.toFixed(2)} ms, style + layout ${work.render.toFixed(2)} ms a key; once per pause (hand-off, count, keep, save): script ${ms(work.pause)}`,
    );
  }
  console.log(
    `  script per key ${ratio.toFixed(2)}x the ${words(SHORT.words)}-word chapter's (${verdict(ratio < SAME_WORK_RATIO)} "no whole-document work per keystroke": under ${SAME_WORK_RATIO}x)`,
  );
}

const dataDir = mkdtempSync(join(tmpdir(), 'fablehold-bench-editor-'));
let server: AppServer | null = null;
let browser: Browser | null = null;
try {
  server = await startAppServer({ name: 'editor', port: PORT, dataDir });
  const account = { email: `bench-${Date.now()}@example.com`, password: 'bench-editor-password' };
  const { novelId, wordCount } = await writeNovel(account);

  browser = await chromium.launch(chromiumLaunchOptions);
  const { defaultBrowserType: _, ...desktop } = devices['Desktop Chrome'];
  const context = await browser.newContext({ ...desktop, baseURL: BASE });
  await context.addInitScript(PAGE_HOOKS);
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');

  await page.goto('/login');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(account.email);
  await form.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));

  report(wordCount, await measure(page, cdp, novelId));
} finally {
  await browser?.close().catch(() => undefined);
  if (server !== null) await stopAppServer(server);
  rmSync(dataDir, { recursive: true, force: true });
}
