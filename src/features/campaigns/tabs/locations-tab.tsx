import { MapPin } from 'lucide-react';
import type { CampaignDetail } from '../../../../common/domain/campaign';
import { Badge } from '../../../ui/badge';
import { EntryCard } from '../../../ui/entry-card';
import { TabGrid, TabSection } from '../../../ui/tab-section';

export default function LocationsTab({ campaign }: { campaign: CampaignDetail }) {
  return (
    <TabSection
      title="Locations"
      count={campaign.locations.length}
      empty={{
        isEmpty: campaign.locations.length === 0,
        icon: <MapPin />,
        title: 'No locations yet',
        description: 'Places the party visits in this campaign appear here.',
      }}
    >
      <TabGrid items={campaign.locations}>
        {(location) => (
          <EntryCard
            title={location.name}
            icon={<MapPin />}
            {...(location.type ? { badge: <Badge>{location.type}</Badge> } : {})}
          >
            {location.description ? <p className="text-sm text-fg-muted">{location.description}</p> : null}
          </EntryCard>
        )}
      </TabGrid>
    </TabSection>
  );
}
