import type { Page, Request } from '@playwright/test';

// Waiting for the app's writes before a reload. `page.waitForLoadState('networkidle')` is no help there:
// it resolves at once once the page's first load has gone quiet, so a reorder queued behind another (the
// part changes of a list are sent one after another) could still be unsent when the page reloaded.

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** How long no write may start after the last one ended before the page counts as saved. */
const QUIET_MS = 400;

type Writes = { pending: Set<Request>; lastEnded: number };
const tracked = new WeakMap<Page, Writes>();

const isWrite = (request: Request) =>
  WRITE_METHODS.has(request.method()) && new URL(request.url()).pathname.startsWith('/api/');

/** Starts counting the page's writes to the data API (sign-in does this for every journey). */
export function trackWrites(page: Page) {
  if (tracked.has(page)) return;
  const writes: Writes = { pending: new Set(), lastEnded: Date.now() };
  tracked.set(page, writes);
  const ended = (request: Request) => {
    if (!writes.pending.delete(request)) return;
    writes.lastEnded = Date.now();
  };
  page.on('request', (request) => {
    if (isWrite(request)) writes.pending.add(request);
  });
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
}

/**
 * Resolves once every write the page sent has been answered and none has started for a moment (a
 * change queued behind another starts as soon as the first is answered).
 */
export async function whenSaved(page: Page, timeout = 15_000) {
  const writes = tracked.get(page);
  if (writes === undefined) throw new Error('whenSaved needs trackWrites(page) first (signIn calls it)');
  const deadline = Date.now() + timeout;
  while (writes.pending.size > 0 || Date.now() - writes.lastEnded < QUIET_MS) {
    if (Date.now() > deadline) throw new Error(`${writes.pending.size} writes still unanswered`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
