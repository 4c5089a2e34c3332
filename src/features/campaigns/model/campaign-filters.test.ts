import { describe, expect, it } from 'vitest';
import {
  type CampaignFilter,
  campaignFilterOptions,
  emptyCampaignsMessage,
  visibleCampaigns,
} from './campaign-filters';

const campaigns = [
  { title: 'The Cinder Road', universe: 'The Emberreach', status: 'active', isFavorite: true },
  { title: 'Stormglass Regatta', universe: 'Tidewell Expanse', status: 'planning', isFavorite: false },
  { title: 'Gaslight Syndicate', universe: 'Lanternfall', status: 'completed', isFavorite: false },
  { title: 'Frostmarch Vigil', universe: 'The Emberreach', status: 'active', isFavorite: false },
] as const;

const titles = (term: string, filter: CampaignFilter) =>
  visibleCampaigns(campaigns, term, filter).map((campaign) => campaign.title);

describe('campaign search', () => {
  it('matches the title, ignoring case', () => {
    expect(titles('REGATTA', 'all')).toEqual(['Stormglass Regatta']);
  });

  it("matches the universe's name", () => {
    expect(titles('emberreach', 'all')).toEqual(['The Cinder Road', 'Frostmarch Vigil']);
  });

  it('matches a substring in the middle of a word', () => {
    expect(titles('light', 'all')).toEqual(['Gaslight Syndicate']);
  });

  it('does not match the description or status', () => {
    expect(titles('active', 'all')).toEqual([]);
  });

  it('shows everything for a blank term', () => {
    expect(titles('   ', 'all')).toHaveLength(4);
  });
});

describe('campaign filters', () => {
  it('offers the spec options in its order and wording', () => {
    expect(campaignFilterOptions.map((option) => option.label)).toEqual([
      'All Campaigns',
      'Favorites',
      'Planning',
      'Active',
      'Completed',
    ]);
  });

  it('All Campaigns keeps every campaign in its order', () => {
    expect(titles('', 'all')).toEqual([
      'The Cinder Road',
      'Stormglass Regatta',
      'Gaslight Syndicate',
      'Frostmarch Vigil',
    ]);
  });

  it('Favorites keeps only favorites', () => {
    expect(titles('', 'favorites')).toEqual(['The Cinder Road']);
  });

  it('Planning, Active and Completed keep that status only', () => {
    expect(titles('', 'planning')).toEqual(['Stormglass Regatta']);
    expect(titles('', 'active')).toEqual(['The Cinder Road', 'Frostmarch Vigil']);
    expect(titles('', 'completed')).toEqual(['Gaslight Syndicate']);
  });

  it('combines with the search: both must match', () => {
    expect(titles('frost', 'active')).toEqual(['Frostmarch Vigil']);
    expect(titles('frost', 'favorites')).toEqual([]);
  });
});

describe('emptyCampaignsMessage', () => {
  it('uses the spec wording with the term for a search', () => {
    expect(emptyCampaignsMessage('  dragons ', 'all')).toBe('No campaigns matching "dragons"');
  });

  it('names the filter when only a filter empties the list', () => {
    expect(emptyCampaignsMessage('', 'completed')).toBe('No campaigns in Completed');
    expect(emptyCampaignsMessage('', 'all')).toBe('No campaigns yet');
  });
});
