import { useUpdateUniverse } from '../../data/universes';
import { EditForm } from '../../ui/inline-edit';
import { type UniverseFormValues, validateUniverseForm } from './model/universe-form';

export type UniverseEditFormProps = {
  universeId: string;
  initial: UniverseFormValues;
  /** Called after a successful save or a cancel; the page shows its header again. */
  onDone: () => void;
};

/** Edits the universe's name and description in place of the header. Escape cancels. */
export function UniverseEditForm({ universeId, initial, onDone }: UniverseEditFormProps) {
  const update = useUpdateUniverse();
  return (
    <EditForm<keyof UniverseFormValues>
      label="Edit universe"
      // The page's h1 already reads "Edit Universe".
      isLabelVisible={false}
      fields={[
        { name: 'name', label: 'Name', isRequired: true, maxLength: 200 },
        { name: 'description', label: 'Description', isMultiline: true },
      ]}
      initialValues={initial}
      validate={validateUniverseForm}
      onSave={async (patch) => {
        await update.mutateAsync({ id: universeId, patch });
      }}
      onClose={onDone}
      className="w-full max-w-2xl"
    />
  );
}
