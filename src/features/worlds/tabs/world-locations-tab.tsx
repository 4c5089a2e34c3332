import { MapPin } from 'lucide-react';
import { Link } from 'react-router';
import type { World } from '../../../../common/domain/world';
import { useLocations } from '../../../data/locations';
import { Badge } from '../../../ui/badge';
import { Card } from '../../../ui/card';
import { ListPageError } from '../../../ui/list-page-states';
import { Spinner } from '../../../ui/spinner';
import { TabSection, tabGridClassName } from './tab-section';

export function WorldLocationsTab({ world }: { world: World }) {
  const locations = useLocations({ worldId: world.id });
  if (locations.isPending) return <Spinner label="Loading locations…" />;
  if (locations.isError) return <ListPageError message={locations.error.message} />;
  const list = locations.data;
  return (
    <TabSection
      title="Locations"
      count={list.length}
      empty={{
        isEmpty: list.length === 0,
        icon: <MapPin />,
        title: 'No locations yet',
        description: `${world.name} has no cities, wilds, dungeons or ruins recorded yet.`,
      }}
    >
      <ul className={tabGridClassName}>
        {list.map((location) => (
          <li key={location.id}>
            <Card className="relative flex h-full flex-col gap-2 p-5 transition-colors duration-150 focus-within:border-accent hover:border-border-strong">
              <div className="flex items-start justify-between gap-2">
                <h3 className="text-base font-semibold text-fg">
                  <Link
                    to={`/universes/${world.universeId}/worlds/${world.id}/locations/${location.id}`}
                    className="after:absolute after:inset-0 after:content-['']"
                  >
                    {location.name}
                  </Link>
                </h3>
                <Badge>{location.type}</Badge>
              </div>
              <p className="line-clamp-3 text-sm text-fg-muted">{location.description}</p>
            </Card>
          </li>
        ))}
      </ul>
    </TabSection>
  );
}
