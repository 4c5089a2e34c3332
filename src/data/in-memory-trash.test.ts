import { describe, expect, it } from 'vitest';
import { richTextFromPlain } from '../../common/text/rich-text';
import { createInMemoryRepository } from './in-memory-repository';

// The in-memory workspace's Trash (decision 038) behaves as the data API's: a delete moves what it
// takes there and answers the entry; a restore puts everything back where it was, or says what is in
// the way; entries go for good after the retention.

function repo(clock = { now: new Date('2026-11-21T10:00:00.000Z') }, ids: string[] = []) {
  let counter = 0;
  return createInMemoryRepository({
    latencyMs: 0,
    now: () => clock.now,
    newId: () => ids.shift() ?? `new-${++counter}`,
  });
}

/** What a universe's delete touches, read through the repository. */
async function universeState(r: ReturnType<typeof repo>) {
  return {
    universes: (await r.listUniverses()).map((u) => u.id),
    universe: await r.getUniverse('u-emberreach'),
    worlds: await r.listWorlds(),
    locations: await r.records('location').list(),
    campaigns: (await r.listCampaigns()).map((c) => c.id),
    novels: (await r.listNovels()).map((n) => [n.id, n.universeId]),
    timelines: (await r.records('timeline').list()).map((t) => t.id),
    search: (await r.search({ q: 'Thornwild' })).total,
  };
}

