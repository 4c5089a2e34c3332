import { IMPORT_REPLACED_KIND } from '../../common/api/trash';
import { setAsideCollisions } from '../../common/workspace/operations/trash-snapshot';
import { describeEverything, setAsideLabel, type TrashPayload } from '../../common/workspace/trash';
import { createTrashRows } from './trash-snapshot';
import { createTrashStore } from './trash-store';
import type { WorkspaceStore } from './workspace-store';

// A restore from the Trash whose ids are held again (an import brought the same records back, or they
// were made again since): the newer rows step aside into the Trash, as one entry, and the restore goes
// ahead whole (decision 050). Nothing is refused and nothing is lost: restoring that entry in turn
// swaps them back the same way. What steps aside is the core's (`setAsideCollisions`, decision 079).

/**
 * Moves what holds the ids of `payload`'s records and parts now into one new Trash entry ('Set aside
 * to restore “…”') and answers its id, or null when nothing was in the way. Runs in the restore's
 * transaction, before its checks.
 */
export async function setAsideInTrash(
  store: WorkspaceStore,
  now: () => number,
  restoring: { label: string; payload: TrashPayload },
  entry: { id: string; at: string },
): Promise<string | null> {
  const payload = await setAsideCollisions(createTrashRows(store), restoring.payload, entry.at);
  if (payload === undefined) return null;
  await createTrashStore(store, now).put({
    id: entry.id,
    kind: IMPORT_REPLACED_KIND,
    label: setAsideLabel(restoring.label),
    entityId: entry.id,
    parentId: null,
    deletedAt: entry.at,
    payload,
    contents: describeEverything(payload),
  });
  return entry.id;
}
