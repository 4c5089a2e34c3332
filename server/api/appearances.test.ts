import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Character } from '../../common/domain/reference';
import { BACKENDS, startTestServer, type TestServer } from '../test/test-server';
import { api, type ErrorBody, newUserToken } from './api-test-helpers';

// One character, many appearances: a novel's and a campaign's characters are appearances of References
// characters. The sample's Mira Coldwater (ch-mira, of Emberreach) appears in The Ashen Crown; Corin
// Ashdown (of Emberreach) in The Thornwild Song; Ilse Marrow belongs to Tidewell.

type Part = { id: string; version: number; name: string; characterId: string } & Record<string, unknown>;
type Appearance = { partId: string; parent: string; parentId: string; parentTitle: string; role: string };

describe.each(BACKENDS)('character appearances on %s', (backend) => {
  let server: TestServer;
  let token: string;
  let otherToken: string;

  beforeAll(async () => {
    server = await startTestServer(backend, { ENABLE_SIGNUP: 'true' });
    token = await newUserToken(server, 'cast');
    otherToken = await newUserToken(server, 'cast-other');
  });
  afterAll(() => server.close());

  const call = <T>(method: string, path: string, body?: unknown, as = token) =>
    api<T>(server, method, path, { token: as, body });

  it('lists the sample novels’ and campaigns’ characters as appearances of References characters', async () => {
    const novel = await call<{ characters: Part[] }>('GET', '/novels/n-ashen-crown');
    expect(novel.body.characters.map((part) => [part.name, part.characterId])).toEqual([
      ['Mira Coldwater', 'ch-mira'],
      ['Lord Varric Hale', 'ch-varric'],
      ['Old Tamsin', 'ch-tamsin'],
    ]);
    const appearances = await call<Appearance[]>('GET', '/characters/ch-mira/appearances');
    expect(appearances.status).toBe(200);
    expect(appearances.body).toEqual([
      expect.objectContaining({
        parent: 'novels',
        parentId: 'n-ashen-crown',
        parentTitle: 'The Ashen Crown',
        role: 'Protagonist',
      }),
    ]);
  });

  it('adds an existing character of the universe to a novel, once, and keeps the story’s own role', async () => {
    const added = await call<Part>('POST', '/novels/n-thornwild-song/characters', {
      characterId: 'ch-mira',
      name: 'ignored: the character names it',
      role: 'Cameo',
      description: 'Passes through the Thornwild in chapter 3.',
    });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ characterId: 'ch-mira', name: 'Mira Coldwater', role: 'Cameo' });
    const appearances = await call<Appearance[]>('GET', '/characters/ch-mira/appearances');
    expect(appearances.body.map((entry) => [entry.parentId, entry.role])).toEqual([
      ['n-ashen-crown', 'Protagonist'],
      ['n-thornwild-song', 'Cameo'],
    ]);

    const twice = await call<ErrorBody>('POST', '/novels/n-thornwild-song/characters', {
      characterId: 'ch-mira',
      name: 'Mira Coldwater',
      role: '',
      description: '',
    });
    expect(twice.status).toBe(422);
    expect(twice.body.error.message).toBe('Mira Coldwater already appears in this novel');

    const elsewhere = await call<ErrorBody>('POST', '/novels/n-thornwild-song/characters', {
      characterId: 'ch-ilse',
      name: 'Ilse Marrow',
      role: '',
      description: '',
    });
    expect(elsewhere.status).toBe(422);
    expect(elsewhere.body.error.message).toMatch(/belongs to another universe/);

    const unknown = await call<ErrorBody>('POST', '/campaigns/c-cinder-road/characters', {
      characterId: 'ch-nobody',
      name: 'Nobody',
      type: 'npc',
      race: '',
      class: '',
      role: '',
      description: '',
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body.error.message).toBe('That character does not exist');
  });

  it('makes a new character in the campaign’s universe when none is named', async () => {
    const added = await call<Part>('POST', '/campaigns/c-cinder-road/characters', {
      name: 'Maren Ash',
      type: 'player',
      race: 'Human',
      class: 'Bard',
      role: 'Face',
      description: 'Sings oaths back to those who broke them.',
    });
    expect(added.status).toBe(201);
    const character = await call<Character & { version: number }>(
      'GET',
      `/characters/${added.body.characterId}`,
    );
    expect(character.body).toMatchObject({
      name: 'Maren Ash',
      role: 'Player',
      description: 'Sings oaths back to those who broke them.',
      universeId: 'u-emberreach',
      campaignId: 'c-cinder-road',
    });
    const inUniverse = await call<Character[]>('GET', '/characters?universeId=u-emberreach');
    expect(inUniverse.body.map((entry) => entry.name)).toContain('Maren Ash');
  });

  it('renames a character everywhere, from an appearance or from the character', async () => {
    const thornwild = await call<{ characters: Part[] }>('GET', '/novels/n-thornwild-song');
    const cameo = thornwild.body.characters.find((part) => part.characterId === 'ch-mira') as Part;
    const renamed = await call<Part>('PATCH', `/novels/n-thornwild-song/characters/${cameo.id}`, {
      name: 'Mira Coldwater-Vale',
      version: cameo.version,
    });
    expect(renamed.status).toBe(200);
    expect((await call<Character>('GET', '/characters/ch-mira')).body.name).toBe('Mira Coldwater-Vale');
    const ashen = await call<{ characters: Part[] }>('GET', '/novels/n-ashen-crown');
    const original = ashen.body.characters.find((part) => part.characterId === 'ch-mira') as Part;
    expect(original.name).toBe('Mira Coldwater-Vale');
    expect(original.version).toBe(2);

    const relinked = await call<ErrorBody>('PATCH', `/novels/n-ashen-crown/characters/${original.id}`, {
      characterId: 'ch-varric',
      version: original.version,
    });
    expect(relinked.status).toBe(422);

    const character = await call<{ version: number }>('GET', '/characters/ch-mira');
    const back = await call('PATCH', '/characters/ch-mira', { name: 'Mira Coldwater' });
    expect(back.status).toBe(200);
    expect(character.body.version).toBeGreaterThan(1);
    const names = (await call<{ characters: Part[] }>('GET', '/novels/n-thornwild-song')).body.characters.map(
      (part) => part.name,
    );
    expect(names).toContain('Mira Coldwater');
  });

  it('keeps one race and class per character, in every campaign it appears in (0044)', async () => {
    // Brannoc (Cindrel, Fighter in The Cinder Road) joins Frostmarch Vigil with nothing typed: the
    // character's race and class show there.
    const joined = await call<Part>('POST', '/campaigns/c-frostmarch-vigil/characters', {
      characterId: 'ch-brannoc',
      name: 'Brannoc Vale',
      type: 'npc',
      race: '',
      class: '',
      role: 'Escort',
      description: '',
    });
    expect(joined.status).toBe(201);
    expect(joined.body).toMatchObject({ race: 'Cindrel', class: 'Fighter', role: 'Escort' });
    // A class changed in one campaign is the character's, and the other campaign shows it.
    const knighted = await call<Part>('PATCH', `/campaigns/c-frostmarch-vigil/characters/${joined.body.id}`, {
      class: 'Knight',
      version: joined.body.version,
    });
    expect(knighted.status).toBe(200);
    expect((await call<Character>('GET', '/characters/ch-brannoc')).body).toMatchObject({
      race: 'Cindrel',
      class: 'Knight',
    });
    const road = async () =>
      (await call<{ characters: Part[] }>('GET', '/campaigns/c-cinder-road')).body.characters.find(
        (part) => part.characterId === 'ch-brannoc',
      );
    expect(await road()).toMatchObject({ race: 'Cindrel', class: 'Knight', role: 'Tank' });
    // And a race changed on the character shows in both campaigns.
    expect((await call('PATCH', '/characters/ch-brannoc', { race: 'Ashborn' })).status).toBe(200);
    expect(await road()).toMatchObject({ race: 'Ashborn', class: 'Knight' });
    const frost = (await call<{ characters: Part[] }>('GET', '/campaigns/c-frostmarch-vigil')).body
      .characters;
    expect(frost.find((part) => part.characterId === 'ch-brannoc')).toMatchObject({ race: 'Ashborn' });
  });

  it('keeps the character when an appearance goes, and takes its appearances when the character goes', async () => {
    const thornwild = await call<{ characters: Part[] }>('GET', '/novels/n-thornwild-song');
    const cameo = thornwild.body.characters.find((part) => part.characterId === 'ch-mira') as Part;
    expect((await call('DELETE', `/novels/n-thornwild-song/characters/${cameo.id}`)).status).toBe(204);
    expect((await call('GET', '/characters/ch-mira')).status).toBe(200);

    const plan = await call<{ summary: string }>('GET', '/characters/ch-varric/delete-plan');
    expect(plan.body.summary).toBe('It also deletes 1 appearance in novels and campaigns.');
    expect((await call('DELETE', '/characters/ch-varric')).status).toBe(204);
    const ashen = await call<{ characters: Part[] }>('GET', '/novels/n-ashen-crown');
    expect(ashen.body.characters.map((part) => part.name)).toEqual(['Mira Coldwater', 'Old Tamsin']);
  });

  it('never reaches another user’s characters', async () => {
    const theirs = await call<Part>(
      'POST',
      '/novels/n-ashen-crown/characters',
      { name: 'Secret Twin', role: '', description: '' },
      otherToken,
    );
    expect(theirs.status).toBe(201);
    const linked = await call<ErrorBody>('POST', '/novels/n-ashen-crown/characters', {
      characterId: theirs.body.characterId,
      name: 'Secret Twin',
      role: '',
      description: '',
    });
    expect(linked.status).toBe(422);
    expect(linked.body.error.message).toBe('That character does not exist');
    expect((await call('GET', `/characters/${theirs.body.characterId}/appearances`)).status).toBe(404);
  });
});
