// How every browser run here starts Debian's Chromium (no browser download at install): the Playwright
// tests (playwright.config.ts) and the browser benches (scripts/bench/app-server.ts) alike.
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
};
