import { Pencil } from 'lucide-react';
import { lazy } from 'react';
import { Route, useParams } from 'react-router';
import { useOwnerCalendar } from '../../data/calendars';
import { useDeleteUniverse, useToggleUniverseFavorite, useUniverse } from '../../data/universes';
import { useKindsLivingIn } from '../../data/user-kinds';
import { useDocumentTitle } from '../../lib/use-document-title';
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
import { UniverseDeleteButton } from './components/universe-delete-button';
import { universePageTitle } from './model/universe-parts';
import { UniverseEditForm } from './universe-edit-form';
import { universeTabs } from './universe-tabs';

// Each tab's code loads only when the tab is first shown.
const OverviewTab = lazy(() => import('./tabs/overview-tab').then((m) => ({ default: m.OverviewTab })));
const WorldsTab = lazy(() => import('./tabs/worlds-tab').then((m) => ({ default: m.WorldsTab })));
const LocationsTab = lazy(() => import('./tabs/locations-tab').then((m) => ({ default: m.LocationsTab })));
const TimePeriodsTab = lazy(() => import('./tabs/parts-tabs').then((m) => ({ default: m.TimePeriodsTab })));
const MagicSystemsTab = lazy(() => import('./tabs/parts-tabs').then((m) => ({ default: m.MagicSystemsTab })));
const FactionsTab = lazy(() => import('./tabs/parts-tabs').then((m) => ({ default: m.FactionsTab })));
const CulturesTab = lazy(() => import('./tabs/parts-tabs').then((m) => ({ default: m.CulturesTab })));
const CharactersTab = lazy(() => import('./tabs/characters-tab').then((m) => ({ default: m.CharactersTab })));
const TechnologyTab = lazy(() => import('./tabs/parts-tabs').then((m) => ({ default: m.TechnologyTab })));
const RacesTab = lazy(() => import('./tabs/races-tab').then((m) => ({ default: m.RacesTab })));
const ItemsTab = lazy(() => import('./tabs/items-tab').then((m) => ({ default: m.ItemsTab })));
const LoreTab = lazy(() => import('./tabs/lore-tab').then((m) => ({ default: m.LoreTab })));
const UniversePartPage = lazy(() => import('./universe-part-page'));
const UniverseCharacterPage = lazy(() => import('./universe-character-page'));

const backToUniverses = { to: '/universes', label: 'Back to Universes' };

export default function UniverseDetailPage() {
  const { universeId = '', '*': subPath = '' } = useParams();
  const universe = useUniverse(universeId);
  const toggleFavorite = useToggleUniverseFavorite();
  const remove = useDeleteUniverse();
  const edit = useInlineEdit();
  const kinds = useKindsLivingIn('universes');
  const calendar = useOwnerCalendar({ ownerKind: 'universe', ownerId: universeId }).data?.calendar;
  // Once deleted, the universe reads as not found until the list page takes over: say what is happening.
  const isLeaving = remove.isPending || remove.isSuccess;
  useDocumentTitle(
    universe.data
      ? universePageTitle(universe.data, subPath)
      : universe.data === null && !isLeaving
        ? 'Universe Not Found'
        : 'Universe',
  );

  if (universe.isPending) return <LoadingBlock label="Loading universe…" className="pt-16" />;
  if (universe.data === null && isLeaving) {
    return <LoadingBlock label="Deleting universe…" className="pt-16" />;
  }
  if (universe.isError) return <ListPageError message={universe.error.message} />;
  if (universe.data === null) {
    return (
      <DetailNotFound
        title="Universe Not Found"
        message="The universe you're looking for doesn't exist or has been removed."
        links={[backToUniverses]}
      />
    );
  }

  const data = universe.data;
  const base = `/universes/${data.id}`;
  const kindContainer = {
    parent: 'universes',
    id: data.id,
    name: data.name,
    noun: 'universe',
    href: base,
  } as const;

  return (
    <div className="flex flex-col gap-6">
      {edit.isEditing ? (
        <div className="flex flex-col gap-3">
          <PageHeader title="Edit Universe" back={backToUniverses} />
          <UniverseEditForm
            universeId={data.id}
            initial={{ name: data.name, description: data.description }}
            onDone={edit.finish}
          />
        </div>
      ) : (
        <PageHeader
          title={data.name}
          back={backToUniverses}
          description={<span className="line-clamp-2 max-w-3xl">{data.description}</span>}
          meta={
            <FavoriteToggle
              isFavorite={data.isFavorite}
              itemName={data.name}
              onToggle={(isFavorite) => toggleFavorite.mutate({ id: data.id, isFavorite })}
            />
          }
          actions={
            <>
              <ShareButton />
              <SharingButtons kind="universe" id={data.id} title={data.name} />
              <Button ref={edit.triggerRef} variant="secondary" onClick={edit.start}>
                <Pencil aria-hidden="true" />
                Edit
              </Button>
              <ContinuityButton scope="universes" id={data.id} name={data.name} />
              <HistoryButton recordId={data.id} name={data.name} />
              <UniverseDeleteButton universe={data} onDelete={() => remove.mutateAsync(data.id)} />
            </>
          }
        />
      )}
      <MentionScopeProvider universeId={data.id}>
        <WorldDateCalendarProvider calendar={calendar}>
          <DetailTabs
            base={base}
            tabs={withKindTabs(universeTabs, kinds)}
            label="Universe sections"
            notFoundMessage="This universe has no section at that address."
          >
            <Route index element={<OverviewTab universe={data} />} />
            <Route path="worlds" element={<WorldsTab universe={data} />} />
            <Route path="locations" element={<LocationsTab universe={data} />} />
            <Route path="time-periods" element={<TimePeriodsTab universe={data} />} />
            <Route path="magic-systems" element={<MagicSystemsTab universe={data} />} />
            <Route path="factions" element={<FactionsTab universe={data} />} />
            <Route path="cultures" element={<CulturesTab universe={data} />} />
            <Route path="characters" element={<CharactersTab universe={data} />} />
            <Route path="characters/:characterId" element={<UniverseCharacterPage universe={data} />} />
            <Route path="technology" element={<TechnologyTab universe={data} />} />
            <Route path="races" element={<RacesTab universe={data} />} />
            <Route path="items" element={<ItemsTab universe={data} />} />
            <Route path="lore" element={<LoreTab universe={data} />} />
            <Route path=":segment" element={<KindSection container={kindContainer} />} />
            <Route
              path=":segment/:partId"
              element={
                <KindSection container={kindContainer} fallback={<UniversePartPage universe={data} />} />
              }
            />
          </DetailTabs>
        </WorldDateCalendarProvider>
      </MentionScopeProvider>
    </div>
  );
}
