import { MapPin, Plus } from 'lucide-react';
import { Link } from 'react-router';
import type { UniverseDetail } from '../../../../common/domain/universe';
import { useRecords } from '../../../data/records';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { EntryCard } from '../../../ui/entry-card';
import { ListPageError } from '../../../ui/list-page-states';
import { Spinner } from '../../../ui/spinner';
import { TabGrid, TabSection } from '../../../ui/tab-section';

/** The locations of every world in the universe, each opening its page under its world. */
export function LocationsTab({ universe }: { universe: UniverseDetail }) {
  const locations = useRecords('location', { universeId: universe.id });
  if (locations.isPending) return <Spinner label="Loading locations…" />;
  if (locations.isError) return <ListPageError message={locations.error.message} />;
  const worldNames = new Map(universe.worlds.map((world) => [world.id, world.name]));
  const list = locations.data;
  const [firstWorld] = universe.worlds;
  // Locations are added in their world; with none yet, the way forward is a world.
  const action =
    firstWorld === undefined ? (
      <Button asChild variant="primary" size="sm">
        <Link to={`/universes/${universe.id}/worlds`}>
          <Plus aria-hidden="true" className="size-4" />
          Add a world first
        </Link>
      </Button>
    ) : (
      <Button asChild variant="primary" size="sm">
        <Link to={`/universes/${universe.id}/worlds/${firstWorld.id}/locations`}>
          <Plus aria-hidden="true" className="size-4" />
          Add a location in {firstWorld.name}
        </Link>
      </Button>
    );
  return (
    <TabSection
      title="Locations"
      count={list.length}
      empty={{
        isEmpty: list.length === 0,
        icon: <MapPin />,
        title: 'No locations yet',
        description:
          universe.worlds.length === 0
            ? 'Locations belong to worlds, and this universe has no worlds yet.'
            : 'None of this universe’s worlds has a location yet.',
        action,
      }}
    >
      <TabGrid items={list}>
        {(location) => (
          <EntryCard
            title={location.name}
            href={`/universes/${universe.id}/worlds/${location.worldId}/locations/${location.id}`}
            badge={<Badge>{location.type}</Badge>}
            meta={`In ${worldNames.get(location.worldId) ?? 'an unknown world'}`}
          >
            <p className="line-clamp-3 text-sm text-fg-muted">{location.description}</p>
          </EntryCard>
        )}
      </TabGrid>
    </TabSection>
  );
}
