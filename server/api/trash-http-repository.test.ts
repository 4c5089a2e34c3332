import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpRepository } from '../../src/data/http-repository';
import type { WorkspaceRepository } from '../../src/data/workspace-repository';
import { BACKENDS, startTestServer, type TestServer } from '../test/test-server';
import { newUserToken } from './api-test-helpers';

// The browser's HTTP repository against the real data API (decision 038): a delete answers its Trash
// entry through the CORS-exposed headers, Undo restores it, and the Trash calls do what they say.

describe.each(BACKENDS)('the HTTP repository’s Trash on %s', (backend) => {
  let server: TestServer;
  let repository: WorkspaceRepository;

  beforeAll(async () => {
    server = await startTestServer(backend, { ENABLE_SIGNUP: 'true' });
    const token = await newUserToken(server, 'trash-ui');
    repository = createHttpRepository({ baseUrl: `${server.url}/api/v1`, getAccessToken: async () => token });
  });

  afterAll(async () => {
    await server?.close();
  });

  it('deletes a universe with its worlds, answers the entry, and Undo brings all of it back', async () => {
    const worlds = await repository.listWorlds('u-emberreach');
    expect(worlds.length).toBeGreaterThan(0);
    const trashed = await repository.deleteUniverse('u-emberreach');
    expect(trashed).toEqual({ entryId: expect.any(String), label: 'The Emberreach' });
    expect(await repository.listWorlds('u-emberreach')).toEqual([]);

    const { entries, retentionDays } = await repository.listTrash();
    expect(retentionDays).toBe(30);
    expect(entries[0]).toMatchObject({ id: trashed?.entryId, kind: 'universe', label: 'The Emberreach' });
    expect(entries[0]?.contents).toMatch(/^With 2 worlds, 2 campaigns/);

    expect(await repository.restoreTrashEntry(trashed?.entryId ?? '')).toMatchObject({
      kind: 'universe',
      id: 'u-emberreach',
    });
    expect(await repository.listWorlds('u-emberreach')).toEqual(worlds);
    expect((await repository.listTrash()).entries).toEqual([]);
  });

  it('answers a part’s entry, refuses a restore in the way with the server’s sentence', async () => {
    const location = await repository.records('location').delete('loc-briarholt');
    const world = await repository.deleteWorld('w-thornwild');
    expect(location?.label).toBe('Briarholt');
    await expect(repository.restoreTrashEntry(location?.entryId ?? '')).rejects.toThrow(
      'Restore the world “The Thornwild” first: “Briarholt” belongs to it.',
    );
    await repository.restoreTrashEntry(world?.entryId ?? '');
    await repository.restoreTrashEntry(location?.entryId ?? '');

    const chapter = await repository.deletePart('novels', 'n-ashen-crown', 'chapters', 'n-ashen-crown-ch-1');
    expect(chapter?.label).toBe('A Scar for a Promise');
  });

  it('deletes for good, empties, and keeps the retention asked for', async () => {
    await repository.deleteNovel('n-quiet-orchard');
    const [newest] = (await repository.listTrash()).entries;
    await repository.deleteTrashEntry(newest?.id ?? '');
    await expect(repository.restoreTrashEntry(newest?.id ?? '')).rejects.toMatchObject({
      name: 'NotFoundError',
    });
    await repository.emptyTrash();
    expect((await repository.listTrash()).entries).toEqual([]);
    await expect(repository.updateTrashSettings({ retentionDays: 0 })).rejects.toMatchObject({
      name: 'ValidationError',
    });
    expect(await repository.updateTrashSettings({ retentionDays: 7 })).toEqual({ retentionDays: 7 });
    expect(await repository.getTrashSettings()).toEqual({ retentionDays: 7 });
  });
});
