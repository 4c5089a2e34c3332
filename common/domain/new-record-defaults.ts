// What a newly created record starts with, wherever it is created: the browser's in-memory repository,
// the data API, and an import completing a CSV or SQL row. One definition so the three never drift.
import { type PartParent, partCollections } from '../api/parts';
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

/**
 * Every part list a record of this parent holds, empty, read from its part collections
 * (common/api/parts.ts): a new part kind is listed there and nowhere here. A dotted `prop` is a list
 * inside an object (a novel's `assets.images`).
 */
function emptyPartsOf(parent: PartParent): Record<string, unknown> {
  const parts: Record<string, unknown> = {};
  for (const { prop } of Object.values(partCollections[parent]) as { prop: string }[]) {
    const [outer, inner] = prop.split('.') as [string, string | undefined];
    if (inner === undefined) parts[outer] = [];
    else parts[outer] = { ...(parts[outer] as object | undefined), [inner]: [] };
  }
  return parts;
}

// Functions, not constants: every new record gets lists of its own.
export const emptyNovelParts = () => emptyPartsOf('novels') as NovelParts;

export const emptyUniverseParts = () => emptyPartsOf('universes') as UniverseParts;

export function emptyWorldParts(): WorldParts {
  return {
    dominantRaces: [],
    notableFeatures: [],
    ...(emptyPartsOf('worlds') as Omit<WorldParts, 'dominantRaces' | 'notableFeatures'>),
  };
}

export const emptyCampaignParts = () => emptyPartsOf('campaigns') as CampaignParts;
