import { workspaceErrors } from '../errors';
import { partKind } from '../part-kinds';
import { presentPart } from '../present';
import type { PartStore, StoredPart } from '../store';
import { findPart } from './find-part';
import { leaveHolders } from './part-members';

export type DeletePartInput = {
  kind: string;
  parentId: string;
  partId: string;
  /** When given, the delete is refused if the part changed since that version was read. */
  version?: number | undefined;
  now: string;
};

/** Removes one part from its parent's list; returns it as it was. */
export async function deletePart(store: PartStore, command: DeletePartInput): Promise<StoredPart> {
  const spec = partKind(command.kind);
  return store.transaction(async (trx) => {
    const current = await findPart(trx, spec, command.parentId, command.partId);
    if (command.version !== undefined && current.version !== command.version) {
      throw workspaceErrors.stale(spec.singular, presentPart(current));
    }
    await trx.deleteParts([current.id]);
    await leaveHolders(trx, current, command.now);
    await trx.touchParent(spec.parent, command.parentId, command.now);
    return current;
  });
}
