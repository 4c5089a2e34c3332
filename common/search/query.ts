import { foldForSearch, isUnspacedWord } from './normalize';

// What a person types into search (issue 14), read into terms both databases' full-text engines take
// safely: every term is made of folded letters and digits only, so nothing typed (quotes, `*`, `-`,
// `NEAR`, `OR`, `:`, parentheses) can act as the engine's own syntax. Phrases in double quotes stay
// phrases; the last word, still being typed, matches as a prefix; a run of an unspaced script (Chinese,
// Japanese) is a phrase of its characters.

/** The most of a query that is read; the rest is ignored (a pasted page is not a query). */
export const SEARCH_QUERY_MAX = 200;
/** The most terms one query holds. */
export const SEARCH_TERMS_MAX = 12;

export type SearchTerm =
  | { kind: 'word'; word: string; isPrefix: boolean }
  | { kind: 'phrase'; words: string[] };

export type SearchQuery = { terms: SearchTerm[] };

function phraseOrWord(words: string[], isPrefix: boolean): SearchTerm | undefined {
  if (words.length === 0) return undefined;
  if (words.length === 1) {
    const [word = ''] = words;
    return { kind: 'word', word, isPrefix: isPrefix && !isUnspacedWord(word) };
  }
  return { kind: 'phrase', words };
}

/** Splits unquoted text into words, keeping a run of unspaced characters together as one phrase. */
function looseTerms(text: string, isLast: boolean): SearchTerm[] {
  const words = foldForSearch(text)
    .split(' ')
    .filter((word) => word !== '');
  const terms: SearchTerm[] = [];
  let run: string[] = [];
  const flush = () => {
    const term = phraseOrWord(run, false);
    if (term !== undefined) terms.push(term);
    run = [];
  };
  words.forEach((word, index) => {
    if (isUnspacedWord(word)) {
      run.push(word);
      return;
    }
    flush();
    // The word being typed (last of the query, not followed by a space) matches as a prefix.
    const isTyping = isLast && index === words.length - 1 && !/\s$/.test(text);
    terms.push({ kind: 'word', word, isPrefix: isTyping });
  });
  flush();
  return terms;
}

/** Reads a query; an empty or all-punctuation one has no terms (and finds nothing). */
export function parseSearchQuery(input: string): SearchQuery {
  const text = input.slice(0, SEARCH_QUERY_MAX);
  const terms: SearchTerm[] = [];
  // Quoted parts are phrases; an unclosed quote runs to the end.
  const parts = text.split('"');
  parts.forEach((part, index) => {
    const isQuoted = index % 2 === 1;
    const isLast = index === parts.length - 1;
    if (isQuoted) {
      const term = phraseOrWord(foldForSearch(part).split(' ').filter(Boolean), false);
      if (term !== undefined) terms.push(term);
    } else terms.push(...looseTerms(part, isLast));
  });
  return { terms: terms.slice(0, SEARCH_TERMS_MAX) };
}

/** How many typing mistakes a word of this length may carry and still match a name. */
export function typoBudget(word: string): number {
  if (word.length >= 6) return 2;
  if (word.length >= 4) return 1;
  return 0;
}

/**
 * Whether a name's word may be what a typed word meant, typing mistakes forgiven: within the typed
 * word's budget as a whole, or (for the word still being typed) at its start. The word itself is no typo.
 * The server's index and the browser's in-memory search both forgive by this rule.
 */
export function isTypoFor(term: { word: string; isPrefix: boolean }, candidate: string): boolean {
  const budget = typoBudget(term.word);
  if (budget === 0 || candidate === term.word) return false;
  if (editDistance(term.word, candidate, budget) <= budget) return true;
  return term.isPrefix && editDistance(term.word, candidate.slice(0, term.word.length), budget) <= budget;
}

/**
 * The edits (insert, delete, substitute, swap two neighbours) between two words, or `max + 1` as soon
 * as it is clear there are more than `max`.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows: number[][] = [Array.from({ length: b.length + 1 }, (_, j) => j)];
  for (let i = 1; i <= a.length; i += 1) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(
        (rows[i - 1]?.[j] ?? 0) + 1,
        (row[j - 1] ?? 0) + 1,
        (rows[i - 1]?.[j - 1] ?? 0) + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, (rows[i - 2]?.[j - 2] ?? 0) + 1);
      }
      row.push(value);
      best = Math.min(best, value);
    }
    if (best > max) return max + 1;
    rows.push(row);
  }
  return rows[a.length]?.[b.length] ?? max + 1;
}

/** Each character of a run with its place in the text (a character may take two UTF-16 units). */
function splitChars(run: string, start: number): { text: string; at: number }[] {
  const pieces: { text: string; at: number }[] = [];
  let at = start;
  for (const char of run) {
    pieces.push({ text: char, at });
    at += char.length;
  }
  return pieces;
}

/**
 * Where the query's words occur in a text, as [start, end) ranges of the original text (for
 * highlighting): a word equal to a term, or starting with a prefix term, or one of a phrase's words.
 */
export function matchRanges(text: string, query: SearchQuery): [number, number][] {
  const exact = new Set<string>();
  const prefixes: string[] = [];
  for (const term of query.terms) {
    if (term.kind === 'phrase') for (const word of term.words) exact.add(word);
    else if (term.isPrefix) prefixes.push(term.word);
    else exact.add(term.word);
  }
  const ranges: [number, number][] = [];
  for (const match of text.matchAll(/[\p{L}\p{N}\p{M}]+/gu)) {
    const start = match.index ?? 0;
    // An unspaced run is matched character by character, as it was indexed.
    const pieces =
      /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Thai}]/u.test(match[0])
        ? splitChars(match[0], start)
        : [{ text: match[0], at: start }];
    for (const piece of pieces) {
      const folded = foldForSearch(piece.text);
      if (folded === '') continue;
      if (exact.has(folded) || prefixes.some((prefix) => folded.startsWith(prefix))) {
        ranges.push([piece.at, piece.at + piece.text.length]);
      }
    }
  }
  return ranges;
}
