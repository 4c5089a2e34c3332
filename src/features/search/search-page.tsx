import { SearchX } from 'lucide-react';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { SEARCH_LIMIT_MAX, type SearchParams } from '../../../common/api/search';
import { isSearchable, useSearch } from '../../data/search';
import { useDocumentTitle } from '../../lib/use-document-title';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { PageHeader } from '../../ui/page-header';
import { SearchInput } from '../../ui/search-input';
import { Spinner } from '../../ui/spinner';
import { HitPage } from './components/hit-page';
import { KindFilter } from './components/kind-filter';
import { ScopeSelect } from './components/scope-select';
import { firstResultsPage, readSearchAddress, searchAddress } from './model/search-address';

type Params = Pick<SearchParams, 'q' | 'kind' | 'scope'>;

/** `/search?q=&kind=&scope=`: every result of a search, filtered by kind and place, 50 at a time. */
export default function SearchPage() {
  const [query, setQuery] = useSearchParams();
  const { params, problems } = readSearchAddress(query);
  const addressKey = searchAddress(params);
  useDocumentTitle(params.q === '' ? 'Search' : `Search: ${params.q}`);
  const [draft, setDraft] = useState({ for: addressKey, text: params.q });
  if (draft.for !== addressKey) setDraft({ for: addressKey, text: params.q });
  const scopeId = useId();

  function go(next: Params) {
    setQuery(searchAddress(next).slice('/search?'.length));
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    go({ ...params, q: draft.text.trim() });
  }

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6">
      <PageHeader
        title="Search"
        description="Every novel, universe, campaign, timeline and what they hold."
      />
      <search>
        <form onSubmit={handleSubmit} className="flex items-end gap-2">
          <SearchInput
            label="Search for"
            value={draft.text}
            onValueChange={(text) => setDraft({ for: addressKey, text })}
            className="flex-1"
            autoComplete="off"
          />
          <Button type="submit">Search</Button>
        </form>
      </search>
      {problems.map((problem) => (
        <Alert key={problem} tone="info">
          {problem}: showing every kind and place.
        </Alert>
      ))}
      <Results
        key={addressKey}
        params={params}
        onKind={(kind) => go({ ...params, kind })}
        scopeFilter={
          <div className="flex min-w-0 flex-col gap-1.5">
            <label htmlFor={scopeId} className="text-sm font-medium text-fg">
              Within
            </label>
            <ScopeSelect id={scopeId} value={params.scope} onChange={(scope) => go({ ...params, scope })} />
          </div>
        }
      />
    </div>
  );
}

type ResultsProps = { params: Params; onKind: (kind: Params['kind']) => void; scopeFilter: ReactNode };

function Results({ params, onKind, scopeFilter }: ResultsProps) {
  const [pages, setPages] = useState(1);
  const kindId = useId();
  const first = useSearch(firstResultsPage(params));
  const result = first.data;
  const count = result?.total ?? 0;
  const filters = (
    <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
      {scopeFilter}
      <div className="flex min-w-0 flex-col gap-1.5">
        <label htmlFor={kindId} className="text-sm font-medium text-fg">
          Kind
        </label>
        <KindFilter id={kindId} counts={result?.counts ?? {}} value={params.kind} onChange={onKind} />
      </div>
    </div>
  );
  if (!isSearchable(params.q)) {
    return (
      <>
        {filters}
        <EmptyState icon={<SearchX aria-hidden="true" />} title="Type something to search for" />
      </>
    );
  }
  return (
    <section aria-label="Results" className="flex flex-col gap-4">
      {filters}
      {first.isPending ? <Spinner label="Searching…" /> : null}
      <p role="status" className="text-sm text-fg-muted">
        {result === undefined
          ? ''
          : `${count}${result.isTotalCapped ? '+' : ''} ${count === 1 ? 'result' : 'results'} for “${params.q}”`}
      </p>
      {result !== undefined && result.hits.length === 0 && !first.isError ? (
        <EmptyState icon={<SearchX aria-hidden="true" />} title={`No results for “${params.q}”`} />
      ) : (
        <ol aria-label="Search results" className="flex flex-col gap-2">
          {Array.from({ length: pages }, (_, page) => (
            <HitPage
              // biome-ignore lint/suspicious/noArrayIndexKey: a page is its place in the list
              key={page}
              params={params}
              offset={page * SEARCH_LIMIT_MAX}
              onLoadMore={page === pages - 1 ? () => setPages(pages + 1) : undefined}
            />
          ))}
        </ol>
      )}
    </section>
  );
}
