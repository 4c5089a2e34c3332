import { Search } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { SearchHit } from '../../../common/api/search';
import { isSearchable, usePrefetchSearch, useSearch } from '../../data/search';
import { cn } from '../../lib/cn';
import { entityPath } from '../../lib/entity-path';
import { useThrottledState } from '../../lib/use-throttled-state';
import { controlClasses } from '../../ui/input';
import { groupHits } from '../../ui/search/group-hits';
import { HitGroups, nextActiveIndex, optionId, SearchOption } from '../../ui/search/search-options';

// The top bar's search box (issue 14, decision 034): an ARIA combobox whose listbox shows the best hits
// grouped by kind as you type, and a last option that opens the results page. Focus stays in the input;
// the active option is its aria-activedescendant. `/` anywhere but a field focuses it.

/** Searches are asked at most this often while typing (the first key after a pause asks at once). */
export const SEARCH_INTERVAL_MS = 50;
/** How many hits the top bar shows; the results page shows the rest. */
export const TOP_BAR_LIMIT = 8;

export function resultsPath(q: string): string {
  return `/search?${new URLSearchParams({ q }).toString()}`;
}

function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName);
}

export function GlobalSearch() {
  const inputId = useId();
  const listboxId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [isOpen, setIsOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const prefetch = usePrefetchSearch();
  const [q, setQ] = useThrottledState('', SEARCH_INTERVAL_MS, (next) =>
    prefetch({ q: next, limit: TOP_BAR_LIMIT }),
  );
  function changeText(next: string) {
    setText(next);
    setQ(next.trim());
  }
  const search = useSearch({ q, limit: TOP_BAR_LIMIT });
  const hasQuery = isSearchable(text) && isSearchable(q);
  const result = hasQuery ? search.data : undefined;
  const groups = useMemo(() => (result === undefined ? [] : groupHits(result)), [result]);
  const hits = groups.flatMap((group) => group.hits);
  const hasHits = hits.length > 0;
  const optionCount = hasHits ? hits.length + 1 : 0;
  const isExpanded = isOpen && hasQuery && result !== undefined;

  // A new answer starts with nothing chosen.
  const [answered, setAnswered] = useState(result);
  if (answered !== result) {
    setAnswered(result);
    setActiveIndex(-1);
  }

  useEffect(() => {
    if (activeIndex >= 0)
      document.getElementById(optionId(listboxId, activeIndex))?.scrollIntoView?.({ block: 'nearest' });
  }, [listboxId, activeIndex]);

  useEffect(() => {
    function handleKeyDown(event: globalThis.KeyboardEvent) {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey) return;
      if (isTypingTarget(event.target) || event.defaultPrevented) return;
      event.preventDefault();
      inputRef.current?.focus();
    }
    document.addEventListener('keydown', handleKeyDown);
    return () => document.removeEventListener('keydown', handleKeyDown);
  }, []);

  function close() {
    setIsOpen(false);
    setActiveIndex(-1);
  }

  function openHit(hit: SearchHit) {
    close();
    changeText('');
    inputRef.current?.blur();
    navigate(entityPath(hit));
  }

  function openResults() {
    close();
    inputRef.current?.blur();
    navigate(resultsPath(text.trim()));
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Escape') {
      event.preventDefault();
      if (isExpanded) close();
      else changeText('');
      return;
    }
    if (event.key === 'Enter') {
      if (!isSearchable(text)) return;
      event.preventDefault();
      const hit = isExpanded ? hits[activeIndex] : undefined;
      if (hit !== undefined) openHit(hit);
      else openResults();
      return;
    }
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!isExpanded) {
        setIsOpen(true);
        return;
      }
      const next = nextActiveIndex(event.key, activeIndex, optionCount);
      if (next !== undefined) setActiveIndex(next);
    }
  }

  const count = result?.total ?? 0;
  const announcement = !isExpanded
    ? ''
    : count === 0
      ? '0 results'
      : `${count}${result?.isTotalCapped ? '+' : ''} ${count === 1 ? 'result' : 'results'}`;

  return (
    <search className="relative min-w-0 flex-1 sm:max-w-md">
      <label htmlFor={inputId} className="sr-only">
        Search
      </label>
      <div className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-fg-muted"
        />
        <input
          ref={inputRef}
          id={inputId}
          type="search"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={isExpanded}
          aria-controls={listboxId}
          aria-activedescendant={
            isExpanded && activeIndex >= 0 ? optionId(listboxId, activeIndex) : undefined
          }
          autoComplete="off"
          placeholder="Search..."
          value={text}
          onChange={(event) => {
            changeText(event.target.value);
            setIsOpen(true);
          }}
          onFocus={() => setIsOpen(true)}
          onBlur={close}
          onKeyDown={handleKeyDown}
          className={cn(controlClasses, 'h-9 pl-9 [&::-webkit-search-cancel-button]:hidden')}
        />
      </div>
      <div
        className={cn(
          'absolute top-full right-0 left-0 z-40 mt-2 rounded-lg border border-border bg-surface p-1 shadow-xl',
          'max-sm:fixed max-sm:top-14 max-sm:right-2 max-sm:left-2',
        )}
        hidden={!isExpanded}
      >
        <div
          id={listboxId}
          role="listbox"
          aria-label="Search results"
          // On a short screen it scrolls (the input's arrows move through it and keep the option in view).
          tabIndex={-1}
          className="max-h-[calc(100dvh-6rem)] overflow-y-auto"
        >
          {hasHits ? (
            <>
              <HitGroups
                listboxId={listboxId}
                groups={groups}
                firstIndex={0}
                activeIndex={activeIndex}
                onChoose={openHit}
                onHover={setActiveIndex}
              />
              <SearchOption
                id={optionId(listboxId, hits.length)}
                isActive={activeIndex === hits.length}
                onChoose={openResults}
                onHover={() => setActiveIndex(hits.length)}
                className="mt-1 border-t border-border pt-2 font-medium text-accent-text"
              >
                See all results for “{result?.query}”
              </SearchOption>
            </>
          ) : null}
        </div>
        {isExpanded && !hasHits ? (
          <p className="px-3 py-2 text-sm text-fg-muted">No results for “{result?.query}”</p>
        ) : null}
      </div>
      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </search>
  );
}
