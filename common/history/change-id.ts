// Ids of changes (decision 039): they sort by time, so the newest first is the id order, and a page
// continues below the last id seen. Within one millisecond a counter keeps one workspace's changes in
// the order they were made; it is counted per workspace (decision 048), so an id says nothing about how
// many changes other users made meanwhile.

type Last = { at: number; sequence: number };

const lastOf = new Map<string, Last>();
/** Workspaces remembered at most; past it the oldest go (their next change starts a new millisecond). */
const REMEMBERED = 10_000;

/**
 * Milliseconds, then a counter of the `scope`'s own changes in that millisecond (the user's id; '' in a
 * single-user browser), then a little randomness for several servers writing at once.
 */
export function newChangeId(at: number, scope = ''): string {
  const last = lastOf.get(scope);
  const next: Last =
    last !== undefined && at <= last.at
      ? { at: last.at, sequence: (last.sequence + 1) % 1679616 }
      : { at, sequence: 0 };
  lastOf.delete(scope);
  lastOf.set(scope, next);
  if (lastOf.size > REMEMBERED) {
    const oldest = lastOf.keys().next().value;
    if (oldest !== undefined) lastOf.delete(oldest);
  }
  const random = Math.floor(Math.random() * 1296).toString(36);
  return `${next.at.toString(36).padStart(9, '0')}${next.sequence.toString(36).padStart(4, '0')}${random.padStart(2, '0')}`;
}
