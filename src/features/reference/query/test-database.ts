import type { QueryDatabase, QueryTable } from './query-table';

/** A small References-like workspace for the engine's tests (not the app's sample data). */
export const novels: QueryTable = {
  name: 'novels',
  fields: [
    { name: 'id', type: 'string', primaryKey: true },
    { name: 'title', type: 'string' },
    { name: 'status', type: 'string' },
    { name: 'wordCount', type: 'number' },
    { name: 'isFavorite', type: 'boolean' },
    { name: 'universeId', type: 'string', foreignKey: { table: 'universes', field: 'id' } },
  ],
  rows: [
    {
      id: 'n1',
      title: 'The Sea of Glass',
      status: 'draft',
      wordCount: 12000,
      isFavorite: true,
      universeId: 'u1',
    },
    {
      id: 'n2',
      title: "Night's Edge",
      status: 'completed',
      wordCount: 85000,
      isFavorite: false,
      universeId: 'u2',
    },
    { id: 'n3', title: 'Alone, Again', status: 'in-progress', wordCount: 43000, isFavorite: false },
    { id: 'n4', title: 'Seaborne', status: 'Draft', wordCount: null, isFavorite: true, universeId: 'u1' },
    {
      id: 'n5',
      title: '100% Pure',
      status: 'completed',
      wordCount: 9000,
      isFavorite: false,
      universeId: 'u9',
    },
  ],
};

export const universes: QueryTable = {
  name: 'universes',
  fields: [
    { name: 'id', type: 'string', primaryKey: true },
    { name: 'name', type: 'string' },
    { name: 'worldCount', type: 'number' },
  ],
  rows: [
    { id: 'u1', name: 'Aetheria', worldCount: 3 },
    { id: 'u2', name: 'Umbra', worldCount: 1 },
    { id: 'u3', name: 'Empty Reach', worldCount: 0 },
  ],
};

/** Field names that are also words of the dialect, to prove they still work as names. */
export const characters: QueryTable = {
  name: 'characters',
  fields: [
    { name: 'id', type: 'string', primaryKey: true },
    { name: 'name', type: 'string' },
    { name: 'role', type: 'string' },
    { name: 'type', type: 'string' },
    { name: 'count', type: 'number' },
    { name: 'desc', type: 'string' },
    { name: 'universeId', type: 'string', foreignKey: { table: 'universes', field: 'id' } },
  ],
  rows: [
    {
      id: 'c1',
      name: 'Mira',
      role: 'Protagonist',
      type: 'player',
      count: 2,
      desc: 'A sailor',
      universeId: 'u1',
    },
    { id: 'c2', name: 'Vex', role: 'Antagonist', type: 'npc', count: 5, desc: 'A tyrant', universeId: 'u1' },
    { id: 'c3', name: 'Oren', role: 'Mentor', type: 'npc', count: 1, desc: null, universeId: 'u2' },
  ],
};

export const items: QueryTable = {
  name: 'items',
  fields: [
    { name: 'id', type: 'string', primaryKey: true },
    { name: 'name', type: 'string' },
    { name: 'rarity', type: 'string' },
    { name: 'campaigns', type: 'string' },
  ],
  rows: [
    { id: 'i1', name: 'Sunblade', rarity: 'Legendary', campaigns: ['k1', 'k2'] },
    { id: 'i2', name: 'Old Map', rarity: 'Uncommon', campaigns: ['k2'] },
    { id: 'i3', name: 'Lost Key', rarity: 'Rare', campaigns: [] },
  ],
};

export const campaigns: QueryTable = {
  name: 'campaigns',
  fields: [
    { name: 'id', type: 'string', primaryKey: true },
    { name: 'title', type: 'string' },
    { name: 'nextSessionDate', type: 'string' },
  ],
  rows: [
    { id: 'k1', title: 'The Drowned Crown', nextSessionDate: '2024-05-01' },
    { id: 'k2', title: 'Ashes of Umbra', nextSessionDate: null },
  ],
};

export const testDatabase: QueryDatabase = [novels, universes, characters, items, campaigns];
