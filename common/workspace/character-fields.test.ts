import { describe, expect, it } from 'vitest';
import type { Character } from '../domain/reference';
import { keptFieldLine, notesWithKept, settleCharacterFields, sharedFieldsPatch } from './character-fields';
import { createMemoryCastStore } from './memory-cast-store';
import { createAppearance, updateAppearance } from './operations/appearances';

describe('settleCharacterFields (migration 0044 and old imports)', () => {
  it('keeps the character’s own values and each disagreeing campaign’s as a line in its notes', () => {
    const settled = settleCharacterFields(new Map([['ch-kael', { race: 'Cindrel' }]]), [
      { partId: 'p1', characterId: 'ch-kael', fields: { race: 'Cindrel', class: ' Fighter ' } },
      { partId: 'p2', characterId: 'ch-kael', fields: { race: 'Human', class: 'Rogue' } },
      { partId: 'p3', characterId: 'ch-kael', fields: { race: '', class: '' } },
    ]);
    expect(settled.characters.get('ch-kael')).toEqual({ race: 'Cindrel', class: 'Fighter' });
    expect(settled.appearances.get('p1')).toEqual({
      fields: { race: 'Cindrel', class: 'Fighter' },
      kept: [],
    });
    expect(settled.appearances.get('p2')).toEqual({
      fields: { race: 'Cindrel', class: 'Fighter' },
      kept: ['Earlier race in this campaign: Human', 'Earlier class in this campaign: Rogue'],
    });
    // An empty value is no disagreement: the appearance shows the character's.
    expect(settled.appearances.get('p3')).toEqual({
      fields: { race: 'Cindrel', class: 'Fighter' },
      kept: [],
    });
  });

  it('takes the first campaign’s value when the character has none, and leaves a character without any alone', () => {
    const settled = settleCharacterFields(
      new Map([
        ['ch-a', {}],
        ['ch-b', {}],
      ]),
      [
        { partId: 'p1', characterId: 'ch-a', fields: { race: '', class: 'Bard' } },
        { partId: 'p2', characterId: 'ch-a', fields: { race: 'Elf', class: 'Bard' } },
      ],
    );
    expect(settled.characters.get('ch-a')).toEqual({ race: 'Elf', class: 'Bard' });
    expect(settled.characters.get('ch-b')).toEqual({});
    expect(settled.appearances.get('p2')?.kept).toEqual([]);
  });

  it('puts kept lines before the notes, and reads a patch’s shared fields', () => {
    expect(notesWithKept('A racer with debts.', [keptFieldLine('race', 'Elf')])).toBe(
      'Earlier race in this campaign: Elf\nA racer with debts.',
    );
    expect(notesWithKept('', [])).toBe('');
    expect(sharedFieldsPatch({ role: 'Scout' })).toBeUndefined();
    expect(sharedFieldsPatch({ race: ' Elf ', class: '  ' })).toEqual({ race: 'Elf', class: '' });
  });
});

describe('one race and class wherever a character appears', () => {
  const now = '2026-12-07T10:00:00.000Z';
  const kael: Character = {
    id: 'ch-kael',
    name: 'Kael',
    role: 'Player',
    description: '',
    universeId: 'u-ember',
  };
  const setup = () =>
    createMemoryCastStore({
      campaigns: [
        { id: 'c-road', title: 'The Cinder Road', universeId: 'u-ember' },
        { id: 'c-tide', title: 'The Low Tide', universeId: 'u-ember' },
      ],
      characters: [kael],
    });
  const appear = (store: ReturnType<typeof setup>, parentId: string, id: string, extra: object) =>
    createAppearance(store, {
      kind: 'campaigns/characters',
      parentId,
      input: {
        characterId: 'ch-kael',
        name: 'Kael',
        type: 'player',
        race: '',
        class: '',
        role: '',
        description: '',
        ...extra,
      },
      id,
      characterId: 'unused',
      now,
    });

  it('gives the character the race and class typed in one campaign, and shows them in the others', async () => {
    const store = setup();
    await appear(store, 'c-road', 'a1', { race: 'Cindrel', class: 'Fighter' });
    expect(store.characters()[0]).toMatchObject({ race: 'Cindrel', class: 'Fighter' });
    const { part } = await appear(store, 'c-tide', 'a2', {});
    expect(part.data).toMatchObject({ race: 'Cindrel', class: 'Fighter' });

    // Editing the class in the second campaign changes it for the character and in the first.
    await updateAppearance(store, {
      kind: 'campaigns/characters',
      parentId: 'c-tide',
      partId: 'a2',
      patch: { class: 'Paladin', role: 'Leader' },
      version: part.version,
      now,
    });
    expect(store.characters()[0]).toMatchObject({ race: 'Cindrel', class: 'Paladin' });
    const first = (await store.parts().listParts('c-road', 'campaigns/characters'))[0];
    expect(first?.data).toMatchObject({ race: 'Cindrel', class: 'Paladin', role: '' });
  });
});

describe('the sample workspace', () => {
  it('already has one race and class per character, as its campaigns show them', async () => {
    const { sampleWorkspace } = await import('../sample/workspace');
    const characters = new Map(sampleWorkspace.characters.map((each) => [each.id, each] as const));
    const appearances = sampleWorkspace.campaigns.flatMap((campaign) =>
      campaign.characters.map((part) => ({
        partId: part.id,
        characterId: String(part.characterId),
        fields: part,
      })),
    );
    const settled = settleCharacterFields(characters, appearances);
    expect(appearances.length).toBeGreaterThan(0);
    for (const appearance of appearances) {
      expect(settled.appearances.get(appearance.partId)?.kept).toEqual([]);
      expect(characters.get(appearance.characterId)).toMatchObject({
        race: appearance.fields.race,
        class: appearance.fields.class,
      });
    }
  });
});
