// What a newly created record starts with, wherever it is created: the browser's in-memory repository,
// the data API, and an import completing a CSV or SQL row. One definition so the three never drift.
import type { CampaignParts } from './campaign';
import type { NovelDetail } from './novel';
import type { UniverseParts } from './universe';
import type { WorldRecord } from './world';

export const defaultImages = {
  novelCover: '/images/covers/default-novel.svg',
  universeImage: '/images/universes/default-universe.svg',
  worldImage: '/images/worlds/default-world.svg',
  campaignCover: '/images/campaigns/default-campaign.svg',
} as const;

export type NovelParts = Pick<NovelDetail, 'chapters' | 'characters' | 'storyArcs' | 'assets'>;

export type WorldParts = Pick<
  WorldRecord,
  | 'dominantRaces'
  | 'notableFeatures'
  | 'settlements'
  | 'creatures'
  | 'cultures'
  | 'magicSystems'
  | 'factions'
  | 'items'
  | 'lore'
>;

// Functions, not constants: every new record gets lists of its own.
export function emptyNovelParts(): NovelParts {
  return {
    chapters: [],
    characters: [],
    storyArcs: [],
    assets: { images: [], documents: [], music: [] },
  };
}

export function emptyUniverseParts(): UniverseParts {
  return {
    timePeriods: [],
    magicSystems: [],
    factions: [],
    cultures: [],
    technologies: [],
    races: [],
    items: [],
    lore: [],
  };
}

export function emptyWorldParts(): WorldParts {
  return {
    dominantRaces: [],
    notableFeatures: [],
    settlements: [],
    creatures: [],
    cultures: [],
    magicSystems: [],
    factions: [],
    items: [],
    lore: [],
  };
}

export function emptyCampaignParts(): CampaignParts {
  return {
    sessions: [],
    characters: [],
    quests: [],
    encounters: [],
    locations: [],
    items: [],
    notes: [],
    arcs: [],
  };
}
