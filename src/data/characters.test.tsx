import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Character } from '../../common/domain/reference';
import { useCharacterActions, useDeleteCharacter, useUpdateCharacter } from './characters';
import { isConflictError } from './errors';
import { createQueryClient } from './query-client';
import { useCreateRecord, useRecords } from './records';
import { clearSaveNotices, useSaveNotices } from './save-notices';
import { testRepository, testUniverse } from './test-workspace';
import { setWorkspaceRepository } from './workspace';
import type { WorkspaceRepository } from './workspace-repository';

const mira: Character = {
  id: 'ch-1',
  name: 'Mira',
  role: 'Protagonist',
  description: 'A forge apprentice.',
  universeId: 'u-1',
};

/** `refusedDelete`: the character door's delete fails with it, as a server out of reach would. */
function renderCharacterHooks(refusedDelete?: Error) {
  const repository = testRepository({
    universes: [testUniverse(), testUniverse({ id: 'u-2', name: 'Tidewell' })],
    characters: [mira],
  });
  const records = (kind: string) => {
    const door = repository.records(kind);
    if (refusedDelete === undefined || kind !== 'character') return door;
    return { ...door, delete: () => Promise.reject(refusedDelete) };
  };
  setWorkspaceRepository({ ...repository, records: records as WorkspaceRepository['records'] });
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const hooks = renderHook(
    () => ({
      list: useRecords('character', { universeId: 'u-1' }),
      create: useCreateRecord('character'),
      update: useUpdateCharacter(),
      remove: useDeleteCharacter(),
      actions: useCharacterActions({ universeId: 'u-1' }),
      notices: useSaveNotices(),
    }),
    { wrapper },
  );
  return { ...hooks, repository };
}

const names = (list: { name: string }[] | undefined) => list?.map((character) => character.name);

afterEach(() => act(() => clearSaveNotices()));

describe('character hooks', () => {
  it('a new character appears in the lists it is linked to', async () => {
    const { result } = renderCharacterHooks();
    await waitFor(() => expect(names(result.current.list.data)).toEqual(['Mira']));
    await act(() => result.current.create.mutateAsync({ name: 'Nettle', role: 'Ally', universeId: 'u-1' }));
    await waitFor(() => expect(names(result.current.list.data)).toEqual(['Mira', 'Nettle']));
    await act(() => result.current.create.mutateAsync({ name: 'Ilse', role: 'Ally', universeId: 'u-2' }));
    await waitFor(() => expect(result.current.create.isSuccess).toBe(true));
    expect(names(result.current.list.data)).toEqual(['Mira', 'Nettle']);
  });

  it('a change naming the version read lands; one based on an older version is a conflict', async () => {
    const { result } = renderCharacterHooks();
    await waitFor(() => expect(result.current.list.data?.[0]?.version).toBe(1));
    await act(() =>
      result.current.update.mutateAsync({ id: 'ch-1', patch: { name: 'Mira Coldwater' }, version: 1 }),
    );
    await waitFor(() =>
      expect(result.current.list.data?.[0]).toMatchObject({ name: 'Mira Coldwater', version: 2 }),
    );
    const error = await act(() =>
      result.current.update
        .mutateAsync({ id: 'ch-1', patch: { name: 'Mine' }, version: 1 })
        .catch((caught: unknown) => caught),
    );
    expect(isConflictError(error)).toBe(true);
    expect(error).toMatchObject({ current: { name: 'Mira Coldwater', version: 2 } });
  });

  it('a deleted character leaves the list at once', async () => {
    const { result, repository } = renderCharacterHooks();
    await waitFor(() => expect(names(result.current.list.data)).toEqual(['Mira']));
    act(() => result.current.remove.mutate('ch-1'));
    await waitFor(() => expect(result.current.list.data).toEqual([]));
    await waitFor(() => expect(result.current.remove.isSuccess).toBe(true));
    expect(await repository.records('character').list()).toEqual([]);
  });

  it('a refused delete puts the character back and says so in the notifications', async () => {
    const { result } = renderCharacterHooks(new Error('Could not reach the server.'));
    await waitFor(() => expect(names(result.current.list.data)).toEqual(['Mira']));
    act(() => result.current.remove.mutate('ch-1'));
    await waitFor(() => expect(result.current.remove.isError).toBe(true));
    expect(names(result.current.list.data)).toEqual(['Mira']);
    expect(result.current.notices.map((notice) => notice.message)).toEqual([
      'Not deleted. Could not reach the server.',
    ]);
  });
});

describe('useCharacterActions', () => {
  it('adds a character linked to the tab’s universe, and changes one by the version read', async () => {
    const { result, repository } = renderCharacterHooks();
    await waitFor(() => expect(result.current.list.data).toBeDefined());
    const added = await act(() =>
      result.current.actions.save(undefined, { name: 'Nettle', role: 'Ally', description: '' }),
    );
    expect(added).toMatchObject({ name: 'Nettle', universeId: 'u-1', version: 1 });
    await act(() => result.current.actions.save(added.id, { role: 'Mentor' }, 1));
    expect((await repository.records('character').list()).find((c) => c.id === added.id)).toMatchObject({
      role: 'Mentor',
      version: 2,
    });
    await waitFor(() => expect(names(result.current.list.data)).toEqual(['Mira', 'Nettle']));
  });

  it('rejects what the data API would refuse, naming the field, and writes nothing', async () => {
    const { result, repository } = renderCharacterHooks();
    await expect(
      result.current.actions.save(undefined, { name: '', role: 'Ally', description: '' }),
    ).rejects.toMatchObject({ name: 'ValidationError', field: 'name', message: 'Name is required' });
    expect(await repository.records('character').list()).toHaveLength(1);
  });
});
