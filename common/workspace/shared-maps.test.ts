import { describe, expect, it } from 'vitest';
import type { Visibility } from '../api/sharing';
import type { MapPin, MapRecord } from '../domain/map';
import { editorsOnly } from './access';
import { layerVisibilityKind, mapInView, mapsInView } from './shared-maps';
import type { MemberView } from './shared-view';

// A campaign's maps as its members see them: a GM-only layer's features gone, a feature leading to a
// hidden NPC gone, a hidden map gone, and the GM seeing everything.

function view(role: MemberView['role'], parts: { kind: string; id: string }[]): MemberView {
  return {
    kind: 'campaign',
    id: 'c1',
    role,
    viewerId: 'player-1',
    name: 'Ashes',
    record: {},
    parts: parts.map((part, position) => ({ ...part, position, name: part.id, data: {} })),
    relations: [],
    counts: {},
  };
}

function pin(id: string, layer: string, linkKind = '', linkId = ''): MapPin {
  return { id, name: id, x: 1, y: 1, icon: '', color: '#c08a2e', layer, linkKind, linkId };
}

function map(id: string, pins: MapPin[], ownerId = 'c1'): MapRecord {
  return {
    id,
    name: id,
    description: '',
    ownerType: 'campaign',
    ownerId,
    image: { id: `${id}-image`, width: 512, height: 512 },
    scale: null,
    pins,
    regions: [
      {
        id: `${id}-region`,
        name: 'The Marsh',
        points: [
          [0, 0],
          [1, 0],
          [1, 1],
        ],
        color: '#c08a2e',
        layer: 'Secrets',
        linkKind: '',
        linkId: '',
      },
    ],
    routes: [],
  };
}

const world = map('m1', [
  pin('Tavern', ''),
  pin('Lair', 'Secrets'),
  pin('Vask', '', 'campaigns/characters', 'npc-hidden'),
  pin('Ally', '', 'campaigns/characters', 'npc-seen'),
  pin('Cellar', '', 'map', 'm2'),
  pin('Vault', '', 'map', 'm3'),
]);
const cellar = { ...map('m2', []), regions: [] };
const vault = map('m3', []);
const elsewhere = map('m4', [], 'c2');
const rows = new Map<string, Visibility>([
  [`${layerVisibilityKind('Secrets')}:m1`, editorsOnly],
  ['map:m3', editorsOnly],
]);
const snapshot = { maps: [world, cellar, vault, elsewhere], visibility: rows };
const player = view('player', [{ kind: 'campaigns/characters', id: 'npc-seen' }]);

describe('a shared container’s maps', () => {
  it('gives a player the maps without a GM-only layer, a hidden NPC’s pin or a hidden map', () => {
    const maps = mapsInView(player, snapshot);
    expect(maps.map((each) => each.id)).toEqual(['m1', 'm2']);
    const [first] = maps;
    expect(first?.pins.map((each) => each.name)).toEqual(['Tavern', 'Ally', 'Cellar']);
    expect(first?.regions).toEqual([]);
    expect(first?.layers).toEqual(['']);
    expect(JSON.stringify(maps)).not.toMatch(/Secrets|Lair|Vask|Vault|Marsh/);
  });

  it('gives the GM and editors every map, layer and feature of the container', () => {
    const maps = mapsInView(view('editor', [{ kind: 'campaigns/characters', id: 'npc-seen' }]), snapshot);
    expect(maps.map((each) => each.id)).toEqual(['m1', 'm2', 'm3']);
    expect(maps[0]?.layers).toEqual(['', 'Secrets']);
    expect(maps[0]?.regions).toHaveLength(1);
  });

  it('hides one feature by its own visibility, and answers nothing for a map not shown', () => {
    const hidden = new Map(rows).set('maps/pins:Tavern', editorsOnly);
    expect(mapInView(player, { ...snapshot, visibility: hidden }, 'm1')?.pins.map((p) => p.name)).toEqual([
      'Ally',
      'Cellar',
    ]);
    expect(mapInView(player, snapshot, 'm3')).toBeUndefined();
    expect(mapInView(player, snapshot, 'm4')).toBeUndefined();
  });
});
