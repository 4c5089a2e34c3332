import { MapPin } from 'lucide-react';
import type { World } from '../../../../common/domain/world';
import { locationUpdateSchema, newLocationSchema } from '../../../../common/domain/world';
import { partView } from '../../../data/parts';
import { useCreateRecord, useDeleteRecord, useRecords, useUpdateRecord } from '../../../data/records';
import { AddPartButton } from '../../../ui/add-part-button';
import { Alert } from '../../../ui/alert';
import { Badge } from '../../../ui/badge';
import { EntryCard } from '../../../ui/entry-card';
import { ListPageError } from '../../../ui/list-page-states';
import { PartFormDialog, usePartDialog } from '../../../ui/part-form-dialog';
import { PartItemActions } from '../../../ui/part-item-actions';
import { Spinner } from '../../../ui/spinner';
import { TabGrid, TabSection } from '../../../ui/tab-section';
import { useTrashSentence } from '../../../ui/trash-retention';
import { locationDefaults, locationFormSpec } from '../model/location-form';
import { worldHref } from '../model/world-parts';

/** The world's locations, each opening its own page, with Add, Edit and Delete (they keep no order of their own). */
export function WorldLocationsTab({ world }: { world: World }) {
  const locations = useRecords('location', { worldId: world.id });
  const createLocation = useCreateRecord('location');
  const updateLocation = useUpdateRecord('location');
  const deleteLocation = useDeleteRecord('location');
  const trashSentence = useTrashSentence();
  const dialog = usePartDialog();
  if (locations.isPending) return <Spinner label="Loading locations…" />;
  if (locations.isError) return <ListPageError message={locations.error.message} />;
  const list = locations.data;
  const addButton = <AddPartButton singular="Location" onClick={dialog.openAdd} />;

  async function handleSave(fields: Record<string, unknown>) {
    const editing = dialog.editing;
    if (editing === undefined) {
      await createLocation.mutateAsync(newLocationSchema.parse({ ...fields, worldId: world.id }));
    } else {
      const patch = locationUpdateSchema.parse(fields);
      await updateLocation.mutateAsync({ id: editing.id, patch, version: editing.version });
    }
  }

  return (
    <>
      <TabSection
        title="Locations"
        count={list.length}
        empty={{
          isEmpty: list.length === 0,
          icon: <MapPin />,
          title: 'No locations yet',
          description: `${world.name} has no cities, wilds, dungeons or ruins recorded yet.`,
          action: addButton,
        }}
        actions={addButton}
      >
        {deleteLocation.isError ? <Alert>Not deleted. {deleteLocation.error.message}</Alert> : null}
        <TabGrid items={list}>
          {(location) => (
            <EntryCard
              title={location.name}
              href={worldHref(world, 'locations', location.id)}
              badge={<Badge>{location.type}</Badge>}
              controls={
                <PartItemActions
                  name={location.name}
                  singular="Location"
                  deleteMessage={`${location.name} is removed from ${world.name}. ${trashSentence}`}
                  onEdit={() => dialog.openEdit(partView(location))}
                  onDelete={() => deleteLocation.mutate(location.id)}
                />
              }
            >
              {location.description ? (
                <p className="line-clamp-3 text-sm text-fg-muted">{location.description}</p>
              ) : null}
            </EntryCard>
          )}
        </TabGrid>
      </TabSection>
      <PartFormDialog
        {...dialog.props}
        spec={locationFormSpec}
        defaults={locationDefaults}
        onSave={handleSave}
      />
    </>
  );
}
