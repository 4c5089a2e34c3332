import { describe, expect, it } from 'vitest';
import type { Visibility } from '../api/sharing';
import type { MapPin, MapRecord } from '../domain/map';
import { editorsOnly } from './access';
import {
  LAYER_NAME_MAX,
  layerDigest,
  layerVisibilityKind,
  layerVisibilityKinds,
  mapInView,
  mapsInView,
} from './shared-maps';
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
    kinds: [],
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

describe('a layer’s visibility kind', () => {
  const long = `The GM’s secret passages under the old city, first and second levels (${'x'.repeat(40)})`;
  const longer = `${long}.`;

  it('fits a visibility row for a name of any length, keeping a short name’s kind as it was', () => {
    expect(layerVisibilityKind('Secrets')).toBe('layer:Secrets');
    expect(layerVisibilityKind('s'.repeat(LAYER_NAME_MAX))).toBe(`layer:${'s'.repeat(LAYER_NAME_MAX)}`);
    for (const name of [long, longer, 's'.repeat(LAYER_NAME_MAX + 1), 'l'.repeat(5000), '#Hideouts']) {
      const kind = layerVisibilityKind(name);
      expect(kind.length).toBeLessThanOrEqual(60);
      expect(kind).toMatch(/^layer:#[0-9a-f]{32}$/);
      expect(layerVisibilityKind(name)).toBe(kind);
    }
    // Names one character apart, or of one repeated character, get kinds of their own.
    const kinds = [long, longer, 'a'.repeat(100), 'a'.repeat(101), 'b'.repeat(100)].map(layerVisibilityKind);
    expect(new Set(kinds).size).toBe(kinds.length);
    expect(layerDigest('')).toMatch(/^[0-9a-f]{32}$/);
  });

  it('makes a long-named layer GM-only, and reads a row kept under a former kind', () => {
    const onLong = { ...map('m1', [pin('Tunnel', long), pin('Gate', '')]), regions: [] };
    const hidden = new Map<string, Visibility>([[`${layerVisibilityKind(long)}:m1`, editorsOnly]]);
    const seen = mapsInView(player, { maps: [onLong], visibility: hidden });
    expect(seen[0]?.pins.map((each) => each.name)).toEqual(['Gate']);
    expect(JSON.stringify(seen)).not.toContain('GM’s secret');
    // A row kept before the digest for a short name starting with '#' still hides its layer.
    const hash = { ...map('m1', [pin('Den', '#Hideouts'), pin('Gate', '')]), regions: [] };
    expect(layerVisibilityKinds('#Hideouts')).toEqual([layerVisibilityKind('#Hideouts'), 'layer:#Hideouts']);
    const former = new Map<string, Visibility>([['layer:#Hideouts:m1', editorsOnly]]);
    expect(mapsInView(player, { maps: [hash], visibility: former })[0]?.pins.map((p) => p.name)).toEqual([
      'Gate',
    ]);
  });
});
