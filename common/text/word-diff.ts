import { diffWords } from 'diff';

// A word-level comparison of two plain texts (decision 037): what stayed, what was taken out, what was
// put in, and the two sides of a side-by-side view.

export type DiffSegment = { kind: 'same' | 'added' | 'removed'; text: string };

/** How long a comparison may take before it gives up and shows the whole text replaced. */
const DIFF_TIMEOUT_MS = 1500;

/** The segments that turn `before` into `after`, word by word; neighbours of one kind are joined. */
export function wordDiff(before: string, after: string): DiffSegment[] {
  if (before === after) return before === '' ? [] : [{ kind: 'same', text: before }];
  const changes = diffWords(before, after, { timeout: DIFF_TIMEOUT_MS });
  const raw: DiffSegment[] =
    changes === undefined
      ? [
          { kind: 'removed', text: before },
          { kind: 'added', text: after },
        ]
      : changes.map((change) => ({
          kind: change.added ? 'added' : change.removed ? 'removed' : 'same',
          text: change.value,
        }));
  const joined: DiffSegment[] = [];
  for (const segment of raw) {
    if (segment.text === '') continue;
    const last = joined.at(-1);
    if (last !== undefined && last.kind === segment.kind) last.text += segment.text;
    else joined.push({ ...segment });
  }
  return joined;
}

/** The two sides of a comparison: the earlier text (kept and removed) and the later (kept and added). */
export type SideBySide = { left: DiffSegment[]; right: DiffSegment[]; added: number; removed: number };

/** Splits a diff into its two sides, counting the words added and removed. */
export function sideBySide(segments: readonly DiffSegment[]): SideBySide {
  const words = (text: string) => text.split(/\s+/).filter((word) => word !== '').length;
  let added = 0;
  let removed = 0;
  const left: DiffSegment[] = [];
  const right: DiffSegment[] = [];
  for (const segment of segments) {
    if (segment.kind !== 'added') left.push(segment);
    if (segment.kind !== 'removed') right.push(segment);
    if (segment.kind === 'added') added += words(segment.text);
    if (segment.kind === 'removed') removed += words(segment.text);
  }
  return { left, right, added, removed };
}
