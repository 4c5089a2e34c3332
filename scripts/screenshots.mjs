// Full-page screenshots of app screens, dark and light, desktop and phone width, to look at before
// calling a screen done (DESIGN.md: "Look at what you build").
//
// Usage (start a server first, e.g. `PORT=4301 node scripts/e2e-server.mjs`):
//   node scripts/screenshots.mjs --base http://127.0.0.1:4301 /dashboard /novels /novels/n1/chapters
// Options:
//   --base URL        the running app (default http://127.0.0.1:3000)
//   --out DIR         where the PNGs go (default screenshots/)
//   --email / --password   the account to sign in with (default the demo account)
//   --signed-out      do not sign in (for /login and the not-found page)
//   --sidebar-open    shoot with the sidebar open (it is closed by default)
// Each path P is saved as <out>/<name>-{dark,light}-{1280,390}.png, name = P's segments joined by '-'
// ('root' for /). Sign-in goes through the real login form, so a broken login breaks this script too.
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium } from '@playwright/test';

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
const WIDTHS = [1280, 390];
const THEMES = ['dark', 'light'];

function parseArgs(argv) {
  const options = {
    base: 'http://127.0.0.1:3000',
    out: 'screenshots',
    email: process.env.DEMO_EMAIL ?? 'demo@example.com',
    password: process.env.DEMO_PASSWORD ?? 'demo-password',
    isSignedOut: false,
    isSidebarOpen: false,
    paths: [],
  };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--base') options.base = argv[++i];
    else if (arg === '--out') options.out = argv[++i];
    else if (arg === '--email') options.email = argv[++i];
    else if (arg === '--password') options.password = argv[++i];
    else if (arg === '--signed-out') options.isSignedOut = true;
    else if (arg === '--sidebar-open') options.isSidebarOpen = true;
    else if (arg.startsWith('/')) options.paths.push(arg);
    else throw new Error(`Unknown argument: ${arg}`);
  }
  if (options.paths.length === 0) throw new Error('Give at least one path, e.g. /dashboard');
  options.base = options.base.replace(/\/+$/, '');
  return options;
}

function nameOf(path) {
  const name = path
    .split(/[?#]/)[0]
    .split('/')
    .filter(Boolean)
    .join('-')
    .replace(/[^a-zA-Z0-9_-]/g, '_');
  return name || 'root';
}

async function signIn(page, { base, email, password }) {
  await page.goto(`${base}/login`);
  await page.getByLabel('Email').first().fill(email);
  await page.getByLabel('Password').first().fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname !== '/login', { timeout: 15_000 });
}

/** Sets the persisted preferences before any app script runs, the way a returning user would have them. */
async function applyPreferences(context, theme, isSidebarOpen) {
  await context.addInitScript(
    ([isDarkMode, isSidebarOpen]) => {
      const key = 'fablehold-storage';
      let stored = null;
      try {
        stored = JSON.parse(localStorage.getItem(key) ?? 'null');
      } catch {}
      const state = { ...stored?.state, isDarkMode, isSidebarOpen };
      localStorage.setItem(key, JSON.stringify({ state, version: stored?.version ?? 0 }));
    },
    [theme === 'dark', isSidebarOpen],
  );
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const outDir = resolve(options.out);
  mkdirSync(outDir, { recursive: true });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  try {
    for (const width of WIDTHS) {
      for (const theme of THEMES) {
        const context = await browser.newContext({
          viewport: { width, height: width > 600 ? 800 : 844 },
          deviceScaleFactor: 1,
          reducedMotion: 'reduce',
        });
        await applyPreferences(context, theme, options.isSidebarOpen);
        const page = await context.newPage();
        if (!options.isSignedOut) await signIn(page, options);
        for (const path of options.paths) {
          await page.goto(`${options.base}${path}`);
          await page.waitForLoadState('networkidle');
          // Let skeletons give way to content (the spec's ~0.1 s artificial delay).
          await page.waitForTimeout(400);
          const file = resolve(outDir, `${nameOf(path)}-${theme}-${width}.png`);
          await page.screenshot({ path: file, fullPage: true });
          console.log(file);
        }
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
