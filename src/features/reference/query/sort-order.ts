import { isNull, sortCompare } from './values';

type SortKeys =
  /** NaN marks NULL. */
  | { kind: 'numbers'; keys: Float64Array }
  /** `lowered` is filled on first use: a top-k read lower-cases only the rows that could enter it. */
  /** `texts` holds strings and NULLs only. */
  | { kind: 'strings'; texts: unknown[]; lowered: (string | null | undefined)[] }
  | { kind: 'mixed'; keys: unknown[] };

/**
 * Positions 0..count-1 ordered by the value at each position (only the first `limit` when given).
 * Stable (ties keep their order in both directions), NULLs always last. Values are read once into typed
 * keys, so comparing does no conversions: numbers as numbers, text lower-cased (once per row, and only
 * for rows that are compared), mixed columns by `sortCompare`. With a limit only the first rows are kept
 * and sorted (a bounded heap), never the whole table.
 */
export function sortOrder(
  count: number,
  valueAt: (position: number) => unknown,
  direction: 'asc' | 'desc',
  limit: number | null = null,
): number[] {
  const keys = readKeys(count, valueAt);
  const isLimited = limit !== null && limit < count;
  // Rank sort is linear, so numbers only go to the heap when it keeps few rows.
  if (keys.kind === 'numbers' && !(isLimited && limit < count / 16)) {
    const order = rankSort(keys.keys, direction);
    return isLimited ? order.slice(0, limit) : order;
  }
  const compare = comparatorFor(keys, direction);
  if (isLimited) {
    return smallest(count, compare, limit, keys.kind === 'strings' ? textCannotBeat(keys, direction) : null);
  }
  const order = new Array<number>(count);
  for (let i = 0; i < count; i += 1) order[i] = i;
  return order.sort(compare);
}

function readKeys(count: number, valueAt: (position: number) => unknown): SortKeys {
  const values = new Array<unknown>(count);
  let isAllNumbers = true;
  let isAllStrings = true;
  for (let i = 0; i < count; i += 1) {
    const value = valueAt(i);
    values[i] = value;
    if (isNull(value)) continue;
    if (typeof value !== 'number') isAllNumbers = false;
    if (typeof value !== 'string') isAllStrings = false;
  }
  if (isAllNumbers) {
    const keys = new Float64Array(count);
    for (let i = 0; i < count; i += 1) {
      const value = values[i];
      keys[i] = typeof value === 'number' ? value : Number.NaN;
    }
    return { kind: 'numbers', keys };
  }
  if (isAllStrings) {
    return { kind: 'strings', texts: values, lowered: new Array(count).fill(undefined) };
  }
  return { kind: 'mixed', keys: values };
}

/**
 * Numbers sorted without a comparator: each key is replaced by its rank, and a counting sort by rank
 * places the positions. Counting sort is stable, so ties keep their order in both directions.
 */
function rankSort(keys: Float64Array, direction: 'asc' | 'desc'): number[] {
  const count = keys.length;
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  let isWholeNumbers = true;
  for (let i = 0; i < count; i += 1) {
    const key = keys[i] as number;
    if (Number.isNaN(key)) continue;
    if (key < min) min = key;
    if (key > max) max = key;
    if (isWholeNumbers && !Number.isInteger(key)) isWholeNumbers = false;
  }
  // Whole numbers in a range no wider than a few times the row count (scores, counts, years) are their
  // own ranks: no sort at all. Anything else is ranked among its sorted distinct values.
  const buckets = new Int32Array(count);
  let rankCount: number;
  if (isWholeNumbers && max - min <= 4 * count + 1024) {
    rankCount = max >= min ? max - min + 1 : 0;
    for (let i = 0; i < count; i += 1) {
      const key = keys[i] as number;
      buckets[i] = Number.isNaN(key) ? -1 : key - min;
    }
  } else {
    const distinct = distinctSorted(keys);
    rankCount = distinct.length;
    for (let i = 0; i < count; i += 1) {
      const key = keys[i] as number;
      buckets[i] = Number.isNaN(key) ? -1 : lowerBound(distinct, key);
    }
  }
  // Bucket per rank (reversed for descending), NULLs in one more bucket after all of them.
  const starts = new Int32Array(rankCount + 2);
  for (let i = 0; i < count; i += 1) {
    const rank = buckets[i] as number;
    const bucket = rank < 0 ? rankCount : direction === 'asc' ? rank : rankCount - 1 - rank;
    buckets[i] = bucket;
    starts[bucket + 1] = (starts[bucket + 1] as number) + 1;
  }
  for (let bucket = 1; bucket <= rankCount + 1; bucket += 1) {
    starts[bucket] = (starts[bucket] as number) + (starts[bucket - 1] as number);
  }
  const order = new Array<number>(count);
  for (let i = 0; i < count; i += 1) {
    const bucket = buckets[i] as number;
    const at = starts[bucket] as number;
    order[at] = i;
    starts[bucket] = at + 1;
  }
  return order;
}

/** The distinct non-NULL keys, ascending (a native typed-array sort, no comparator). */
function distinctSorted(keys: Float64Array): Float64Array {
  const sorted = new Float64Array(keys.length);
  let present = 0;
  for (let i = 0; i < keys.length; i += 1) {
    const key = keys[i] as number;
    if (!Number.isNaN(key)) sorted[present++] = key;
  }
  const distinct = sorted.subarray(0, present).sort();
  let unique = 0;
  for (let i = 0; i < present; i += 1) {
    const key = distinct[i] as number;
    if (unique === 0 || key !== distinct[unique - 1]) distinct[unique++] = key;
  }
  return distinct.subarray(0, unique);
}

