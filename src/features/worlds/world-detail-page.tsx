import { Pencil } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link, Navigate, Route, Routes, useNavigate, useParams } from 'react-router';
import type { World } from '../../../common/domain/world';
import { useOwnerCalendar } from '../../data/calendars';
import { useKindsLivingIn } from '../../data/user-kinds';
import { useWorld } from '../../data/worlds';
import { useDocumentTitle } from '../../lib/use-document-title';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { DetailNotFound } from '../../ui/detail-not-found';
import { DetailTabs } from '../../ui/detail-tabs';
import { HistoryButton } from '../../ui/history/history-button';
import { useInlineEdit } from '../../ui/inline-edit';
import { KindSection, withKindTabs } from '../../ui/kind-slot';
import { ListPageError } from '../../ui/list-page-states';
import { LoadingBlock } from '../../ui/loading-block';
import { MentionScopeProvider } from '../../ui/mentions/mention-services';
import { PageHeader } from '../../ui/page-header';
import { WorldDateCalendarProvider } from '../../ui/world-date/owner';
import { WorldDeleteButton } from './components/world-delete-button';
import { worldHref, worldPageTitle } from './model/world-parts';
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
const WorldPartPage = lazy(() => import('./world-part-page'));
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

/** The world's header (or its edit form), its tabs and the current tab or part page. */
function WorldView({ world, onDeleting }: { world: World; onDeleting: (isDeleting: boolean) => void }) {
  const edit = useInlineEdit();
  const kinds = useKindsLivingIn('worlds');
  const navigate = useNavigate();
  const { '*': subPath = '' } = useParams();
  const universeHref = `/universes/${world.universeId}`;
  const base = worldHref(world);
  const kindContainer = {
    parent: 'worlds',
    id: world.id,
    name: world.name,
    noun: 'world',
    href: base,
  } as const;
  const back = { to: `${universeHref}/worlds`, label: `Back to ${world.universeName}` };
  useDocumentTitle(worldPageTitle(world, subPath));

  function handleEditDone(universeId: string) {
    edit.finish();
    // A move: the world now lives at its new universe's address, on the same tab.
    if (universeId !== world.universeId) {
      navigate(worldHref({ id: world.id, universeId }, subPath), { replace: true });
    }
  }

  const calendar = useOwnerCalendar({ ownerKind: 'universe', ownerId: world.universeId }).data?.calendar;
  return (
    <div className="flex flex-col gap-6">
      {edit.isEditing ? (
        <div className="flex flex-col gap-3">
          <PageHeader title="Edit World" back={back} />
          <WorldEditForm world={world} onDone={handleEditDone} />
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
              <Button asChild variant="secondary">
                <Link to="/maps">Maps</Link>
              </Button>
              <Button ref={edit.triggerRef} variant="secondary" onClick={edit.start}>
                <Pencil aria-hidden="true" />
                Edit World
              </Button>
              <HistoryButton recordId={world.id} name={world.name} />
              <WorldDeleteButton world={world} onDeleting={onDeleting} />
            </>
          }
        />
      )}
      <MentionScopeProvider universeId={world.universeId}>
        <WorldDateCalendarProvider calendar={calendar}>
          <DetailTabs
            base={base}
            tabs={withKindTabs(worldTabs, kinds)}
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
            <Route path=":segment" element={<KindSection container={kindContainer} />} />
            <Route
              path=":segment/:partId"
              element={<KindSection container={kindContainer} fallback={<WorldPartPage world={world} />} />}
            />
          </DetailTabs>
        </WorldDateCalendarProvider>
      </MentionScopeProvider>
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
  // While the world is being deleted its read turns empty: the page waits for the way out instead.
  const [isDeleting, setIsDeleting] = useState(false);

  if (world.isPending) return <LoadingBlock label="Loading world…" className="pt-10" />;
  if (world.isError) return <ListPageError message={world.error.message} />;
  if (world.data === null) {
    if (isDeleting) return <LoadingBlock label="Deleting world…" className="pt-10" />;
    return <WorldNotFound universeId={universeId} />;
  }
  if (world.data.universeId !== universeId) {
    const suffix = rest ? `/${rest}` : '';
    return <Navigate replace to={`/universes/${world.data.universeId}/worlds/${world.data.id}${suffix}`} />;
  }

  const data = world.data;
  return (
    <Suspense fallback={<LoadingBlock label="Loading…" className="pt-10" />}>
      <Routes>
        <Route path="locations/:locationId" element={<LocationDetail world={data} />} />
        <Route path="*" element={<WorldView world={data} onDeleting={setIsDeleting} />} />
      </Routes>
    </Suspense>
  );
}
