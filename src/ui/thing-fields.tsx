import type { EntityKind } from '../../common/workspace/entities';
import { CustomFieldsPanel } from './custom-fields-panel';
import { type FieldServices, useFieldServices } from './field-services';

/** Where a thing's kind keeps its added fields for all of them: a universe for its characters, a novel for its parts. */
export type FieldsContainer = { id: string; label: string };

/**
 * The "Fields" card of a record or part (decision 063): its kind's fields in its container and its own,
 * their values, and the forms to fill them and add one. Every page that shows one thing mounts it through
 * `PartPage` (`fieldsContainer`); with no container, a new field goes on this one thing only.
 */
type ThingFieldsProps = {
  kind: EntityKind;
  container: FieldsContainer | null;
  thing: { id: string; name: string };
};

export function ThingFields(props: ThingFieldsProps) {
  const services = useFieldServices();
  return services === undefined ? null : <FieldsCard services={services} {...props} />;
}

function FieldsCard({ services, kind, container, thing }: ThingFieldsProps & { services: FieldServices }) {
  const read = services.useThingFields(kind, thing.id);
  const actions = services.useFieldActions(kind, thing.id);
  if (read.data === undefined || read.data === null) return null;
  return (
    <CustomFieldsPanel
      kind={kind}
      fields={read.data.fields}
      values={read.data.values}
      keptText={read.data.keptText}
      scopes={{
        ...(container === null ? {} : { container }),
        thing: { id: thing.id, label: `Only ${thing.name || 'this one'}` },
      }}
      onSave={actions.save}
      onAddField={actions.addField}
      onPreviewChange={actions.previewChange}
      onChangeField={actions.changeField}
      onDeleteField={actions.deleteField}
      onSaveTemplate={(name) =>
        actions.saveTemplate({
          kind,
          scopeId: container?.id ?? thing.id,
          name,
          values: read.data?.values ?? {},
        })
      }
    />
  );
}
