import { queryError } from './query-error';
import { equalityKey } from './values';

/** Past this many joined rows the console would freeze; the user gets an error instead. */
export const MAX_JOIN_ROWS = 2_000_000;

export type JoinInput = {
  /** Row indexes that passed the side's own WHERE conditions, ascending. */
  selection: readonly number[];
  /** The join column of the side's table, by row index. */
  keys: readonly unknown[];
};

/** Row index pairs, FROM row first; `right[i]` is -1 where a LEFT JOIN found no match. */
export type JoinResult = { left: number[]; right: number[] };

/** A scalar's join key (numbers as themselves, the common case, without further checks); null for NULL. */
function scalarKey(value: unknown): string | number | null {
  if (typeof value === 'number') return Number.isNaN(value) ? null : value;
  return equalityKey(value);
}

/** A list's join keys: one per distinct non-NULL element. */
function listKeys(list: readonly unknown[]): (string | number)[] {
  const keys: (string | number)[] = [];
  for (const element of list) {
    const key = equalityKey(element);
    if (key !== null && !keys.includes(key)) keys.push(key);
  }
  return keys;
}

type HashTable = {
  heads: Map<string | number, number>;
  /** Entry e holds build row `entryRow[e]` and continues at `entryNext[e]` (-1 ends the chain). */
  entryRow: number[];
  entryNext: number[];
};

function build(side: JoinInput): HashTable {
  const heads = new Map<string | number, number>();
  const entryRow: number[] = [];
  const entryNext: number[] = [];
  const add = (key: string | number, rowIndex: number) => {
    entryRow.push(rowIndex);
    entryNext.push(heads.get(key) ?? -1);
    heads.set(key, entryRow.length - 1);
  };
  // Inserting back to front leaves every chain in ascending row order, so matches come out in table order.
  for (let i = side.selection.length - 1; i >= 0; i -= 1) {
    const rowIndex = side.selection[i] as number;
    const value = side.keys[rowIndex];
    if (Array.isArray(value)) {
      for (const key of listKeys(value)) add(key, rowIndex);
    } else {
      const key = scalarKey(value);
      if (key !== null) add(key, rowIndex);
    }
  }
  return { heads, entryRow, entryNext };
}

/** Fills `matches` with every build row matching the probe value, each once, in ascending order. */
function probe(table: HashTable, value: unknown, matches: number[]): void {
  matches.length = 0;
  const { heads, entryRow, entryNext } = table;
  if (!Array.isArray(value)) {
    const key = scalarKey(value);
    if (key === null) return;
    for (let e = heads.get(key) ?? -1; e >= 0; e = entryNext[e] as number)
      matches.push(entryRow[e] as number);
    return;
  }
  // A list probes once per element; a build row listing several of them must still match once.
  const found = new Set<number>();
  for (const key of listKeys(value)) {
    for (let e = heads.get(key) ?? -1; e >= 0; e = entryNext[e] as number) found.add(entryRow[e] as number);
  }
  for (const row of [...found].sort((x, y) => x - y)) matches.push(row);
}

function guard(count: number): void {
  if (count > MAX_JOIN_ROWS) {
    throw queryError(`The join yields more than ${MAX_JOIN_ROWS} rows; narrow it with WHERE conditions`);
  }
}

/**
 * Equi-join by hashing: the smaller side is built into a hash table and the other side probes it, so the
 * cost is proportional to the rows in and out, never to their product. The output is always in FROM-table
 * order, then joined-table order, whichever side was built.
 */
export function hashJoin(left: JoinInput, right: JoinInput, isLeftJoin: boolean): JoinResult {
  const matches: number[] = [];
  const out: JoinResult = { left: [], right: [] };
  if (right.selection.length <= left.selection.length) {
    const table = build(right);
    for (const leftRow of left.selection) {
      probe(table, left.keys[leftRow], matches);
      for (const rightRow of matches) {
        out.left.push(leftRow);
        out.right.push(rightRow);
      }
      if (isLeftJoin && matches.length === 0) {
        out.left.push(leftRow);
        out.right.push(-1);
      }
      guard(out.left.length);
    }
    return out;
  }

  // Build on the FROM side; probing in joined-table order, then a stable counting sort by FROM row.
  const table = build(left);
  const pairLeft: number[] = [];
  const pairRight: number[] = [];
  for (const rightRow of right.selection) {
    probe(table, right.keys[rightRow], matches);
    for (const leftRow of matches) {
      pairLeft.push(leftRow);
      pairRight.push(rightRow);
    }
    guard(pairLeft.length);
  }
  const counts = new Int32Array(left.keys.length);
  for (const leftRow of pairLeft) counts[leftRow] = (counts[leftRow] as number) + 1;
  const starts = new Int32Array(left.keys.length);
  let total = 0;
  for (const leftRow of left.selection) {
    starts[leftRow] = total;
    const count = counts[leftRow] as number;
    total += count === 0 && isLeftJoin ? 1 : count;
  }
  out.left = new Array<number>(total);
  out.right = new Array<number>(total).fill(-1);
  for (const leftRow of left.selection) {
    if (isLeftJoin && counts[leftRow] === 0) out.left[starts[leftRow] as number] = leftRow;
  }
  for (let i = 0; i < pairLeft.length; i += 1) {
    const leftRow = pairLeft[i] as number;
    const at = starts[leftRow] as number;
    starts[leftRow] = at + 1;
    out.left[at] = leftRow;
    out.right[at] = pairRight[i] as number;
  }
  return out;
}
