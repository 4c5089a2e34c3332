import { useRef } from 'react';
import type { World } from '../../../common/domain/world';
import { useUniverses } from '../../data/universes';
import { useUpdateWorld } from '../../data/worlds';
import { EditForm, type EditFormField } from '../../ui/inline-edit';
import { validateWorldForm, type WorldFormValues, worldFormPatch } from './model/world-form';

export type WorldEditFormProps = {
  world: World;
  /** After Save (with the universe the world now belongs to), Cancel or Escape. */
  onDone: (universeId: string) => void;
};

type WorldField = EditFormField<keyof WorldFormValues>;

const textFields: readonly WorldField[] = [
  { name: 'name', label: 'Name', isRequired: true, maxLength: 200 },
  {
    name: 'type',
    label: 'Type',
    isRequired: true,
    maxLength: 60,
    hint: 'For example Forest, Mountain or Sky Islands.',
  },
  { name: 'climate', label: 'Climate', maxLength: 200 },
  { name: 'timePeriod', label: 'Time period', maxLength: 200 },
];

const descriptionField: WorldField = { name: 'description', label: 'Description', isMultiline: true };

/**
 * Edit World, in place of the header: name, type, climate, time period, the universe it belongs to
 * (another one moves it there, with its locations and parts) and description. Escape cancels.
 */
export function WorldEditForm({ world, onDone }: WorldEditFormProps) {
  const update = useUpdateWorld();
  const universes = useUniverses();
  // The universe the world belongs to once saved: Cancel leaves it where it was.
  const savedUniverseId = useRef(world.universeId);
  const universeField: WorldField = {
    name: 'universeId',
    label: 'Universe',
    isRequired: true,
    isWide: true,
    hint: 'Another universe moves the world there, with its locations and parts.',
    options: (universes.data ?? [{ id: world.universeId, name: world.universeName }]).map((universe) => ({
      value: universe.id,
      label: universe.name,
    })),
  };

  return (
    <EditForm<keyof WorldFormValues>
      // The page's h1 already reads "Edit World".
      label="Edit world"
      isLabelVisible={false}
      columns={2}
      fields={[...textFields, universeField, descriptionField]}
      initialValues={{
        name: world.name,
        type: world.type,
        description: world.description,
        climate: world.climate,
        timePeriod: world.timePeriod,
        universeId: world.universeId,
      }}
      validate={validateWorldForm}
      onSave={async (values) => {
        await update.mutateAsync({ id: world.id, patch: worldFormPatch(values, world.universeId) });
        savedUniverseId.current = values.universeId;
      }}
      onClose={() => onDone(savedUniverseId.current)}
      className="w-full max-w-2xl"
    />
  );
}
