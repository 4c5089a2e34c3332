import type { ContainerKind } from '../../common/api/sharing';
import { relationRecordOf } from '../../common/workspace/relations';
import type { ContainerSnapshot } from '../../common/workspace/shared-view';
import { readVisibility } from './membership-store';
import { recordTables } from './record-store';
import { fromRelationRow } from './relation-store';
import type { WorkspaceStore } from './workspace-store-type';

// What a shared container holds, read from its owner's store for `viewFor` (decision 057): the record,
// its parts with their long texts, the relations among them and their visibility. The policy is applied
// to this, once, by the view; nothing read here reaches a member any other way.

/** The container's snapshot, or undefined when the owner's workspace no longer holds it. */
export async function readContainerSnapshot(
  owner: WorkspaceStore,
  kind: ContainerKind,
  id: string,
): Promise<ContainerSnapshot | undefined> {
  const record = (await owner.find(recordTables[kind], id)) as
    | (Record<string, unknown> & { id: string })
    | undefined;
  if (record === undefined) return undefined;
  const parts = await owner.parts().listParts(id);
  const keys = new Set([`${kind}:${id}`, ...parts.map((part) => `${part.kind}:${part.id}`)]);
  const ids = [id, ...parts.map((part) => part.id)];
  const relations = [];
  for (let index = 0; index < ids.length; index += 500) {
    const rows = await owner.db
      .selectFrom('relations')
      .selectAll()
      .where('user_id', '=', owner.userId)
      .where('from_id', 'in', ids.slice(index, index + 500))
      .execute();
    for (const row of rows) {
      if (keys.has(`${row.from_kind}:${row.from_id}`) && keys.has(`${row.to_kind}:${row.to_id}`)) {
        relations.push(relationRecordOf(fromRelationRow(row)));
      }
    }
  }
  relations.sort((a, b) => a.id.localeCompare(b.id));
  return { kind, record, parts, relations, visibility: await readVisibility(owner, ids) };
}
