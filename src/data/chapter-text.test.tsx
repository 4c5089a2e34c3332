import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { richTextFromPlain } from '../../common/text/rich-text';
import type { ChapterTextView } from '../../common/workspace/chapter-text';
import { NETWORK_ERROR_MESSAGE } from './api-client';
import { chapterTextKeys, prefetchChapterText, useChapterAutosave, useChapterText } from './chapter-text';
import { createInMemoryRepository } from './in-memory-repository';
import { createQueryClient } from './query-client';
import { testNovel, testWorkspace } from './test-workspace';
import { createMemoryUnsavedTexts, setUnsavedTexts, unsavedTextKey } from './unsaved-text';
import { setWorkspaceRepository } from './workspace';
import type { WorkspaceRepository } from './workspace-repository';

const KEY = unsavedTextKey('u-1', 'n-1', 'c-1');

function setup() {
  const repository = createInMemoryRepository({
    latencyMs: 0,
    loadWorkspace: async () =>
      testWorkspace({ novels: [testNovel({ chapters: [{ id: 'c-1', title: 'One', wordCount: 0 }] })] }),
  });
  setWorkspaceRepository(repository);
  const storage = createMemoryUnsavedTexts();
  setUnsavedTexts(storage, async () => 'u-1');
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { repository, storage, client, wrapper };
}

async function open(repository: WorkspaceRepository, wrapper: (props: { children: ReactNode }) => ReactNode) {
  const server = await repository.getChapterText('n-1', 'c-1');
  const hook = renderHook((view: ChapterTextView) => useChapterAutosave('n-1', 'c-1', view), {
    wrapper,
    initialProps: server,
  });
  await waitFor(() => expect(hook.result.current.isReady).toBe(true));
  return hook;
}