describe('the in-memory Trash', () => {
  it('sets aside what holds a restore’s ids now, and restoring that swaps them back (decision 050)', async () => {
    const ids: string[] = [];
    const r = repo(undefined, ids);
    const trashed = await r.deleteUniverse('u-emberreach');
    ids.push('u-emberreach');
    await r.createUniverse({ name: 'Made again' });
    const restored = await r.restoreTrashEntry(trashed?.entryId ?? '');
    expect(restored.setAsideEntryId).toEqual(expect.any(String));
    expect(await r.getUniverse('u-emberreach')).toMatchObject({ name: 'The Emberreach' });
    expect((await r.listWorlds('u-emberreach')).length).toBeGreaterThan(0);
    const { entries } = await r.listTrash();
    expect(entries).toEqual([
      expect.objectContaining({
        id: restored.setAsideEntryId,
        kindLabel: 'Replaced by an import',
        label: 'Set aside to restore “The Emberreach”',
        contents: 'With 1 universe.',
      }),
    ]);
    await r.restoreTrashEntry(restored.setAsideEntryId ?? '');
    expect(await r.getUniverse('u-emberreach')).toMatchObject({ name: 'Made again' });
    expect((await r.listTrash()).entries).toEqual([
      expect.objectContaining({ label: 'Set aside to restore “Set aside to restore “The Emberreach””' }),
    ]);
  });

  it('takes a universe with its worlds to the Trash and Undo brings all of it back as it was', async () => {
    const r = repo();
    const before = await universeState(r);
    const trashed = await r.deleteUniverse('u-emberreach');
    expect(trashed).toEqual({ entryId: expect.any(String), label: 'The Emberreach' });
    await expect(r.getUniverse('u-emberreach')).rejects.toMatchObject({ name: 'NotFoundError' });
    expect(await r.listWorlds('u-emberreach')).toEqual([]);
    // A novel only loses its link.
    expect((await r.listNovels()).find((n) => n.id === 'n-ashen-crown')?.universeId).toBeUndefined();

    const { entries, retentionDays } = await r.listTrash();
    expect(retentionDays).toBe(30);
    expect(entries).toEqual([
      expect.objectContaining({
        id: trashed?.entryId,
        kind: 'universe',
        kindLabel: 'Universe',
        label: 'The Emberreach',
        entityId: 'u-emberreach',
        deletedAt: '2026-11-21T10:00:00.000Z',
        expiresAt: '2026-12-21T10:00:00.000Z',
      }),
    ]);
    expect(entries[0]?.contents).toBe(
      'With 2 worlds, 2 campaigns, 2 timelines, 6 locations, 17 events and 80 parts.',
    );

    expect(await r.restoreTrashEntry(trashed?.entryId ?? '')).toEqual({
      kind: 'universe',
      id: 'u-emberreach',
      parentId: null,
      label: 'The Emberreach',
    });
    expect(await universeState(r)).toEqual(before);
    expect((await r.listTrash()).entries).toEqual([]);
  });

  it('restores a chapter with its version and text, at its place', async () => {
    const r = repo();
    await r.saveChapterText('n-ashen-crown', 'n-ashen-crown-ch-1', richTextFromPlain('Ash on the wind.'), 0);
    const before = await r.getNovel('n-ashen-crown');
    const trashed = await r.deletePart('novels', 'n-ashen-crown', 'chapters', 'n-ashen-crown-ch-1');
    expect(trashed?.label).toBe('A Scar for a Promise');
    expect((await r.getNovel('n-ashen-crown')).chapters[0]?.id).toBe('n-ashen-crown-ch-2');
    await r.restoreTrashEntry(trashed?.entryId ?? '');
    const after = await r.getNovel('n-ashen-crown');
    expect(after.chapters).toEqual(before.chapters);
    expect(after.lastUpdated).toBe(before.lastUpdated);
    const text = await r.getChapterText('n-ashen-crown', 'n-ashen-crown-ch-1');
    expect(text.version).toBe(1);
  });

  it('puts a restored chapter back into the story arcs it was in, at its place', async () => {
    const r = repo();
    const [first, second] = ['n-ashen-crown-ch-1', 'n-ashen-crown-ch-2'];
    const arc = await r.createPart('novels', 'n-ashen-crown', 'story-arcs', {
      title: 'The Long Night',
      description: '',
      chapterIds: [first, second],
    });
    const trashed = await r.deletePart('novels', 'n-ashen-crown', 'chapters', first);
    const arcOf = async () =>
      (await r.getNovel('n-ashen-crown')).storyArcs.find((each) => each.id === arc.id);
    expect((await arcOf())?.chapterIds).toEqual([second]);
    await r.restoreTrashEntry(trashed?.entryId ?? '');
    expect((await arcOf())?.chapterIds).toEqual([first, second]);
  });

  it('puts an event back and its timeline’s stamp with it', async () => {
    const r = repo();
    const stamp = (await r.records('timeline').get('t-ember-age')).lastUpdated;
    const events = await r.listTimelineEvents('t-ember-age');
    const trashed = await r.deleteTimelineEvent('t-ember-age-ev-1');
    expect(trashed?.label).toBe('The Fall of Embers');
    // The core's delete stamped the timeline (the event's `stamps` hook), as the server's does.
    expect((await r.records('timeline').get('t-ember-age')).lastUpdated).toBe('2026-11-21T10:00:00.000Z');
    expect((await r.listTrash()).entries[0]).toMatchObject({ kind: 'event', parentId: 't-ember-age' });
    await r.restoreTrashEntry(trashed?.entryId ?? '');
    expect(await r.listTimelineEvents('t-ember-age')).toEqual(events);
    expect((await r.records('timeline').get('t-ember-age')).lastUpdated).toBe(stamp);
  });

  it('refuses a restore whose owner is in the Trash, naming it', async () => {
    const r = repo();
    const location = await r.records('location').delete('loc-briarholt');
    const world = await r.deleteWorld('w-thornwild');
    await expect(r.restoreTrashEntry(location?.entryId ?? '')).rejects.toThrow(
      'Restore the world “The Thornwild” first: “Briarholt” belongs to it.',
    );
    await r.restoreTrashEntry(world?.entryId ?? '');
    await r.restoreTrashEntry(location?.entryId ?? '');
    expect((await r.records('location').get('loc-briarholt')).worldId).toBe('w-thornwild');
  });

  it('says when the owner is gone for good', async () => {
    const r = repo();
    const location = await r.records('location').delete('loc-briarholt');
    const world = await r.deleteWorld('w-thornwild');
    await r.deleteTrashEntry(world?.entryId ?? '');
    await expect(r.restoreTrashEntry(location?.entryId ?? '')).rejects.toThrow(
      '“Briarholt” cannot be restored: the world it belongs to no longer exists.',
    );
  });

  it('deletes an entry for good, empties, and refuses an unknown entry', async () => {
    const r = repo();
    await r.deleteNovel('n-quiet-orchard');
    const other = await r.deleteCampaign((await r.listCampaigns())[0]?.id ?? '');
    expect((await r.listTrash()).entries.map((e) => e.id)).toEqual([other?.entryId, expect.any(String)]);
    await r.deleteTrashEntry(other?.entryId ?? '');
    await expect(r.restoreTrashEntry(other?.entryId ?? '')).rejects.toMatchObject({ name: 'NotFoundError' });
    await r.emptyTrash();
    expect((await r.listTrash()).entries).toEqual([]);
  });

  it('keeps entries for the retention set, 1–365 whole days', async () => {
    const clock = { now: new Date('2026-11-21T10:00:00.000Z') };
    const r = repo(clock);
    await r.deleteNovel('n-quiet-orchard');
    await expect(r.updateTrashSettings({ retentionDays: 0 })).rejects.toMatchObject({
      name: 'ValidationError',
      message: 'Keep deleted things for at least 1 day',
    });
    await expect(r.updateTrashSettings({ retentionDays: 366 })).rejects.toThrow(
      'Keep deleted things for at most 365 days',
    );
    expect(await r.updateTrashSettings({ retentionDays: 2 })).toEqual({ retentionDays: 2 });
    expect(await r.getTrashSettings()).toEqual({ retentionDays: 2 });
    clock.now = new Date('2026-11-23T09:59:00.000Z');
    expect((await r.listTrash()).entries).toHaveLength(1);
    clock.now = new Date('2026-11-23T10:01:00.000Z');
    expect((await r.listTrash()).entries).toEqual([]);
  });
});
