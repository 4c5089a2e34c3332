import { type EntityRef, entityKey } from './entities';
import type { RelationStore, StoredRelation } from './relations';

// The relation store over memory, for the core's tests and the browser's test repository. A failed
// transaction leaves nothing behind (the rows are copied in and put back).

export type MemoryRelationStore = RelationStore & {
  all(): StoredRelation[];
  /** Drops every relation with one of these at an end (what deleting them does). */
  removeEndsOf(refs: readonly EntityRef[]): void;
};

export function createMemoryRelationStore(exists: (ref: EntityRef) => boolean): MemoryRelationStore {
  let rows = new Map<string, StoredRelation>();
  const touches = (relation: StoredRelation, ref: EntityRef) =>
    entityKey(relation.from) === entityKey(ref) || entityKey(relation.to) === entityKey(ref);
  const store = {
    async transaction<T>(work: (inner: RelationStore) => Promise<T>): Promise<T> {
      const saved = new Map(rows);
      try {
        return await work(store);
      } catch (error) {
        rows = saved;
        throw error;
      }
    },
    async entityExists(ref: EntityRef) {
      return exists(ref);
    },
    async getRelation(id: string) {
      return rows.get(id);
    },
    async relationsOf(ref: EntityRef) {
      // As the server orders them: oldest first, then by id.
      return [...rows.values()]
        .filter((relation) => touches(relation, ref))
        .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
    },
    async countRelations() {
      return rows.size;
    },
    async insertRelation(relation: StoredRelation) {
      rows.set(relation.id, relation);
    },
    async updateRelation(relation: StoredRelation, expectedVersion: number) {
      if (rows.get(relation.id)?.version !== expectedVersion) return false;
      rows.set(relation.id, relation);
      return true;
    },
    async deleteRelation(id: string) {
      return rows.delete(id);
    },
    all: () => [...rows.values()],
    removeEndsOf(refs: readonly EntityRef[]) {
      for (const [id, relation] of rows) if (refs.some((ref) => touches(relation, ref))) rows.delete(id);
    },
  };
  return store;
}
