import { Pencil } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { Link, Navigate, Route, Routes, useParams } from 'react-router';
import type { World } from '../../../common/domain/world';
import { useWorld } from '../../data/worlds';
import { useDocumentTitle } from '../../lib/use-document-title';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { ListPageError } from '../../ui/list-page-states';
import { PageHeader } from '../../ui/page-header';
import { Spinner } from '../../ui/spinner';
import { TabLinks } from '../../ui/tab-links';
import { WorldEditForm } from './world-edit-form';
import { WorldMapDialog } from './world-map-dialog';
import { worldTabs } from './world-tabs';

// Each tab (and the location page) loads only when first shown.
const parts = () => import('./tabs/world-parts-tabs');
const OverviewTab = lazy(() =>
  import('./tabs/world-overview-tab').then((m) => ({ default: m.WorldOverviewTab })),
);
const LocationsTab = lazy(() =>
  import('./tabs/world-locations-tab').then((m) => ({ default: m.WorldLocationsTab })),
);
const SettlementsTab = lazy(() => parts().then((m) => ({ default: m.SettlementsTab })));
const CulturesTab = lazy(() => parts().then((m) => ({ default: m.WorldCulturesTab })));
const FaunaFloraTab = lazy(() => parts().then((m) => ({ default: m.FaunaFloraTab })));
const MagicTab = lazy(() => parts().then((m) => ({ default: m.WorldMagicTab })));
const FactionsTab = lazy(() => parts().then((m) => ({ default: m.WorldFactionsTab })));
const CharactersTab = lazy(() =>
  import('./tabs/world-characters-tab').then((m) => ({ default: m.WorldCharactersTab })),
);
const ItemsTab = lazy(() => parts().then((m) => ({ default: m.WorldItemsTab })));
const LoreTab = lazy(() => parts().then((m) => ({ default: m.WorldLoreTab })));
const LocationDetail = lazy(() => import('./location-detail').then((m) => ({ default: m.LocationDetail })));

function Loading({ label }: { label: string }) {
  return (
    <div className="flex justify-center pt-10">
      <Spinner label={label} />
    </div>
  );
}

function WorldNotFound({ universeId }: { universeId: string }) {
  useDocumentTitle('World Not Found');
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="World Not Found"
        description="The world you're looking for doesn't exist or has been removed."
      />
      <div className="flex flex-wrap gap-2">
        <Button asChild variant="secondary">
          <Link to={`/universes/${universeId}/worlds`}>Back to the universe</Link>
        </Button>
        <Button asChild variant="ghost">
          <Link to="/universes">All universes</Link>
        </Button>
      </div>
    </div>
  );
}

function TabNotFound({ base }: { base: string }) {
  return (
    <EmptyState
      title="Section not found"
      description="This world has no section at that address."
      action={
        <Button asChild variant="secondary">
          <Link to={base}>Go to Overview</Link>
        </Button>
      }
    />
  );
}

/** The world's header (or its edit form), its tabs and the current tab. */
function WorldView({ world }: { world: World }) {
  const [isEditing, setIsEditing] = useState(false);
  const editButtonRef = useRef<HTMLButtonElement>(null);
  const universeHref = `/universes/${world.universeId}`;
  const base = `${universeHref}/worlds/${world.id}`;
  const back = { to: `${universeHref}/worlds`, label: `Back to ${world.universeName}` };
  useDocumentTitle(world.name);

  function finishEditing() {
    setIsEditing(false);
    requestAnimationFrame(() => editButtonRef.current?.focus());
  }

  return (
    <div className="flex flex-col gap-6">
      {isEditing ? (
        <div className="flex flex-col gap-3">
          <PageHeader title="Edit World" back={back} />
          <WorldEditForm
            worldId={world.id}
            initial={{
              name: world.name,
              type: world.type,
              description: world.description,
              climate: world.climate,
              timePeriod: world.timePeriod,
            }}
            onDone={finishEditing}
          />
        </div>
      ) : (
        <PageHeader
          title={world.name}
          back={back}
          meta={<Badge tone="blue">{world.type}</Badge>}
          description={
            <Link to={universeHref} className="font-medium text-accent-text underline">
              Part of {world.universeName}
            </Link>
          }
          actions={
            <>
              <WorldMapDialog world={world} />
              <Button ref={editButtonRef} variant="secondary" onClick={() => setIsEditing(true)}>
                <Pencil aria-hidden="true" />
                Edit World
              </Button>
            </>
          }
        />
      )}
      <TabLinks base={base} tabs={worldTabs} label="World sections" />
      <Suspense fallback={<Loading label="Loading section…" />}>
        <Routes>
          <Route index element={<OverviewTab world={world} />} />
          <Route path="locations" element={<LocationsTab world={world} />} />
          <Route path="settlements" element={<SettlementsTab world={world} />} />
          <Route path="cultures" element={<CulturesTab world={world} />} />
          <Route path="fauna-flora" element={<FaunaFloraTab world={world} />} />
          <Route path="magic-systems" element={<MagicTab world={world} />} />
          <Route path="factions" element={<FactionsTab world={world} />} />
          <Route path="characters" element={<CharactersTab world={world} />} />
          <Route path="items" element={<ItemsTab world={world} />} />
          <Route path="lore" element={<LoreTab world={world} />} />
          <Route path="*" element={<TabNotFound base={base} />} />
        </Routes>
      </Suspense>
    </div>
  );
}

/**
 * /universes/{universeId}/worlds/{worldId}/*. A world reached under another universe's address is
 * redirected to its own universe's address (docs/decisions/008-universe-and-world-screens.md).
 */
export default function WorldDetailPage() {
  const { universeId = '', worldId = '', '*': rest = '' } = useParams();
  const world = useWorld(worldId);

  if (world.isPending) return <Loading label="Loading world…" />;
  if (world.isError) return <ListPageError message={world.error.message} />;
  if (world.data === null) return <WorldNotFound universeId={universeId} />;
  if (world.data.universeId !== universeId) {
    const suffix = rest ? `/${rest}` : '';
    return <Navigate replace to={`/universes/${world.data.universeId}/worlds/${world.data.id}${suffix}`} />;
  }

  const data = world.data;
  return (
    <Suspense fallback={<Loading label="Loading…" />}>
      <Routes>
        <Route path="locations/:locationId" element={<LocationDetail world={data} />} />
        <Route path="*" element={<WorldView world={data} />} />
      </Routes>
    </Suspense>
  );
}
