import { describe, expect, it } from 'vitest';
import type { ReferenceData } from '../../../../common/domain/reference';
import { itemsAtLocation, matchingSettlement } from './location-finds';

const reference: ReferenceData = {
  relationships: [],
  tables: [
    {
      name: 'items',
      fields: [],
      rows: [
        {
          id: 'i1',
          name: 'The Ashen Crown',
          type: 'Artifact',
          rarity: 'Unique',
          description: 'A crown',
          location: 'The Sunken Forge',
        },
        {
          id: 'i2',
          name: 'Oathflame Blade',
          type: 'Weapon',
          rarity: 'Legendary',
          description: 'A sword',
          location: 'Kharn Deep',
        },
        {
          id: 'i3',
          name: 'Ember cart',
          type: 'Quest Item',
          rarity: 'Rare',
          description: 'A cart',
          location: null,
        },
      ],
    },
  ],
};

describe('itemsAtLocation', () => {
  it('finds the items whose location names the place, ignoring case and spaces', () => {
    expect(itemsAtLocation(reference, 'the sunken forge ').map((item) => item.name)).toEqual([
      'The Ashen Crown',
    ]);
    expect(itemsAtLocation(reference, 'Kharn Deep')[0]).toEqual({
      id: 'i2',
      name: 'Oathflame Blade',
      type: 'Weapon',
      rarity: 'Legendary',
      description: 'A sword',
    });
  });

  it('finds nothing for a place no item names, or without an items table', () => {
    expect(itemsAtLocation(reference, 'Highmoor')).toEqual([]);
    expect(itemsAtLocation({ tables: [], relationships: [] }, 'Kharn Deep')).toEqual([]);
  });
});

describe('matchingSettlement', () => {
  it('matches a settlement by name', () => {
    const settlements = [{ name: 'Briarholt' }, { name: 'Mossgate' }];
    expect(matchingSettlement(settlements, 'briarholt')).toEqual({ name: 'Briarholt' });
    expect(matchingSettlement(settlements, 'Kharn Deep')).toBeUndefined();
  });
});
