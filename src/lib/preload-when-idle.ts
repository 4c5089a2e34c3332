import { useEffect } from 'react';

/** The longest a preload waits for the browser to be idle. */
const IDLE_TIMEOUT_MS = 2000;
/** Without `requestIdleCallback` (Safari): a short while after the screen is shown. */
const FALLBACK_DELAY_MS = 300;

/**
 * Runs `task` once the browser is idle (at the latest after IDLE_TIMEOUT_MS); answers a cancel.
 */
export function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = setTimeout(task, FALLBACK_DELAY_MS);
  return () => clearTimeout(handle);
}

/**
 * Fetches a screen's code ahead, at idle, while a screen that links to it is shown: the click then does
 * not wait for the download. A failed preload is forgotten (the click loads it again, and says so if it
 * fails then). `load` must be stable (a module-level function).
 */
export function usePreloadWhenIdle(load: () => Promise<unknown>): void {
  useEffect(() => whenIdle(() => void load().catch(() => undefined)), [load]);
}
