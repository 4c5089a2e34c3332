import type { PartParent } from '../api/parts';
import { type Link, type RecordKind, recordKindSpecs } from './kinds';
import { createMemoryPartStore } from './memory-store';
import { appearanceIdsOf } from './operations/linked-parts';
import type { RecordStore, StoredRecord } from './record-store';
import type { PartStore } from './store';

/** Records in memory by kind, as a workspace holds them (`novels`, `universes`, ...). */
export type MemoryRecords = Partial<Record<RecordKind, StoredRecord[]>>;

function names(row: Record<string, unknown>, link: Link, ids: readonly string[]): boolean {
  if (link.when !== undefined && row[link.when.field] !== link.when.equals) return false;
  const value = row[link.field];
  if (link.isMany === true) return Array.isArray(value) && value.some((id) => ids.includes(id as string));
  return typeof value === 'string' && ids.includes(value);
}

/**
 * The core's record store over records in memory (the browser's test repository, unit tests). A
 * transaction works on copies and puts them back only when the work succeeds. Its parts are in a
 * memory part store of its own (parents found in its records), unless the owner gives the part store
 * that holds them (`parts`).
 */
export function createMemoryRecordStore(
  records: MemoryRecords,
  options: {
    parts?: PartStore;
    /** How many parts records hold, when a test gives counts rather than parts. */
    countPartsOf?: (ids: readonly string[]) => number;
  } = {},
): RecordStore {
  const rows = (kind: RecordKind) => records[kind] ?? [];
  const parentOf = (id: string): PartParent | undefined => {
    for (const spec of recordKindSpecs) {
      if (spec.parts !== undefined && rows(spec.kind as RecordKind).some((row) => row.id === id))
        return spec.parts;
    }
    return undefined;
  };
  const parts = options.parts ?? createMemoryPartStore([], parentOf);
  const store: RecordStore = {
    async transaction(work) {
      const before = structuredClone(records);
      try {
        return await parts.transaction(() => work(store));
      } catch (error) {
        for (const kind of Object.keys(before) as RecordKind[]) records[kind] = before[kind] ?? [];
        throw error;
      }
    },
    parts: () => parts,
    async exists(kind, id) {
      return rows(kind).some((row) => row.id === id);
    },
    async getRecord(kind, id) {
      const found = rows(kind).find((row) => row.id === id);
      return found === undefined ? undefined : structuredClone(found);
    },
    async listRecords(kind, filter) {
      const wanted = rows(kind).filter((row) => filter === undefined || row[filter.field] === filter.equals);
      return structuredClone(wanted);
    },
    async insertRecord(kind, record, at) {
      // As in the database: a record arriving without a version is at its first, and the caller's copy
      // says so (it is what the client is sent).
      record.version ??= 1;
      const row = structuredClone(record);
      records[kind] = at === 'first' ? [row, ...rows(kind)] : [...rows(kind), row];
    },
    async writeRecord(kind, record) {
      records[kind] = rows(kind).map((row) => (row.id === record.id ? structuredClone(record) : row));
    },
    async stampRecord(kind, id, now) {
      records[kind] = rows(kind).map((row) => (row.id === id ? { ...row, lastUpdated: now } : row));
    },
    async linking(link, ids) {
      return rows(link.from)
        .filter((row) => names(row, link, ids))
        .map((row) => row.id);
    },
    async removeRecords(kind, ids) {
      records[kind] = rows(kind).filter((row) => !ids.includes(row.id));
      await parts.deletePartsOf(ids);
    },
    async unlink(link, ids) {
      for (const row of rows(link.from)) {
        if (!names(row, link, ids)) continue;
        if (link.isMany === true)
          row[link.field] = (row[link.field] as string[]).filter((id) => !ids.includes(id));
        else delete row[link.field];
      }
    },
    appearancesOf: (kind, ids) => appearanceIdsOf(parts, kind, ids),
    async removeParts(ids) {
      if (ids.length > 0) await parts.deleteParts(ids);
    },
    async countPartsOf(ids) {
      if (options.countPartsOf !== undefined) return options.countPartsOf(ids);
      return (await parts.listPartsOf(ids)).length;
    },
  };
  return store;
}
