import type { UniverseDetail } from '../../../../common/domain/universe';
import type { EntityKind } from '../../../../common/workspace/entities';
import { useFieldActions, useThingFields } from '../../../data/custom-fields';
import { CustomFieldsPanel } from '../../../ui/custom-fields-panel';

/**
 * The added fields (decision 063) of a universe's character or part: the universe's fields for its kind
 * and its own. `many` names the kind in the "Add it to" choice ("All factions of The Emberreach").
 */
export function ThingFields({
  universe,
  kind,
  many,
  thing,
}: {
  universe: Pick<UniverseDetail, 'id' | 'name'>;
  kind: EntityKind;
  many: string;
  thing: { id: string; name: string };
}) {
  const read = useThingFields(kind, thing.id);
  const actions = useFieldActions(kind, thing.id);
  if (read.data === undefined || read.data === null) return null;
  return (
    <CustomFieldsPanel
      kind={kind}
      fields={read.data.fields}
      values={read.data.values}
      keptText={read.data.keptText}
      scopes={{
        container: { id: universe.id, label: `All ${many} of ${universe.name}` },
        thing: { id: thing.id, label: `Only ${thing.name || 'this one'}` },
      }}
      onSave={actions.save}
      onAddField={actions.addField}
      onPreviewChange={actions.previewChange}
      onChangeField={actions.changeField}
    />
  );
}
