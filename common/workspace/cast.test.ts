import { describe, expect, it } from 'vitest';
import type { Character } from '../domain/reference';
import {
  canAppearIn,
  linkAppearances,
  roleForNewCharacter,
  type Stage,
  storyFieldHints,
  type UnlinkedAppearance,
} from './cast';
import { WorkspaceError } from './errors';
import { createMemoryCastStore } from './memory-cast-store';
import {
  appearancesOf,
  createAppearance,
  listAppearances,
  renameCharacter,
  updateAppearance,
} from './operations/appearances';

const mira: Character = {
  id: 'ch-mira',
  name: 'Mira Coldwater',
  role: 'Protagonist',
  description: 'A forge apprentice.',
  universeId: 'u-ember',
  novelId: 'n-crown',
};
const wren: Character = {
  id: 'ch-wren',
  name: 'Wren',
  role: 'Player',
  description: '',
  campaignId: 'c-road',
};
const ilse: Character = {
  id: 'ch-ilse',
  name: 'Ilse',
  role: 'Protagonist',
  description: '',
  universeId: 'u-tide',
};

const novel = (id: string, universeId?: string): Stage => ({
  kind: 'novels/characters' as const,
  id,
  ...(universeId === undefined ? {} : { universeId }),
});

describe('who may appear where', () => {
  it('takes characters made in the story or of its universe', () => {
    expect(canAppearIn(mira, novel('n-other', 'u-ember'))).toBe(true);
    expect(canAppearIn(ilse, novel('n-other', 'u-ember'))).toBe(false);
    expect(canAppearIn(wren, { kind: 'campaigns/characters', id: 'c-road', universeId: 'u-ember' })).toBe(
      true,
    );
    // A novel without a universe takes characters without one.
    expect(canAppearIn(wren, novel('n-alone'))).toBe(true);
    expect(canAppearIn(mira, novel('n-alone'))).toBe(false);
  });

  it('gives a new character the story’s role when it is a References role, else Player or Ally', () => {
    expect(roleForNewCharacter('novels/characters', { role: 'villain' })).toBe('Villain');
    expect(roleForNewCharacter('novels/characters', { role: 'Supporting' })).toBe('Ally');
    expect(roleForNewCharacter('campaigns/characters', { role: 'Tank', type: 'player' })).toBe('Player');
    expect(roleForNewCharacter('campaigns/characters', { role: 'Quest giver', type: 'npc' })).toBe('Ally');
  });
});

describe('linking stored appearances (migration and import)', () => {
  const appearance = (
    partId: string,
    name: string,
    stage = novel('n-crown', 'u-ember'),
  ): UnlinkedAppearance => ({
    partId,
    stage,
    fields: { name, role: 'Protagonist', description: `${name}, in this story.` },
  });

  it('matches by name (any case and spacing) where the character may appear, else makes one', () => {
    const { links, created } = linkAppearances(
      [
        appearance('p1', ' mira coldwater '),
        appearance('p2', 'Ilse'), // of another universe: not her
        appearance('p3', 'Wren', { kind: 'campaigns/characters', id: 'c-road', universeId: 'u-ember' }),
      ],
      [mira, wren, ilse],
      (partId) => `new-${partId}`,
    );
    expect(links).toEqual(
      new Map([
        ['p1', 'ch-mira'],
        ['p2', 'new-p2'],
        ['p3', 'ch-wren'],
      ]),
    );
    expect(created).toEqual([
      {
        id: 'new-p2',
        name: 'Ilse',
        role: 'Protagonist',
        description: 'Ilse, in this story.',
        universeId: 'u-ember',
        novelId: 'n-crown',
      },
    ]);
  });

  it('never links one character twice in one story, and reuses a made character across stories', () => {
    const { links, created } = linkAppearances(
      [
        appearance('p1', 'Twin'),
        appearance('p2', 'Twin'),
        appearance('p3', 'Twin', novel('n-sequel', 'u-ember')),
        { ...appearance('p4', 'Mira Coldwater', novel('n-sequel', 'u-ember')), characterId: 'ch-mira' },
        appearance('p5', 'Mira Coldwater', novel('n-sequel', 'u-ember')),
      ],
      [mira],
      (partId) => `new-${partId}`,
    );
    expect(links.get('p1')).toBe('new-p1');
    expect(links.get('p2')).toBe('new-p2');
    expect(links.get('p3')).toBe('new-p1');
    expect(links.has('p4')).toBe(false);
    expect(links.get('p5')).toBe('new-p5');
    expect(created.map((character) => character.id)).toEqual(['new-p1', 'new-p2', 'new-p5']);
  });
});

