import { Link } from 'react-router';
import { SEARCH_LIMIT_MAX, type SearchParams } from '../../../../common/api/search';
import { useSearch } from '../../../data/search';
import { entityPath } from '../../../lib/entity-path';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { SearchHitContent } from '../../../ui/search/search-hit-content';
import { Spinner } from '../../../ui/spinner';

export type HitPageProps = {
  params: Pick<SearchParams, 'q' | 'kind' | 'scope'>;
  offset: number;
  /** Shown on the last page loaded while more remain. */
  onLoadMore: (() => void) | undefined;
};

/** One page of results (50 from `offset`); the last page loaded offers the next. */
export function HitPage({ params, offset, onLoadMore }: HitPageProps) {
  const search = useSearch({ ...params, limit: SEARCH_LIMIT_MAX, offset });
  if (search.isError) {
    return (
      <Alert className="mt-4">
        {search.error instanceof Error ? search.error.message : 'The search failed'}{' '}
        <button type="button" className="underline" onClick={() => void search.refetch()}>
          Try again
        </button>
      </Alert>
    );
  }
  if (search.data === undefined) return offset === 0 ? null : <Spinner label="Loading more results…" />;
  const { hits, total } = search.data;
  const hasMore = offset + hits.length < total && hits.length === SEARCH_LIMIT_MAX;
  return (
    <>
      {hits.map((hit) => (
        <li key={`${hit.kind}:${hit.id}`}>
          <Link
            to={entityPath(hit)}
            className="flex rounded-lg border border-border bg-surface px-4 py-3 transition-colors duration-150 hover:border-border-strong hover:bg-surface-raised"
          >
            <SearchHitContent hit={hit} />
          </Link>
        </li>
      ))}
      {hasMore && onLoadMore !== undefined ? (
        <li className="flex justify-center pt-2">
          <Button variant="secondary" onClick={onLoadMore}>
            Load more
          </Button>
        </li>
      ) : null}
    </>
  );
}
