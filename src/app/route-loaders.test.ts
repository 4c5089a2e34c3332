import type { LoaderFunctionArgs } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { calendarLoader, chapterWriteLoader, provideRoutePrefetchers } from './route-loaders';

const args = (params: Record<string, string>) =>
  ({
    params,
    request: new Request('http://localhost/'),
    context: undefined,
  }) as unknown as LoaderFunctionArgs;

describe('the writing view’s loader', () => {
  it('starts the chapter’s text while the signed-in screens are shown, and never waits for it', () => {
    const chapterText = vi.fn();
    const remove = provideRoutePrefetchers({ chapterText, calendar: vi.fn() });
    expect(chapterWriteLoader(args({ novelId: 'n-1', chapterId: 'ch-2' }))).toBeNull();
    expect(chapterText).toHaveBeenCalledWith('n-1', 'ch-2');

    remove();
    expect(chapterWriteLoader(args({ novelId: 'n-1', chapterId: 'ch-3' }))).toBeNull();
    expect(chapterText).toHaveBeenCalledTimes(1);
  });

  it('a provider gone does not remove the one shown after it', () => {
    const first = vi.fn();
    const second = vi.fn();
    const removeFirst = provideRoutePrefetchers({ chapterText: first, calendar: vi.fn() });
    const removeSecond = provideRoutePrefetchers({ chapterText: second, calendar: vi.fn() });
    removeFirst();
    chapterWriteLoader(args({ novelId: 'n-1', chapterId: 'ch-1' }));
    expect(second).toHaveBeenCalledTimes(1);
    expect(first).not.toHaveBeenCalled();
    removeSecond();
  });
});

describe('the calendar page’s loader', () => {
  it('starts the calendar of the owner the address names', () => {
    const calendar = vi.fn();
    const remove = provideRoutePrefetchers({ chapterText: vi.fn(), calendar });
    expect(calendarLoader(args({ universeId: 'u-1' }))).toBeNull();
    calendarLoader(args({ novelId: 'n-1' }));
    calendarLoader(args({ campaignId: 'c-1' }));
    expect(calendar.mock.calls).toEqual([
      [{ ownerKind: 'universe', ownerId: 'u-1' }],
      [{ ownerKind: 'novel', ownerId: 'n-1' }],
      [{ ownerKind: 'campaign', ownerId: 'c-1' }],
    ]);
    remove();
  });
});