describe('the chapter autosave', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('keeps each edit on the device at once and saves after a pause of under a second', async () => {
    const { repository, storage, wrapper } = setup();
    const { result } = await open(repository, wrapper);
    act(() => result.current.edit(richTextFromPlain('The forge was cold.')));
    expect(result.current.status).toBe('saving');
    await vi.waitFor(() => expect(storage.entries.get(KEY)?.baseVersion).toBe(0));
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(result.current.status).toBe('saved');
    expect(await repository.getChapterText('n-1', 'c-1')).toMatchObject({ version: 1, wordCount: 4 });
    expect(storage.entries.has(KEY)).toBe(false);
  });

  it('a failing save keeps the text on the device and retries until the server has it', async () => {
    const { repository, storage, wrapper } = setup();
    const save = vi
      .spyOn(repository, 'saveChapterText')
      .mockRejectedValueOnce(new Error(NETWORK_ERROR_MESSAGE))
      .mockRejectedValueOnce(new Error('The server could not complete the request (HTTP 500). Try again.'));
    const { result } = await open(repository, wrapper);
    act(() => result.current.edit(richTextFromPlain('Kept through it all.')));
    await act(() => vi.advanceTimersByTimeAsync(700));
    expect(result.current.status).toBe('offline');
    expect(storage.entries.get(KEY)?.text).toEqual(richTextFromPlain('Kept through it all.'));
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(result.current.status).toBe('error');
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(result.current.status).toBe('saved');
    expect(save).toHaveBeenCalledTimes(3);
    expect(storage.entries.has(KEY)).toBe(false);
    expect(await repository.getChapterText('n-1', 'c-1')).toMatchObject({ version: 1 });
  });

  it('sends a text kept from an earlier visit again when the chapter is opened', async () => {
    const { repository, storage, wrapper } = setup();
    const kept = richTextFromPlain('Typed before the reload.');
    await storage.put({
      key: KEY,
      novelId: 'n-1',
      chapterId: 'c-1',
      text: kept,
      baseVersion: 0,
      revision: 4,
      updatedAt: '2026-11-24T10:00:00.000Z',
    });
    const { result } = await open(repository, wrapper);
    expect(result.current.document.text).toEqual(kept);
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(result.current.status).toBe('saved');
    expect(await repository.getChapterText('n-1', 'c-1')).toMatchObject({ version: 1, text: kept });
    expect(storage.entries.has(KEY)).toBe(false);
  });

  it('two tabs: the second save meets a conflict showing both, and never overwrites silently', async () => {
    const { repository, wrapper } = setup();
    const { result } = await open(repository, wrapper);
    await repository.saveChapterText('n-1', 'c-1', richTextFromPlain('From the other tab.'), 0);
    act(() => result.current.edit(richTextFromPlain('From this tab.')));
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(result.current.status).toBe('conflict');
    expect(result.current.conflict?.current.text).toEqual(richTextFromPlain('From the other tab.'));
    expect(result.current.conflict?.mine).toEqual(richTextFromPlain('From this tab.'));
    expect(await repository.getChapterText('n-1', 'c-1')).toMatchObject({ version: 1 });

    act(() => result.current.keepMine());
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(result.current.status).toBe('saved');
    expect(await repository.getChapterText('n-1', 'c-1')).toMatchObject({
      version: 2,
      text: richTextFromPlain('From this tab.'),
    });
  });

  it('live: an idle tab shows the text another tab saved (decision 062)', async () => {
    const { repository, wrapper } = setup();
    const hook = await open(repository, wrapper);
    const shownKey = hook.result.current.document.key;
    const saved = await repository.saveChapterText('n-1', 'c-1', richTextFromPlain('From the other tab.'), 0);
    // The live event refreshed the chapter's text: the view is handed the new stored version.
    hook.rerender(saved);
    await waitFor(() => expect(hook.result.current.document.key).toBe(shownKey + 1));
    expect(hook.result.current.document.text).toEqual(richTextFromPlain('From the other tab.'));
    act(() => hook.result.current.edit(richTextFromPlain('And then this tab.')));
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(hook.result.current.status).toBe('saved');
    expect(await repository.getChapterText('n-1', 'c-1')).toMatchObject({ version: 2 });
  });

  it('live: a tab with unsaved words keeps them when another tab saves, and meets the conflict', async () => {
    const { repository, wrapper } = setup();
    const hook = await open(repository, wrapper);
    const shownKey = hook.result.current.document.key;
    act(() => hook.result.current.edit(richTextFromPlain('Typed here, not yet stored.')));
    const saved = await repository.saveChapterText('n-1', 'c-1', richTextFromPlain('From the other tab.'), 0);
    hook.rerender(saved);
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(hook.result.current.document.key).toBe(shownKey);
    act(() => hook.result.current.edit(richTextFromPlain('Typed here, still mine.')));
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(hook.result.current.status).toBe('conflict');
    expect(hook.result.current.conflict?.mine).toEqual(richTextFromPlain('Typed here, still mine.'));
  });

  it('“Use theirs” drops mine and shows the stored text', async () => {
    const { repository, storage, wrapper } = setup();
    const { result } = await open(repository, wrapper);
    await repository.saveChapterText('n-1', 'c-1', richTextFromPlain('Theirs.'), 0);
    act(() => result.current.edit(richTextFromPlain('Mine.')));
    await act(() => vi.advanceTimersByTimeAsync(1000));
    const key = result.current.document.key;
    act(() => result.current.takeTheirs());
    expect(result.current).toMatchObject({ status: 'saved', conflict: null });
    expect(result.current.document).toEqual({ key: key + 1, text: richTextFromPlain('Theirs.') });
    await vi.waitFor(() => expect(storage.entries.has(KEY)).toBe(false));
  });

  it('saves at once when the page is hidden, without waiting for the pause, sent to outlive the page', async () => {
    const { repository, wrapper } = setup();
    const saves = vi.spyOn(repository, 'saveChapterText');
    const { result } = await open(repository, wrapper);
    act(() => result.current.edit(richTextFromPlain('Leaving now.')));
    await act(async () => {
      window.dispatchEvent(new Event('pagehide'));
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(result.current.status).toBe('saved');
    expect(saves).toHaveBeenCalledWith('n-1', 'c-1', expect.anything(), 0, expect.any(String), {
      isLeaving: true,
    });
  });
});

describe('leaving while a save is on its way', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends what was typed since at once, over the version that save makes, and never shows a conflict', async () => {
    const { repository, wrapper } = setup();
    const save = repository.saveChapterText.bind(repository);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const saves = vi.spyOn(repository, 'saveChapterText').mockImplementationOnce(async (...args) => {
      await held;
      return save(...args);
    });
    const { result } = await open(repository, wrapper);
    act(() => result.current.edit(richTextFromPlain('Smoke')));
    act(() => result.current.flush());
    await waitFor(() => expect(saves).toHaveBeenCalledTimes(1));
    act(() => result.current.edit(richTextFromPlain('Smoke rose')));
    act(() => result.current.leave());
    expect(saves).toHaveBeenLastCalledWith(
      'n-1',
      'c-1',
      richTextFromPlain('Smoke rose'),
      1,
      expect.any(String),
      {
        isLeaving: true,
      },
    );
    // The page stayed after all (a tab hidden, then shown): the held save lands, the rest is already stored.
    await act(async () => {
      release();
      await vi.advanceTimersByTimeAsync(2000);
    });
    await waitFor(() => expect(result.current.status).toBe('saved'));
    expect(result.current.conflict).toBeNull();
    expect((await repository.getChapterText('n-1', 'c-1')).text).toEqual(richTextFromPlain('Smoke rose'));
  });
});

