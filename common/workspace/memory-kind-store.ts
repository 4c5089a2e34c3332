import type { KindStore, UserKind } from './user-kinds';

/** The kinds of one workspace in memory: the core's tests, and the browser's test repository. */
export function createMemoryKindStore(kinds: UserKind[] = []): KindStore {
  const copy = (kind: UserKind) => ({ ...kind });
  return {
    listKinds: async () =>
      [...kinds].sort((a, b) => a.position - b.position || a.id.localeCompare(b.id)).map(copy),
    getKind: async (id) => {
      const kind = kinds.find((each) => each.id === id);
      return kind === undefined ? undefined : copy(kind);
    },
    insertKind: async (kind) => {
      kinds.push(copy(kind));
    },
    updateKind: async (kind, expectedVersion) => {
      const at = kinds.findIndex((each) => each.id === kind.id && each.version === expectedVersion);
      if (at === -1) return false;
      kinds[at] = copy(kind);
      return true;
    },
    removeKind: async (id) => {
      const at = kinds.findIndex((each) => each.id === id);
      if (at === -1) return false;
      kinds.splice(at, 1);
      return true;
    },
  };
}
