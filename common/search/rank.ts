import type { SearchMatch, TextRange } from '../api/search';
import { foldForSearch } from './normalize';
import { matchRanges, type SearchQuery } from './query';

// Ranking what the engine found (issue 14, decision 030), the same on both databases and in the
// browser's in-memory repository: the engine finds its best few hundred rows for the query, and this
// orders them as people expect: the whole name above the name's start above every word in the name above a
// name with a typing mistake forgiven above a match in the text; shorter names first among name matches, the engine's
// relevance first among text matches, then the name alphabetically. Snippets and highlights come from the original text.

export const MATCH_ORDER: readonly SearchMatch[] = ['exact', 'prefix', 'name', 'typo', 'text'];

/** One row the engine found: an entity's name, and the text it matched in ('' for its name alone). */
export type Candidate<T> = {
  item: T;
  name: string;
  text: string;
  /** Lower is better: the engine's own order (bm25, ts_rank) among the rows it found. */
  engineRank: number;
  /** Found only through a word read as a typing mistake for `query` (the corrected query). */
  isTypo: boolean;
};

/** The query's words as one folded string ("the ember" for `The "Ember"`). */
function queryText(query: SearchQuery): string {
  return query.terms.map((term) => (term.kind === 'phrase' ? term.words.join(' ') : term.word)).join(' ');
}

/** Whether every term of the query is found among a folded name's words. */
function isInName(foldedName: string, query: SearchQuery): boolean {
  const words = foldedName.split(' ');
  const padded = ` ${foldedName} `;
  return query.terms.every((term) => {
    if (term.kind === 'phrase') return padded.includes(` ${term.words.join(' ')} `);
    return term.isPrefix ? words.some((word) => word.startsWith(term.word)) : words.includes(term.word);
  });
}

/** How a name (and the text found with it) matches a query, best class first. */
export function matchOf(name: string, query: SearchQuery, isTypo: boolean): SearchMatch {
  const folded = foldForSearch(name);
  const typed = queryText(query);
  if (typed !== '' && !isTypo) {
    if (folded === typed) return 'exact';
    const last = query.terms.at(-1);
    const isTyping = last?.kind === 'word' && last.isPrefix;
    if (folded.startsWith(isTyping ? typed : `${typed} `) || folded === typed) return 'prefix';
    if (isInName(folded, query)) return 'name';
  }
  // Found by a name's word within the budget of a word typed (the engine looked in names only).
  return isTypo ? 'typo' : 'text';
}

/** How many characters a snippet shows around its first match. */
export const SNIPPET_LENGTH = 160;

/** A stretch of `text` around the first match, cut at word ends, with the matches in it. */
export function snippetOf(
  text: string,
  query: SearchQuery,
  length = SNIPPET_LENGTH,
): { snippet: string; ranges: TextRange[] } {
  if (text === '') return { snippet: '', ranges: [] };
  const ranges = matchRanges(text, query);
  const first = ranges[0]?.[0] ?? 0;
  let start = Math.max(0, first - Math.floor(length / 3));
  if (start > 0) {
    const space = text.lastIndexOf(' ', start);
    start = space === -1 || first - space > length / 2 ? start : space + 1;
  }
  let end = Math.min(text.length, start + length);
  if (end < text.length) {
    const space = text.indexOf(' ', end);
    end = space === -1 || space - end > 20 ? end : space;
  }
  const body = text.slice(start, end).replace(/\s+/g, ' ');
  // Whitespace runs were collapsed: map the ranges onto the collapsed stretch by walking it.
  const prefix = start > 0 ? '…' : '';
  const suffix = end < text.length ? '…' : '';
  const shift = collapseMap(text.slice(start, end));
  const inside = ranges
    .filter(([from, to]) => from >= start && to <= end)
    .map(([from, to]): TextRange => [shift(from - start) + prefix.length, shift(to - start) + prefix.length]);
  return { snippet: `${prefix}${body}${suffix}`, ranges: inside };
}

/** Maps an offset in `text` to its offset once runs of whitespace are one space each. */
function collapseMap(text: string): (offset: number) => number {
  const map: number[] = [];
  let out = 0;
  let wasSpace = false;
  for (let index = 0; index < text.length; index += 1) {
    map.push(out);
    const isSpace = /\s/.test(text.charAt(index));
    if (!(isSpace && wasSpace)) out += 1;
    wasSpace = isSpace;
  }
  map.push(out);
  return (offset) => map[offset] ?? out;
}

export type Ranked<T> = Candidate<T> & { match: SearchMatch };

/**
 * Orders the engine's rows: by match class, then shorter names, then the engine's relevance, then the
 * name. `keyOf` names the entity: an entity found in several rows (its name and its text) appears once,
 * at its best.
 */
export function rankCandidates<T>(
  candidates: readonly Candidate<T>[],
  query: SearchQuery,
  keyOf: (item: T) => string,
): Ranked<T>[] {
  const best = new Map<string, Ranked<T>>();
  for (const candidate of candidates) {
    const ranked = { ...candidate, match: matchOf(candidate.name, query, candidate.isTypo) };
    const key = keyOf(candidate.item);
    const known = best.get(key);
    if (known === undefined || compare(ranked, known) < 0) {
      // Keep a text to show: the better row may be the name's, the other the text's.
      best.set(key, ranked.text === '' && known !== undefined ? { ...ranked, text: known.text } : ranked);
    } else if (known.text === '' && ranked.text !== '') {
      best.set(key, { ...known, text: ranked.text });
    }
  }
  return [...best.values()].sort(compare);
}

function compare<T>(a: Ranked<T>, b: Ranked<T>): number {
  const byClass = MATCH_ORDER.indexOf(a.match) - MATCH_ORDER.indexOf(b.match);
  if (byClass !== 0) return byClass;
  // Names: the shorter the closer to what was typed; texts: the engine knows best.
  const byName = a.name.length - b.name.length;
  const byEngine = a.engineRank - b.engineRank;
  return (a.match === 'text' ? byEngine || byName : byName || byEngine) || a.name.localeCompare(b.name);
}
