import { Pencil } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link, Navigate, Route, Routes, useParams } from 'react-router';
import type { World } from '../../../common/domain/world';
import { useWorld } from '../../data/worlds';
import { useDocumentTitle } from '../../lib/use-document-title';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { DetailNotFound } from '../../ui/detail-not-found';
import { DetailTabs } from '../../ui/detail-tabs';
import { useInlineEdit } from '../../ui/inline-edit';
import { ListPageError } from '../../ui/list-page-states';
import { LoadingBlock } from '../../ui/loading-block';
import { PageHeader } from '../../ui/page-header';
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

function WorldNotFound({ universeId }: { universeId: string }) {
  useDocumentTitle('World Not Found');
  return (
    <DetailNotFound
      title="World Not Found"
      message="The world you're looking for doesn't exist or has been removed."
      links={[
        { to: `/universes/${universeId}/worlds`, label: 'Back to the universe' },
        { to: '/universes', label: 'All universes' },
      ]}
    />
  );
}

/** The world's header (or its edit form), its tabs and the current tab. */
function WorldView({ world }: { world: World }) {
  const edit = useInlineEdit();
  const universeHref = `/universes/${world.universeId}`;
  const base = `${universeHref}/worlds/${world.id}`;
  const back = { to: `${universeHref}/worlds`, label: `Back to ${world.universeName}` };
  useDocumentTitle(world.name);

  return (
    <div className="flex flex-col gap-6">
      {edit.isEditing ? (
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
            onDone={edit.finish}
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
              <Button ref={edit.triggerRef} variant="secondary" onClick={edit.start}>
                <Pencil aria-hidden="true" />
                Edit World
              </Button>
            </>
          }
        />
      )}
      <DetailTabs
        base={base}
        tabs={worldTabs}
        label="World sections"
        notFoundMessage="This world has no section at that address."
      >
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
      </DetailTabs>
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

  if (world.isPending) return <LoadingBlock label="Loading world…" className="pt-10" />;
  if (world.isError) return <ListPageError message={world.error.message} />;
  if (world.data === null) return <WorldNotFound universeId={universeId} />;
  if (world.data.universeId !== universeId) {
    const suffix = rest ? `/${rest}` : '';
    return <Navigate replace to={`/universes/${world.data.universeId}/worlds/${world.data.id}${suffix}`} />;
  }

  const data = world.data;
  return (
    <Suspense fallback={<LoadingBlock label="Loading…" className="pt-10" />}>
      <Routes>
        <Route path="locations/:locationId" element={<LocationDetail world={data} />} />
        <Route path="*" element={<WorldView world={data} />} />
      </Routes>
    </Suspense>
  );
}
