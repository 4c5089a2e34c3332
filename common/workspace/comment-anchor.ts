import { COMMENT_CONTEXT_MAX, COMMENT_QUOTE_MAX, type CommentAnchor } from '../api/comments';

// Where a commented passage is now (decision 071). A comment keeps the passage it was written on: the
// quote, a little text on each side and where it was then. After edits, the passage is found again in
// the text as it is: the quote itself (the occurrence whose context and place agree best), else what lies
// between the old context on each side, else the closest passage to the quote within a few edits. When
// none is close enough, the passage was removed: the comment stays, detached. Whitespace does not count
// (the editor and the stored plain text separate blocks differently), so offsets are into `text` as given.

export type Place = { start: number; end: number };

/** Context kept on each side of a quote. */
const CONTEXT = 32;
/** The share of a quote's characters that may differ for the passage still to be found. */
const FUZZY_SHARE = 0.25;
/** The work a fuzzy search may do (text characters × quote characters) before it narrows to the hint. */
const FUZZY_BUDGET = 4_000_000;

/** The anchor of `text[start, end)`: the quote, its context and its place. */
export function anchorOf(text: string, start: number, end: number): CommentAnchor {
  const from = Math.max(0, Math.min(start, end));
  const to = Math.min(text.length, Math.max(start, end, from + 1));
  const quote = text.slice(from, Math.min(to, from + COMMENT_QUOTE_MAX));
  return {
    quote,
    prefix: text.slice(Math.max(0, from - CONTEXT), from).slice(-COMMENT_CONTEXT_MAX),
    suffix: text.slice(from + quote.length, from + quote.length + CONTEXT).slice(0, COMMENT_CONTEXT_MAX),
    start: from,
  };
}

/** Text without its whitespace, and for each character kept its offset in the original. */
type Folded = { chars: string; offsets: Int32Array };

/** Whether a UTF-16 code unit is whitespace (what `\s` matches). */
function isSpace(code: number): boolean {
  return (
    code === 32 ||
    (code >= 9 && code <= 13) ||
    code === 160 ||
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200a) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000 ||
    code === 0xfeff
  );
}

// Several passages are found in one text at a time (a list's threads): the text is folded once.
let lastText: string | undefined;
let lastFolded: Folded | undefined;

function fold(text: string): Folded {
  if (text === lastText && lastFolded !== undefined) return lastFolded;
  const kept: string[] = [];
  const offsets = new Int32Array(text.length);
  for (let index = 0; index < text.length; index += 1) {
    if (isSpace(text.charCodeAt(index))) continue;
    offsets[kept.length] = index;
    kept.push(text[index] ?? '');
  }
  const folded = { chars: kept.join(''), offsets: offsets.subarray(0, kept.length) };
  lastText = text;
  lastFolded = folded;
  return folded;
}

const squeeze = (text: string) => text.replace(/\s+/g, '');

/** The original offsets of folded characters [from, to). */
function unfold(folded: Folded, from: number, to: number): Place {
  const start = folded.offsets[from] ?? 0;
  const last = folded.offsets[to - 1] ?? start;
  return { start, end: last + 1 };
}

/** How many characters two strings share at their end (`a`'s end against `b`'s end). */
function sharedEnd(a: string, b: string): number {
  let count = 0;
  while (count < a.length && count < b.length && a[a.length - 1 - count] === b[b.length - 1 - count])
    count += 1;
  return count;
}

function sharedStart(a: string, b: string): number {
  let count = 0;
  while (count < a.length && count < b.length && a[count] === b[count]) count += 1;
  return count;
}

/** Every index where `needle` occurs in `haystack`. */
function occurrences(haystack: string, needle: string): number[] {
  const found: number[] = [];
  if (needle === '') return found;
  let at = haystack.indexOf(needle);
  while (at !== -1) {
    found.push(at);
    at = haystack.indexOf(needle, at + 1);
  }
  return found;
}

