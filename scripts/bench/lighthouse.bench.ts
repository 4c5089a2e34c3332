// Lighthouse on five pages (issue 17): mobile (Lighthouse's default: a mid-range phone on a slow 4G
// link, simulated) and desktop, performance and accessibility each, against the production build served
// by a real Fablehold server (scripts/e2e-server.mjs on a free port, its own data directory), in
// Debian's Chromium. The issue's targets, on mobile: performance at least 0.95 and accessibility 1.0.
//
// The signed-in pages need a session: an account is signed up through the auth API, and the browser
// signs in through the login form (puppeteer-core over the DevTools protocol) before Lighthouse audits
// the other pages in the same browser profile. Lighthouse clears the HTTP cache before each page (a first
// visit's downloads) but keeps localStorage, where the session lives. /login is audited before signing
// in (signed in, it goes on to the dashboard).
//
// `LIGHTHOUSE_RUNS` (default 1) runs each page that many times and prints the median scores;
// `LIGHTHOUSE_ONLY=<text>` audits only the pages whose path holds it. For a page under the mobile
// performance target, a line says what its LCP was made of and which scripts took the most time.
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type LaunchedChrome, launch } from 'chrome-launcher';
import lighthouse, { desktopConfig, type Flags, type Result } from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { chromiumLaunchOptions } from '../../e2e/support/chromium';
import { type AppServer, callApi, startAppServer, stopAppServer } from './app-server';

const PERFORMANCE_TARGET = 0.95;
const ACCESSIBILITY_TARGET = 1;
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 1));
/** `LIGHTHOUSE_ONLY=dashboard` audits only the pages whose path holds that text. */
const ONLY = process.env.LIGHTHOUSE_ONLY ?? '';

/** A port nobody listens on now (the OS picks it). */
function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address !== null ? done(address.port) : fail()));
    });
  });
}

type Scores = { performance: number; accessibility: number; fcp: number; lcp: number; tbt: number };
type Form = 'mobile' | 'desktop';

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? Number.NaN;
};

/** What a page's performance miss is made of: the LCP element, its phases, and the longest chain. */
function whyPerformanceMisses(lhr: Result): string {
  const item = (id: string) =>
    (lhr.audits[id]?.details as { items?: Record<string, unknown>[] } | undefined)?.items ?? [];
  const element = item('largest-contentful-paint-element')[0] as
    | { items?: { node?: { snippet?: string } }[] }
    | undefined;
  const phases = (
    item('largest-contentful-paint-element')[1] as { items?: { phase: string; timing: number }[] }
  )?.items;
  const scripts = item('bootup-time')
    .slice(0, 3)
    .map((entry) => `${String(entry.url).split('/').pop()} ${Math.round(Number(entry.scripting))} ms`);
  return [
    `LCP element ${element?.items?.[0]?.node?.snippet ?? 'unknown'}`,
    phases === undefined
      ? ''
      : `LCP phases ${phases.map((phase) => `${phase.phase} ${Math.round(phase.timing)} ms`).join(', ')}`,
    `most script time: ${scripts.join(', ')}`,
  ]
    .filter((part) => part !== '')
    .join('; ');
}

async function audit(url: string, port: number, form: Form): Promise<Scores> {
  const flags: Flags = {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
  };
  const runs: Scores[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const answer = await lighthouse(url, flags, form === 'desktop' ? desktopConfig : undefined);
    if (answer === undefined) throw new Error(`Lighthouse gave no answer for ${url}`);
    const lhr: Result = answer.lhr;
    if (lhr.runtimeError !== undefined) throw new Error(`${url}: ${lhr.runtimeError.message}`);
    if (new URL(lhr.finalDisplayedUrl).pathname !== new URL(url).pathname)
      throw new Error(`${url} ended on ${lhr.finalDisplayedUrl} (was the session kept?)`);
    const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    runs.push({
      performance: lhr.categories.performance?.score ?? 0,
      accessibility: lhr.categories.accessibility?.score ?? 0,
      fcp: numeric('first-contentful-paint'),
      lcp: numeric('largest-contentful-paint'),
      tbt: numeric('total-blocking-time'),
    });
    if (form === 'mobile' && (lhr.categories.performance?.score ?? 0) < PERFORMANCE_TARGET && run === 0)
      console.log(`    ${new URL(url).pathname}: ${whyPerformanceMisses(lhr)}`);
    if (form === 'mobile' && (lhr.categories.accessibility?.score ?? 0) < 1) {
      const failing = Object.values(lhr.audits)
        .filter(
          (entry) =>
            entry.score === 0 && lhr.categories.accessibility?.auditRefs.some((r) => r.id === entry.id),
        )
        .map((entry) => entry.id);
      console.log(`    accessibility audits failing on ${new URL(url).pathname}: ${failing.join(', ')}`);
    }
  }
  const pick = (key: keyof Scores) => median(runs.map((run) => run[key]));
  return {
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    fcp: pick('fcp'),
    lcp: pick('lcp'),
    tbt: pick('tbt'),
  };
}

