import { describe, expect, it } from 'vitest';
import { createInMemoryRepository } from './in-memory-repository';

// A deleted field in the in-memory workspace's Trash (decision 077), by the core's rules as the data
// API's: the definition and every value go together, come back together, and a field of the same name
// made since holds the restore back, saying so. A list filtered by a field keeps what the API keeps.

function repo() {
  let counter = 0;
  return createInMemoryRepository({
    latencyMs: 0,
    now: () => new Date('2026-12-07T10:00:00.000Z'),
    newId: () => `new-${++counter}`,
  });
}

describe('a field in the in-memory Trash', () => {
  it('goes with its values and comes back whole', async () => {
    const r = repo();
    const mood = await r.createField({
      kind: 'character',
      scopeId: 'u-emberreach',
      label: 'Mood',
      type: 'choices',
      choices: ['Grim', 'Merry'],
    });
    await r.saveThingFields('character', 'ch-varric', { [mood.id]: ['Grim', 'Merry'] });
    await r.saveThingFields('character', 'ch-tamsin', { [mood.id]: ['Merry'] });
    expect(await r.thingsWithFieldValue(mood.id, ' merry ')).toEqual(['ch-tamsin', 'ch-varric']);
    expect(await r.thingsWithFieldValue(mood.id, 'grim')).toEqual(['ch-varric']);
    expect((await r.listFields('character', 'u-emberreach')).map((field) => field.label)).toEqual(['Mood']);

    const trashed = await r.deleteField(mood.id);
    expect(trashed).toEqual({ entryId: expect.any(String), label: 'Mood' });
    expect(await r.listFields('character', 'u-emberreach')).toEqual([]);
    expect((await r.getThingFields('character', 'ch-varric'))?.values).toEqual({});
    const listed = (await r.listTrash()).entries[0];
    expect(listed).toMatchObject({
      kind: 'field',
      kindLabel: 'Field',
      label: 'Mood',
      contents: 'With 2 values.',
    });

    await r.restoreTrashEntry(trashed?.entryId ?? '');
    const back = await r.getThingFields('character', 'ch-varric');
    expect(back?.fields.map((field) => field.label)).toEqual(['Mood']);
    expect(back?.values[mood.id]).toEqual(['Grim', 'Merry']);
    expect(await r.thingsWithFieldValue(mood.id, 'merry')).toEqual(['ch-tamsin', 'ch-varric']);
    expect((await r.listTrash()).entries).toEqual([]);
  });

  it('refuses a restore while a field of its name is there, and keeps the entry', async () => {
    const r = repo();
    const rank = await r.createField({
      kind: 'character',
      scopeId: 'u-emberreach',
      label: 'Rank',
      type: 'short-text',
    });
    const trashed = await r.deleteField(rank.id);
    await r.createField({ kind: 'character', scopeId: 'u-emberreach', label: 'RANK', type: 'number' });
    await expect(r.restoreTrashEntry(trashed?.entryId ?? '')).rejects.toThrow(
      '“Rank” cannot be restored: there is a field of that name there now. Rename that one first.',
    );
    expect((await r.listTrash()).entries.map((entry) => entry.label)).toEqual(['Rank']);
  });
});
