import { Plus, SearchX, Swords } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { Campaign } from '../../../common/domain/campaign';
import { useCampaigns, useToggleCampaignFavorite } from '../../data/campaigns';
import { useDocumentTitle } from '../../lib/use-document-title';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { ListPageError, ListPageSkeleton, listGridClassName } from '../../ui/list-page-states';
import { ListToolbar } from '../../ui/list-toolbar';
import { PageHeader } from '../../ui/page-header';
import type { ViewMode } from '../../ui/view-toggle';
import { CampaignCard, CampaignRow } from './components/campaign-card';
import {
  type CampaignFilter,
  campaignFilterOptions,
  emptyCampaignsMessage,
  visibleCampaigns,
} from './model/campaign-filters';

function NewCampaignButton({ isDisabled }: { isDisabled: boolean }) {
  // A disabled link is not a thing; while the list has failed the action is a disabled button instead.
  if (isDisabled) {
    return (
      <Button disabled>
        <Plus aria-hidden="true" />
        New Campaign
      </Button>
    );
  }
  return (
    <Button asChild>
      <Link to="/campaigns/new">
        <Plus aria-hidden="true" />
        New Campaign
      </Link>
    </Button>
  );
}

export default function CampaignsPage() {
  useDocumentTitle('Campaigns');
  const campaigns = useCampaigns();
  const toggleFavorite = useToggleCampaignFavorite();
  const [term, setTerm] = useState('');
  const [filter, setFilter] = useState<CampaignFilter>('all');
  const [view, setView] = useState<ViewMode>('grid');

  const handleToggleFavorite = (campaign: Campaign, isFavorite: boolean) =>
    toggleFavorite.mutate({ id: campaign.id, isFavorite });

  function renderList() {
    if (campaigns.isPending) return <ListPageSkeleton label="Loading campaigns…" />;
    if (campaigns.isError) return <ListPageError message={campaigns.error.message} />;
    const shown = visibleCampaigns(campaigns.data, term, filter);
    if (shown.length === 0) {
      const isSearching = term.trim() !== '';
      return (
        <EmptyState
          icon={isSearching ? <SearchX /> : <Swords />}
          title={emptyCampaignsMessage(term, filter)}
          description={
            isSearching
              ? "Try another word from a campaign's title or its universe's name."
              : filter === 'all'
                ? 'Start a campaign to plan its sessions, quests and encounters.'
                : 'Choose All Campaigns in the Filter menu to see every campaign.'
          }
          {...(!isSearching && filter === 'all' ? { action: <NewCampaignButton isDisabled={false} /> } : {})}
        />
      );
    }
    return view === 'grid' ? (
      <ul aria-label="Campaigns" className={listGridClassName}>
        {shown.map((campaign) => (
          <li key={campaign.id}>
            <CampaignCard campaign={campaign} onToggleFavorite={handleToggleFavorite} />
          </li>
        ))}
      </ul>
    ) : (
      <ul aria-label="Campaigns" className="flex flex-col gap-2">
        {shown.map((campaign) => (
          <li key={campaign.id}>
            <CampaignRow campaign={campaign} onToggleFavorite={handleToggleFavorite} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Campaigns"
        description="Plan sessions, track your party, quests and encounters."
        actions={<NewCampaignButton isDisabled={campaigns.isError} />}
      />
      <ListToolbar
        search={{
          label: 'Search campaigns',
          placeholder: 'Search campaigns...',
          value: term,
          onValueChange: setTerm,
        }}
        filter={{ options: campaignFilterOptions, value: filter, onChange: setFilter }}
        view={{ value: view, onChange: setView }}
      />
      {renderList()}
    </div>
  );
}