/** Index of the first value not below `key` in an ascending array that contains it. */
function lowerBound(values: Float64Array, key: number): number {
  let low = 0;
  let high = values.length - 1;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((values[middle] as number) < key) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * The first `limit` positions in order without sorting them all (ORDER BY ... LIMIT 10 over many rows):
 * a bounded max-heap of the best `limit` so far, its root the worst of them, so a newcomer costs one
 * comparison unless it beats the root, and then log(limit) to place. Only the kept rows are sorted.
 * `compare` is a strict total order (ties broken by position), so the answer is the full sort's prefix.
 */
function smallest(
  count: number,
  compare: (x: number, y: number) => number,
  limit: number,
  cannotBeat: ((position: number, root: number) => boolean) | null,
): number[] {
  const heap: number[] = [];
  if (limit <= 0) return heap;
  for (let i = 0; i < count; i += 1) {
    if (heap.length < limit) {
      // Sift up: a parent is never better than its children.
      let at = heap.length;
      heap.push(i);
      while (at > 0) {
        const parent = (at - 1) >>> 1;
        const above = heap[parent] as number;
        if (compare(above, i) >= 0) break;
        heap[at] = above;
        at = parent;
      }
      heap[at] = i;
    } else {
      const root = heap[0] as number;
      if (cannotBeat?.(i, root) !== true && compare(i, root) < 0) siftDown(heap, i, compare);
    }
  }
  return heap.sort(compare);
}

/** Puts `position` at the root of a full heap in place of the root, and moves it down to its place. */
function siftDown(heap: number[], position: number, compare: (x: number, y: number) => number): void {
  const size = heap.length;
  let at = 0;
  for (;;) {
    const left = 2 * at + 1;
    if (left >= size) break;
    const right = left + 1;
    let child = left;
    if (right < size && compare(heap[right] as number, heap[left] as number) > 0) child = right;
    const below = heap[child] as number;
    if (compare(below, position) <= 0) break;
    heap[at] = below;
    at = child;
  }
  heap[at] = position;
}

/** The lower-cased text at a position, computed on first use. */
function loweredAt(keys: Extract<SortKeys, { kind: 'strings' }>, position: number): string | null {
  const known = keys.lowered[position];
  if (known !== undefined) return known;
  const text = keys.texts[position];
  const key = typeof text === 'string' ? text.toLowerCase() : null;
  keys.lowered[position] = key;
  return key;
}

/** How many leading letters the quick test reads before leaving the rest to the full comparison. */
const QUICK_LETTERS = 8;

/**
 * A quick "this text cannot enter the top rows" from its first letters alone, so most texts are never
 * lower-cased: ASCII letters lower-case one to one, so a text whose leading ASCII letters already sort
 * after the root's (before them, descending) sorts after the whole root.
 */
function textCannotBeat(
  keys: Extract<SortKeys, { kind: 'strings' }>,
  direction: 'asc' | 'desc',
): (position: number, root: number) => boolean {
  const isAsc = direction === 'asc';
  return (position, root) => {
    const text = keys.texts[position];
    const rootKey = loweredAt(keys, root);
    if (typeof text !== 'string' || rootKey === null) return false;
    const end = Math.min(text.length, QUICK_LETTERS);
    for (let at = 0; at < end; at += 1) {
      // Past the root's end with equal letters: the text is longer, so after the root.
      if (at >= rootKey.length) return isAsc;
      let letter = text.charCodeAt(at);
      if (letter >= 128) return false;
      if (letter >= 65 && letter <= 90) letter += 32;
      const rootLetter = rootKey.charCodeAt(at);
      if (letter !== rootLetter) return isAsc ? letter > rootLetter : letter < rootLetter;
    }
    return false;
  };
}

/** A comparator over positions; ties fall back to position order, which makes any sort stable. */
function comparatorFor(sortKeys: SortKeys, direction: 'asc' | 'desc'): (x: number, y: number) => number {
  const sign = direction === 'asc' ? 1 : -1;
  switch (sortKeys.kind) {
    case 'numbers': {
      const { keys } = sortKeys;
      return (x, y) => {
        const a = keys[x] as number;
        const b = keys[y] as number;
        if (a < b) return -sign;
        if (a > b) return sign;
        if (a === b) return x - y;
        // One or both are NaN (NULL): NULLs go last whatever the direction.
        const isNullA = Number.isNaN(a);
        if (isNullA === Number.isNaN(b)) return x - y;
        return isNullA ? 1 : -1;
      };
    }
    case 'strings': {
      return (x, y) => {
        const a = loweredAt(sortKeys, x);
        const b = loweredAt(sortKeys, y);
        if (a === null || b === null) {
          if (a === b) return x - y;
          return a === null ? 1 : -1;
        }
        if (a < b) return -sign;
        if (a > b) return sign;
        return x - y;
      };
    }
    case 'mixed': {
      const { keys } = sortKeys;
      return (x, y) => {
        const a = keys[x];
        const b = keys[y];
        const isNullA = isNull(a);
        const isNullB = isNull(b);
        if (isNullA || isNullB) {
          if (isNullA === isNullB) return x - y;
          return isNullA ? 1 : -1;
        }
        return sign * sortCompare(a, b) || x - y;
      };
    }
    default:
      return sortKeys satisfies never;
  }
}
