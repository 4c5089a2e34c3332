import type { World } from '../../../../common/domain/world';
import { usePartActions } from '../../../data/parts';
import { usePartEditor } from '../../../ui/use-part-editor';
import { type WorldSegment, worldHref, worldOptionLabels, worldPartDefaults } from '../model/world-parts';

/**
 * Adding, editing, deleting and moving one list of a world's parts, for its tab: the Add button, the
 * form (render `form` once), each card's controls and the address of each part's own page.
 */
export function useWorldPartEditor(world: World, segment: WorldSegment) {
  return usePartEditor(usePartActions({ parent: 'worlds', parentId: world.id, segment }), {
    href: (part) => worldHref(world, segment, part.id),
    defaults: worldPartDefaults(segment),
    optionLabels: worldOptionLabels[segment],
  });
}
