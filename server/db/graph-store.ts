import { type EntityRef, entityKey } from '../../common/workspace/entities';
import type { GraphScope, RelationGraph } from '../../common/workspace/graph';
import type { RecordKind } from '../../common/workspace/links';
import { resolveEntities } from './entity-store';
import { recordTables } from './record-store';
import { fromRelationRow } from './relation-store';
import type { WorkspaceStore } from './workspace-store';
import { nameOf } from './workspace-tables';

// The relationship graph of a universe, novel or campaign (issue 13): its records and parts, and every
// relation with both ends among them. Only the caller's rows, like every read of the workspace store.

/** Ids per query: well under SQLite's and PostgreSQL's limits on bound parameters. */
const BATCH = 500;

function batches<T>(values: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let index = 0; index < values.length; index += BATCH) out.push(values.slice(index, index + BATCH));
  return out;
}

/** The ids of one kind of record whose `column` is one of `values`. */
async function idsWhere(
  store: WorkspaceStore,
  kind: RecordKind,
  column: string,
  values: readonly string[],
): Promise<string[]> {
  const ids: string[] = [];
  for (const batch of batches(values)) {
    const rows = await store.db
      .selectFrom(nameOf(recordTables[kind]))
      .select('id')
      .where('user_id', '=', store.userId)
      .where(column, 'in', batch)
      .execute();
    ids.push(...(rows as { id: string }[]).map((row) => row.id));
  }
  return ids;
}

/**
 * A universe's worlds and their locations, its characters, items, novels and campaigns, and the parts of
 * all of those records; a novel's or campaign's parts and the characters and items they stand for.
 * Undefined when the scope's own record is not in this workspace.
 */
export async function relationGraph(
  store: WorkspaceStore,
  scope: GraphScope,
  id: string,
): Promise<RelationGraph | undefined> {
  if ((await store.find(recordTables[scope], id)) === undefined) return undefined;
  const refs: EntityRef[] = [{ kind: scope, id }];
  const holders = [id];
  const add = (kind: EntityRef['kind'], ids: readonly string[]) => {
    for (const each of ids) refs.push({ kind, id: each });
  };
  if (scope === 'universe') {
    const worlds = await idsWhere(store, 'world', 'universe_id', [id]);
    add('world', worlds);
    add('location', await idsWhere(store, 'location', 'world_id', worlds));
    for (const kind of ['character', 'item', 'novel', 'campaign'] as const) {
      const ids = await idsWhere(store, kind, 'universe_id', [id]);
      add(kind, ids);
      if (kind === 'novel' || kind === 'campaign') holders.push(...ids);
    }
    holders.push(...worlds);
  } else {
    // The References characters and items the record's parts stand for (its cast, its items).
    const linked = await store.db
      .selectFrom('parts')
      .select(['kind', 'link_id'])
      .where('user_id', '=', store.userId)
      .where('parent_id', '=', id)
      .where('link_id', 'is not', null)
      .execute();
    for (const row of linked) {
      if (row.link_id === null) continue;
      refs.push({ kind: row.kind.endsWith('/items') ? 'item' : 'character', id: row.link_id });
    }
  }
  for (const batch of batches(holders)) {
    const parts = await store.db
      .selectFrom('parts')
      .select(['id', 'kind'])
      .where('user_id', '=', store.userId)
      .where('parent_id', 'in', batch)
      .execute();
    for (const part of parts) refs.push({ kind: part.kind as EntityRef['kind'], id: part.id });
  }
  const nodes = await resolveEntities(store, refs);
  const keys = new Set(nodes.map(entityKey));
  const ids = [...new Set(nodes.map((node) => node.id))];
  const relations = [];
  for (const batch of batches(ids)) {
    const rows = await store.db
      .selectFrom('relations')
      .selectAll()
      .where('user_id', '=', store.userId)
      .where('from_id', 'in', batch)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    for (const row of rows) {
      const relation = fromRelationRow(row);
      if (keys.has(entityKey(relation.from)) && keys.has(entityKey(relation.to))) relations.push(relation);
    }
  }
  return { nodes, relations };
}
