import { describe, expect, it } from 'vitest';
import type { EntitySummary } from '../../common/workspace/entities';
import { entityPath } from './entity-path';

const at = (summary: Omit<EntitySummary, 'name'>) => entityPath({ name: 'Any', ...summary });

describe('entityPath', () => {
  it('opens a record’s own page', () => {
    expect(at({ kind: 'novel', id: 'n-1' })).toBe('/novels/n-1');
    expect(at({ kind: 'universe', id: 'u-1' })).toBe('/universes/u-1');
    expect(at({ kind: 'campaign', id: 'c-1', universeId: 'u-1' })).toBe('/campaigns/c-1');
    expect(at({ kind: 'timeline', id: 't-1' })).toBe('/timelines/t-1');
  });

  it('places worlds, locations and a universe’s characters under their universe', () => {
    expect(at({ kind: 'world', id: 'w-1', universeId: 'u-1' })).toBe('/universes/u-1/worlds/w-1');
    expect(at({ kind: 'location', id: 'l-1', parentId: 'w-1', universeId: 'u-1' })).toBe(
      '/universes/u-1/worlds/w-1/locations/l-1',
    );
    expect(at({ kind: 'character', id: 'ch-1', universeId: 'u-1' })).toBe('/universes/u-1/characters/ch-1');
  });

  it('opens an event on its timeline', () => {
    expect(at({ kind: 'event', id: 'e-1', parentId: 't-1' })).toBe('/timelines/t-1');
  });

  it('opens a part under its record, a world’s part under the world’s universe', () => {
    expect(at({ kind: 'novels/chapters', id: 'c-1', parentId: 'n-1' })).toBe('/novels/n-1/chapters/c-1');
    expect(at({ kind: 'campaigns/quests', id: 'q-1', parentId: 'c-1' })).toBe('/campaigns/c-1/quests/q-1');
    expect(at({ kind: 'universes/magic-systems', id: 'm-1', parentId: 'u-1' })).toBe(
      '/universes/u-1/magic-systems/m-1',
    );
    expect(at({ kind: 'worlds/lore', id: 'l-1', parentId: 'w-1', universeId: 'u-1' })).toBe(
      '/universes/u-1/worlds/w-1/lore/l-1',
    );
  });

  it('opens a thing of a kind of your own under its container, in each home a kind may have (decision 085)', () => {
    expect(at({ kind: 'universes/k-rel', id: 't-1', parentId: 'u-1' })).toBe('/universes/u-1/k-rel/t-1');
    expect(at({ kind: 'worlds/k-rel', id: 't-1', parentId: 'w-1', universeId: 'u-1' })).toBe(
      '/universes/u-1/worlds/w-1/k-rel/t-1',
    );
    expect(at({ kind: 'campaigns/k-rel', id: 't-1', parentId: 'c-1' })).toBe('/campaigns/c-1/k-rel/t-1');
    expect(at({ kind: 'novels/k-rel', id: 't-1', parentId: 'n-1' })).toBe('/novels/n-1/k-rel/t-1');
  });

  it('opens an item’s own page, and a character of no universe on its own page (decision 061)', () => {
    expect(at({ kind: 'item', id: 'i-1', universeId: 'u-1' })).toBe('/items/i-1');
    expect(at({ kind: 'item', id: 'i 2' })).toBe('/items/i%202');
    expect(at({ kind: 'character', id: 'ch-1' })).toBe('/characters/ch-1');
    expect(at({ kind: 'character', id: 'ch-1', universeId: 'u-1' })).toBe('/universes/u-1/characters/ch-1');
  });

  it('falls back to References for what cannot be placed', () => {
    expect(at({ kind: 'world', id: 'w-1' })).toBe('/reference');
    expect(at({ kind: 'worlds/lore', id: 'l-1', parentId: 'w-1' })).toBe('/reference');
    expect(at({ kind: 'event', id: 'e-1' })).toBe('/reference');
  });

  it('encodes ids', () => {
    expect(at({ kind: 'novel', id: 'a/b c' })).toBe('/novels/a%2Fb%20c');
  });
});
