import { describe, expect, it } from 'vitest';
import { emptyUniverseParts } from '../../../../common/domain/new-record-defaults';
import type { UniverseDetail } from '../../../../common/domain/universe';
import { isTabCurrent } from '../../../ui/tab-links';
import { universeTabs } from '../universe-tabs';
import {
  isUniverseSegment,
  universePageTitle,
  universePartDefaults,
  universePartHref,
  universePartsAt,
  universeSegments,
  universeSegmentTabs,
} from './universe-parts';

const universe = {
  id: 'u-1',
  name: 'The Reach',
  description: '',
  worldCount: 0,
  lastUpdated: '2026-11-01T10:00:00.000Z',
  imageUrl: '',
  isFavorite: false,
  ...emptyUniverseParts(),
  lore: [{ id: 'l-1', title: 'The Night', category: 'Myth', era: '', content: '' }],
  technologies: [{ id: 't-1', name: 'Forges', description: '', advancement: 'Rare' }],
  worlds: [],
  novels: [],
  campaigns: [],
} satisfies UniverseDetail;

describe('universe parts', () => {
  it('knows the part lists by their data API names, and nothing else', () => {
    expect(isUniverseSegment('technologies')).toBe(true);
    expect(isUniverseSegment('technology')).toBe(false);
    expect(isUniverseSegment('worlds')).toBe(false);
    expect(isUniverseSegment('characters')).toBe(false);
  });

  it('finds the tab of a segment whose route differs from it', () => {
    expect(universeSegmentTabs.technologies).toEqual({ path: 'technology', label: 'Technology' });
  });

  it('marks a part’s tab current on its own page, and only that tab', () => {
    for (const segment of universeSegments) {
      const current = universeTabs.filter((tab) =>
        isTabCurrent(`/universes/u-1/${segment}/p-1`, '/universes/u-1', tab),
      );
      expect(current.map((tab) => tab.path)).toEqual([universeSegmentTabs[segment].path]);
    }
  });

  it('reads the list at a segment and addresses its parts', () => {
    expect(universePartsAt(universe, 'technologies').map((part) => part.id)).toEqual(['t-1']);
    expect(universePartHref('u-1', 'technologies', 't-1')).toBe('/universes/u-1/technologies/t-1');
  });

  it('starts a new part with every required choice filled', () => {
    expect(universePartDefaults('technologies')).toEqual({ advancement: 'Common' });
    expect(universePartDefaults('items')).toEqual({ rarity: 'common' });
    expect(universePartDefaults('factions')).toEqual({});
  });

  it('titles a part’s page with its name first, and an unknown one as not found', () => {
    expect(universePageTitle(universe, '')).toBe('The Reach');
    expect(universePageTitle(universe, 'factions')).toBe('The Reach');
    expect(universePageTitle(universe, 'lore/l-1')).toBe('The Night · The Reach');
    expect(universePageTitle(universe, 'technologies/nope')).toBe('Technology Not Found · The Reach');
    expect(universePageTitle(universe, 'worlds/w-1')).toBe('The Reach');
  });
});
