import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useCampaign } from './campaigns';
import { partView, useCreatePart, useDeletePart, useMovePart, useUpdatePart } from './parts';
import { createQueryClient } from './query-client';
import { clearSaveNotices, useSaveNotices } from './save-notices';
import { testCampaign, testQuest, testRepository } from './test-workspace';
import { setWorkspaceRepository } from './workspace';
import type { WorkspaceRepository } from './workspace-repository';

const target = { parent: 'campaigns', parentId: 'c-1', segment: 'quests' } as const;

/** A repository whose part changes wait until `release()` is called, to see the optimistic state. */
function held(repository: WorkspaceRepository) {
  let releases: (() => void)[] = [];
  const hold =
    <A extends unknown[], R>(run: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      await new Promise<void>((resolve) => releases.push(resolve));
      return run(...args);
    };
  return {
    repository: {
      ...repository,
      createPart: hold(repository.createPart),
      updatePart: hold(repository.updatePart),
      deletePart: hold(repository.deletePart),
      movePart: hold(repository.movePart),
    },
    release: () => {
      const waiting = releases;
      releases = [];
      for (const resolve of waiting) resolve();
    },
  };
}

function setup(overrides: Partial<WorkspaceRepository> = {}) {
  const base = testRepository({
    campaigns: [testCampaign({ quests: [testQuest('q-1', 'First'), testQuest('q-2', 'Second')] })],
  });
  const control = held({ ...base, ...overrides });
  setWorkspaceRepository(control.repository);
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const hook = renderHook(
    () => ({
      campaign: useCampaign('c-1'),
      create: useCreatePart(),
      update: useUpdatePart({ failureMessage: 'Status not saved.' }),
      remove: useDeletePart(),
      move: useMovePart(),
      notices: useSaveNotices(),
    }),
    { wrapper },
  );
  // Lets every held change through, also one that is only about to be sent.
  const release = () => act(() => control.release());
  const settle = (isDone: () => boolean) =>
    waitFor(() => {
      release();
      expect(isDone()).toBe(true);
    });
  return { ...hook, settle, base };
}

type Rendered = ReturnType<typeof setup>['result'];
const questTitles = (result: Rendered) => result.current.campaign.data?.quests.map((quest) => quest.title);

afterEach(() => act(() => clearSaveNotices()));

describe('part mutations', () => {
  it('an added part shows at once, then as stored with its id and version', async () => {
    const { result, settle } = setup();
    await waitFor(() => expect(result.current.campaign.data).toBeTruthy());
    let saved: Promise<unknown> = Promise.resolve();
    act(() => {
      saved = result.current.create.mutateAsync({
        ...target,
        input: { title: 'Third', status: 'planned', xp: 10, description: '' },
      });
    });
    await waitFor(() => expect(questTitles(result)).toEqual(['First', 'Second', 'Third']));
    await settle(() => result.current.create.isSuccess);
    await expect(saved).resolves.toMatchObject({ id: 'new-1', version: 1, title: 'Third' });
    await waitFor(() =>
      expect(result.current.campaign.data?.quests[2]).toMatchObject({ id: 'new-1', version: 1 }),
    );
  });

  it('a change shows at once and the new version is cached when the server answers', async () => {
    const { result, settle } = setup();
    await waitFor(() => expect(result.current.campaign.data).toBeTruthy());
    const first = partView(result.current.campaign.data?.quests[0] ?? { id: '' });
    expect(first.version).toBe(1);
    act(() =>
      result.current.update.mutate({ ...target, partId: 'q-1', patch: { status: 'completed' }, version: 1 }),
    );
    await waitFor(() => expect(result.current.campaign.data?.quests[0]?.status).toBe('completed'));
    await settle(() => result.current.update.isSuccess);
    await waitFor(() =>
      expect(partView(result.current.campaign.data?.quests[0] ?? { id: '' }).version).toBe(2),
    );
  });

  it('two quick changes based on the same read are not a conflict with ourselves', async () => {
    const { result, settle } = setup();
    await waitFor(() => expect(result.current.campaign.data).toBeTruthy());
    act(() =>
      result.current.update.mutate({ ...target, partId: 'q-1', patch: { status: 'completed' }, version: 1 }),
    );
    act(() =>
      result.current.update.mutate({
        ...target,
        partId: 'q-1',
        patch: { status: 'in-progress' },
        version: 1,
      }),
    );
    await waitFor(() => expect(result.current.campaign.data?.quests[0]?.status).toBe('in-progress'));
    await settle(() => result.current.update.isSuccess);
    await waitFor(() =>
      expect(partView(result.current.campaign.data?.quests[0] ?? { id: '' }).version).toBe(3),
    );
    expect(result.current.notices).toEqual([]);
  });

  it('a refused change goes back and is announced with the failure message', async () => {
    const { result, settle, base } = setup();
    await waitFor(() => expect(result.current.campaign.data).toBeTruthy());
    // Someone else changed the quest meanwhile: our version 1 is stale.
    await base.updatePart('campaigns', 'c-1', 'quests', 'q-1', { title: 'Theirs' }, 1);
    act(() =>
      result.current.update.mutate({ ...target, partId: 'q-1', patch: { status: 'completed' }, version: 1 }),
    );
    await waitFor(() => expect(result.current.campaign.data?.quests[0]?.status).toBe('completed'));
    await settle(() => result.current.update.isError);
    expect(result.current.update.error).toMatchObject({
      name: 'ConflictError',
      current: { title: 'Theirs' },
    });
    expect(result.current.notices.map((notice) => notice.message)).toEqual([
      expect.stringMatching(/^Status not saved\. This quest was changed elsewhere/),
    ]);
    // Put back, then refreshed from the server: their title, the status as it was.
    await waitFor(() =>
      expect(result.current.campaign.data?.quests[0]).toMatchObject({ title: 'Theirs', status: 'planned' }),
    );
  });

  it('a move reorders at once and keeps the server order', async () => {
    const { result, settle } = setup();
    await waitFor(() => expect(result.current.campaign.data).toBeTruthy());
    act(() => result.current.move.mutate({ ...target, partId: 'q-2', toIndex: 0 }));
    await waitFor(() => expect(questTitles(result)).toEqual(['Second', 'First']));
    await settle(() => result.current.move.isSuccess);
    expect(questTitles(result)).toEqual(['Second', 'First']);
  });

  it('a refused delete brings the part back and says so', async () => {
    const { result, settle } = setup({
      deletePart: () => Promise.reject(new Error('Could not reach the server.')),
    });
    await waitFor(() => expect(result.current.campaign.data).toBeTruthy());
    act(() => result.current.remove.mutate({ ...target, partId: 'q-1', version: 1 }));
    await waitFor(() => expect(questTitles(result)).toEqual(['Second']));
    await settle(() => result.current.remove.isError);
    expect(questTitles(result)).toEqual(['First', 'Second']);
    expect(result.current.notices.map((notice) => notice.message)).toEqual([
      'Not deleted. Could not reach the server.',
    ]);
  });
});
