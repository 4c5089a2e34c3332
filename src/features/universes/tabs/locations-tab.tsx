import { MapPin } from 'lucide-react';
import { Link } from 'react-router';
import type { UniverseDetail } from '../../../../common/domain/universe';
import { useLocations } from '../../../data/locations';
import { Badge } from '../../../ui/badge';
import { Card } from '../../../ui/card';
import { ListPageError } from '../../../ui/list-page-states';
import { Spinner } from '../../../ui/spinner';
import { TabSection, tabGridClassName } from './tab-section';

/** The locations of every world in the universe, each opening its page under its world. */
export function LocationsTab({ universe }: { universe: UniverseDetail }) {
  const locations = useLocations({ universeId: universe.id });
  if (locations.isPending) return <Spinner label="Loading locations…" />;
  if (locations.isError) return <ListPageError message={locations.error.message} />;
  const worldNames = new Map(universe.worlds.map((world) => [world.id, world.name]));
  const list = locations.data;
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
      }}
    >
      <ul className={tabGridClassName}>
        {list.map((location) => (
          <li key={location.id}>
            <Card className="relative flex h-full flex-col gap-2 p-5 transition-colors duration-150 focus-within:border-accent hover:border-border-strong">
              <div className="flex items-start justify-between gap-2">
                <h3 className="text-base font-semibold text-fg">
                  <Link
                    to={`/universes/${universe.id}/worlds/${location.worldId}/locations/${location.id}`}
                    className="after:absolute after:inset-0 after:content-['']"
                  >
                    {location.name}
                  </Link>
                </h3>
                <Badge>{location.type}</Badge>
              </div>
              <p className="text-xs text-fg-muted">
                In {worldNames.get(location.worldId) ?? 'an unknown world'}
              </p>
              <p className="line-clamp-3 text-sm text-fg-muted">{location.description}</p>
            </Card>
          </li>
        ))}
      </ul>
    </TabSection>
  );
}
