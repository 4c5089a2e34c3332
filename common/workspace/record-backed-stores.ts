import type { Item } from '../domain/reference';
import type { CastStore, StoredCharacter } from './cast';
import type { ItemStore, StoredItem } from './items';
import type { RecordStore, StoredRecord } from './record-store';

// The appearance commands' stores (cast.ts, items.ts) over the core's record store, so that the server
// (its tables) and the browser's test repository (memory) keep characters and items by one code: the
// record store's rows, versioned as every record is.

const stageKinds = { novels: 'novel', campaigns: 'campaign' } as const;

/** A record's universe: `undefined` when it has none, `null` when the record is not there. */
function universeOf(record: StoredRecord | undefined): string | undefined | null {
  if (record === undefined) return null;
  return typeof record.universeId === 'string' ? record.universeId : undefined;
}

async function titlesOf(
  records: RecordStore,
  kind: 'novel' | 'campaign',
  ids: readonly string[],
): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const wanted = new Set(ids);
  const rows = (await records.listRecords(kind)).filter((row) => wanted.has(row.id));
  return new Map(rows.map((row) => [row.id, String(row.title ?? '')]));
}

/** Writes a record's new fields and adds one to its version; nothing when it is not there. */
async function writeNext(records: RecordStore, kind: 'character' | 'item', next: StoredRecord) {
  const current = await records.getRecord(kind, next.id);
  if (current === undefined) return;
  await records.writeRecord(kind, { ...next, version: (current.version ?? 1) + 1 });
}

/** Characters and the novels and campaigns they appear in, over a record store. */
export function castStoreOver(records: RecordStore): CastStore {
  return {
    transaction: (work) => records.transaction((trx) => work(castStoreOver(trx))),
    parts: () => records.parts(),
    universeOf: async (parent, id) => universeOf(await records.getRecord(stageKinds[parent], id)),
    getCharacter: async (id) => (await records.getRecord('character', id)) as StoredCharacter | undefined,
    async insertCharacter(character) {
      const stored: StoredCharacter = { ...character, version: 1 };
      await records.insertRecord('character', stored, 'last');
      return stored;
    },
    async renameCharacter(id, name) {
      const current = await records.getRecord('character', id);
      if (current !== undefined) await writeNext(records, 'character', { ...current, name });
    },
    async setCharacterFields(id, fields) {
      const current = await records.getRecord('character', id);
      if (current === undefined) return;
      const next: StoredRecord = { ...current };
      for (const [field, value] of Object.entries(fields)) {
        if (value === '') delete next[field];
        else next[field] = value;
      }
      await writeNext(records, 'character', next);
    },
    titlesOf: (parent, ids) => titlesOf(records, stageKinds[parent], ids),
  };
}

/** Items and the campaigns they appear in, over a record store. */
export function itemStoreOver(records: RecordStore): ItemStore {
  return {
    transaction: (work) => records.transaction((trx) => work(itemStoreOver(trx))),
    parts: () => records.parts(),
    universeOfCampaign: async (id) => universeOf(await records.getRecord('campaign', id)),
    getItem: async (id) => (await records.getRecord('item', id)) as StoredItem | undefined,
    async insertItem(item: Item) {
      const stored: StoredItem = { ...item, version: 1 };
      await records.insertRecord('item', stored, 'last');
      return stored;
    },
    writeItem: (item) => writeNext(records, 'item', item),
    campaignTitles: (ids) => titlesOf(records, 'campaign', ids),
  };
}
