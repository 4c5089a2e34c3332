import { MapPin } from 'lucide-react';
import type { World } from '../../../../common/domain/world';
import { useLocations } from '../../../data/locations';
import { Badge } from '../../../ui/badge';
import { EntryCard } from '../../../ui/entry-card';
import { ListPageError } from '../../../ui/list-page-states';
import { Spinner } from '../../../ui/spinner';
import { TabGrid, TabSection } from '../../../ui/tab-section';

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
      <TabGrid items={list}>
        {(location) => (
          <EntryCard
            title={location.name}
            href={`/universes/${world.universeId}/worlds/${world.id}/locations/${location.id}`}
            badge={<Badge>{location.type}</Badge>}
          >
            <p className="line-clamp-3 text-sm text-fg-muted">{location.description}</p>
          </EntryCard>
        )}
      </TabGrid>
    </TabSection>
  );
}
