import type { Character } from '../domain/reference';
import type { CastStore, StoredCharacter } from './cast';
import { createMemoryPartStore } from './memory-store';

type Stage = { id: string; title: string; universeId?: string };

/**
 * The cast store in memory, for unit tests of the appearance commands: novels and campaigns (id, title,
 * universe), References characters, and a memory part store. A transaction keeps its changes only
 * when the work succeeds.
 */
export function createMemoryCastStore(seed: {
  novels?: Stage[];
  campaigns?: Stage[];
  characters?: Character[];
}): CastStore & { characters(): StoredCharacter[] } {
  const stages = { novels: seed.novels ?? [], campaigns: seed.campaigns ?? [] };
  const parts = createMemoryPartStore([
    ...stages.novels.map((novel) => ({ parent: 'novels' as const, id: novel.id })),
    ...stages.campaigns.map((campaign) => ({ parent: 'campaigns' as const, id: campaign.id })),
  ]);
  let characters: StoredCharacter[] = (seed.characters ?? []).map((character) => ({
    ...character,
    version: 1,
  }));

  const store: CastStore & { characters(): StoredCharacter[] } = {
    async transaction(work) {
      const before = structuredClone(characters);
      try {
        return await parts.transaction(() => work(store));
      } catch (error) {
        characters = before;
        throw error;
      }
    },
    parts: () => parts,
    async universeOf(parent, id) {
      const stage = stages[parent].find((entry) => entry.id === id);
      return stage === undefined ? null : stage.universeId;
    },
    async getCharacter(id) {
      const found = characters.find((character) => character.id === id);
      return found === undefined ? undefined : structuredClone(found);
    },
    async insertCharacter(character) {
      const stored = { ...structuredClone(character), version: 1 };
      characters.push(stored);
      return structuredClone(stored);
    },
    async renameCharacter(id, name) {
      const found = characters.find((character) => character.id === id);
      if (found === undefined) return;
      found.name = name;
      found.version += 1;
    },
    async titlesOf(parent, ids) {
      return new Map(
        stages[parent].filter((stage) => ids.includes(stage.id)).map((stage) => [stage.id, stage.title]),
      );
    },
    characters: () => structuredClone(characters),
  };
  return store;
}
