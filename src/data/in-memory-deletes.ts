import type { PartParent } from '../../common/api/parts';
import type { Workspace } from '../../common/domain/workspace';
import type { RecordKind } from '../../common/workspace/links';
import { createMemoryRecordStore, type MemoryRecords } from '../../common/workspace/memory-record-store';
import { describeDeletePlan, planDelete } from '../../common/workspace/operations/delete-record';
import { partKindsOf } from '../../common/workspace/part-kinds';
import type { DeletePlanView } from './workspace-repository';

function listAt(record: object, prop: string): unknown[] {
  let value: unknown = record;
  for (const key of prop.split('.')) value = (value as Record<string, unknown> | undefined)?.[key];
  return Array.isArray(value) ? value : [];
}

/** The core's delete plan over the in-memory workspace, as the data API's `GET …/delete-plan` answers it. */
export async function inMemoryDeletePlan(
  ws: Workspace,
  kind: RecordKind,
  id: string,
): Promise<DeletePlanView> {
  const records = {
    novel: ws.novels,
    universe: ws.universes,
    world: ws.worlds,
    location: ws.locations,
    campaign: ws.campaigns,
    timeline: ws.timelines,
    event: ws.events,
    character: ws.characters,
    item: ws.items,
  } as unknown as MemoryRecords;
  const holders: [PartParent, { id: string }[]][] = [
    ['novels', ws.novels],
    ['universes', ws.universes],
    ['worlds', ws.worlds],
    ['campaigns', ws.campaigns],
  ];
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
  const store = createMemoryRecordStore(records, { countPartsOf });
  const plan = await planDelete(store, kind, id);
  const counts: Record<string, number> = { parts: plan.partCount };
  for (const group of plan.removes.slice(1))
    counts[group.kind] = (counts[group.kind] ?? 0) + group.ids.length;
  return { isRefused: plan.refusal !== undefined, summary: describeDeletePlan(plan), counts };
}