describe('appearance commands', () => {
  const now = '2026-11-24T10:00:00.000Z';
  const setup = () =>
    createMemoryCastStore({
      novels: [
        { id: 'n-crown', title: 'The Ashen Crown', universeId: 'u-ember' },
        { id: 'n-sequel', title: 'The Cold Forge', universeId: 'u-ember' },
      ],
      campaigns: [{ id: 'c-road', title: 'The Cinder Road', universeId: 'u-ember' }],
      characters: [mira, ilse],
    });
  const refusal = async (work: Promise<unknown>) => {
    const error = await work.then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(WorkspaceError);
    return error as WorkspaceError;
  };

  it('links an existing character, taking its name, once per story and only from its universe', async () => {
    const store = setup();
    const { part, isNewCharacter } = await createAppearance(store, {
      kind: 'novels/characters',
      parentId: 'n-sequel',
      input: { characterId: 'ch-mira', name: 'Anything', role: 'Mentor', description: '' },
      id: 'a1',
      characterId: 'unused',
      now,
    });
    expect(isNewCharacter).toBe(false);
    expect(part.data).toMatchObject({ name: 'Mira Coldwater', role: 'Mentor', characterId: 'ch-mira' });
    const twice = await refusal(
      createAppearance(store, {
        kind: 'novels/characters',
        parentId: 'n-sequel',
        input: { characterId: 'ch-mira', name: 'Mira', role: '', description: '' },
        id: 'a2',
        characterId: 'unused',
        now,
      }),
    );
    expect(twice.message).toBe('Mira Coldwater already appears in this novel');
    expect(twice.field).toBe('characterId');
    const foreign = await refusal(
      createAppearance(store, {
        kind: 'novels/characters',
        parentId: 'n-sequel',
        input: { characterId: 'ch-ilse', name: 'Ilse', role: '', description: '' },
        id: 'a3',
        characterId: 'unused',
        now,
      }),
    );
    expect(foreign.message).toMatch(/^Ilse belongs to another universe/);
    const missing = await refusal(
      createAppearance(store, {
        kind: 'novels/characters',
        parentId: 'n-nowhere',
        input: { name: 'Ghost', role: '', description: '' },
        id: 'a4',
        characterId: 'ch-ghost',
        now,
      }),
    );
    expect(missing.reason).toBe('not_found');
    expect(store.characters().map((character) => character.id)).toEqual(['ch-mira', 'ch-ilse']);
  });

  it('makes a character in the story’s universe when none is named', async () => {
    const store = setup();
    await createAppearance(store, {
      kind: 'campaigns/characters',
      parentId: 'c-road',
      input: {
        name: 'Odile',
        type: 'player',
        race: 'Human',
        class: 'Cleric',
        role: 'Healer',
        description: 'Kind.',
      },
      id: 'a1',
      characterId: 'ch-odile',
      now,
    });
    expect(store.characters().at(-1)).toEqual({
      id: 'ch-odile',
      name: 'Odile',
      role: 'Player',
      description: 'Kind.',
      universeId: 'u-ember',
      campaignId: 'c-road',
      // A campaign's race and class are the character's own (migration 0044).
      race: 'Human',
      class: 'Cleric',
      version: 1,
    });
  });

  it('renames the character and its other appearances with it, and keeps the link', async () => {
    const store = setup();
    const first = await createAppearance(store, {
      kind: 'novels/characters',
      parentId: 'n-crown',
      input: { characterId: 'ch-mira', name: 'Mira', role: 'Protagonist', description: '' },
      id: 'a1',
      characterId: 'unused',
      now,
    });
    await createAppearance(store, {
      kind: 'campaigns/characters',
      parentId: 'c-road',
      input: {
        characterId: 'ch-mira',
        name: 'Mira',
        type: 'npc',
        race: '',
        class: '',
        role: 'Guide',
        description: '',
      },
      id: 'a2',
      characterId: 'unused',
      now,
    });
    await updateAppearance(store, {
      kind: 'novels/characters',
      parentId: 'n-crown',
      partId: 'a1',
      patch: { name: 'Mira Vale' },
      version: first.part.version,
      now,
    });
    expect(store.characters()[0]).toMatchObject({ name: 'Mira Vale', version: 2 });
    const other = await store.parts().getPart('a2');
    expect(other).toMatchObject({ version: 2, data: { name: 'Mira Vale', role: 'Guide' } });

    const relink = await refusal(
      updateAppearance(store, {
        kind: 'novels/characters',
        parentId: 'n-crown',
        partId: 'a1',
        patch: { characterId: 'ch-ilse' },
        version: 2,
        now,
      }),
    );
    expect(relink.field).toBe('characterId');

    await renameCharacter(store, 'ch-mira', 'Mira Coldwater', now);
    expect((await appearancesOf(store, 'ch-mira')).map((part) => part.data.name)).toEqual([
      'Mira Coldwater',
      'Mira Coldwater',
    ]);
    expect(await listAppearances(store, 'ch-mira')).toEqual([
      expect.objectContaining({ parent: 'novels', parentTitle: 'The Ashen Crown', role: 'Protagonist' }),
      expect.objectContaining({ parent: 'campaigns', parentTitle: 'The Cinder Road', role: 'Guide' }),
    ]);
  });
});

describe('storyFieldHints', () => {
  it('marks a story’s own fields, never the character’s', () => {
    const novel = storyFieldHints('novels/characters');
    expect(novel.role).toBe('In this novel only: other stories keep their own.');
    expect(Object.keys(novel).sort()).toEqual(['description', 'role']);
    const campaign = storyFieldHints('campaigns/characters');
    expect(Object.keys(campaign).sort()).toEqual(['class', 'description', 'race', 'role']);
    expect(campaign.race).toBe('The character’s own: every campaign they appear in shows the same.');
    expect(campaign).not.toHaveProperty('name');
  });
});
