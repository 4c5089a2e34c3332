import type { Character } from '../domain/reference';
import type { CastStore, StoredCharacter } from './cast';
import { createMemoryRecordStore } from './memory-record-store';
import { castStoreOver } from './record-backed-stores';

type Stage = { id: string; title: string; universeId?: string };

/**
 * The cast store in memory, for unit tests of the appearance commands: novels and campaigns (id, title,
 * universe) and References characters in a memory record store, read as the server reads its tables.
 */
export function createMemoryCastStore(seed: {
  novels?: Stage[];
  campaigns?: Stage[];
  characters?: Character[];
}): CastStore & { characters(): StoredCharacter[] } {
  const records = {
    novel: seed.novels ?? [],
    campaign: seed.campaigns ?? [],
    character: (seed.characters ?? []).map((character) => ({ ...character, version: 1 })),
  };
  const store = castStoreOver(createMemoryRecordStore(records));
  return { ...store, characters: () => structuredClone(records.character) as StoredCharacter[] };
}
