import type { z } from 'zod';
import {
  campaignCharacterSchema,
  campaignItemSchema,
  campaignLocationSchema,
  campaignNoteSchema,
  campaignSessionSchema,
  encounterSchema,
  questSchema,
} from '../domain/campaign';
import {
  chapterSchema,
  fileAssetSchema,
  imageAssetSchema,
  novelCharacterSchema,
  novelEventSchema,
  storyArcSchema,
} from '../domain/novel';
import { namedPartSchema } from '../domain/shared';
import {
  cultureSchema,
  loreEntrySchema,
  raceSchema,
  technologySchema,
  universeItemSchema,
} from '../domain/universe';
import {
  creatureSchema,
  settlementSchema,
  worldCultureSchema,
  worldItemSchema,
  worldLoreSchema,
} from '../domain/world';

/**
 * The lists a record holds inside itself (a novel's chapters, a universe's factions, a campaign's
 * sessions, ...), each reachable at `/api/v1/{parent}/{id}/{segment}` and `.../{segment}/{partId}`.
 * `prop` is where the list sits in the record ('assets.images' inside a novel's assets).
 * `serverFields` are set by the server and never taken from input (a note's createdAt/updatedAt).
 */
export type PartCollection = {
  prop: string;
  schema: z.ZodObject;
  serverFields?: readonly string[];
};

export const partCollections = {
  novels: {
    chapters: { prop: 'chapters', schema: chapterSchema },
    characters: { prop: 'characters', schema: novelCharacterSchema },
    'story-arcs': { prop: 'storyArcs', schema: storyArcSchema },
    events: { prop: 'timelineEvents', schema: novelEventSchema },
    images: { prop: 'assets.images', schema: imageAssetSchema },
    documents: { prop: 'assets.documents', schema: fileAssetSchema },
    music: { prop: 'assets.music', schema: fileAssetSchema },
  },
  universes: {
    'time-periods': { prop: 'timePeriods', schema: namedPartSchema },
    'magic-systems': { prop: 'magicSystems', schema: namedPartSchema },
    factions: { prop: 'factions', schema: namedPartSchema },
    cultures: { prop: 'cultures', schema: cultureSchema },
    technologies: { prop: 'technologies', schema: technologySchema },
    races: { prop: 'races', schema: raceSchema },
    items: { prop: 'items', schema: universeItemSchema },
    lore: { prop: 'lore', schema: loreEntrySchema },
  },
  worlds: {
    settlements: { prop: 'settlements', schema: settlementSchema },
    creatures: { prop: 'creatures', schema: creatureSchema },
    cultures: { prop: 'cultures', schema: worldCultureSchema },
    'magic-systems': { prop: 'magicSystems', schema: namedPartSchema },
    factions: { prop: 'factions', schema: namedPartSchema },
    items: { prop: 'items', schema: worldItemSchema },
    lore: { prop: 'lore', schema: worldLoreSchema },
  },
  campaigns: {
    sessions: { prop: 'sessions', schema: campaignSessionSchema },
    characters: { prop: 'characters', schema: campaignCharacterSchema },
    quests: { prop: 'quests', schema: questSchema },
    encounters: { prop: 'encounters', schema: encounterSchema },
    locations: { prop: 'locations', schema: campaignLocationSchema },
    items: { prop: 'items', schema: campaignItemSchema },
    notes: { prop: 'notes', schema: campaignNoteSchema, serverFields: ['createdAt', 'updatedAt'] },
  },
} as const satisfies Record<string, Record<string, PartCollection>>;

export type PartParent = keyof typeof partCollections;
export const partParents = Object.keys(partCollections) as PartParent[];

function inputShape(collection: PartCollection) {
  const omitted: Record<string, true> = {};
  for (const key of ['id', ...(collection.serverFields ?? [])]) omitted[key] = true;
  return collection.schema.omit(omitted);
}

/** The body of `POST .../{segment}`: every field of the part but its id (and server-set fields). */
export function newPartSchema(collection: PartCollection) {
  return inputShape(collection);
}

/** The body of `PATCH .../{segment}/{partId}`: any of those fields. */
export function partUpdateSchema(collection: PartCollection) {
  return inputShape(collection).partial();
}
