import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createInMemoryRepository } from './in-memory-repository';
import { useNovel, useNovels, useToggleNovelFavorite } from './novels';
import { createQueryClient } from './query-client';
import { setWorkspaceRepository } from './workspace';
import type { WorkspaceRepository } from './workspace-repository';

function install(overrides: Partial<WorkspaceRepository> = {}) {
  const repository = { ...createInMemoryRepository({ latencyMs: 0 }), ...overrides };
  setWorkspaceRepository(repository);
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(
    () => ({ list: useNovels(), detail: useNovel('n-quiet-orchard'), toggle: useToggleNovelFavorite() }),
    { wrapper },
  );
}

const orchardIn = (list: { id: string; isFavorite: boolean }[] | undefined) =>
  list?.find((novel) => novel.id === 'n-quiet-orchard')?.isFavorite;

describe('useToggleNovelFavorite', () => {
  it('flips the star in the list and the detail at once, and keeps it after the change lands', async () => {
    let release: () => void = () => {};
    const base = createInMemoryRepository({ latencyMs: 0 });
    const { result } = install({
      setFavorite: async (...args) => {
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        return base.setFavorite(...args);
      },
      listNovels: base.listNovels,
      getNovel: base.getNovel,
    });
    await waitFor(() => expect(result.current.list.data).toBeDefined());
    await waitFor(() => expect(result.current.detail.data).toBeDefined());
    expect(orchardIn(result.current.list.data)).toBe(false);

    act(() => result.current.toggle.mutate({ id: 'n-quiet-orchard', isFavorite: true }));
    await waitFor(() => expect(orchardIn(result.current.list.data)).toBe(true));
    expect(result.current.detail.data?.isFavorite).toBe(true);

    act(() => release());
    await waitFor(() => expect(result.current.toggle.isSuccess).toBe(true));
    expect(orchardIn(result.current.list.data)).toBe(true);
  });

  it('rolls back when the change fails and exposes the error', async () => {
    const { result } = install({
      setFavorite: () => Promise.reject(new Error('Could not save the favorite')),
    });
    await waitFor(() => expect(result.current.list.data).toBeDefined());
    act(() => result.current.toggle.mutate({ id: 'n-quiet-orchard', isFavorite: true }));
    await waitFor(() => expect(result.current.toggle.isError).toBe(true));
    expect(result.current.toggle.error?.message).toBe('Could not save the favorite');
    expect(orchardIn(result.current.list.data)).toBe(false);
    expect(result.current.detail.data?.isFavorite).toBe(false);
  });
});

describe('detail hooks', () => {
  it('resolve to null for an unknown id instead of failing', async () => {
    setWorkspaceRepository(createInMemoryRepository({ latencyMs: 0 }));
    const client = createQueryClient();
    const { result } = renderHook(() => useNovel('no-such-novel'), {
      wrapper: ({ children }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>,
    });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toBeNull();
  });
});
