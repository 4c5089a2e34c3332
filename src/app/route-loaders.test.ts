import type { LoaderFunctionArgs } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import {
  calendarLoader,
  chapterWriteLoader,
  graphLoader,
  novelLoader,
  type PageData,
  provideRoutePrefetchers,
  searchLoader,
  staticPageLoader,
  timelineLoader,
} from './route-loaders';

const args = (params: Record<string, string>, url = 'http://localhost/') =>
  ({
    params,
    request: new Request(url),
    context: undefined,
  }) as unknown as LoaderFunctionArgs;

/** Runs `run` with prefetchers installed; answers what the loaders asked to start. */
function started(run: () => void): unknown[] {
  const start = vi.fn<(data: PageData) => void>();
  const remove = provideRoutePrefetchers({ start });
  try {
    run();
  } finally {
    remove();
  }
  // An address's search compared as text (URLSearchParams objects all look alike to toEqual).
  return start.mock.calls.map(([data]) =>
    data.page === 'search' ? { ...data, query: String(data.query) } : data,
  );
}

describe('the writing view’s loader', () => {
  it('starts the chapter’s text while the signed-in screens are shown, and never waits for it', () => {
    const start = vi.fn();
    const remove = provideRoutePrefetchers({ start });
    expect(chapterWriteLoader(args({ novelId: 'n-1', chapterId: 'ch-2' }))).toBeNull();
    expect(start).toHaveBeenCalledWith({ page: 'chapter-text', novelId: 'n-1', chapterId: 'ch-2' });

    remove();
    expect(chapterWriteLoader(args({ novelId: 'n-1', chapterId: 'ch-3' }))).toBeNull();
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('a provider gone does not remove the one shown after it', () => {
    const first = vi.fn();
    const second = vi.fn();
    const removeFirst = provideRoutePrefetchers({ start: first });
    const removeSecond = provideRoutePrefetchers({ start: second });
    removeFirst();
    chapterWriteLoader(args({ novelId: 'n-1', chapterId: 'ch-1' }));
    expect(second).toHaveBeenCalledTimes(1);
    expect(first).not.toHaveBeenCalled();
    removeSecond();
  });
});

describe('the calendar page’s loader', () => {
  it('starts the calendar of the owner the address names', () => {
    expect(
      started(() => {
        expect(calendarLoader(args({ universeId: 'u-1' }))).toBeNull();
        calendarLoader(args({ novelId: 'n-1' }));
        calendarLoader(args({ campaignId: 'c-1' }));
      }),
    ).toEqual([
      { page: 'calendar', owner: { ownerKind: 'universe', ownerId: 'u-1' } },
      { page: 'calendar', owner: { ownerKind: 'novel', ownerId: 'n-1' } },
      { page: 'calendar', owner: { ownerKind: 'campaign', ownerId: 'c-1' } },
    ]);
  });
});

describe('the other pages’ loaders', () => {
  it('name the record, the tab, the graph’s scope and the search the address holds', () => {
    expect(
      started(() => {
        staticPageLoader({ page: 'dashboard' })(args({}));
        novelLoader(args({ novelId: 'n-1', '*': '' }));
        novelLoader(args({ novelId: 'n-1', '*': 'chapters' }));
        graphLoader(args({ universeId: 'u-1', characterId: 'ch-1' }));
        graphLoader(args({ novelId: 'n-2' }));
        timelineLoader(args({ timelineId: 't-1' }));
        searchLoader(args({}, 'http://localhost/search?q=mira&kind=character'));
      }),
    ).toEqual([
      { page: 'dashboard' },
      { page: 'novel', novelId: 'n-1', tab: '' },
      { page: 'novel', novelId: 'n-1', tab: 'chapters' },
      { page: 'graph', scope: 'universe', id: 'u-1' },
      { page: 'graph', scope: 'novel', id: 'n-2' },
      { page: 'timeline', timelineId: 't-1' },
      { page: 'search', query: 'q=mira&kind=character' },
    ]);
  });
});
