import { describe, expect, it } from 'vitest';
import type { Item } from '../domain/reference';
import { WorkspaceError } from './errors';
import {
  appearanceFromItem,
  canItemAppearIn,
  itemFromAppearance,
  linkItemAppearances,
  type UnlinkedItemAppearance,
} from './items';
import { createMemoryItemStore } from './memory-item-store';
import {
  createItemAppearance,
  deleteItemAppearance,
  itemAppearancesOf,
  listItemAppearances,
  renameItem,
  syncItemCampaigns,
  updateItemAppearance,
} from './operations/item-appearances';

const blade: Item = {
  id: 'it-blade',
  name: 'Oathflame Blade',
  type: 'Weapon',
  rarity: 'Legendary',
  description: 'Burns while its bearer keeps their word.',
  location: 'Kharn Deep',
  campaigns: [],
  universeId: 'u-ember',
};
const lantern: Item = {
  id: 'it-lantern',
  name: 'Dark lantern',
  type: 'Weapon',
  rarity: 'Uncommon',
  description: '',
  location: 'Wickfen',
  campaigns: [],
};
const bell: Item = { ...blade, id: 'it-bell', name: 'The First Bell', universeId: 'u-tide' };

const campaigns = [
  { id: 'c-road', title: 'The Cinder Road', universeId: 'u-ember' },
  { id: 'c-vigil', title: 'Frostmarch Vigil', universeId: 'u-ember' },
  { id: 'c-regatta', title: 'Stormglass Regatta', universeId: 'u-tide' },
];
const now = '2026-05-01T10:00:00.000Z';
const setup = () => createMemoryItemStore({ campaigns, items: [blade, lantern, bell] });

async function refusal(promise: Promise<unknown>): Promise<WorkspaceError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!(error instanceof WorkspaceError)) throw new Error(`expected a refusal, got ${String(error)}`);
  return error;
}

describe('who may appear where, and what a new item is', () => {
  it('takes items of the campaign’s universe or without one', () => {
    expect(canItemAppearIn(blade, 'u-ember')).toBe(true);
    expect(canItemAppearIn(lantern, 'u-ember')).toBe(true);
    expect(canItemAppearIn(lantern, undefined)).toBe(true);
    expect(canItemAppearIn(bell, 'u-ember')).toBe(false);
    expect(canItemAppearIn(blade, undefined)).toBe(false);
  });

  it('makes an item from a campaign’s item: type from status or type text, rarity on the References scale', () => {
    const campaign = { id: 'c-road', universeId: 'u-ember' };
    const part = {
      name: '  Ember cart ',
      type: 'Cargo',
      rarity: 'common',
      description: 'Living embers.',
      status: 'quest-item',
      location: 'With the party',
    };
    expect(itemFromAppearance('it-new', campaign, part)).toEqual({
      id: 'it-new',
      name: 'Ember cart',
      type: 'Quest Item',
      rarity: 'Uncommon',
      description: 'Living embers.',
      location: 'With the party',
      campaigns: ['c-road'],
      universeId: 'u-ember',
    });
    const weapon = { ...part, type: 'Short WEAPON', status: 'equipped', rarity: 'unique' };
    expect(itemFromAppearance('x', campaign, weapon)).toMatchObject({ type: 'Weapon', rarity: 'Unique' });
    const ring = { ...part, type: 'Ring', status: 'obtained', rarity: 'legendary' };
    expect(itemFromAppearance('x', { id: 'c-alone' }, ring)).toEqual(
      expect.objectContaining({ type: 'Artifact', rarity: 'Legendary', campaigns: ['c-alone'] }),
    );
    expect(itemFromAppearance('x', { id: 'c-alone' }, ring)).not.toHaveProperty('universeId');
  });

  it('makes a campaign’s item from an item: its type, its rarity lower-cased, obtained, where it is', () => {
    expect(appearanceFromItem(blade)).toEqual({
      name: 'Oathflame Blade',
      type: 'Weapon',
      rarity: 'legendary',
      description: '',
      status: 'obtained',
      location: 'Kharn Deep',
      powers: [],
      itemId: 'it-blade',
    });
  });
});

