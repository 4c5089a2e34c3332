import { MapPin } from 'lucide-react';
import type { CampaignDetail } from '../../../../common/domain/campaign';
import { Badge } from '../../../ui/badge';
import { Card } from '../../../ui/card';
import { TabSection, tabGridClassName } from './tab-section';

export default function LocationsTab({ campaign }: { campaign: CampaignDetail }) {
  return (
    <TabSection
      title="Locations"
      count={campaign.locations.length}
      emptyIcon={<MapPin />}
      emptyTitle="No locations yet"
      emptyDescription="Places the party visits in this campaign appear here."
    >
      <ul className={tabGridClassName}>
        {campaign.locations.map((location) => (
          <li key={location.id}>
            <Card className="flex h-full flex-col gap-2 p-4">
              <div className="flex items-start justify-between gap-2">
                <h3 className="inline-flex items-center gap-2 text-base font-semibold text-fg">
                  <MapPin aria-hidden="true" className="size-4 text-fg-muted" />
                  {location.name}
                </h3>
                {location.type ? <Badge>{location.type}</Badge> : null}
              </div>
              {location.description ? <p className="text-sm text-fg-muted">{location.description}</p> : null}
            </Card>
          </li>
        ))}
      </ul>
    </TabSection>
  );
}
