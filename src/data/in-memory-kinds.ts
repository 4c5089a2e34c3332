import type { MemoryKindTrash } from '../../common/workspace/memory-trash-store';
import type { PartView } from '../../common/workspace/present';
import { presentPart } from '../../common/workspace/present';
import {
  changeKind,
  defineKind,
  type KindHome,
  type KindPatch,
  type KindStore,
  moveKind,
  type NewKind,
  USER_KIND_PREFIX,
  type UserKind,
  userPartKind,
} from '../../common/workspace/user-kinds';
import { NotFoundError } from './errors';
import { asDataError, type createInMemoryParts } from './in-memory-parts';
import type { Trashed } from './workspace-repository';

type InMemoryKindsOptions = {
  parts: ReturnType<typeof createInMemoryParts>;
  now: () => string;
  newId: () => string;
  /** Moves a kind into the Trash as one entry; `remove` takes it and its things away (in-memory-trash.ts). */
  intoTrash: (kind: UserKind, remove: (deletedAt: string) => Promise<void>) => Promise<Trashed>;
};

/**
 * Kinds of your own in the browser's in-memory repository (decision 085), by the core's rules
 * (common/workspace/user-kinds.ts): enough for component tests. Its things are parts as on the server.
 */
export function createInMemoryKinds({ parts, now, newId, intoTrash }: InMemoryKindsOptions) {
  let kinds: UserKind[] = [];
  const store: KindStore = {
    listKinds: async () =>
      [...kinds]
        .sort((a, b) => a.position - b.position || a.id.localeCompare(b.id))
        .map((kind) => ({ ...kind })),
    getKind: async (id) => kinds.find((kind) => kind.id === id),
    insertKind: async (kind) => {
      kinds = [...kinds, kind];
    },
    updateKind: async (kind, expectedVersion) => {
      const stored = kinds.find((each) => each.id === kind.id);
      if (stored?.version !== expectedVersion) return false;
      kinds = kinds.map((each) => (each.id === kind.id ? kind : each));
      return true;
    },
    removeKind: async (id) => {
      const before = kinds.length;
      kinds = kinds.filter((kind) => kind.id !== id);
      return kinds.length < before;
    },
  };
  const run = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      throw asDataError(error);
    }
  };
  /** A kind's id as the server makes one: lower-case letters and digits. */
  const kindId = () =>
    newId()
      .toLowerCase()
      .replace(/[^a-z0-9]/g, '')
      .slice(0, 12) || 'kind';

  return {
    listKinds: () => store.listKinds(),
    defineKind: (input: NewKind) => run(() => defineKind(store, input, { id: kindId(), now: now() })),
    changeKind: (id: string, patch: KindPatch, version: number) =>
      run(() => changeKind(store, { id, patch, version, now: now() })),
    moveKind: (id: string, toIndex: number) =>
      run(() => moveKind(store, { id, move: { toIndex }, now: now() })),
    async listKindThings(parent: KindHome, parentId: string, id: string): Promise<PartView[]> {
      const kind = `${parent}/${USER_KIND_PREFIX}${id}`;
      return (await parts.storedParts())
        .map(({ part }) => part)
        .filter((part) => part.kind === kind && part.parentId === parentId)
        .sort((a, b) => a.position - b.position)
        .map(presentPart);
    },
    /** The kind goes to the Trash with its things and its fields' values, as one entry (decision 085). */
    deleteKind: (id: string): Promise<Trashed> =>
      run(async () => {
        const kind = await store.getKind(id);
        if (kind === undefined) throw new NotFoundError('Kind not found');
        const partKind = userPartKind(kind);
        return intoTrash(kind, async (deletedAt) => {
          for (const { part } of await parts.storedParts()) {
            if (part.kind !== partKind) continue;
            const segment = `${USER_KIND_PREFIX}${id}`;
            await parts.deletePart(kind.livesIn, part.parentId, segment, part.id, undefined, deletedAt);
          }
          await store.removeKind(id);
        });
      }),
    /** What the Trash's write-back asks of the kinds: which there are, and a deleted one put back. */
    trashSide: {
      kindIds: () => kinds.map((kind) => kind.id),
      putBack(back: readonly UserKind[]) {
        const ids = new Set(back.map((kind) => kind.id));
        kinds = [...kinds.filter((kind) => !ids.has(kind.id)), ...structuredClone(back)].sort(
          (a, b) => a.position - b.position,
        );
      },
    } satisfies MemoryKindTrash,
  };
}