describe('linking stored campaign items (migration and import)', () => {
  const part = (
    partId: string,
    campaignId: string,
    name: string,
    itemId?: string,
  ): UnlinkedItemAppearance => ({
    partId,
    campaignId,
    fields: { name, type: 'Sword', rarity: 'rare', status: 'obtained', location: '', description: '' },
    ...(itemId === undefined ? {} : { itemId }),
  });
  const newItemId = (partId: string) => `item-of-${partId}`;
  const newPartId = (itemId: string, campaignId: string) => `${itemId}@${campaignId}`;

  it('matches by name where the item may appear, once per campaign, else makes one', () => {
    const twin: Item = { ...blade, id: 'it-twin', campaigns: ['c-road'] };
    const { links, created } = linkItemAppearances(
      [
        part('p1', 'c-road', ' oathflame blade'),
        part('p2', 'c-road', 'Oathflame Blade'),
        part('p3', 'c-road', 'Oathflame Blade'),
        part('p4', 'c-regatta', 'Oathflame Blade'),
        part('p5', 'c-regatta', 'Dark Lantern'),
      ],
      [blade, twin, lantern],
      campaigns,
      newItemId,
      newPartId,
    );
    // The one already naming the campaign first, then the other; the third is a new item.
    expect(links.get('p1')).toBe('it-twin');
    expect(links.get('p2')).toBe('it-blade');
    expect(links.get('p3')).toBe('item-of-p3');
    // Another universe's blade may not appear in the regatta; an item without a universe may.
    expect(links.get('p4')).toBe('item-of-p4');
    expect(links.get('p5')).toBe('it-lantern');
    expect(created.map((item) => [item.id, item.universeId])).toEqual([
      ['item-of-p3', 'u-ember'],
      ['item-of-p4', 'u-tide'],
    ]);
  });

  it('adds the appearances an item’s campaigns name, and makes campaigns the ones it appears in', () => {
    const listed: Item = { ...blade, campaigns: ['c-vigil', 'c-gone', 'c-road'] };
    const {
      links,
      added,
      campaigns: lists,
    } = linkItemAppearances(
      [part('p1', 'c-road', 'Oathflame Blade'), part('p2', 'c-regatta', 'Dark lantern')],
      [listed, lantern],
      campaigns,
      newItemId,
      newPartId,
    );
    expect(links.get('p1')).toBe('it-blade');
    expect(added).toEqual([
      { partId: 'it-blade@c-vigil', campaignId: 'c-vigil', fields: appearanceFromItem(listed) },
    ]);
    // A campaign the caller does not see stays as it is; the stored order is kept.
    expect(lists.get('it-blade')).toEqual(['c-vigil', 'c-gone', 'c-road']);
    expect(lists.get('it-lantern')).toEqual(['c-regatta']);
  });

  it('leaves linked appearances as they are, so a second run changes nothing', () => {
    const first = linkItemAppearances(
      [part('p1', 'c-road', 'Oathflame Blade')],
      [blade],
      campaigns,
      newItemId,
      newPartId,
    );
    const items = [{ ...blade, campaigns: first.campaigns.get('it-blade') ?? [] }];
    const again = linkItemAppearances(
      [part('p1', 'c-road', 'Oathflame Blade', first.links.get('p1'))],
      items,
      campaigns,
      newItemId,
      newPartId,
    );
    expect(again.created).toEqual([]);
    expect(again.added).toEqual([]);
    expect(again.campaigns.get('it-blade')).toEqual(['c-road']);
  });
});

