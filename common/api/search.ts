import { z } from 'zod';
import { type EntityKind, type EntitySummary, isEntityKind, parseEntityKey } from '../workspace/entities';

// The search API's contract (issue 14, decision 030): `GET /api/v1/search?q=&kind=&scope=&limit=&offset=`
// answers the signed-in user's records and parts that match, best first, with a count per kind. The
// browser's top bar, the results page and the command palette read it; the in-memory repository answers
// the same shape for the browser's tests.

/** The most hits one answer holds (the top bar shows fewer; the results page pages through more). */
export const SEARCH_LIMIT_MAX = 50;
/** How far the results page can page: the engine ranks its best this many. */
export const SEARCH_WINDOW = 200;
/** A query longer than this is refused (what is read of it is `SEARCH_QUERY_MAX` characters). */
export const SEARCH_INPUT_MAX = 1_000;

/** The records a search can be kept within: a universe (its worlds, stories and all they hold), a novel or a campaign. */
export type SearchScopeKind = 'universe' | 'novel' | 'campaign';
export type SearchScope = { kind: SearchScopeKind; id: string };

const SCOPE_KINDS: ReadonlySet<string> = new Set(['universe', 'novel', 'campaign']);

export const searchParamsSchema = z.object({
  q: z
    .string({ error: 'Type something to search for' })
    .max(SEARCH_INPUT_MAX, `A search has at most ${SEARCH_INPUT_MAX} characters`),
  kind: z.string().refine(isEntityKind, 'Not a kind of record or part').optional() as z.ZodOptional<
    z.ZodType<EntityKind>
  >,
  scope: z
    .string()
    .transform((value, ctx) => {
      const ref = parseEntityKey(value);
      if (ref === undefined || !SCOPE_KINDS.has(ref.kind)) {
        ctx.addIssue({ code: 'custom', message: 'A scope is universe:<id>, novel:<id> or campaign:<id>' });
        return z.NEVER;
      }
      return { kind: ref.kind as SearchScopeKind, id: ref.id };
    })
    .optional(),
  limit: z.coerce
    .number({ error: 'limit is a number' })
    .int('limit is a whole number')
    .min(1, 'limit is at least 1')
    .max(SEARCH_LIMIT_MAX, `limit is at most ${SEARCH_LIMIT_MAX}`)
    .default(20),
  offset: z.coerce
    .number({ error: 'offset is a number' })
    .int('offset is a whole number')
    .min(0, 'offset is at least 0')
    .max(SEARCH_WINDOW, `offset is at most ${SEARCH_WINDOW}`)
    .default(0),
});

export type SearchParams = {
  q: string;
  kind?: EntityKind | undefined;
  scope?: SearchScope | undefined;
  limit?: number;
  offset?: number;
};

/**
 * How a hit matched, best first: its whole name, its name's start, every word in its name, a name with
 * a typing mistake forgiven, or its text.
 */
export type SearchMatch = 'exact' | 'prefix' | 'name' | 'typo' | 'text';

/** [start, end) of a highlighted stretch, in UTF-16 units of the string it belongs to. */
export type TextRange = [number, number];

export type SearchHit = EntitySummary & {
  /** Where it lives: its universe, world, novel, campaign or timeline's name ('' when it stands alone). */
  place: string;
  match: SearchMatch;
  /** The matched words in `name`. */
  nameRanges: TextRange[];
  /** A stretch of its text around the first match ('' when only the name matched). */
  snippet: string;
  snippetRanges: TextRange[];
};

export type SearchResult = {
  /** The query as read (after the length cap). */
  query: string;
  /** Every match, up to `SEARCH_WINDOW` ranked ones (`isTotalCapped` when there were more). */
  total: number;
  isTotalCapped: boolean;
  /** Matches per kind (before the kind filter, so a filter shows what the others hold). */
  counts: Partial<Record<EntityKind, number>>;
  hits: SearchHit[];
};

/** The query string of a search (the browser's client and the results page's address). */
export function searchQueryString(params: SearchParams): URLSearchParams {
  const query = new URLSearchParams({ q: params.q });
  if (params.kind !== undefined) query.set('kind', params.kind);
  if (params.scope !== undefined) query.set('scope', `${params.scope.kind}:${params.scope.id}`);
  if (params.limit !== undefined) query.set('limit', String(params.limit));
  if (params.offset !== undefined && params.offset > 0) query.set('offset', String(params.offset));
  return query;
}
