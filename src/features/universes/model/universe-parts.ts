import type { UniverseDetail } from '../../../../common/domain/universe';
import { type PartKindSpec, partKindAt } from '../../../../common/workspace/part-kinds';

// How a universe's own parts are added, edited and shown on their own pages: the segments of
// `/universes/:id/{segment}/{partId}` (the data API's names), the tab each belongs to and what a new one
// starts with. The worlds, locations and characters tabs list linked records, not parts.

export const universeSegments = [
  'time-periods',
  'magic-systems',
  'factions',
  'cultures',
  'technologies',
  'races',
  'items',
  'lore',
] as const;
export type UniverseSegment = (typeof universeSegments)[number];

export const isUniverseSegment = (segment: string): segment is UniverseSegment =>
  (universeSegments as readonly string[]).includes(segment);

/** The tab that lists a segment's parts: its sub-path and its label (the spec's tab names). */
export const universeSegmentTabs: Record<UniverseSegment, { path: string; label: string }> = {
  'time-periods': { path: 'time-periods', label: 'Time Periods' },
  'magic-systems': { path: 'magic-systems', label: 'Magic Systems' },
  factions: { path: 'factions', label: 'Factions' },
  cultures: { path: 'cultures', label: 'Cultures' },
  technologies: { path: 'technology', label: 'Technology' },
  races: { path: 'races', label: 'Races' },
  items: { path: 'items', label: 'Items' },
  lore: { path: 'lore', label: 'Lore' },
};

/** The kind at a segment known to exist. */
export function universeKind(segment: UniverseSegment): PartKindSpec {
  const spec = partKindAt('universes', segment);
  if (spec === undefined) throw new Error(`universes/${segment} is not a part list`);
  return spec;
}

/** What a new part starts with in the form: every required choice filled. */
export function universePartDefaults(segment: UniverseSegment): Record<string, unknown> {
  switch (segment) {
    case 'technologies':
      return { advancement: 'Common' };
    case 'items':
      return { rarity: 'common' };
    default:
      return {};
  }
}

export type UniversePart = { id: string } & Record<string, unknown>;

/** A universe's list of parts at a segment. */
export function universePartsAt(universe: UniverseDetail, segment: UniverseSegment): readonly UniversePart[] {
  return universe[universeKind(segment).prop as keyof UniverseDetail] as readonly UniversePart[];
}

/** The address of a part's own page. */
export function universePartHref(universeId: string, segment: UniverseSegment, partId: string): string {
  return `/universes/${universeId}/${segment}/${partId}`;
}

/** The name a part goes by (its `name`, or a lore entry's `title`). */
export function universePartName(segment: UniverseSegment, part: UniversePart): string {
  const name = part[universeKind(segment).nameField];
  return typeof name === 'string' ? name : '';
}

/**
 * The document title of a universe page: the universe's, or on a part's own page
 * (`factions/{partId}`) the part's name first: 'The Cinder Court · The Emberreach'.
 */
export function universePageTitle(universe: UniverseDetail, subPath: string): string {
  const [segment = '', partId, ...rest] = subPath.split('/');
  if (partId === undefined || rest.length > 0 || !isUniverseSegment(segment)) return universe.name;
  const part = universePartsAt(universe, segment).find((entry) => entry.id === partId);
  const name =
    part === undefined ? `${universeKind(segment).singular} Not Found` : universePartName(segment, part);
  return `${name} · ${universe.name}`;
}
