import type { CastStore, StoredCharacter } from '../../common/workspace/cast';
import type { WorkspaceStore } from './workspace-store';
import { campaignTable, characterTable, novelTable } from './workspace-tables';

const stageTables = { novels: novelTable, campaigns: campaignTable } as const;

/** The core's cast store (characters and where they appear) over one user's workspace tables. */
export function createCastStore(store: WorkspaceStore): CastStore {
  return {
    transaction: (work) => store.transaction((trx) => work(createCastStore(trx))),

    parts: () => store.parts(),

    async universeOf(parent, id) {
      const [row] = await store.rows(stageTables[parent], ['id', 'universe_id'], { id });
      if (row === undefined) return null;
      return typeof row.universe_id === 'string' ? row.universe_id : undefined;
    },

    async getCharacter(id) {
      return (await store.find(characterTable, id, { forUpdate: true })) as StoredCharacter | undefined;
    },

    async insertCharacter(character) {
      const stored: StoredCharacter = { ...character, version: 1 };
      await store.insert(characterTable, stored, 'last');
      return stored;
    },

    async renameCharacter(id, name) {
      const current = (await store.find(characterTable, id, { forUpdate: true })) as
        | StoredCharacter
        | undefined;
      if (current === undefined) return;
      const renamed: StoredCharacter = { ...current, name, version: current.version + 1 };
      await store.update(characterTable, renamed);
    },

    async titlesOf(parent, ids) {
      if (ids.length === 0) return new Map();
      const rows = await store.rows(stageTables[parent], ['id', 'title'], { id: ids });
      return new Map(rows.map((row) => [row.id, row.title]));
    },
  };
}
