import { describe, expect, it } from 'vitest';
import { nameMatchRank, rankByName } from './entities';

// The one ranking of names the @ menu and a relation's other end use, on the server and in the browser's
// test repository alike.

describe('ranking names by what was typed', () => {
  it('puts the whole name, then its start, then a word’s start, then anywhere', () => {
    expect(
      ['mira', 'Mira Coldwater', 'Old Mira', 'Admiral'].map((name) => nameMatchRank(name, 'mira')),
    ).toEqual([0, 1, 2, 3]);
  });

  it('orders by rank, then shorter names, then alphabetically, and keeps at most the limit', () => {
    const names = ['Admiral Mirabel', 'Old Mira', 'Mira Coldwater', 'Mirabel', 'Mira'].map((name) => ({
      name,
    }));
    expect(rankByName(names, 'mira', 4).map((entry) => entry.name)).toEqual([
      'Mira',
      'Mirabel',
      'Mira Coldwater',
      'Old Mira',
    ]);
  });
});
