import type { LiveWireEvent } from '../../common/workspace/live-events';

// A tab's own writes heard back on its live stream (decision 062): the answer to a write names the row
// and the version it wrote, and the write's own code already refreshed what it shows, so the event that
// names that row at that version is not read again. Only rows the answer names are known; other rows
// a write touches are still read back (one extra refetch, as before).

/** How long a write's answer is remembered: its event comes within a poll (2 s) or a reconnect. */
const KEEP_MS = 60_000;
const written = new Map<string, number>();

const keyOf = (id: string, version: number) => `${id}\n${version}`;

/** Remembers the row an answer to this tab's write names (`{ id, version }`), if it names one. */
export function noteOwnWrite(answer: unknown, now = Date.now()): void {
  if (typeof answer !== 'object' || answer === null) return;
  const { id, version } = answer as { id?: unknown; version?: unknown };
  if (typeof id !== 'string' || typeof version !== 'number') return;
  for (const [key, until] of written) if (until <= now) written.delete(key);
  written.set(keyOf(id, version), now + KEEP_MS);
}

/** Is this event this tab's own write, already shown? (Each is recognised once.) */
export function isOwnWrite(event: LiveWireEvent, now = Date.now()): boolean {
  if (event.op === 'delete' || event.entityId === null || event.version === null) return false;
  const key = keyOf(event.entityId, event.version);
  const until = written.get(key);
  if (until === undefined || until <= now) return false;
  written.delete(key);
  return true;
}