/** The folded index nearest the original offset `start`. */
function foldedHint(folded: Folded, start: number): number {
  let low = 0;
  let high = folded.offsets.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((folded.offsets[middle] ?? 0) < start) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * The best of several places a quote occurs: the most context shared on both sides, then the nearest
 * to where it was.
 */
function bestOccurrence(
  folded: Folded,
  at: number[],
  length: number,
  prefix: string,
  suffix: string,
  hint: number,
) {
  let best = at[0] ?? 0;
  let bestScore = Number.NEGATIVE_INFINITY;
  for (const index of at) {
    const context =
      sharedEnd(folded.chars.slice(Math.max(0, index - prefix.length), index), prefix) +
      sharedStart(folded.chars.slice(index + length, index + length + suffix.length), suffix);
    // Context weighs more than distance: a passage moved within the text is still itself.
    const score = context * 1_000_000 - Math.abs(index - hint);
    if (score > bestScore) {
      bestScore = score;
      best = index;
    }
  }
  return best;
}

/**
 * The passage closest to `quote` in `chars[from, to)` (a substring within the fewest edits, Sellers'
 * algorithm: an edit distance whose start in the text is free), when within `limit` edits.
 */
function closestPassage(chars: string, quote: string, from: number, to: number, limit: number) {
  const m = quote.length;
  // Per quote prefix length i: its distance to a text ending at j, and where that match starts.
  let costs = Array.from({ length: m + 1 }, (_, i) => i);
  let starts = Array.from({ length: m + 1 }, () => from);
  let best: { cost: number; start: number; end: number } | undefined;
  for (let j = from; j < to; j += 1) {
    const nextCosts = [0];
    const nextStarts = [j + 1];
    for (let i = 1; i <= m; i += 1) {
      const substitute = (costs[i - 1] ?? 0) + (quote[i - 1] === chars[j] ? 0 : 1);
      const skipText = (costs[i] ?? 0) + 1;
      const skipQuote = (nextCosts[i - 1] ?? 0) + 1;
      const cost = Math.min(substitute, skipText, skipQuote);
      nextCosts.push(cost);
      nextStarts.push(
        cost === substitute
          ? (starts[i - 1] ?? j)
          : cost === skipText
            ? (starts[i] ?? j)
            : (nextStarts[i - 1] ?? j),
      );
    }
    costs = nextCosts;
    starts = nextStarts;
    const cost = costs[m] ?? m;
    if (cost <= limit && (best === undefined || cost < best.cost)) {
      best = { cost, start: starts[m] ?? j, end: j + 1 };
    }
  }
  return best;
}

/**
 * Where the anchored passage is in `text` now, or null when it was removed. `isExact` looks for the
 * quote itself only (whether a passage is still word for word in a text).
 */
export function findAnchor(text: string, anchor: CommentAnchor, isExact = false): Place | null {
  const folded = fold(text);
  const quote = squeeze(anchor.quote);
  if (quote === '' || folded.chars === '') return null;
  const prefix = squeeze(anchor.prefix);
  const suffix = squeeze(anchor.suffix);
  const hint = foldedHint(folded, anchor.start);

  // 1. The quote itself.
  const exact = occurrences(folded.chars, quote);
  if (exact.length > 0) {
    const at = bestOccurrence(folded, exact, quote.length, prefix, suffix, hint);
    return unfold(folded, at, at + quote.length);
  }
  if (isExact) return null;

  // 2. What lies between its old context, when both sides are still there close together.
  if (prefix.length >= 4 && suffix.length >= 4) {
    for (const before of occurrences(folded.chars, prefix)) {
      const from = before + prefix.length;
      const after = folded.chars.indexOf(suffix, from);
      if (after > from && after - from <= quote.length * 2) return unfold(folded, from, after);
    }
  }

  // 3. The closest passage within a few edits, near where it was when the text is long.
  const limit = Math.floor(quote.length * FUZZY_SHARE);
  if (limit === 0) return null;
  const isSmall = folded.chars.length * quote.length <= FUZZY_BUDGET;
  const reach = Math.max(quote.length * 4, Math.floor(FUZZY_BUDGET / quote.length / 2));
  const from = isSmall ? 0 : Math.max(0, hint - reach);
  const to = isSmall ? folded.chars.length : Math.min(folded.chars.length, hint + reach);
  const near = closestPassage(folded.chars, quote, from, to, limit);
  return near === undefined || near.end <= near.start ? null : unfold(folded, near.start, near.end);
}
