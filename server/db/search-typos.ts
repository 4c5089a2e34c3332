import { sql } from 'kysely';
import { isTypoFor, type SearchQuery, typoBudget } from '../../common/search/query';
import type { WorkspaceStore } from './workspace-store-type';

// Search's forgiving of typing mistakes in names (decision 030; the first letter too since decision 053):
// the names' words (search_terms) that may be what a typed word meant, by the one rule of
// common/search/query.ts, found through indexes in one statement.

/** Alternatives of a word, by its place in the query: the word and names' words within its budget. */
export type Alternatives = Map<number, string[]>;

/** Above every character: `x < prefix + TOP` ends the range of texts that start with the prefix. */
const TOP = '\u{10FFFF}';
/** Candidates per lookup of another first letter; the typing-mistake rule then keeps the close ones. */
const FIRST_LETTER_CANDIDATES = 50;
/** Alternatives kept per word. */
const ALTERNATIVES = 20;

/**
 * The lookups for one word, each a range of an index: names' words with the same first letter (no
 * longer or shorter than the budget allows), and those that may be the word with its first letter
 * mistyped (migration 0025): another first letter (the rest the same), a first letter missing or added,
 * the first two letters swapped. Ranges are prefixes, for the word still being typed.
 */
function lookups(store: WorkspaceStore, index: number, word: string, isPrefix: boolean) {
  const { userId } = store;
  const budget = typoBudget(word);
  const letters = Array.from(word);
  const first = letters[0] ?? '';
  const next = String.fromCodePoint((first.codePointAt(0) ?? 0) + 1);
  const rest = letters.slice(1).join('');
  const swapped = [letters[1], letters[0], ...letters.slice(2)].join('');
  const length = letters.length;
  const longest = isPrefix ? sql`` : sql` and length(term) <= ${length + budget}`;
  // Byte order on PostgreSQL, as its indexes are built (suggest-migration.ts).
  const isPostgres = store.kind === 'postgres';
  const restOf = sql.raw(isPostgres ? '(substr(term, 2) collate "C")' : 'substr(term, 2)');
  const termOf = sql.raw(isPostgres ? '(term collate "C")' : 'term');
  const range = (column: typeof restOf, start: string) =>
    sql`select * from (select ${sql.lit(index)} as word, term from search_terms
      where user_id = ${userId} and ${column} >= ${start} and ${column} < ${`${start}${TOP}`}
      limit ${FIRST_LETTER_CANDIDATES}) as t`;
  return [
    sql`select ${sql.lit(index)} as word, term from search_terms
      where user_id = ${userId} and term >= ${first} and term < ${next}
        and length(term) >= ${length - budget}${longest}`,
    range(restOf, rest),
    range(restOf, word),
    ...(rest === '' ? [] : [range(termOf, rest)]),
    range(termOf, swapped),
  ];
}

/** Names' words within each typed word's typing-mistake budget (the word itself first). */
export async function typoAlternatives(
  store: WorkspaceStore,
  query: SearchQuery,
): Promise<Alternatives | undefined> {
  const words = new Map<number, { word: string; isPrefix: boolean }>();
  for (const [index, term] of query.terms.entries()) {
    if (term.kind === 'word' && typoBudget(term.word) > 0) words.set(index, term);
  }
  if (words.size === 0) return undefined;
  const selects = [...words].flatMap(([index, term]) => lookups(store, index, term.word, term.isPrefix));
  const result = await sql<{ word: number; term: string }>`${sql.join(selects, sql` union all `)}`.execute(
    store.db,
  );
  const candidates = new Map<number, Set<string>>();
  for (const row of result.rows) {
    const index = Number(row.word);
    candidates.set(index, (candidates.get(index) ?? new Set()).add(row.term));
  }
  const alternatives: Alternatives = new Map();
  for (const [index, term] of words) {
    const close = [...(candidates.get(index) ?? [])]
      .sort()
      .filter((candidate) => isTypoFor(term, candidate))
      .slice(0, ALTERNATIVES);
    if (close.length > 0) alternatives.set(index, [term.word, ...close]);
  }
  return alternatives.size === 0 ? undefined : alternatives;
}
