import { sql } from 'kysely';
import { type ContainerKind, containerPartParent, type VisibilityLevel } from '../../common/api/sharing';
import { defaultVisibility, isEditorial, mayAccess, type Viewer } from '../../common/workspace/access';
import { recordKind } from '../../common/workspace/kinds';
import { partKindsOf } from '../../common/workspace/part-kinds';
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

/**
 * The names of what `viewer` may see in a container (the container and its visible parts), for the
 * member's @mention suggestions, or undefined when the owner's workspace no longer holds it (decision
 * 075). The policy runs inside the query: each part's visibility is resolved in SQL as `resolveVisibility`
 * does (its own row, else the container's default for its kind, else the kind's default), parts no
 * player or reader may see are never read, and `mayAccess` decides on every row that comes back. Only
 * names are read: no text, so nothing of a hidden thing can reach a suggestion.
 */
export async function readVisibleNames(
  owner: WorkspaceStore,
  kind: ContainerKind,
  id: string,
  viewer: Viewer,
  /** Folded (`foldForSearch`) text the names must hold: only those are read; '' reads every name. */
  nameHolds = '',
): Promise<{ kind: string; id: string; name: string }[] | undefined> {
  const record = (await owner.find(recordTables[kind], id)) as Record<string, unknown> | undefined;
  if (record === undefined) return undefined;
  const kindDefaults = partKindsOf(containerPartParent[kind]).map((spec) => ({
    kind: spec.kind,
    visibility: defaultVisibility(kind, spec.kind),
  }));
  // The kind's default where neither the part nor the container sets one ('members' for a kind the
  // registry does not know: the same answer `defaultVisibility` gives it).
  const kindDefault = sql<string>`case ${sql.join(
    kindDefaults.map((entry) => sql`when p.kind = ${entry.kind} then ${entry.visibility.level}`),
    sql` `,
  )} else ${'members'} end`;
  // Read from the index's rows of the container's parts (one per part, its folded name beside it), so
  // that only the names holding what was typed are joined to their parts and visibility.
  const rows = await owner.db
    .selectFrom('search_entries as s')
    .innerJoin('parts as p', (join) =>
      join
        .onRef('p.user_id', '=', 's.user_id')
        .onRef('p.kind', '=', 's.kind')
        .onRef('p.id', '=', 's.entry_id'),
    )
    .leftJoin('visibility as v', (join) =>
      join
        .onRef('v.user_id', '=', 'p.user_id')
        .onRef('v.entity_kind', '=', 'p.kind')
        .onRef('v.entity_id', '=', 'p.id'),
    )
    .leftJoin('visibility as d', (join) =>
      join
        .onRef('d.user_id', '=', 'p.user_id')
        .on('d.entity_kind', '=', sql<string>`${'default:'} || p.kind`)
        .onRef('d.entity_id', '=', 'p.parent_id'),
    )
    .select([
      'p.kind as kind',
      'p.id as id',
      'p.name as name',
      sql<string>`coalesce(v.level, d.level, ${kindDefault})`.as('level'),
      sql<string>`coalesce(v.named, d.named, ${'[]'})`.as('named'),
    ])
    .where('s.user_id', '=', owner.userId)
    .where('s.parent_id', '=', id)
    .where('s.field', '=', 'main')
    .where('p.parent_id', '=', id)
    .$if(nameHolds !== '', (query) =>
      query.where(
        owner.kind === 'postgres' ? sql`strpos(s.title, ${nameHolds})` : sql`instr(s.title, ${nameHolds})`,
        '>',
        0,
      ),
    )
    .$if(!isEditorial(viewer.role), (query) =>
      query.where(sql<string>`coalesce(v.level, d.level, ${kindDefault})`, '<>', 'editors'),
    )
    .execute();
  const names = rows
    .filter((row) =>
      mayAccess(
        viewer,
        { level: row.level as VisibilityLevel, named: JSON.parse(row.named) as string[] },
        'see',
      ),
    )
    .map((row) => ({ kind: String(row.kind), id: String(row.id), name: String(row.name) }));
  return [{ kind, id, name: String(record[recordKind(kind).nameField] ?? '') }, ...names];
}