describe('a save refused over a text stored meanwhile', () => {
  it('counts as saved when the stored text is the one sent', async () => {
    const { repository, wrapper } = setup();
    const { result } = await open(repository, wrapper);
    // Another save (the one sent as the page was hidden) already stored this very text.
    await repository.saveChapterText('n-1', 'c-1', richTextFromPlain('Same words.'), 0);
    act(() => result.current.edit(richTextFromPlain('Same words.')));
    act(() => result.current.flush());
    await waitFor(() => expect(result.current.status).toBe('saved'));
    expect(result.current.conflict).toBeNull();
  });
});

describe('reading a chapter’s text as the navigation to it starts', () => {
  it('the writing view takes the text its loader asked for, without asking again', async () => {
    const { repository, client, wrapper } = setup();
    await repository.saveChapterText('n-1', 'c-1', richTextFromPlain('The forge was cold.'), 0, '2026-03-02');
    const reads = vi.spyOn(repository, 'getChapterText');

    prefetchChapterText(client, 'n-1', 'c-1');
    // Asked again while the first read is on its way (the view's code still loading): the same read.
    prefetchChapterText(client, 'n-1', 'c-1');
    const view = renderHook(() => useChapterText('n-1', 'c-1'), { wrapper });
    await waitFor(() => expect(view.result.current.data?.wordCount).toBe(4));
    expect(reads).toHaveBeenCalledTimes(1);

    // Once read, the view (mounted later, as after a slow download of its code) takes it as it is.
    view.unmount();
    const later = renderHook(() => useChapterText('n-1', 'c-1'), { wrapper });
    expect(later.result.current.data?.wordCount).toBe(4);
    expect(reads).toHaveBeenCalledTimes(1);
  });

  it('a text read on an earlier visit is not what the next visit opens on', async () => {
    const { repository, client, wrapper } = setup();
    const first = await repository.saveChapterText(
      'n-1',
      'c-1',
      richTextFromPlain('Old words.'),
      0,
      '2026-03-02',
    );
    client.setQueryData(chapterTextKeys.detail('n-1', 'c-1'), first);
    // Saved elsewhere meanwhile.
    await repository.saveChapterText(
      'n-1',
      'c-1',
      richTextFromPlain('Newer words here.'),
      first.version,
      '2026-03-02',
    );

    prefetchChapterText(client, 'n-1', 'c-1');
    const view = renderHook(() => useChapterText('n-1', 'c-1'), { wrapper });
    expect(view.result.current.data).toBeUndefined();
    await waitFor(() => expect(view.result.current.data?.wordCount).toBe(3));

    // A view showing the text is left alone.
    const reads = vi.spyOn(repository, 'getChapterText');
    prefetchChapterText(client, 'n-1', 'c-1');
    expect(view.result.current.data?.wordCount).toBe(3);
    expect(reads).not.toHaveBeenCalled();
  });
});
