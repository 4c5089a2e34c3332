import type { UniverseDetail } from '../../../../common/domain/universe';
import { usePartActions } from '../../../data/parts';
import { usePartEditor } from '../../../ui/use-part-editor';
import { type UniverseSegment, universePartDefaults, universePartHref } from '../model/universe-parts';

/**
 * Adding, editing, deleting and moving one list of a universe's parts, for its tab or a part's page:
 * the Add button, the form (render `form` once), each card's controls and each part's address.
 */
export function useUniverseParts(universe: UniverseDetail, segment: UniverseSegment) {
  return usePartEditor(usePartActions({ parent: 'universes', parentId: universe.id, segment }), {
    href: (part) => universePartHref(universe.id, segment, part.id),
    defaults: universePartDefaults(segment),
  });
}
