import { describe, expect, it } from 'vitest';
import type { Visibility } from '../api/sharing';
import type { LiveEvent, LiveMembership } from './live-events';
import { type LiveMapFacts, memberMapEvent } from './live-map-events';
import { layerVisibilityKind } from './shared-maps';

// A campaign's map live for its members (decision 088): a member hears "this map changed" when a pin
// they may see is written, and nothing of a pin on a GM-only layer, hidden on its own, or on a map hidden
// from them; a pin deleted or moved onto a GM-only layer is told to who saw it before (decision 098); the
// owner's events are not this rule's.

const pinWritten = (over: Partial<LiveEvent> = {}): LiveEvent => ({
  id: 1,
  ownerId: 'gm',
  table: 'parts',
  kind: 'maps/pins',
  entityId: 'pin-1',
  parentId: 'map-1',
  op: 'update',
  version: 2,
  ...over,
});
const player: LiveMembership = {
  ownerId: 'gm',
  containerKind: 'campaign',
  containerId: 'c1',
  role: 'player',
};
const editor: LiveMembership = { ...player, role: 'editor' };
const editorsOnly: Visibility = { level: 'editors', named: [] };

const facts = (layer = 'Travel'): LiveMapFacts => ({
  maps: new Map([['gm:map-1', { kind: 'campaign', id: 'c1' }]]),
  layers: new Map([['gm:pin-1', layer]]),
});
const rows = (...entries: [string, Visibility][]) => new Map(entries.map(([key, row]) => [`gm:${key}`, row]));
const mapChanged = {
  ownerId: 'gm',
  table: 'maps',
  kind: null,
  entityId: 'map-1',
  parentId: 'c1',
  op: 'update',
  version: null,
};

describe('memberMapEvent', () => {
  it('tells a player of a pin they may see as their map’s update, naming no pin', () => {
    expect(memberMapEvent('p', pinWritten(), [player], new Map(), facts())).toEqual(mapChanged);
    expect(
      memberMapEvent(
        'p',
        pinWritten({ table: 'maps', kind: null, entityId: 'map-1', parentId: 'c1' }),
        [player],
        new Map(),
        facts(),
      ),
    ).toEqual(mapChanged);
  });

  it('tells a player nothing of a GM-only layer’s pin, a hidden pin or a hidden map; an editor all of them', () => {
    const secretLayer = rows([`${layerVisibilityKind('Secret places')}:map-1`, editorsOnly]);
    const hiddenPin = rows(['maps/pins:pin-1', editorsOnly]);
    const hiddenMap = rows(['map:map-1', editorsOnly]);
    for (const [visibilities, layer] of [
      [secretLayer, 'Secret places'],
      [hiddenPin, 'Travel'],
      [hiddenMap, 'Travel'],
    ] as const) {
      expect(memberMapEvent('p', pinWritten(), [player], visibilities, facts(layer))).toBeNull();
      expect(memberMapEvent('e', pinWritten(), [editor], visibilities, facts(layer))).toEqual(mapChanged);
    }
  });

  it('tells nothing of a pin deleted since, a map of another container, or to someone not a member', () => {
    const gone: LiveMapFacts = { maps: facts().maps, layers: new Map() };
    expect(memberMapEvent('p', pinWritten({ op: 'delete' }), [player], new Map(), gone)).toBeNull();
    const elsewhere: LiveMapFacts = {
      ...facts(),
      maps: new Map([['gm:map-1', { kind: 'campaign', id: 'c2' }]]),
    };
    expect(memberMapEvent('p', pinWritten(), [player], new Map(), elsewhere)).toBeNull();
    expect(memberMapEvent('x', pinWritten(), [], new Map(), facts())).toBeNull();
  });

  it('tells who saw a pin that it went: deleted, or moved onto a GM-only layer, by the map alone', () => {
    const secretLayer = rows([`${layerVisibilityKind('Secret places')}:map-1`, editorsOnly]);
    const gone: LiveMapFacts = { maps: facts().maps, layers: new Map() };
    const deleted = pinWritten({ op: 'delete', version: null, wasLayer: 'Travel' });
    expect(memberMapEvent('p', deleted, [player], secretLayer, gone)).toEqual(mapChanged);
    const hidden = pinWritten({ wasLayer: 'Travel' });
    const told = memberMapEvent('p', hidden, [player], secretLayer, facts('Secret places'));
    // The same map update as any other: no pin, no layer, not where it went.
    expect(told).toEqual(mapChanged);
    expect(JSON.stringify(told)).not.toMatch(/Secret|Travel|pin-1/);
  });

  it('tells no one who never saw it: a GM-only layer’s pin deleted or moved between hidden layers, a hidden pin deleted', () => {
    const secretLayers = rows(
      [`${layerVisibilityKind('Secret places')}:map-1`, editorsOnly],
      [`${layerVisibilityKind('Lairs')}:map-1`, editorsOnly],
    );
    const gone: LiveMapFacts = { maps: facts().maps, layers: new Map() };
    const deletedSecret = pinWritten({ op: 'delete', wasLayer: 'Secret places' });
    expect(memberMapEvent('p', deletedSecret, [player], secretLayers, gone)).toBeNull();
    expect(memberMapEvent('e', deletedSecret, [editor], secretLayers, gone)).toEqual(mapChanged);
    const betweenHidden = pinWritten({ wasLayer: 'Lairs' });
    expect(memberMapEvent('p', betweenHidden, [player], secretLayers, facts('Secret places'))).toBeNull();
    const hiddenPin = rows(['maps/pins:pin-1', editorsOnly]);
    const deletedHidden = pinWritten({ op: 'delete', wasLayer: 'Travel' });
    expect(memberMapEvent('p', deletedHidden, [player], hiddenPin, gone)).toBeNull();
  });

  it('leaves the owner’s events and events of other tables to the other rules', () => {
    expect(memberMapEvent('gm', pinWritten(), [], new Map(), facts())).toBeUndefined();
    expect(
      memberMapEvent(
        'p',
        pinWritten({ kind: 'campaigns/quests', parentId: 'c1' }),
        [player],
        new Map(),
        facts(),
      ),
    ).toBeUndefined();
  });
});
