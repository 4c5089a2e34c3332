import { describe, expect, it } from 'vitest';
import { findPartKind } from '../../common/workspace/part-kinds';
import { isValidationError } from './errors';
import { createInMemoryRepository } from './in-memory-repository';
import { testCampaign, testWorkspace } from './test-workspace';
import { nameUserKinds } from './user-kinds';

function repo() {
  let counter = 0;
  return createInMemoryRepository({
    latencyMs: 0,
    now: () => new Date('2026-12-07T10:00:00.000Z'),
    newId: () => `new${++counter}`,
    loadWorkspace: async () => testWorkspace({ campaigns: [testCampaign()] }),
  });
}

describe('kinds of your own in the in-memory repository (decision 085)', () => {
  it('defines a kind, refuses its name twice keeping the field named, and renames it', async () => {
    const r = repo();
    const religion = await r.defineKind({
      name: 'Religion',
      plural: 'Religions',
      icon: 'Church',
      livesIn: 'campaigns',
    });
    expect(await r.listKinds()).toEqual([religion]);
    const twice = await r
      .defineKind({ name: 'religion', plural: 'Faiths', livesIn: 'campaigns' })
      .catch((error: unknown) => error);
    expect(isValidationError(twice)).toBe(true);
    expect(twice).toMatchObject({ message: 'You already have a kind called “Religion”', field: 'name' });
    const renamed = await r.changeKind(religion.id, { name: 'Faith', plural: 'Faiths' }, religion.version);
    expect(renamed).toMatchObject({ name: 'Faith', plural: 'Faiths', icon: 'Church', version: 2 });
  });

  it('lists a kind’s things in one container, and a delete takes them with it', async () => {
    const r = repo();
    const religion = await r.defineKind({ name: 'Religion', plural: 'Religions', livesIn: 'campaigns' });
    const segment = `k-${religion.id}`;
    await r.createPart('campaigns', 'c-1', segment, { name: 'The Old Faith', description: 'Stones.' });
    await r.createPart('campaigns', 'c-1', segment, { name: 'Sun Cult', description: '' });
    expect((await r.listKindThings('campaigns', 'c-1', religion.id)).map((thing) => thing.name)).toEqual([
      'The Old Faith',
      'Sun Cult',
    ]);
    await r.deleteKind(religion.id);
    expect(await r.listKinds()).toEqual([]);
    expect(await r.listKindThings('campaigns', 'c-1', religion.id)).toEqual([]);
  });

  it('names a loaded kind in the registry, so labels say "Religion" and not "Entry"', () => {
    expect(findPartKind('campaigns/k-abc')?.singular).toBe('Entry');
    nameUserKinds([
      {
        id: 'abc',
        name: 'Religion',
        plural: 'Religions',
        icon: 'Church',
        livesIn: 'campaigns',
        position: 0,
        version: 1,
        createdAt: 'x',
        updatedAt: 'x',
      },
    ]);
    expect(findPartKind('campaigns/k-abc')?.singular).toBe('Religion');
    nameUserKinds([]);
  });
});
