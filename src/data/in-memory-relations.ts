import type { PartParent } from '../../common/api/parts';
import type { Workspace } from '../../common/domain/workspace';
import { displayName } from '../../common/workspace/derive';
import { type EntityRef, type EntitySummary, entityKey } from '../../common/workspace/entities';
import { WorkspaceError } from '../../common/workspace/errors';
import type { GraphScope, RelationGraph } from '../../common/workspace/graph';
import { createMemoryRelationStore } from '../../common/workspace/memory-relation-store';
import {
  createRelation,
  deleteRelation,
  relationsOf,
  updateRelation,
} from '../../common/workspace/operations/relations';
import { partKindsOf } from '../../common/workspace/part-kinds';
import { partPicture } from '../../common/workspace/pictures';
import type { StoredRelation } from '../../common/workspace/relations';
import { ConflictError, NotFoundError, ValidationError } from './errors';
import { pictureEntry, portraitsOf, recordSummaries } from './in-memory-records';
import type { NewRelation, RelationAnswer, RelationPatch } from './workspace-repository';

// Relations of the in-memory workspace, by the workspace core's own commands over its memory store, so
// the rules are the server's. Records and parts are read from the workspace as it is now: a relation
// whose end has gone is dropped at the next read, as deleting the end drops it on the server.

type Named = { id: string; name?: string; title?: string };

function listAt(record: object, prop: string): Named[] {
  let value: unknown = record;
  for (const key of prop.split('.')) value = (value as Record<string, unknown> | undefined)?.[key];
  return Array.isArray(value) ? (value as Named[]) : [];
}

/** Every record and part of the workspace as the data API would summarise it. */
export function summariseWorkspace(ws: Workspace): EntitySummary[] {
  const summaries = recordSummaries(ws);
  const portraitOf = portraitsOf(summaries);
  const parents: [PartParent, { id: string; universeId?: string | undefined }[]][] = [
    ['novels', ws.novels],
    ['universes', ws.universes],
    ['worlds', ws.worlds],
    ['campaigns', ws.campaigns],
  ];
  for (const [parent, records] of parents) {
    for (const record of records) {
      for (const spec of partKindsOf(parent)) {
        for (const part of listAt(record, spec.prop)) {
          summaries.push({
            kind: spec.kind,
            id: part.id,
            name: displayName(part),
            parentId: record.id,
            universeId: parent === 'worlds' ? record.universeId : undefined,
            ...pictureEntry(partPicture(spec.kind, part as Record<string, unknown>, portraitOf)),
          });
        }
      }
    }
  }
  return summaries;
}

/** The records and parts of a universe, novel or campaign, as the data API's graph answers them. */
export function scopeOf(
  ws: Workspace,
  all: readonly EntitySummary[],
  scope: GraphScope,
  id: string,
): EntitySummary[] {
  const holders = new Set([id]);
  const linked = new Set<string>();
  if (scope === 'universe') {
    for (const world of ws.worlds) if (world.universeId === id) holders.add(world.id);
    for (const record of [...ws.novels, ...ws.campaigns])
      if (record.universeId === id) holders.add(record.id);
  } else {
    const record =
      scope === 'novel' ? ws.novels.find((row) => row.id === id) : ws.campaigns.find((row) => row.id === id);
    const appearances = [
      ...((record?.characters ?? []) as { characterId?: string }[]).map((part) => part.characterId),
      ...(scope === 'campaign'
        ? ((record as { items?: { itemId?: string }[] } | undefined)?.items ?? [])
        : []
      ).map((part) => part.itemId),
    ];
    for (const linkId of appearances) if (linkId !== undefined) linked.add(linkId);
  }
  return all.filter((entry) => {
    if (entry.id === id && entry.kind === scope) return true;
    if (entry.kind.includes('/')) return entry.parentId !== undefined && holders.has(entry.parentId);
    if (scope === 'universe') {
      if (entry.kind === 'location') return entry.parentId !== undefined && holders.has(entry.parentId);
      return (
        ['world', 'character', 'item', 'novel', 'campaign'].includes(entry.kind) && entry.universeId === id
      );
    }
    return (entry.kind === 'character' || entry.kind === 'item') && linked.has(entry.id);
  });
}

/** The core's refusals as the errors every repository throws (src/data/errors.ts). */
function asDataError(error: unknown): unknown {
  if (!(error instanceof WorkspaceError)) return error;
  if (error.reason === 'not_found') return new NotFoundError(error.message);
  if (error.reason === 'invalid')
    return new ValidationError(error.message, error.field.split('.')[0] || undefined);
  if (error.reason === 'conflict') return new ConflictError(error.message, error.current as StoredRelation);
  return new Error(error.message);
}

export type InMemoryRelationsOptions = {
  workspace: () => Promise<Workspace>;
  now: () => string;
  newId: () => string;
};

export function createInMemoryRelations({ workspace, now, newId }: InMemoryRelationsOptions) {
  let known = new Map<string, EntitySummary>();
  const store = createMemoryRelationStore((ref) => known.has(entityKey(ref)));

  /** Reads the workspace as it is now, and drops the relations whose end has gone. */
  async function refresh(): Promise<Workspace> {
    const ws = await workspace();
    known = new Map(summariseWorkspace(ws).map((entry) => [entityKey(entry), entry]));
    const gone = store
      .all()
      .flatMap((relation) => [relation.from, relation.to])
      .filter((ref) => !known.has(entityKey(ref)));
    store.removeEndsOf(gone);
    return ws;
  }

  async function run<T>(work: () => Promise<T>): Promise<T> {
    await refresh();
    try {
      return await work();
    } catch (error) {
      throw asDataError(error);
    }
  }

  return {
    /**
     * The core's relation store (a restore from the history and the Trash run over it; a relation the
     * Trash put back whose other end is gone since drops at the next read).
     */
    relationStore: store,
    listRelations: (end: EntityRef): Promise<RelationAnswer[]> =>
      run(async () =>
        (await relationsOf(store, end)).map((view) => ({
          ...view,
          otherEntity: known.get(entityKey(view.other)) ?? null,
        })),
      ),
    createRelation: (input: NewRelation) =>
      run(() => createRelation(store, { input, id: newId(), now: now() })),
    updateRelation: (id: string, patch: RelationPatch, version: number) =>
      run(() => updateRelation(store, { id, patch, version, now: now() })),
    deleteRelation: (id: string) => run(() => deleteRelation(store, id)),
    getRelationGraph: (scope: GraphScope, id: string): Promise<RelationGraph> =>
      run(async () => {
        const ws = await workspace();
        if (!known.has(`${scope}:${id}`)) throw new NotFoundError(`${scope} not found`);
        const nodes = scopeOf(ws, [...known.values()], scope, id);
        const keys = new Set(nodes.map(entityKey));
        const relations = store
          .all()
          .filter((relation) => keys.has(entityKey(relation.from)) && keys.has(entityKey(relation.to)));
        return { nodes, relations };
      }),
  };
}
