import { Pencil } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { Link, Route, Routes, useParams } from 'react-router';
import { useToggleUniverseFavorite, useUniverse } from '../../data/universes';
import { useDocumentTitle } from '../../lib/use-document-title';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { FavoriteToggle } from '../../ui/favorite-toggle';
import { ListPageError } from '../../ui/list-page-states';
import { PageHeader } from '../../ui/page-header';
import { ShareButton } from '../../ui/share-button';
import { Spinner } from '../../ui/spinner';
import { TabLinks } from '../../ui/tab-links';
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

function UniverseNotFound() {
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Universe Not Found"
        description="The universe you're looking for doesn't exist or has been removed."
      />
      <Button asChild variant="secondary" className="w-fit">
        <Link to="/universes">Back to Universes</Link>
      </Button>
    </div>
  );
}

function TabNotFound({ base }: { base: string }) {
  return (
    <EmptyState
      title="Section not found"
      description="This universe has no section at that address."
      action={
        <Button asChild variant="secondary">
          <Link to={base}>Go to Overview</Link>
        </Button>
      }
    />
  );
}

export default function UniverseDetailPage() {
  const { universeId = '' } = useParams();
  const universe = useUniverse(universeId);
  const toggleFavorite = useToggleUniverseFavorite();
  const [isEditing, setIsEditing] = useState(false);
  const editButtonRef = useRef<HTMLButtonElement>(null);
  useDocumentTitle(
    universe.data ? universe.data.name : universe.data === null ? 'Universe Not Found' : 'Universe',
  );

  if (universe.isPending) {
    return (
      <div className="flex justify-center pt-16">
        <Spinner label="Loading universe…" />
      </div>
    );
  }
  if (universe.isError) return <ListPageError message={universe.error.message} />;
  if (universe.data === null) return <UniverseNotFound />;

  const data = universe.data;
  const base = `/universes/${data.id}`;

  function finishEditing() {
    setIsEditing(false);
    // The Edit button comes back after this render; return focus to it as a dialog would.
    requestAnimationFrame(() => editButtonRef.current?.focus());
  }

  return (
    <div className="flex flex-col gap-6">
      {isEditing ? (
        <div className="flex flex-col gap-3">
          <PageHeader title="Edit Universe" back={{ to: '/universes', label: 'Back to Universes' }} />
          <UniverseEditForm
            universeId={data.id}
            initial={{ name: data.name, description: data.description }}
            onDone={finishEditing}
          />
        </div>
      ) : (
        <PageHeader
          title={data.name}
          back={{ to: '/universes', label: 'Back to Universes' }}
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
              <Button ref={editButtonRef} variant="secondary" onClick={() => setIsEditing(true)}>
                <Pencil aria-hidden="true" />
                Edit
              </Button>
            </>
          }
        />
      )}
      <TabLinks base={base} tabs={universeTabs} label="Universe sections" />
      <Suspense
        fallback={
          <div className="flex justify-center pt-8">
            <Spinner label="Loading section…" />
          </div>
        }
      >
        <Routes>
          <Route index element={<OverviewTab universe={data} />} />
          <Route path="worlds" element={<WorldsTab universe={data} />} />
          <Route path="locations" element={<LocationsTab universe={data} />} />
          <Route path="time-periods" element={<TimePeriodsTab universe={data} />} />
          <Route path="magic-systems" element={<MagicSystemsTab universe={data} />} />
          <Route path="factions" element={<FactionsTab universe={data} />} />
          <Route path="cultures" element={<CulturesTab universe={data} />} />
          <Route path="characters" element={<CharactersTab universe={data} />} />
          <Route path="technology" element={<TechnologyTab universe={data} />} />
          <Route path="races" element={<RacesTab universe={data} />} />
          <Route path="items" element={<ItemsTab universe={data} />} />
          <Route path="lore" element={<LoreTab universe={data} />} />
          <Route path="*" element={<TabNotFound base={base} />} />
        </Routes>
      </Suspense>
    </div>
  );
}
