// Ids of changes (decision 039): they sort by time, so the newest first is the id order, and a page
// continues below the last id seen.

let sequence = 0;

/** Milliseconds, then a counter, then a little randomness for several servers writing at once. */
export function newChangeId(at: number): string {
  sequence = (sequence + 1) % 1679616;
  const random = Math.floor(Math.random() * 1296).toString(36);
  return `${at.toString(36).padStart(9, '0')}${sequence.toString(36).padStart(4, '0')}${random.padStart(2, '0')}`;
}
