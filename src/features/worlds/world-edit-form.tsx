import { useUpdateWorld } from '../../data/worlds';
import { EditForm, type EditFormField } from '../../ui/inline-edit';
import { validateWorldForm, type WorldFormValues } from './model/world-form';

export type WorldEditFormProps = {
  worldId: string;
  initial: WorldFormValues;
  onDone: () => void;
};

// The order of the form: the single-line fields two by two, then the description.
const worldFields: readonly EditFormField<keyof WorldFormValues>[] = [
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
  { name: 'description', label: 'Description', isMultiline: true },
];

/** Edit World, in place of the header: name, type, description, climate and time period. Escape cancels. */
export function WorldEditForm({ worldId, initial, onDone }: WorldEditFormProps) {
  const update = useUpdateWorld();
  return (
    <EditForm<keyof WorldFormValues>
      label="Edit world"
      // The page's h1 already reads "Edit World".
      isLabelVisible={false}
      columns={2}
      fields={worldFields}
      initialValues={initial}
      validate={validateWorldForm}
      onSave={async (patch) => {
        await update.mutateAsync({ id: worldId, patch });
      }}
      onClose={onDone}
      className="w-full max-w-2xl"
    />
  );
}
