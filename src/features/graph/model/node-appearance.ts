import type { EntityKind } from '../../../../common/workspace/entities';

// How a node looks by its kind: a shape and one of DESIGN.md's tones (drawn from the theme's own
// variables, so dark and light both read). Shape and name carry the kind too: never colour alone.

export type NodeTone = 'neutral' | 'blue' | 'green' | 'amber' | 'orange' | 'red' | 'violet' | 'gold';
export type NodeShape =
  | 'ellipse'
  | 'round-rectangle'
  | 'round-diamond'
  | 'round-hexagon'
  | 'round-triangle'
  | 'round-tag';

export type NodeAppearance = { group: string; shape: NodeShape; tone: NodeTone };

const PLACE = /(^location$|\/locations$|\/settlements$)/;
const GROUP = /\/(factions|cultures|races)$/;
const ITEM = /(^item$|\/items$)/;

/** The group a kind is drawn as: people, places, groups, items, records and other parts. */
export function nodeAppearance(kind: EntityKind): NodeAppearance {
  if (kind === 'character' || kind.endsWith('/characters'))
    return { group: 'Person', shape: 'ellipse', tone: 'violet' };
  if (PLACE.test(kind)) return { group: 'Place', shape: 'round-diamond', tone: 'green' };
  if (kind === 'world' || kind === 'universe')
    return { group: 'World', shape: 'round-hexagon', tone: 'blue' };
  if (GROUP.test(kind)) return { group: 'Group', shape: 'round-tag', tone: 'orange' };
  if (ITEM.test(kind)) return { group: 'Item', shape: 'round-triangle', tone: 'gold' };
  if (kind === 'novel' || kind === 'campaign')
    return { group: 'Story', shape: 'round-rectangle', tone: 'amber' };
  return { group: 'Other', shape: 'round-rectangle', tone: 'neutral' };
}