function line(path: string, form: Form, scores: Scores): string {
  const misses: string[] = [];
  if (form === 'mobile') {
    if (scores.performance < PERFORMANCE_TARGET) misses.push(`performance under ${PERFORMANCE_TARGET}`);
    if (scores.accessibility < ACCESSIBILITY_TARGET)
      misses.push(`accessibility under ${ACCESSIBILITY_TARGET}`);
  }
  const verdict =
    form === 'desktop' ? '' : misses.length === 0 ? '  meets' : `  MISSES (${misses.join(', ')})`;
  return `  ${path.padEnd(22)} ${form.padEnd(8)} performance ${scores.performance.toFixed(2)}  accessibility ${scores.accessibility.toFixed(2)}  (FCP ${(scores.fcp / 1000).toFixed(1)} s, LCP ${(scores.lcp / 1000).toFixed(1)} s, TBT ${Math.round(scores.tbt)} ms)${verdict}`;
}

const dataDir = mkdtempSync(join(tmpdir(), 'fablehold-bench-lighthouse-'));
let server: AppServer | null = null;
let chrome: LaunchedChrome | null = null;
let missed = 0;
try {
  server = await startAppServer({ name: 'lighthouse', port: await freePort(), dataDir });
  const account = { email: `bench-${Date.now()}@example.com`, password: 'bench-lighthouse-password' };
  const session = await callApi<{ access_token: string }>(server, '', 'POST', '/auth/v1/signup', account);
  // The first data request seeds the account's workspace from the sample: a novel to audit.
  const novels = await callApi<{ id: string }[]>(server, session.access_token, 'GET', '/api/v1/novels');
  const novel = novels[0];
  if (novel === undefined) throw new Error('The sample workspace has no novel');

  chrome = await launch({
    chromePath: chromiumLaunchOptions.executablePath,
    chromeFlags: ['--headless=new', ...chromiumLaunchOptions.args],
  });
  console.log(
    `Lighthouse ${RUNS === 1 ? '' : `(median of ${RUNS} runs) `}on the production build, Chromium headless; mobile targets: performance ≥ ${PERFORMANCE_TARGET}, accessibility ${ACCESSIBILITY_TARGET.toFixed(1)}`,
  );
  const report = async (path: string) => {
    if (!path.includes(ONLY)) return;
    for (const form of ['mobile', 'desktop'] as const) {
      const scores = await audit(`${server?.base}${path}`, chrome?.port ?? 0, form);
      if (form === 'mobile' && (scores.performance < PERFORMANCE_TARGET || scores.accessibility < 1))
        missed += 1;
      console.log(line(path, form, scores));
    }
  };

  await report('/login');

  // Signs in through the form, as a person would; the session stays in this profile's localStorage.
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  const page = await browser.newPage();
  await page.goto(`${server.base}/login`);
  await page.locator('form[aria-label="Sign in"] input[type="email"]').fill(account.email);
  await page.locator('form[aria-label="Sign in"] input[type="password"]').fill(account.password);
  await Promise.all([
    page.waitForFunction(() => !location.pathname.startsWith('/login'), { timeout: 30_000 }),
    page.locator('form[aria-label="Sign in"] button[type="submit"]').click(),
  ]);
  await page.close();
  await browser.disconnect();

  for (const path of ['/dashboard', `/novels/${novel.id}`, '/timelines', '/reference']) await report(path);
  console.log(
    missed === 0 ? 'Every page meets the mobile targets.' : `${missed} page(s) MISS the mobile targets.`,
  );
} finally {
  chrome?.kill();
  if (server !== null) await stopAppServer(server);
  rmSync(dataDir, { recursive: true, force: true });
}
