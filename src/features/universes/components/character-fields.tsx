import type { UniverseDetail } from '../../../../common/domain/universe';
import { useFieldActions, useThingFields } from '../../../data/custom-fields';
import { CustomFieldsPanel } from '../../../ui/custom-fields-panel';

/** A universe's character's added fields (decision 063): its universe's fields for characters and its own. */
export function CharacterFields({
  universe,
  character,
}: {
  universe: Pick<UniverseDetail, 'id' | 'name'>;
  character: { id: string; name: string };
}) {
  const read = useThingFields('character', character.id);
  const actions = useFieldActions('character', character.id);
  if (read.data === undefined || read.data === null) return null;
  return (
    <CustomFieldsPanel
      kind="character"
      fields={read.data.fields}
      values={read.data.values}
      keptText={read.data.keptText}
      scopes={{
        container: { id: universe.id, label: `Every character of ${universe.name}` },
        thing: { id: character.id, label: `Only ${character.name || 'this character'}` },
      }}
      onSave={actions.save}
      onAddField={actions.addField}
    />
  );
}
