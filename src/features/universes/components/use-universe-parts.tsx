import type { UniverseDetail } from '../../../../common/domain/universe';
import { usePartActions } from '../../../data/parts';
import { usePartEditor } from '../../../ui/use-part-editor';
import { type UniverseSegment, universePartDefaults, universePartHref } from '../model/universe-parts';

/**
 * Adding, editing, deleting and moving one list of a universe's parts, for its tab or a part's page:
 * the Add button, the form (render `form` once), each card's controls and each part's address.
 * `onRemoved` runs after a delete is asked for (a part's page goes back to its tab).
 */
export function useUniverseParts(universe: UniverseDetail, segment: UniverseSegment, onRemoved?: () => void) {
  const actions = usePartActions({ parent: 'universes', parentId: universe.id, segment });
  return usePartEditor(
    {
      ...actions,
      remove: (part: { id: string }) => {
        actions.remove(part);
        onRemoved?.();
      },
    },
    {
      href: (part) => universePartHref(universe.id, segment, part.id),
      defaults: universePartDefaults(segment),
    },
  );
}
