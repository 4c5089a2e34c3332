/**
 * How the dialect sees a value. Rows hold whatever the workspace holds (numbers, strings, booleans,
 * lists, missing values); these rules give each a display text, an equality and an order. See
 * docs/decisions/005-query-dialect.md for the reasoning.
 */

/** undefined, null and NaN are all NULL. */
export function isNull(value: unknown): value is null | undefined {
  return value === null || value === undefined || (typeof value === 'number' && Number.isNaN(value));
}

const NUMERIC_TEXT = /^\s*[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?\s*$/;

/** The number a value stands for when it is "numeric": a number, or a string that is only a decimal number. */
export function numericValue(value: unknown): number | null {
  if (typeof value === 'number') return Number.isNaN(value) ? null : value;
  if (typeof value === 'string' && NUMERIC_TEXT.test(value)) return Number(value);
  return null;
}

/** Display text: booleans as true/false, lists joined with ", ", NULL as NULL. */
export function displayText(value: unknown): string {
  if (isNull(value)) return 'NULL';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint')
    return String(value);
  if (Array.isArray(value)) return value.map(displayText).join(', ');
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? 'NULL' : value.toISOString();
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

/**
 * The key under which a scalar is equal to others: numeric values by number (so 5 and '5.0' meet),
 * everything else by lower-cased text. NULL has no key: it equals nothing, not even NULL.
 */
export function equalityKey(value: unknown): string | number | null {
  if (typeof value === 'number') return Number.isNaN(value) ? null : value;
  if (isNull(value)) return null;
  const number = numericValue(value);
  if (number !== null) return number;
  return displayText(value).toLowerCase();
}

/** Scalar equality: numeric when both sides are numeric, otherwise case-insensitive text. */
export function scalarEquals(left: unknown, right: unknown): boolean {
  const a = equalityKey(left);
  if (a === null) return false;
  return a === equalityKey(right);
}

/**
 * Scalar order for comparisons: numeric when both sides are numeric, otherwise case-insensitive text.
 * Returns null when either side is NULL (the comparison is then false).
 */
export function scalarCompare(left: unknown, right: unknown): number | null {
  if (isNull(left) || isNull(right)) return null;
  const a = numericValue(left);
  const b = numericValue(right);
  if (a !== null && b !== null) return a < b ? -1 : a > b ? 1 : 0;
  const x = displayText(left).toLowerCase();
  const y = displayText(right).toLowerCase();
  return x < y ? -1 : x > y ? 1 : 0;
}

/**
 * A list matches a condition when any of its elements does, so `campaigns = 'c1'` finds the items that
 * belong to campaign c1 and a join on a list column meets every listed id.
 */
export function someElement(value: unknown, test: (scalar: unknown) => boolean): boolean {
  if (!Array.isArray(value)) return test(value);
  for (const element of value) if (test(element)) return true;
  return false;
}

/** Compiles a LIKE pattern: "contains", `%` at either end optional, `%` inside matches any run of text. */
export function compileLike(pattern: string): (value: unknown) => boolean {
  const parts = pattern
    .toLowerCase()
    .split('%')
    .filter((part) => part.length > 0);
  if (parts.length === 0) return (value) => !isNull(value);
  if (parts.length === 1) {
    const needle = parts[0] as string;
    return (value) => {
      if (isNull(value)) return false;
      const text = typeof value === 'string' ? value : displayText(value);
      return text.toLowerCase().includes(needle);
    };
  }
  return (value) => {
    if (isNull(value)) return false;
    const text = displayText(value).toLowerCase();
    let from = 0;
    for (const part of parts) {
      const found = text.indexOf(part, from);
      if (found < 0) return false;
      from = found + part.length;
    }
    return true;
  };
}

/** 0 numbers (and numeric text), 1 other text; NULLs are handled by the caller. */
function sortClass(value: unknown): 0 | 1 {
  return numericValue(value) === null ? 1 : 0;
}

/**
 * A total order for ORDER BY over mixed values: numeric values first, by number, then the rest by
 * case-insensitive text. Agrees with `scalarCompare` whenever both sides are numeric or both are not.
 */
export function sortCompare(left: unknown, right: unknown): number {
  const classLeft = sortClass(left);
  const classRight = sortClass(right);
  if (classLeft !== classRight) return classLeft - classRight;
  return scalarCompare(left, right) ?? 0;
}
