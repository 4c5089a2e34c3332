import { describe, expect, it } from 'vitest';
import {
  emptyCampaignParts,
  emptyNovelParts,
  emptyUniverseParts,
  emptyWorldParts,
} from './new-record-defaults';

describe('what a new record starts with', () => {
  it('has every part list of its kind, empty, read from the part collections', () => {
    expect(emptyNovelParts()).toEqual({
      chapters: [],
      characters: [],
      storyArcs: [],
      assets: { images: [], documents: [], music: [] },
    });
    expect(Object.keys(emptyUniverseParts()).sort()).toEqual([
      'cultures',
      'factions',
      'items',
      'lore',
      'magicSystems',
      'races',
      'technologies',
      'timePeriods',
    ]);
    expect(emptyWorldParts()).toEqual({
      ...{ dominantRaces: [], notableFeatures: [], settlements: [], creatures: [], cultures: [] },
      ...{ magicSystems: [], factions: [], items: [], lore: [] },
    });
    expect(Object.keys(emptyCampaignParts()).sort()).toEqual([
      'arcs',
      'characters',
      'encounters',
      'items',
      'locations',
      'notes',
      'quests',
      'sessions',
    ]);
  });

  it('gives every new record lists of its own', () => {
    const first = emptyNovelParts();
    first.chapters.push({} as never);
    first.assets.images.push({} as never);
    expect(emptyNovelParts()).toMatchObject({ chapters: [], assets: { images: [] } });
  });
});
