import { describe, expect, it } from 'vitest';
import type { World } from '../../../../common/domain/world';
import { isTabCurrent } from '../../../ui/tab-links';
import { worldTabs } from '../world-tabs';
import { isWorldSegment, worldHref, worldPageTitle, worldSegments, worldTabOf } from './world-parts';

const world = {
  id: 'w-1',
  universeId: 'u-1',
  name: 'The Green',
  factions: [{ id: 'f-1', name: 'Wardens', description: '' }],
  lore: [{ id: 'l-1', title: 'The Oak', category: '', content: '' }],
} as unknown as World;

describe('world parts', () => {
  it('names the data API’s lists; creatures sit on the Fauna & Flora tab', () => {
    expect(worldSegments).toContain('creatures');
    expect(isWorldSegment('fauna-flora')).toBe(false);
    expect(isWorldSegment('locations')).toBe(false);
    expect(worldTabOf.creatures).toEqual({ path: 'fauna-flora', label: 'Fauna & Flora' });
    expect(worldTabOf['magic-systems'].label).toBe('Magic');
  });

  it('marks a part’s tab current on its own page, and only that tab', () => {
    const base = worldHref(world);
    for (const segment of worldSegments) {
      const current = worldTabs.filter((tab) => isTabCurrent(`${base}/${segment}/p-1`, base, tab));
      expect(current.map((tab) => tab.path)).toEqual([worldTabOf[segment].path]);
    }
  });

  it('builds the addresses of the world, a tab and a part', () => {
    expect(worldHref(world)).toBe('/universes/u-1/worlds/w-1');
    expect(worldHref(world, '')).toBe('/universes/u-1/worlds/w-1');
    expect(worldHref(world, 'lore', 'l-1')).toBe('/universes/u-1/worlds/w-1/lore/l-1');
  });

  it('titles a part’s page with the part’s name first', () => {
    expect(worldPageTitle(world, '')).toBe('The Green');
    expect(worldPageTitle(world, 'factions')).toBe('The Green');
    expect(worldPageTitle(world, 'factions/f-1')).toBe('Wardens · The Green');
    expect(worldPageTitle(world, 'lore/l-1')).toBe('The Oak · The Green');
    expect(worldPageTitle(world, 'factions/nope')).toBe('Faction Not Found · The Green');
    expect(worldPageTitle(world, 'dragons/d-1')).toBe('The Green');
  });
});
