import { describe, expect, it } from 'vitest';
import { entityPath } from './entity-path';

describe('entityPath', () => {
  it('leads to a record page', () => {
    expect(entityPath({ kind: 'novel', id: 'n-1', name: 'A' })).toBe('/novels/n-1');
    expect(entityPath({ kind: 'world', id: 'w-1', name: 'A', universeId: 'u-1' })).toBe(
      '/universes/u-1/worlds/w-1',
    );
    expect(entityPath({ kind: 'location', id: 'l-1', name: 'A', parentId: 'w-1', universeId: 'u-1' })).toBe(
      '/universes/u-1/worlds/w-1/locations/l-1',
    );
    expect(entityPath({ kind: 'character', id: 'ch-mira', name: 'Mira', universeId: 'u-e' })).toBe(
      '/universes/u-e/characters/ch-mira',
    );
    expect(entityPath({ kind: 'event', id: 'e-1', name: 'A', parentId: 't-1' })).toBe('/timelines/t-1');
  });

  it('leads to a part page under its record', () => {
    expect(entityPath({ kind: 'novels/chapters', id: 'c 1', name: 'A', parentId: 'n-1' })).toBe(
      '/novels/n-1/chapters/c%201',
    );
    expect(
      entityPath({ kind: 'worlds/settlements', id: 's-1', name: 'A', parentId: 'w-1', universeId: 'u-1' }),
    ).toBe('/universes/u-1/worlds/w-1/settlements/s-1');
    expect(entityPath({ kind: 'campaigns/quests', id: 'q-1', name: 'A', parentId: 'c-1' })).toBe(
      '/campaigns/c-1/quests/q-1',
    );
  });

  it('has no page for what belongs nowhere', () => {
    expect(entityPath({ kind: 'character', id: 'ch-1', name: 'A' })).toBeUndefined();
    expect(entityPath({ kind: 'worlds/lore', id: 'x', name: 'A', parentId: 'w-1' })).toBeUndefined();
  });
});
