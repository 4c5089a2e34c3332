import { workspaceErrors } from '../errors';
import { partKind } from '../part-kinds';
import type { PartStore, StoredPart } from '../store';
import { findPart } from './find-part';

export type MovePartInput = {
  kind: string;
  parentId: string;
  partId: string;
  /** The 0-based place the part takes in its list; past the end means last. */
  toIndex: number;
  now: string;
};

/**
 * Moves one part to a new place in its parent's list (drag and drop, or Alt+Arrow). The place is
 * worked out against the list as stored now, so a part another client added meanwhile keeps its place
 * too. Positions are renumbered 0..n-1; versions stay, since no field of any part changed.
 */
export async function movePart(store: PartStore, command: MovePartInput): Promise<StoredPart[]> {
  const spec = partKind(command.kind);
  if (!Number.isInteger(command.toIndex) || command.toIndex < 0) {
    throw workspaceErrors.invalid('The new place must be a whole number from 0', 'toIndex');
  }
  return store.transaction(async (trx) => {
    const moving = await findPart(trx, spec, command.parentId, command.partId);
    const others = (await trx.listParts(command.parentId, spec.kind)).filter((part) => part.id !== moving.id);
    const order = [...others];
    order.splice(Math.min(command.toIndex, others.length), 0, moving);
    const moves = order
      .map((part, position) => ({ part, position }))
      .filter(({ part, position }) => part.position !== position);
    await trx.setPositions(moves.map(({ part, position }) => ({ id: part.id, position })));
    await trx.touchParent(spec.parent, command.parentId, command.now);
    return order.map((part, position) => ({ ...part, position }));
  });
}
