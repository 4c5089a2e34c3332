import { describe, expect, it } from 'vitest';
import { foldName, nameHolds, nameMatchRank, rankByName } from './entities';

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

  it('reads names and what was typed without case or accents, word breaks unchanged', () => {
    expect(foldName('Élodie Brâx-Ñuñez')).toBe('elodie brax-nunez');
    expect(
      ['Élodie', 'Élodie Marsh', 'Old Élodie', 'Mélodie'].map((name) => nameMatchRank(name, 'elodie')),
    ).toEqual([0, 1, 2, 3]);
    expect(nameMatchRank('Elodie', foldName('ÉLO'))).toBe(1);
    const names = ['Elodie Marsh', 'Elowen', 'Élodie'].map((name) => ({ name }));
    expect(nameHolds('Old Élodie', 'elo')).toBe(true);
    expect(nameHolds('Elodie', 'ÉLO')).toBe(true);
    // Inside a word, letter for letter: the indexes that find those hold the names as written.
    expect(nameHolds('Míra', 'ira')).toBe(false);
    expect(nameHolds('Míra', 'íra')).toBe(true);
    expect(rankByName(names, 'elo', 3).map((entry) => entry.name)).toEqual([
      'Élodie',
      'Elowen',
      'Elodie Marsh',
    ]);
  });
});
