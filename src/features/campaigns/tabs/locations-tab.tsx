import { MapPin } from 'lucide-react';
import type { CampaignDetail } from '../../../../common/domain/campaign';
import { useListFieldFilter } from '../../../data/custom-fields';
import { Badge } from '../../../ui/badge';
import { EntryCard } from '../../../ui/entry-card';
import { FilteredByField } from '../../../ui/filtered-by-field';
import { SortableList } from '../../../ui/sortable-list';
import { TabSection, tabGridClassName } from '../../../ui/tab-section';
import { usePartEditing } from '../components/use-part-editing';

export default function LocationsTab({ campaign }: { campaign: CampaignDetail }) {
  const editing = usePartEditing(campaign, 'locations');
  const byField = useListFieldFilter('campaigns/locations', campaign.id);
  return (
    <>
      <TabSection
        title="Locations"
        count={campaign.locations.length}
        empty={{
          isEmpty: campaign.locations.length === 0,
          icon: <MapPin />,
          title: 'No locations yet',
          description: 'Places the party visits in this campaign appear here.',
          action: editing.addButton,
        }}
        actions={editing.addButton}
      >
        <FilteredByField
          {...byField}
          items={campaign.locations}
          noun="location"
          containerName={campaign.title}
        >
          {(shown, storedOrder) => (
            <SortableList
              items={shown}
              storedOrder={storedOrder}
              label="Locations"
              nameOf={(location) => location.name}
              onMove={editing.move}
              layout="grid"
              className={tabGridClassName}
            >
              {(location, move) => (
                <EntryCard
                  title={location.name}
                  href={editing.href(location)}
                  icon={<MapPin />}
                  {...(location.type ? { badge: <Badge>{location.type}</Badge> } : {})}
                  controls={editing.controls(location, location.name, move)}
                >
                  {location.description ? (
                    <p className="text-sm text-fg-muted">{location.description}</p>
                  ) : null}
                </EntryCard>
              )}
            </SortableList>
          )}
        </FilteredByField>
      </TabSection>
      {editing.form}
    </>
  );
}
