import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerRecordKind, unregisterRecordKind } from '../../common/workspace/kinds';
import { relic, relicSpec } from '../../common/workspace/testing/throwaway-kind';
import { createHttpRepository } from './http-repository';
import { createInMemoryRepository } from './in-memory-repository';
import { createQueryClient } from './query-client';
import {
  recordFamily,
  useCreateRecord,
  useDeleteRecord,
  useRecord,
  useRecords,
  useUpdateRecord,
} from './records';
import { setWorkspaceRepository } from './workspace';

// A kind added to the registry alone (the relic of common/workspace/testing/throwaway-kind.ts) is read
// and written in the browser through the registry-driven door and hooks (decision 096): no file of
// src/data names it.

beforeAll(() => registerRecordKind(relicSpec));
afterAll(() => unregisterRecordKind(relic));

function install(id?: string) {
  const repository = createInMemoryRepository({ latencyMs: 0 });
  setWorkspaceRepository(repository);
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const hooks = renderHook(
    ({ shown }: { shown: string | undefined }) => ({
      list: useRecords(relic),
      detail: useRecord(relic, shown),
      create: useCreateRecord(relic),
      update: useUpdateRecord(relic),
      remove: useDeleteRecord(relic),
    }),
    { wrapper, initialProps: { shown: id } },
  );
  return { repository, ...hooks };
}

describe('a record kind of the registry alone, in the browser', () => {
  it('is made, listed, changed over its version, refused in words, and deleted into the Trash', async () => {
    const { repository, result, rerender } = install();
    await waitFor(() => expect(result.current.list.data).toEqual([]));

    let made: { id: string } | undefined;
    await act(async () => {
      made = await result.current.create.mutateAsync({ name: 'Sun Disc', universeId: 'u-emberreach' });
    });
    await waitFor(() => expect(result.current.list.data?.map((each) => each.name)).toEqual(['Sun Disc']));
    expect(result.current.list.data?.[0]).toMatchObject({ isCursed: false, version: 1 });

    rerender({ shown: made?.id });
    await waitFor(() => expect(result.current.detail.data?.name).toBe('Sun Disc'));
    await act(async () => {
      await result.current.update.mutateAsync({ id: made?.id ?? '', patch: { name: 'Moon Disc' } });
    });
    await waitFor(() => expect(result.current.detail.data).toMatchObject({ name: 'Moon Disc', version: 2 }));

    await expect(
      act(() => result.current.update.mutateAsync({ id: made?.id ?? '', patch: { name: ' ' } })),
    ).rejects.toThrow('Name is required');
    await expect(
      act(() => result.current.create.mutateAsync({ universeId: 'u-emberreach' })),
    ).rejects.toThrow();

    await act(async () => {
      await result.current.remove.mutateAsync(made?.id ?? '');
    });
    await waitFor(() => expect(result.current.detail.data).toBeNull());
    expect(result.current.list.data).toEqual([]);
    const entries = (await repository.listTrash()).entries;
    expect(entries[0]).toMatchObject({ kindLabel: 'Relic', label: 'Moon Disc' });
  });

  it('is asked of the data API at its declared path, with the version it changes', async () => {
    const calls: { method: string; url: string; ifMatch: string | undefined }[] = [];
    const repository = createHttpRepository({
      getAccessToken: async () => 'token-1',
      fetch: async (input, init) => {
        const headers = (init?.headers ?? {}) as Record<string, string>;
        calls.push({ method: init?.method ?? 'GET', url: String(input), ifMatch: headers['If-Match'] });
        const isList = (init?.method ?? 'GET') === 'GET' && String(input).endsWith('/relics');
        const body = isList ? [] : { id: 'r-1', name: 'Sun Disc', version: 2 };
        return init?.method === 'DELETE'
          ? new Response(null, { status: 204 })
          : new Response(JSON.stringify(body), {
              status: 200,
              headers: { 'Content-Type': 'application/json' },
            });
      },
    });
    const door = repository.records(relic);
    expect(await door.list()).toEqual([]);
    await door.create({ name: 'Sun Disc' });
    await door.get('r-1');
    await door.update('r-1', { name: 'Moon Disc' }, 1);
    await door.delete('r-1');
    expect(calls).toEqual([
      { method: 'GET', url: '/api/v1/relics', ifMatch: undefined },
      { method: 'POST', url: '/api/v1/relics', ifMatch: undefined },
      { method: 'GET', url: '/api/v1/relics/r-1', ifMatch: undefined },
      { method: 'PATCH', url: '/api/v1/relics/r-1', ifMatch: '"1"' },
      { method: 'DELETE', url: '/api/v1/relics/r-1', ifMatch: undefined },
    ]);
  });

  it('is cached under its own family; an event, shown on its timeline’s page, under the timelines’', () => {
    expect(recordFamily(relic)).toBe('relics');
    expect(recordFamily('event')).toBe('timelines');
    expect(recordFamily('character')).toBe('characters');
  });
});
