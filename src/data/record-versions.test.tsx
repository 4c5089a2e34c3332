import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { NovelDetail, NovelUpdate } from '../../common/domain/novel';
import { ConflictError } from './errors';
import { createInMemoryRepository } from './in-memory-repository';
import { useNovel, useUpdateNovel } from './novels';
import { createQueryClient } from './query-client';
import { setWorkspaceRepository } from './workspace';

// A record change names the version of the record as last read, so that an edit made elsewhere in the
// meantime is refused rather than overwritten; two quick changes of our own never conflict.

function withVersions() {
  const base = createInMemoryRepository({ latencyMs: 0 });
  let stored = 3;
  const sent: (number | undefined)[] = [];
  const repository = {
    ...base,
    getNovel: async (id: string) => ({ ...(await base.getNovel(id)), version: stored }),
    updateNovel: async (id: string, patch: NovelUpdate, version?: number) => {
      sent.push(version);
      if (version !== undefined && version !== stored) {
        throw new ConflictError('This novel was changed elsewhere', {
          ...(await base.getNovel(id)),
          version: stored,
        });
      }
      stored += 1;
      return { ...(await base.updateNovel(id, patch)), version: stored } as NovelDetail;
    },
  };
  setWorkspaceRepository(repository);
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const hook = renderHook(() => ({ detail: useNovel('n-quiet-orchard'), update: useUpdateNovel() }), {
    wrapper,
  });
  return { ...hook, sent, changeElsewhere: () => (stored += 1) };
}

describe('useUpdateNovel and versions', () => {
  it('sends the version read, then the one its own change produced', async () => {
    const { result, sent } = withVersions();
    await waitFor(() => expect(result.current.detail.data).toBeTruthy());
    await act(async () => {
      await Promise.all([
        result.current.update.mutateAsync({ id: 'n-quiet-orchard', patch: { title: 'One' } }),
        result.current.update.mutateAsync({ id: 'n-quiet-orchard', patch: { title: 'Two' } }),
      ]);
    });
    expect(sent).toEqual([3, 4]);
  });

  it('is refused when the novel changed elsewhere, and reads it again for the next try', async () => {
    const { result, sent, changeElsewhere } = withVersions();
    await waitFor(() => expect(result.current.detail.data).toBeTruthy());
    changeElsewhere();
    await act(async () => {
      await expect(
        result.current.update.mutateAsync({ id: 'n-quiet-orchard', patch: { title: 'Mine' } }),
      ).rejects.toThrow('changed elsewhere');
    });
    await waitFor(() => expect((result.current.detail.data as { version?: number }).version).toBe(4));
    await act(async () => {
      await result.current.update.mutateAsync({ id: 'n-quiet-orchard', patch: { title: 'Mine' } });
    });
    expect(sent).toEqual([3, 4]);
  });
});
