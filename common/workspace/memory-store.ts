import type { PartParent } from '../api/parts';
import type { PartKind } from './part-kinds';
import { linkIdOf, type PartStore, type StoredPart, type StoredPartTextVersion } from './store';

type MemoryState = {
  parents: Map<string, { parent: PartParent; lastUpdated?: string }>;
  parts: Map<string, StoredPart>;
  /** Versions of parts' long texts, in the order kept. */
  versions: Map<string, StoredPartTextVersion>;
};

const newestFirst = (a: StoredPartTextVersion, b: StoredPartTextVersion) =>
  (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0) ||
  (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);

const byPosition = (a: StoredPart, b: StoredPart) =>
  a.position - b.position || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * The part store in memory, for unit tests of the core: the same contract as the server's store over
 * SQLite and PostgreSQL (the same suite runs on all three). A transaction works on a copy and keeps it
 * only when the work succeeds.
 */
export function createMemoryPartStore(
  parents: readonly { parent: PartParent; id: string; lastUpdated?: string }[] = [],
  /** Parents kept elsewhere (a memory record store's records), found when not among `parents`. */
  parentOf?: (id: string) => PartParent | undefined,
): PartStore & { lastUpdatedOf(id: string): string | undefined } {
  let state: MemoryState = {
    parents: new Map(parents.map(({ id, ...rest }) => [id, rest])),
    parts: new Map(),
    versions: new Map(),
  };
  const copyOf = (from: MemoryState): MemoryState => ({
    parents: new Map([...from.parents].map(([id, value]) => [id, { ...value }])),
    parts: new Map([...from.parts].map(([id, part]) => [id, structuredClone(part)])),
    versions: new Map(from.versions),
  });
  // A part's versions go with it, as on the server.
  const dropVersionsOf = (partIds: ReadonlySet<string>) => {
    for (const [id, version] of state.versions) if (partIds.has(version.partId)) state.versions.delete(id);
  };
  const versionsOf = (partId: string, field: string) =>
    [...state.versions.values()]
      .filter((version) => version.partId === partId && version.field === field)
      .sort(newestFirst);

  const store: PartStore & { lastUpdatedOf(id: string): string | undefined } = {
    async transaction(work) {
      const before = copyOf(state);
      try {
        return await work(store);
      } catch (error) {
        state = before;
        throw error;
      }
    },
    async parentExists(parent, id) {
      return (state.parents.get(id)?.parent ?? parentOf?.(id)) === parent;
    },
    async touchParent(parent, id, stamp) {
      const found = parentOf?.(id);
      if (!state.parents.has(id) && found !== undefined) state.parents.set(id, { parent: found });
      const entry = state.parents.get(id);
      if (entry?.parent === parent && parent !== 'worlds') entry.lastUpdated = stamp;
    },
    async listParts(parentId, kind?: PartKind) {
      return [...state.parts.values()]
        .filter((part) => part.parentId === parentId && (kind === undefined || part.kind === kind))
        .sort(byPosition)
        .map((part) => structuredClone(part));
    },
    async listPartsOf(parentIds) {
      const wanted = new Set(parentIds);
      return [...state.parts.values()]
        .filter((part) => wanted.has(part.parentId))
        .sort(byPosition)
        .map((part) => structuredClone(part));
    },
    async getPart(id) {
      const part = state.parts.get(id);
      return part === undefined ? undefined : structuredClone(part);
    },
    async listLinkedParts(linkId) {
      return [...state.parts.values()]
        .filter((part) => linkIdOf(part.data) === linkId)
        .sort(byPosition)
        .map((part) => structuredClone(part));
    },
    async countParts(kind, parentIds) {
      const wanted = new Set(parentIds);
      const counts = new Map<string, number>();
      for (const part of state.parts.values()) {
        if (part.kind === kind && wanted.has(part.parentId)) {
          counts.set(part.parentId, (counts.get(part.parentId) ?? 0) + 1);
        }
      }
      return counts;
    },
    async lastPosition(parentId, kind) {
      let last = -1;
      for (const part of state.parts.values()) {
        if (part.parentId === parentId && part.kind === kind) last = Math.max(last, part.position);
      }
      return last;
    },
    async insertParts(parts) {
      for (const part of parts) {
        if (state.parts.has(part.id)) throw new Error(`A part with id ${part.id} already exists`);
        state.parts.set(part.id, structuredClone(part));
      }
    },
    async updatePart(part, expectedVersion) {
      const current = state.parts.get(part.id);
      if (current === undefined || current.version !== expectedVersion) return false;
      state.parts.set(part.id, structuredClone(part));
      return true;
    },
    async updateShortFields(updates) {
      if (
        updates.some(({ part, expectedVersion }) => state.parts.get(part.id)?.version !== expectedVersion)
      ) {
        return false;
      }
      for (const { part } of updates) state.parts.set(part.id, structuredClone(part));
      return true;
    },
    async setPositions(moves) {
      for (const { id, position } of moves) {
        const part = state.parts.get(id);
        if (part !== undefined) part.position = position;
      }
    },
    async deleteParts(ids) {
      let count = 0;
      for (const id of ids) if (state.parts.delete(id)) count += 1;
      dropVersionsOf(new Set(ids));
      return count;
    },
    async deletePartsOf(parentIds) {
      const gone = new Set(parentIds);
      const partIds = new Set<string>();
      for (const [id, part] of state.parts) {
        if (gone.has(part.parentId)) {
          state.parts.delete(id);
          partIds.add(id);
        }
      }
      dropVersionsOf(partIds);
      return partIds.size;
    },
    async listTextVersions(partId, field) {
      return versionsOf(partId, field).map(({ id, name, isNamed, wordCount, textVersion, createdAt }) => ({
        id,
        name,
        isNamed,
        wordCount,
        textVersion,
        createdAt,
      }));
    },
    async getTextVersion(partId, field, versionId) {
      const version = state.versions.get(versionId);
      if (version === undefined || version.partId !== partId || version.field !== field) return undefined;
      return structuredClone(version);
    },
    async addTextVersion(version) {
      const kept = { ...structuredClone(version), id: crypto.randomUUID() };
      state.versions.set(kept.id, kept);
      return structuredClone(kept);
    },
    async deleteTextVersions(partId, field, versionIds) {
      let count = 0;
      for (const id of versionIds) {
        const version = state.versions.get(id);
        if (version?.partId === partId && version.field === field && state.versions.delete(id)) count += 1;
      }
      return count;
    },
    lastUpdatedOf(id) {
      return state.parents.get(id)?.lastUpdated;
    },
  };
  return store;
}