describe('item appearance commands', () => {
  const fields = {
    type: 'Sword',
    rarity: 'legendary',
    description: 'Here it sings.',
    status: 'equipped',
    location: 'Brannoc',
    powers: ['Burns'],
  };

  it('links an item to a campaign, once, and names the campaign in the item’s campaigns', async () => {
    const store = setup();
    const { part, isNewItem } = await createItemAppearance(store, {
      campaignId: 'c-road',
      input: { ...fields, name: 'typed over', itemId: 'it-blade' },
      id: 'a1',
      itemId: 'unused',
      now,
    });
    expect(isNewItem).toBe(false);
    expect(part.data).toMatchObject({ name: 'Oathflame Blade', itemId: 'it-blade', type: 'Sword' });
    expect(store.items()[0]).toMatchObject({ campaigns: ['c-road'], version: 2 });

    const twice = await refusal(
      createItemAppearance(store, {
        campaignId: 'c-road',
        input: { ...fields, name: 'x', itemId: 'it-blade' },
        id: 'a2',
        itemId: 'unused',
        now,
      }),
    );
    expect([twice.message, twice.field]).toEqual(['Oathflame Blade is already in this campaign', 'itemId']);
    const foreign = await refusal(
      createItemAppearance(store, {
        campaignId: 'c-road',
        input: { ...fields, name: 'x', itemId: 'it-bell' },
        id: 'a3',
        itemId: 'unused',
        now,
      }),
    );
    expect(foreign.message).toMatch(/^The First Bell belongs to another universe/);
    const unknown = await refusal(
      createItemAppearance(store, {
        campaignId: 'c-road',
        input: { ...fields, name: 'x', itemId: 'it-none' },
        id: 'a4',
        itemId: 'unused',
        now,
      }),
    );
    expect(unknown.message).toBe('That item does not exist');
    expect(store.items().map((item) => item.campaigns)).toEqual([['c-road'], [], []]);
  });

  it('makes a new item in the campaign’s universe when none is named', async () => {
    const store = setup();
    await createItemAppearance(store, {
      campaignId: 'c-road',
      input: { ...fields, name: 'Ember cart', status: 'quest-item' },
      id: 'a1',
      itemId: 'it-cart',
      now,
    });
    expect(store.items().at(-1)).toEqual({
      id: 'it-cart',
      name: 'Ember cart',
      type: 'Quest Item',
      rarity: 'Legendary',
      description: 'Here it sings.',
      location: 'Brannoc',
      campaigns: ['c-road'],
      universeId: 'u-ember',
      version: 1,
    });
  });

  it('renames the item and its other appearances both ways, and keeps the link', async () => {
    const store = setup();
    for (const [id, campaignId] of [
      ['a1', 'c-road'],
      ['a2', 'c-vigil'],
    ] as const) {
      await createItemAppearance(store, {
        campaignId,
        input: { ...fields, name: 'x', itemId: 'it-blade' },
        id,
        itemId: 'unused',
        now,
      });
    }
    await updateItemAppearance(store, {
      campaignId: 'c-road',
      partId: 'a1',
      patch: { name: 'Oathbreaker' },
      version: 1,
      now,
    });
    expect(
      (await itemAppearancesOf(store, 'it-blade')).map((part) => [part.data.name, part.version]),
    ).toEqual([
      ['Oathbreaker', 2],
      ['Oathbreaker', 2],
    ]);
    expect(store.items()[0]?.name).toBe('Oathbreaker');
    await renameItem(store, 'it-blade', 'Oathflame', now);
    expect((await itemAppearancesOf(store, 'it-blade')).map((part) => part.data.name)).toEqual([
      'Oathflame',
      'Oathflame',
    ]);
    const change = await refusal(
      updateItemAppearance(store, {
        campaignId: 'c-road',
        partId: 'a1',
        patch: { itemId: 'it-lantern' },
        version: 3,
        now,
      }),
    );
    expect(change.field).toBe('itemId');
    expect(await listItemAppearances(store, 'it-blade')).toEqual([
      expect.objectContaining({
        partId: 'a1',
        parent: 'campaigns',
        parentTitle: 'The Cinder Road',
        role: 'Sword',
      }),
      expect.objectContaining({ partId: 'a2', parentId: 'c-vigil', parentTitle: 'Frostmarch Vigil' }),
    ]);
  });

  it('takes the campaign off the item’s list when its appearance there goes; the item stays', async () => {
    const store = setup();
    await createItemAppearance(store, {
      campaignId: 'c-road',
      input: { ...fields, name: 'x', itemId: 'it-lantern' },
      id: 'a1',
      itemId: 'unused',
      now,
    });
    await deleteItemAppearance(store, { campaignId: 'c-road', partId: 'a1', now });
    expect(store.items()[1]).toMatchObject({ id: 'it-lantern', campaigns: [] });
    expect(await itemAppearancesOf(store, 'it-lantern')).toEqual([]);
  });

  it('makes an item appear in exactly the campaigns its campaigns name', async () => {
    const store = setup();
    let ids = 0;
    const sync = (item: Item, named: string[], isUniverseChanged = false) =>
      syncItemCampaigns(store, {
        item,
        campaigns: named,
        isUniverseChanged,
        newPartId: () => `n${++ids}`,
        now,
      });
    expect(await sync(blade, ['c-road', 'c-vigil', 'c-road'])).toEqual(['c-road', 'c-vigil']);
    expect(
      (await itemAppearancesOf(store, 'it-blade')).map((part) => [part.parentId, part.data.status]),
    ).toEqual([
      ['c-road', 'obtained'],
      ['c-vigil', 'obtained'],
    ]);
    expect(await sync(blade, ['c-vigil'])).toEqual(['c-vigil']);
    expect((await itemAppearancesOf(store, 'it-blade')).map((part) => part.id)).toEqual(['n2']);
    const foreign = await refusal(sync(blade, ['c-vigil', 'c-regatta']));
    expect(foreign.field).toBe('campaigns');
    const moved = await refusal(sync({ ...blade, universeId: 'u-tide' }, ['c-vigil'], true));
    expect(moved.field).toBe('universeId');
  });
});
