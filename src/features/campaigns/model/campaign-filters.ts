import type { Campaign } from '../../../../common/domain/campaign';
import { matchesSearch } from '../../../lib/text-search';
import type { FilterOption } from '../../../ui/list-toolbar';

export const campaignFilters = ['all', 'favorites', 'planning', 'active', 'completed'] as const;
export type CampaignFilter = (typeof campaignFilters)[number];

/** The Filter menu's options, labelled as the spec names them. */
export const campaignFilterOptions: ReadonlyArray<FilterOption<CampaignFilter>> = [
  { value: 'all', label: 'All Campaigns' },
  { value: 'favorites', label: 'Favorites' },
  { value: 'planning', label: 'Planning' },
  { value: 'active', label: 'Active' },
  { value: 'completed', label: 'Completed' },
];

type FilterableCampaign = Pick<Campaign, 'title' | 'universe' | 'status' | 'isFavorite'>;

export function matchesCampaignFilter(campaign: FilterableCampaign, filter: CampaignFilter): boolean {
  switch (filter) {
    case 'all':
      return true;
    case 'favorites':
      return campaign.isFavorite;
    case 'planning':
    case 'active':
    case 'completed':
      return campaign.status === filter;
  }
}

/** The spec's campaign search: title or universe name, case-insensitive substring. */
export function matchesCampaignSearch(campaign: FilterableCampaign, term: string): boolean {
  return matchesSearch(term, [campaign.title, campaign.universe]);
}

/** The campaigns the list shows: both the search and the filter must match; the order is kept. */
export function visibleCampaigns<T extends FilterableCampaign>(
  campaigns: readonly T[],
  term: string,
  filter: CampaignFilter,
): T[] {
  return campaigns.filter(
    (campaign) => matchesCampaignFilter(campaign, filter) && matchesCampaignSearch(campaign, term),
  );
}

/** What an empty list says: the spec's wording for a search, a plainer one for a filter alone. */
export function emptyCampaignsMessage(term: string, filter: CampaignFilter): string {
  const trimmed = term.trim();
  if (trimmed !== '') return `No campaigns matching "${trimmed}"`;
  if (filter === 'all') return 'No campaigns yet';
  const label = campaignFilterOptions.find((option) => option.value === filter)?.label ?? filter;
  return `No campaigns in ${label}`;
}
