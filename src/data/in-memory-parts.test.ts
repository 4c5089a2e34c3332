import { describe, expect, it } from 'vitest';
import { isConflictError } from './errors';
import { createInMemoryRepository } from './in-memory-repository';
import { testQuest as quest, testCampaign, testWorkspace } from './test-workspace';

const NOW = new Date('2026-11-21T10:00:00.000Z');

function repo() {
  const workspace = testWorkspace({
    campaigns: [
      testCampaign({ quests: [quest('q-1', 'First'), quest('q-2', 'Second'), quest('q-3', 'Third')] }),
    ],
  });
  let counter = 0;
  return createInMemoryRepository({
    latencyMs: 0,
    now: () => NOW,
    newId: () => `new-${++counter}`,
    loadWorkspace: async () => workspace,
  });
}

const titles = (parts: readonly { title: string }[]) => parts.map((part) => part.title);

describe('in-memory parts', () => {
  it('detail reads give every part its version', async () => {
    const detail = await repo().getCampaign('c-1');
    expect(detail.quests[0]).toEqual({ ...quest('q-1', 'First'), version: 1 });
  });

  it('adds a part at the end with version 1, stamping the campaign', async () => {
    const r = repo();
    const added = await r.createPart('campaigns', 'c-1', 'quests', {
      title: 'Fourth',
      status: 'planned',
      xp: 50,
      description: 'Last',
    });
    expect(added).toEqual({
      id: 'new-1',
      version: 1,
      title: 'Fourth',
      status: 'planned',
      xp: 50,
      description: 'Last',
    });
    const detail = await r.getCampaign('c-1');
    expect(titles(detail.quests)).toEqual(['First', 'Second', 'Third', 'Fourth']);
    expect(detail.lastUpdated).toBe(NOW.toISOString());
  });

  it('derived counts follow the parts', async () => {
    const r = repo();
    await r.createPart('campaigns', 'c-1', 'sessions', {
      title: 'One',
      status: 'planned',
      date: '2026-12-01',
      summary: '',
    });
    expect((await r.listCampaigns())[0]?.sessionsCount).toBe(1);
  });

  it('refuses invalid input with the field and a worded message', async () => {
    await expect(
      repo().createPart('campaigns', 'c-1', 'quests', {
        title: '',
        status: 'planned',
        xp: 1,
        description: '',
      }),
    ).rejects.toMatchObject({ name: 'ValidationError', field: 'title', message: 'Title is required' });
    await expect(
      repo().createPart('campaigns', 'c-1', 'quests', { status: 'planned' }),
    ).rejects.toMatchObject({
      name: 'ValidationError',
      field: 'title',
    });
  });

  it('changes fields naming the version read, and the version goes up', async () => {
    const r = repo();
    const changed = await r.updatePart('campaigns', 'c-1', 'quests', 'q-2', { status: 'completed' }, 1);
    expect(changed).toMatchObject({ id: 'q-2', version: 2, status: 'completed', title: 'Second' });
    expect((await r.getCampaign('c-1')).quests[1]).toMatchObject({ status: 'completed', version: 2 });
  });

  it('refuses a stale version with a conflict carrying the stored part, and keeps it', async () => {
    const r = repo();
    await r.updatePart('campaigns', 'c-1', 'quests', 'q-1', { title: 'Theirs' }, 1);
    const error = await r
      .updatePart('campaigns', 'c-1', 'quests', 'q-1', { title: 'Mine' }, 1)
      .catch((caught: unknown) => caught);
    expect(isConflictError(error)).toBe(true);
    expect(error).toMatchObject({
      message: expect.stringContaining('This quest was changed elsewhere'),
      current: { id: 'q-1', version: 2, title: 'Theirs' },
    });
    expect((await r.getCampaign('c-1')).quests[0]?.title).toBe('Theirs');
  });

  it('deletes a part, refusing a stale version when one is named', async () => {
    const r = repo();
    await r.updatePart('campaigns', 'c-1', 'quests', 'q-1', { xp: 5 }, 1);
    await expect(r.deletePart('campaigns', 'c-1', 'quests', 'q-1', 1)).rejects.toMatchObject({
      name: 'ConflictError',
    });
    await r.deletePart('campaigns', 'c-1', 'quests', 'q-1', 2);
    await r.deletePart('campaigns', 'c-1', 'quests', 'q-2');
    expect(titles((await r.getCampaign('c-1')).quests)).toEqual(['Third']);
  });

  it('moves a part and answers the new order, versions unchanged', async () => {
    const r = repo();
    const order = await r.movePart('campaigns', 'c-1', 'quests', 'q-3', 0);
    expect(order.map((part) => [part.id, part.version])).toEqual([
      ['q-3', 1],
      ['q-1', 1],
      ['q-2', 1],
    ]);
    expect(titles((await r.getCampaign('c-1')).quests)).toEqual(['Third', 'First', 'Second']);
    await r.movePart('campaigns', 'c-1', 'quests', 'q-3', 99);
    expect(titles((await r.getCampaign('c-1')).quests)).toEqual(['First', 'Second', 'Third']);
  });

  it('unknown parts, lists and campaigns are not found', async () => {
    const r = repo();
    await expect(r.updatePart('campaigns', 'c-1', 'quests', 'nope', {}, 1)).rejects.toMatchObject({
      name: 'NotFoundError',
      message: 'Quest not found',
    });
    await expect(r.deletePart('campaigns', 'c-1', 'dragons', 'q-1')).rejects.toMatchObject({
      name: 'NotFoundError',
    });
    await expect(
      r.createPart('campaigns', 'c-x', 'quests', { title: 'A', status: 'planned', xp: 1, description: '' }),
    ).rejects.toMatchObject({ name: 'NotFoundError', message: 'Campaign not found' });
  });

  it('a deleted campaign takes its parts; a new one starts empty and takes parts', async () => {
    const r = repo();
    await r.deleteCampaign('c-1');
    const created = await r.createCampaign({ title: 'Fresh', universeId: 'u-1' });
    expect(created.quests).toEqual([]);
    const part = await r.createPart('campaigns', created.id, 'notes', {
      title: 'Prep',
      category: 'Plot',
      content: 'Ideas',
      tags: ['a'],
    });
    expect(part).toMatchObject({ createdAt: NOW.toISOString(), updatedAt: NOW.toISOString(), version: 1 });
    expect((await r.getCampaign(created.id)).notes).toEqual([part]);
  });
});
