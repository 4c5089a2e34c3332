import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Item } from '../../common/domain/reference';
import { BACKENDS, startTestServer, type TestServer } from '../test/test-server';
import { api, type ErrorBody, newUserToken } from './api-test-helpers';

// One item, many campaigns: a campaign's items are appearances of References items, and an item's
// `campaigns` are the campaigns it appears in. In the sample, the Oathflame Blade (of Emberreach)
// appears in The Cinder Road and Frostmarch Vigil; the First Bell belongs to Tidewell; the Wanderer's
// map has no universe and no campaign.

type Part = { id: string; version: number; name: string; itemId: string } & Record<string, unknown>;
type Appearance = { partId: string; parent: string; parentId: string; parentTitle: string; role: string };
type StoredItem = Item & { version: number };

const fields = {
  name: 'typed, but the item names it',
  type: 'Greatsword',
  rarity: 'legendary',
  description: 'Hangs over the hearth of the Rusty Flagon.',
  status: 'equipped',
  location: 'Brannoc',
  powers: ['Burns oathbreakers'],
};

describe.each(BACKENDS)('item appearances on %s', (backend) => {
  let server: TestServer;
  let token: string;
  let otherToken: string;

  beforeAll(async () => {
    server = await startTestServer(backend, { ENABLE_SIGNUP: 'true' });
    token = await newUserToken(server, 'items');
    otherToken = await newUserToken(server, 'items-other');
  });
  afterAll(() => server.close());

  const call = <T>(method: string, path: string, body?: unknown, as = token) =>
    api<T>(server, method, path, { token: as, body });
  const itemOf = async (id: string) => (await call<StoredItem>('GET', `/items/${id}`)).body;
  const campaignItems = async (campaignId: string) =>
    (await call<Part[]>('GET', `/campaigns/${campaignId}/items`)).body;

  it('lists the sample campaigns’ items as appearances of References items', async () => {
    expect((await campaignItems('c-frostmarch-vigil')).map((part) => [part.name, part.itemId])).toEqual([
      ['Courtfire brand', 'it-courtfire-brand'],
      ['Oathflame Blade', 'it-oathflame'],
      ['Dark lantern', 'it-dark-lantern'],
    ]);
    const appearances = await call<Appearance[]>('GET', '/items/it-oathflame/appearances');
    expect(appearances.status).toBe(200);
    expect(appearances.body.map((entry) => [entry.parent, entry.parentId, entry.parentTitle])).toEqual([
      ['campaigns', 'c-cinder-road', 'The Cinder Road'],
      ['campaigns', 'c-frostmarch-vigil', 'Frostmarch Vigil'],
    ]);
  });

  it('adds an item without a universe to a campaign, once, keeping what it is there', async () => {
    const added = await call<Part>('POST', '/campaigns/c-cinder-road/items', {
      ...fields,
      itemId: 'it-wanderers-map',
    });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({
      itemId: 'it-wanderers-map',
      name: 'The Wanderer’s map',
      type: 'Greatsword',
    });
    expect(await itemOf('it-wanderers-map')).toMatchObject({ campaigns: ['c-cinder-road'], version: 2 });

    const twice = await call<ErrorBody>('POST', '/campaigns/c-cinder-road/items', {
      ...fields,
      itemId: 'it-wanderers-map',
    });
    expect(twice.status).toBe(422);
    expect(twice.body.error.message).toBe('The Wanderer’s map is already in this campaign');
    expect(twice.body.error.details?.[0]?.field).toBe('itemId');
  });

  it('refuses an item of another universe, an unknown one and another user’s', async () => {
    const foreign = await call<ErrorBody>('POST', '/campaigns/c-cinder-road/items', {
      ...fields,
      itemId: 'it-first-bell',
    });
    expect(foreign.status).toBe(422);
    expect(foreign.body.error.message).toMatch(/^The First Bell belongs to another universe/);
    const unknown = await call<ErrorBody>('POST', '/campaigns/c-cinder-road/items', {
      ...fields,
      itemId: 'it-nowhere',
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body.error.message).toBe('That item does not exist');
    const theirs = await call<StoredItem>(
      'POST',
      '/items',
      { name: 'Private relic', type: 'Artifact', rarity: 'Rare' },
      otherToken,
    );
    const stolen = await call<ErrorBody>('POST', '/campaigns/c-cinder-road/items', {
      ...fields,
      itemId: theirs.body.id,
    });
    expect(stolen.status).toBe(422);
    expect(stolen.body.error.message).toBe('That item does not exist');
  });

  it('makes a new item in the campaign’s universe when none is named', async () => {
    const added = await call<Part>('POST', '/campaigns/c-stormglass-regatta/items', {
      ...fields,
      name: 'Tide bell',
      type: 'Signal weapon',
      rarity: 'common',
    });
    expect(added.status).toBe(201);
    expect(await itemOf(added.body.itemId)).toMatchObject({
      name: 'Tide bell',
      type: 'Weapon',
      rarity: 'Uncommon',
      description: fields.description,
      location: 'Brannoc',
      campaigns: ['c-stormglass-regatta'],
      universeId: 'u-tidewell',
      version: 1,
    });
  });

  it('renames the item and every appearance both ways; an appearance keeps its item', async () => {
    const [cinder] = (await campaignItems('c-cinder-road')).filter((part) => part.itemId === 'it-oathflame');
    const renamed = await call<Part>('PATCH', `/campaigns/c-cinder-road/items/${cinder?.id}`, {
      name: 'Oathbreaker',
      version: cinder?.version,
    });
    expect(renamed.status).toBe(200);
    expect((await itemOf('it-oathflame')).name).toBe('Oathbreaker');
    const frost = (await campaignItems('c-frostmarch-vigil')).find((part) => part.itemId === 'it-oathflame');
    expect(frost).toMatchObject({ name: 'Oathbreaker', version: 2 });

    const back = await call<StoredItem>('PATCH', '/items/it-oathflame', { name: 'Oathflame Blade' });
    expect(back.status).toBe(200);
    for (const campaignId of ['c-cinder-road', 'c-frostmarch-vigil']) {
      const part = (await campaignItems(campaignId)).find((entry) => entry.itemId === 'it-oathflame');
      expect(part?.name).toBe('Oathflame Blade');
    }
    const swap = await call<ErrorBody>('PATCH', `/campaigns/c-cinder-road/items/${cinder?.id}`, {
      itemId: 'it-ember-cart',
      version: renamed.body.version + 1,
    });
    expect(swap.status).toBe(422);
    expect(swap.body.error.details?.[0]?.field).toBe('itemId');
  });

  it('adds and removes appearances when an item’s campaigns change', async () => {
    const before = await itemOf('it-ashen-crown');
    expect(before.campaigns).toEqual([]);
    const added = await call<StoredItem>('PATCH', '/items/it-ashen-crown', {
      campaigns: ['c-cinder-road', 'c-frostmarch-vigil'],
    });
    expect(added.status).toBe(200);
    expect(added.body.campaigns).toEqual(['c-cinder-road', 'c-frostmarch-vigil']);
    const made = (await campaignItems('c-frostmarch-vigil')).find((part) => part.itemId === 'it-ashen-crown');
    expect(made).toMatchObject({
      name: 'The Ashen Crown',
      type: 'Artifact',
      rarity: 'unique',
      status: 'obtained',
      location: 'The Sunken Forge',
      powers: [],
      description: '',
    });
    const removed = await call<StoredItem>('PATCH', '/items/it-ashen-crown', {
      campaigns: ['c-cinder-road'],
    });
    expect(removed.body.campaigns).toEqual(['c-cinder-road']);
    expect((await campaignItems('c-frostmarch-vigil')).some((part) => part.itemId === 'it-ashen-crown')).toBe(
      false,
    );
    const foreign = await call<ErrorBody>('PATCH', '/items/it-ashen-crown', {
      campaigns: ['c-cinder-road', 'c-stormglass-regatta'],
    });
    expect(foreign.status).toBe(422);
    expect((await itemOf('it-ashen-crown')).campaigns).toEqual(['c-cinder-road']);

    // Removing the appearance from the campaign takes the campaign off the item's list.
    const part = (await campaignItems('c-cinder-road')).find((entry) => entry.itemId === 'it-ashen-crown');
    expect((await call('DELETE', `/campaigns/c-cinder-road/items/${part?.id}`)).status).toBe(204);
    expect((await itemOf('it-ashen-crown')).campaigns).toEqual([]);

    // A new item naming campaigns appears in them.
    const created = await call<StoredItem>('POST', '/items', {
      name: 'Ember lamp',
      type: 'Artifact',
      rarity: 'Rare',
      campaigns: ['c-cinder-road'],
      universeId: 'u-emberreach',
    });
    expect(created.status).toBe(201);
    expect((await campaignItems('c-cinder-road')).at(-1)).toMatchObject({
      itemId: created.body.id,
      name: 'Ember lamp',
      rarity: 'rare',
    });
  });

  it('deletes an item with its appearances, and says so first', async () => {
    const plan = await call<{ summary: string }>('GET', '/items/it-dark-lantern/delete-plan');
    expect(plan.body.summary).toBe('It also deletes 2 appearances in campaigns.');
    expect((await call('DELETE', '/items/it-dark-lantern')).status).toBe(204);
    for (const campaignId of ['c-gaslight-syndicate', 'c-frostmarch-vigil']) {
      expect((await campaignItems(campaignId)).some((part) => part.itemId === 'it-dark-lantern')).toBe(false);
    }
    expect((await call('GET', '/items/it-dark-lantern/appearances')).status).toBe(404);
  });
});
