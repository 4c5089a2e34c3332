import type { ContainerKind } from '../../../../common/api/sharing';
import type { MapOwnerType } from '../../../../common/domain/map';
import { layerVisibilityKind, layerVisibilityKinds } from '../../../../common/workspace/shared-maps';
import { useMembers, useVisibility } from '../../../data/sharing';
import { Alert } from '../../../ui/alert';
import { SwitchField } from '../../../ui/switch-field';

type LayerAccessProps = {
  map: { id: string; ownerType: MapOwnerType; ownerId: string };
  layers: readonly string[];
};

const containerKinds: readonly string[] = ['campaign', 'universe', 'novel'];

/**
 * "GM only" per layer (decision 076): a layer set apart from the container's players and readers, its
 * pins, regions and routes left out of what they read. Shown once someone has joined the container the
 * map belongs to, so an unshared map's page is as it was.
 */
export function LayerAccess({ map, layers }: LayerAccessProps) {
  const isShared = containerKinds.includes(map.ownerType);
  const kind = (isShared ? map.ownerType : 'campaign') as ContainerKind;
  const members = useMembers(kind, map.ownerId, isShared);
  if (!isShared || (members.data ?? []).length === 0 || layers.length === 0) return null;
  return <LayerSwitches kind={kind} map={map} layers={layers} />;
}

function LayerSwitches({ kind, map, layers }: LayerAccessProps & { kind: ContainerKind }) {
  const { list, set } = useVisibility(kind, map.ownerId);
  // The layer's own row, else a row kept under its former kind (as `layerVisibility` reads them).
  const isGmOnly = (layer: string) => {
    const rows = list.data?.visibility ?? [];
    for (const kind of layerVisibilityKinds(layer)) {
      const row = rows.find((each) => each.entityKind === kind && each.entityId === map.id);
      if (row !== undefined) return row.level === 'editors';
    }
    return false;
  };
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium text-fg">Who sees each layer</legend>
      {layers.map((layer) => (
        <SwitchField
          key={layer}
          label={`GM only: ${layer === '' ? 'No layer' : layer}`}
          hint="Players and readers do not see what is on it"
          checked={isGmOnly(layer)}
          onCheckedChange={(isOn) =>
            set.mutate({
              entityKind: layerVisibilityKind(layer),
              entityId: map.id,
              level: isOn ? 'editors' : 'members',
            })
          }
        />
      ))}
      {set.error ? <Alert tone="danger">{set.error.message}</Alert> : null}
    </fieldset>
  );
}
