import { describe, expect, it } from 'vitest';
import type { Campaign } from '../../../../common/domain/campaign';
import type { Novel } from '../../../../common/domain/novel';
import type { Universe } from '../../../../common/domain/universe';
import { favoriteProjects, recentActivity } from './workspace-entries';

const novel = (id: string, lastUpdated: string, isFavorite = false): Novel => ({
  id,
  title: `Novel ${id}`,
  status: 'draft',
  wordCount: 1000,
  lastUpdated,
  coverUrl: '',
  description: '',
  isFavorite,
});
const universe = (id: string, lastUpdated: string, isFavorite = false): Universe => ({
  id,
  name: `Universe ${id}`,
  description: '',
  worldCount: 0,
  lastUpdated,
  imageUrl: '',
  isFavorite,
});
const campaign = (id: string, lastUpdated: string, isFavorite = false): Campaign => ({
  id,
  title: `Campaign ${id}`,
  status: 'active',
  universeId: 'u',
  universe: 'U',
  description: '',
  lastUpdated,
  sessionsCount: 0,
  nextSessionDate: null,
  coverUrl: '',
  isFavorite,
});

const lists = {
  novels: [novel('n1', '2026-11-01T00:00:00Z', true), novel('n2', '2026-11-20T00:00:00Z')],
  universes: [universe('u1', '2026-11-10T00:00:00Z', true)],
  campaigns: [campaign('c1', '2026-11-15T00:00:00Z'), campaign('c2', '2026-10-01T00:00:00Z', true)],
};

describe('recentActivity', () => {
  it('mixes every kind of project, most recently updated first, with links to each', () => {
    expect(recentActivity(lists).map((e) => [e.title, e.href])).toEqual([
      ['Novel n2', '/novels/n2'],
      ['Campaign c1', '/campaigns/c1'],
      ['Universe u1', '/universes/u1'],
      ['Novel n1', '/novels/n1'],
      ['Campaign c2', '/campaigns/c2'],
    ]);
  });
});

describe('favoriteProjects', () => {
  it('keeps only favorites of each kind', () => {
    expect(favoriteProjects(lists).map((e) => `${e.type}:${e.id}`)).toEqual([
      'universe:u1',
      'novel:n1',
      'campaign:c2',
    ]);
  });

  it('is empty when nothing is a favorite', () => {
    expect(
      favoriteProjects({ novels: [novel('n', '2026-01-01T00:00:00Z')], universes: [], campaigns: [] }),
    ).toEqual([]);
  });
});
