import { SearchX, Swords } from 'lucide-react';
import type { Campaign } from '../../../common/domain/campaign';
import { useCampaigns, useToggleCampaignFavorite } from '../../data/campaigns';
import { useDocumentTitle } from '../../lib/use-document-title';
import { EmptyState } from '../../ui/empty-state';
import { ListResults } from '../../ui/list-results';
import { ListToolbar, useListControls } from '../../ui/list-toolbar';
import { NewLinkButton } from '../../ui/new-link-button';
import { PageHeader } from '../../ui/page-header';
import { CampaignCard, CampaignRow } from './components/campaign-card';
import {
  type CampaignFilter,
  campaignFilterOptions,
  emptyCampaignsMessage,
  visibleCampaigns,
} from './model/campaign-filters';

function NewCampaignButton({ isDisabled }: { isDisabled: boolean }) {
  return <NewLinkButton to="/campaigns/new" label="New Campaign" isDisabled={isDisabled} />;
}

export default function CampaignsPage() {
  useDocumentTitle('Campaigns');
  const campaigns = useCampaigns();
  const toggleFavorite = useToggleCampaignFavorite();
  const { term, setTerm, filter, setFilter, view, setView } = useListControls<CampaignFilter>('all');

  const handleToggleFavorite = (campaign: Campaign, isFavorite: boolean) =>
    toggleFavorite.mutate({ id: campaign.id, isFavorite });

  const shown = campaigns.data ? visibleCampaigns(campaigns.data, term, filter) : [];
  const isSearching = term.trim() !== '';

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
      <ListResults
        query={campaigns}
        loadingLabel="Loading campaigns…"
        label="Campaigns"
        items={shown}
        view={view}
        renderCard={(campaign) => (
          <CampaignCard campaign={campaign} onToggleFavorite={handleToggleFavorite} />
        )}
        renderRow={(campaign) => <CampaignRow campaign={campaign} onToggleFavorite={handleToggleFavorite} />}
        empty={
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
            {...(!isSearching && filter === 'all'
              ? { action: <NewCampaignButton isDisabled={false} /> }
              : {})}
          />
        }
      />
    </div>
  );
}
