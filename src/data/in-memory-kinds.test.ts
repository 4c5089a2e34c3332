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

  it('a delete is one Trash entry with its things and field values, and its restore brings them all back', async () => {
    const r = repo();
    const religion = await r.defineKind({ name: 'Religion', plural: 'Religions', livesIn: 'campaigns' });
    const segment = `k-${religion.id}`;
    const faith = await r.createPart('campaigns', 'c-1', segment, { name: 'The Old Faith', description: '' });
    const deity = await r.createField({
      kind: `campaigns/${segment}`,
      scopeId: 'c-1',
      label: 'Deity',
      type: 'short-text',
    });
    await r.saveThingFields(`campaigns/${segment}`, faith.id, { [deity.id]: 'The Stone' });

    const trashed = await r.deleteKind(religion.id);
    expect(trashed).toMatchObject({ label: 'Religion' });
    const { entries } = await r.listTrash();
    expect(entries).toEqual([
      expect.objectContaining({
        kind: 'kind',
        label: 'Religion',
        contents: 'With 1 religion and 1 field value.',
      }),
    ]);
    expect(await r.listKinds()).toEqual([]);

    await r.restoreTrashEntry(entries[0]?.id ?? '');
    expect((await r.listKinds()).map((kind) => kind.name)).toEqual(['Religion']);
    expect((await r.listKindThings('campaigns', 'c-1', religion.id)).map((thing) => thing.name)).toEqual([
      'The Old Faith',
    ]);
    const fields = await r.getThingFields(`campaigns/${segment}`, faith.id);
    expect(fields?.values).toEqual({ [deity.id]: 'The Stone' });
    expect((await r.listTrash()).entries).toEqual([]);
  });

  it('a thing of a deleted kind waits in the Trash for its kind', async () => {
    const r = repo();
    const religion = await r.defineKind({ name: 'Religion', plural: 'Religions', livesIn: 'campaigns' });
    const segment = `k-${religion.id}`;
    const faith = await r.createPart('campaigns', 'c-1', segment, { name: 'The Old Faith', description: '' });
    await r.deletePart('campaigns', 'c-1', segment, faith.id);
    await r.deleteKind(religion.id);
    const thing = (await r.listTrash()).entries.find((entry) => entry.label === 'The Old Faith');
    await expect(r.restoreTrashEntry(thing?.id ?? '')).rejects.toThrow(
      '“The Old Faith” cannot be restored: its kind was deleted. Restore the kind from the Trash first.',
    );
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
