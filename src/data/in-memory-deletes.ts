import type { Workspace } from '../../common/domain/workspace';
import { WorkspaceError } from '../../common/workspace/errors';
import { type RecordKind, recordKindSpecs } from '../../common/workspace/kinds';
import { createMemoryRecordStore } from '../../common/workspace/memory-record-store';
import {
  deleteRecord,
  describeDeletePlan,
  planDelete,
} from '../../common/workspace/operations/delete-record';
import { partKindsOf } from '../../common/workspace/part-kinds';
import type { AppearingKind } from '../../common/workspace/record-store';
import { NotFoundError } from './errors';
import { putBack, recordsOf } from './in-memory-records';
import type { DeletePlanView } from './workspace-repository';

function listAt(record: object, prop: string): unknown[] {
  let value: unknown = record;
  for (const key of prop.split('.')) value = (value as Record<string, unknown> | undefined)?.[key];
  return Array.isArray(value) ? value : [];
}

// Deletes in the in-memory workspace go by the workspace core's links table (common/workspace/links.ts),
// through its memory record store, as the data API's do: what cascades goes with a record, what only
// links loses the link, and a refusing link refuses it all.

/** The ids of the appearances of these characters (novels' and campaigns' characters) or items (campaigns'). */
function appearancesIn(ws: Workspace, kind: AppearingKind, ids: readonly string[]): string[] {
  if (kind === 'item') {
    return ws.campaigns.flatMap((campaign) =>
      campaign.items
        .filter((part) => part.itemId !== undefined && ids.includes(part.itemId))
        .map((part) => part.id),
    );
  }
  const characterIds = ids;
  return [...ws.novels, ...ws.campaigns].flatMap((record) =>
    (record.characters as { id: string; characterId?: string }[])
      .filter((part) => part.characterId !== undefined && characterIds.includes(part.characterId))
      .map((part) => part.id),
  );
}

/**
 * Deletes a record and what its links take with it; resolves to the ids of every record that went (so
 * the caller can forget their parts) and of the parts that went elsewhere (a character's appearances).
 * The core's refusals become the repositories' errors.
 */
export async function inMemoryDelete(
  ws: Workspace,
  kind: RecordKind,
  id: string,
): Promise<{ records: string[]; appearances: string[] }> {
  const records = recordsOf(ws);
  const removed: string[] = [];
  const appearances: string[] = [];
  try {
    await deleteRecord(
      createMemoryRecordStore(records, {
        onRemove: (ids) => removed.push(...ids),
        appearancesOf: (kind, ids) => appearancesIn(ws, kind, ids),
        removeParts: (ids) => appearances.push(...ids),
      }),
      kind,
      id,
    );
  } catch (error) {
    if (error instanceof WorkspaceError && error.reason === 'not_found')
      throw new NotFoundError(error.message);
    if (error instanceof WorkspaceError) throw new Error(error.message);
    throw error;
  }
  putBack(ws, records);
  return { records: removed, appearances };
}

/** The core's delete plan over the in-memory workspace, as the data API's `GET …/delete-plan` answers it. */
export async function inMemoryDeletePlan(
  ws: Workspace,
  kind: RecordKind,
  id: string,
): Promise<DeletePlanView> {
  const records = recordsOf(ws);
  const holders = recordKindSpecs.flatMap(({ kind, parts }) =>
    parts === undefined ? [] : [[parts, records[kind as RecordKind] ?? []] as const],
  );
  // Kinds of different parents share props ('characters'): count each record by its own parent's kinds.
  const countPartsOf = (ids: readonly string[]) => {
    let count = 0;
    for (const [parent, list] of holders) {
      for (const record of list) {
        if (!ids.includes(record.id)) continue;
        for (const spec of partKindsOf(parent)) count += listAt(record, spec.prop).length;
      }
    }
    return count;
  };
  const store = createMemoryRecordStore(records, {
    countPartsOf,
    appearancesOf: (kind, ids) => appearancesIn(ws, kind, ids),
  });
  const plan = await planDelete(store, kind, id);
  const counts: Record<string, number> = { parts: plan.partCount };
  for (const group of plan.removes.slice(1))
    counts[group.kind] = (counts[group.kind] ?? 0) + group.ids.length;
  return { isRefused: plan.refusal !== undefined, summary: describeDeletePlan(plan), counts };
}
