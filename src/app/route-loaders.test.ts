import type { LoaderFunctionArgs } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { chapterWriteLoader, provideRoutePrefetchers } from './route-loaders';

const args = (params: Record<string, string>) =>
  ({
    params,
    request: new Request('http://localhost/'),
    context: undefined,
  }) as unknown as LoaderFunctionArgs;

describe('the writing view’s loader', () => {
  it('starts the chapter’s text while the signed-in screens are shown, and never waits for it', () => {
    const chapterText = vi.fn();
    const remove = provideRoutePrefetchers({ chapterText });
    expect(chapterWriteLoader(args({ novelId: 'n-1', chapterId: 'ch-2' }))).toBeNull();
    expect(chapterText).toHaveBeenCalledWith('n-1', 'ch-2');

    remove();
    expect(chapterWriteLoader(args({ novelId: 'n-1', chapterId: 'ch-3' }))).toBeNull();
    expect(chapterText).toHaveBeenCalledTimes(1);
  });

  it('a provider gone does not remove the one shown after it', () => {
    const first = vi.fn();
    const second = vi.fn();
    const removeFirst = provideRoutePrefetchers({ chapterText: first });
    const removeSecond = provideRoutePrefetchers({ chapterText: second });
    removeFirst();
    chapterWriteLoader(args({ novelId: 'n-1', chapterId: 'ch-1' }));
    expect(second).toHaveBeenCalledTimes(1);
    expect(first).not.toHaveBeenCalled();
    removeSecond();
  });
});
