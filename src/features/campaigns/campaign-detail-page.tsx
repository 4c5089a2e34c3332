import { Pencil } from 'lucide-react';
import { lazy, useState } from 'react';
import { Link, Route, useParams } from 'react-router';
import type { CampaignDetail } from '../../../common/domain/campaign';
import { useOwnerCalendar } from '../../data/calendars';
import { useCampaign, useToggleCampaignFavorite } from '../../data/campaigns';
import { useKindsLivingIn } from '../../data/user-kinds';
import { useDocumentTitle } from '../../lib/use-document-title';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { ContinuityButton } from '../../ui/continuity/continuity-button';
import { DetailNotFound } from '../../ui/detail-not-found';
import { DetailTabs } from '../../ui/detail-tabs';
import { FavoriteToggle } from '../../ui/favorite-toggle';
import { HistoryButton } from '../../ui/history/history-button';
import { useInlineEdit } from '../../ui/inline-edit';
import { KindSection, withKindTabs } from '../../ui/kind-slot';
import { ListPageError } from '../../ui/list-page-states';
import { LoadingBlock } from '../../ui/loading-block';
import { MentionScopeProvider } from '../../ui/mentions/mention-services';
import { PageHeader } from '../../ui/page-header';
import { ShareButton } from '../../ui/share-button';
import { SharingButtons } from '../../ui/sharing-slot';
import { WorldDateCalendarProvider } from '../../ui/world-date/owner';
import { campaignTabs } from './campaign-tabs';
import { CampaignEditForm } from './components/campaign-edit-form';
import { CampaignStatusMenu } from './components/campaign-status-menu';
import { DeleteCampaignButton } from './components/delete-campaign-button';
import { campaignPageTitle } from './model/campaign-parts';

// Each tab's code is fetched the first time the tab is shown.
const OverviewTab = lazy(() => import('./tabs/overview-tab'));
const SessionsTab = lazy(() => import('./tabs/sessions-tab'));
const CharactersTab = lazy(() => import('./tabs/characters-tab'));
const QuestsTab = lazy(() => import('./tabs/quests-tab'));
const EncountersTab = lazy(() => import('./tabs/encounters-tab'));
const LocationsTab = lazy(() => import('./tabs/locations-tab'));
const ItemsTab = lazy(() => import('./tabs/items-tab'));
const NotesTab = lazy(() => import('./tabs/notes-tab'));
const CampaignPartPage = lazy(() => import('./campaign-part-page'));

const BACK = { to: '/campaigns', label: 'Back to Campaigns' };

function UniverseBadgeLink({ campaign }: { campaign: CampaignDetail }) {
  return (
    <Link
      to={`/universes/${campaign.universeId}`}
      aria-label={`Universe: ${campaign.universe}`}
      className="rounded-full hover:underline"
    >
      <Badge tone="blue">{campaign.universe}</Badge>
    </Link>
  );
}

type CampaignViewProps = { campaign: CampaignDetail; onDeleting: (isDeleting: boolean) => void };

function CampaignView({ campaign, onDeleting }: CampaignViewProps) {
  const toggleFavorite = useToggleCampaignFavorite();
  const edit = useInlineEdit();
  const kinds = useKindsLivingIn('campaigns');
  const base = `/campaigns/${campaign.id}`;
  const kindContainer = {
    parent: 'campaigns',
    id: campaign.id,
    name: campaign.title,
    noun: 'campaign',
    href: base,
  } as const;

  const calendar = useOwnerCalendar({ ownerKind: 'campaign', ownerId: campaign.id }).data?.calendar;
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={campaign.title}
        back={BACK}
        meta={
          <>
            <FavoriteToggle
              isFavorite={campaign.isFavorite}
              itemName={campaign.title}
              onToggle={(isFavorite) => toggleFavorite.mutate({ id: campaign.id, isFavorite })}
            />
            <CampaignStatusMenu campaign={campaign} />
            <UniverseBadgeLink campaign={campaign} />
          </>
        }
        actions={
          <>
            <ShareButton />
            <SharingButtons kind="campaign" id={campaign.id} title={campaign.title} />
            <Button ref={edit.triggerRef} variant="secondary" onClick={edit.start} disabled={edit.isEditing}>
              <Pencil aria-hidden="true" />
              Edit
            </Button>
            <ContinuityButton scope="campaigns" id={campaign.id} name={campaign.title} />
            <HistoryButton recordId={campaign.id} name={campaign.title} />
            <DeleteCampaignButton campaign={campaign} onDeleting={onDeleting} />
          </>
        }
      />
      {edit.isEditing ? <CampaignEditForm campaign={campaign} onClose={edit.finish} /> : null}
      <MentionScopeProvider universeId={campaign.universeId || undefined}>
        <WorldDateCalendarProvider calendar={calendar}>
          <DetailTabs
            base={base}
            tabs={withKindTabs(campaignTabs, kinds)}
            label="Campaign sections"
            notFoundMessage="This campaign has no section at that address."
          >
            <Route index element={<OverviewTab campaign={campaign} />} />
            <Route path="sessions" element={<SessionsTab campaign={campaign} />} />
            <Route path="characters" element={<CharactersTab campaign={campaign} />} />
            <Route path="quests" element={<QuestsTab campaign={campaign} />} />
            <Route path="encounters" element={<EncountersTab campaign={campaign} />} />
            <Route path="locations" element={<LocationsTab campaign={campaign} />} />
            <Route path="items" element={<ItemsTab campaign={campaign} />} />
            <Route path="notes" element={<NotesTab campaign={campaign} />} />
            <Route path=":segment" element={<KindSection container={kindContainer} />} />
            <Route
              path=":segment/:partId"
              element={
                <KindSection container={kindContainer} fallback={<CampaignPartPage campaign={campaign} />} />
              }
            />
          </DetailTabs>
        </WorldDateCalendarProvider>
      </MentionScopeProvider>
    </div>
  );
}

export default function CampaignDetailPage() {
  const { campaignId = '', '*': subPath = '' } = useParams();
  const campaign = useCampaign(campaignId);
  // Once deleted, the campaign reads as gone while the way back to the list is taken: not "Not Found".
  const [isDeleting, setIsDeleting] = useState(false);
  useDocumentTitle(
    campaign.data
      ? campaignPageTitle(campaign.data, subPath)
      : campaign.data === null
        ? 'Campaign Not Found'
        : 'Campaign',
  );

  if (campaign.isPending) return <LoadingBlock label="Loading campaign…" className="pt-16" />;
  if (campaign.isError) return <ListPageError message={campaign.error.message} />;
  if (campaign.data === null) {
    if (isDeleting) return <LoadingBlock label="Deleting campaign…" className="pt-16" />;
    return (
      <DetailNotFound
        title="Campaign Not Found"
        message="The campaign you're looking for doesn't exist or has been removed."
        back={BACK}
        links={[BACK]}
      />
    );
  }
  return <CampaignView campaign={campaign.data} onDeleting={setIsDeleting} />;
}
