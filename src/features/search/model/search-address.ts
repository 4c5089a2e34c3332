import type { ZodType } from 'zod';
import {
  SEARCH_LIMIT_MAX,
  type SearchParams,
  searchParamsSchema,
  searchQueryString,
} from '../../../../common/api/search';

// The results page's address (`/search?q=&kind=&scope=`) read into a search, checked by the API's own
// schema: a kind or scope that is not one (a hand-edited address) is dropped with a message, never a crash.

export type SearchAddress = { params: Pick<SearchParams, 'q' | 'kind' | 'scope'>; problems: string[] };

export function readSearchAddress(query: URLSearchParams): SearchAddress {
  const problems: string[] = [];
  function field<T>(name: string, schema: ZodType<T | undefined>): T | undefined {
    const raw = query.get(name);
    if (raw === null || raw === '') return undefined;
    const read = schema.safeParse(raw);
    if (read.success) return read.data;
    problems.push(read.error.issues[0]?.message ?? `The ${name} is not one we know`);
    return undefined;
  }
  const kind = field('kind', searchParamsSchema.shape.kind);
  const scope = field('scope', searchParamsSchema.shape.scope);
  return { params: { q: query.get('q') ?? '', kind, scope }, problems };
}

/** The address of a search on the results page. */
export function searchAddress(params: Pick<SearchParams, 'q' | 'kind' | 'scope'>): string {
  return `/search?${searchQueryString(params).toString()}`;
}

/** The first page of results the results page reads for an address (its route loader starts the same). */
export function firstResultsPage(params: SearchAddress['params']): SearchParams {
  return { ...params, limit: SEARCH_LIMIT_MAX };
}
