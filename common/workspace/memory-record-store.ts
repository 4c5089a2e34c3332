import type { Link, RecordKind } from './kinds';
import type { AppearingKind, RecordStore, StoredRecord } from './record-store';

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
 * transaction works on copies and puts them back only when the work succeeds. `countPartsOf` and
 * `onRemove` let the owner account for parts it keeps elsewhere.
 */
export function createMemoryRecordStore(
  records: MemoryRecords,
  options: {
    countPartsOf?: (ids: readonly string[]) => number;
    onRemove?: (ids: readonly string[]) => void;
    /** Appearances kept elsewhere (the part store): found by character or item, removed by id. */
    appearancesOf?: (kind: AppearingKind, ids: readonly string[]) => string[];
    removeParts?: (ids: readonly string[]) => void;
  } = {},
): RecordStore {
  const rows = (kind: RecordKind) => records[kind] ?? [];
  const store: RecordStore = {
    async transaction(work) {
      const before = structuredClone(records);
      try {
        return await work(store);
      } catch (error) {
        for (const kind of Object.keys(before) as RecordKind[]) records[kind] = before[kind] ?? [];
        throw error;
      }
    },
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
      // As in the database: a record arriving without a version is at its first.
      const row = { ...structuredClone(record), version: record.version ?? 1 };
      records[kind] = at === 'first' ? [row, ...rows(kind)] : [...rows(kind), row];
    },
    async writeRecord(kind, record) {
      records[kind] = rows(kind).map((row) => (row.id === record.id ? structuredClone(record) : row));
    },
    async linking(link, ids) {
      return rows(link.from)
        .filter((row) => names(row, link, ids))
        .map((row) => row.id);
    },
    async removeRecords(kind, ids) {
      records[kind] = rows(kind).filter((row) => !ids.includes(row.id));
      options.onRemove?.(ids);
    },
    async unlink(link, ids) {
      for (const row of rows(link.from)) {
        if (!names(row, link, ids)) continue;
        if (link.isMany === true)
          row[link.field] = (row[link.field] as string[]).filter((id) => !ids.includes(id));
        else delete row[link.field];
      }
    },
    async appearancesOf(kind, ids) {
      return options.appearancesOf?.(kind, ids) ?? [];
    },
    async removeParts(ids) {
      if (ids.length > 0) options.removeParts?.(ids);
    },
    async countPartsOf(ids) {
      return options.countPartsOf?.(ids) ?? 0;
    },
  };
  return store;
}
