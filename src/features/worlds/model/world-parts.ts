import type { World } from '../../../../common/domain/world';
import { type PartKindSpec, partKindAt } from '../../../../common/workspace/part-kinds';

// How a world's parts are added, edited and shown on their own pages: the segments of
// `/universes/{universeId}/worlds/{worldId}/{segment}/{partId}` (the data API's names), the tab each
// belongs to, what a new one starts with and how its choices read.

export const worldSegments = [
  'settlements',
  'cultures',
  'creatures',
  'magic-systems',
  'factions',
  'items',
  'lore',
] as const;
export type WorldSegment = (typeof worldSegments)[number];

export const isWorldSegment = (segment: string): segment is WorldSegment =>
  (worldSegments as readonly string[]).includes(segment);

/** The kind at a segment known to exist. */
export function worldKind(segment: WorldSegment): PartKindSpec {
  const spec = partKindAt('worlds', segment);
  if (spec === undefined) throw new Error(`worlds/${segment} is not a part list`);
  return spec;
}

/** The tab a segment's parts are listed on: creatures live on Fauna & Flora. */
export const worldTabOf: Record<WorldSegment, { path: string; label: string }> = {
  settlements: { path: 'settlements', label: 'Settlements' },
  cultures: { path: 'cultures', label: 'Cultures' },
  creatures: { path: 'fauna-flora', label: 'Fauna & Flora' },
  'magic-systems': { path: 'magic-systems', label: 'Magic' },
  factions: { path: 'factions', label: 'Factions' },
  items: { path: 'items', label: 'Items' },
  lore: { path: 'lore', label: 'Lore' },
};

/** Readable labels of every choice field, by segment (the same words as the cards' badges). */
export const worldOptionLabels: Record<WorldSegment, Record<string, Record<string, string>>> = {
  settlements: {},
  cultures: {},
  creatures: { kind: { fauna: 'Fauna', flora: 'Flora' } },
  'magic-systems': {},
  factions: {},
  items: {
    rarity: {
      common: 'Common',
      uncommon: 'Uncommon',
      rare: 'Rare',
      legendary: 'Legendary',
      unique: 'Unique',
    },
  },
  lore: {},
};

/** What a new part starts with in the form, before anything is typed. */
export function worldPartDefaults(segment: WorldSegment): Record<string, unknown> {
  switch (segment) {
    case 'creatures':
      return { kind: 'fauna' };
    case 'items':
      return { rarity: 'common' };
    default:
      return {};
  }
}

/** A world's list of parts at a segment, as read (each with its version). */
export function worldPartsAt(
  world: World,
  segment: WorldSegment,
): readonly ({ id: string } & Record<string, unknown>)[] {
  return world[worldKind(segment).prop as keyof World] as readonly ({ id: string } & Record<
    string,
    unknown
  >)[];
}

/** The address of a world, of one of its tabs, or of one part's page. */
export function worldHref(world: Pick<World, 'id' | 'universeId'>, ...rest: string[]): string {
  return [`/universes/${world.universeId}/worlds/${world.id}`, ...rest.filter(Boolean)].join('/');
}

/**
 * The document title of a world page: the world's, or on a part's own page (`lore/{partId}`) the part's
 * name first: 'Rootsong · The Thornwild'.
 */
export function worldPageTitle(world: World, subPath: string): string {
  const [segment = '', partId, ...rest] = subPath.split('/');
  if (partId === undefined || partId === '' || rest.length > 0 || !isWorldSegment(segment)) return world.name;
  const spec = worldKind(segment);
  const name = worldPartsAt(world, segment).find((part) => part.id === partId)?.[spec.nameField];
  return `${typeof name === 'string' ? name : `${spec.singular} Not Found`} · ${world.name}`;
}
