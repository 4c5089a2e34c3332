import type { PartParent } from '../api/parts';
import { type Link, type RecordKind, recordKindSpecs } from './kinds';
import { createMemoryPartStore } from './memory-store';
import { appearanceIdsOf } from './operations/linked-parts';
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
 * transaction works on copies and puts them back only when the work succeeds. Its parts are in a
 * memory part store of its own, unless the owner keeps them elsewhere (`countPartsOf`, `onRemove`,
 * `appearancesOf`, `removeParts`).
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
  const parentOf = (id: string): PartParent | undefined => {
    for (const spec of recordKindSpecs) {
      if (spec.parts !== undefined && rows(spec.kind as RecordKind).some((row) => row.id === id))
        return spec.parts;
    }
    return undefined;
  };
  const parts = createMemoryPartStore([], parentOf);
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
      if (options.onRemove !== undefined) options.onRemove(ids);
      else await parts.deletePartsOf(ids);
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
      return options.appearancesOf?.(kind, ids) ?? appearanceIdsOf(parts, kind, ids);
    },
    async removeParts(ids) {
      if (ids.length === 0) return;
      if (options.removeParts !== undefined) options.removeParts(ids);
      else await parts.deleteParts(ids);
    },
    async countPartsOf(ids) {
      if (options.countPartsOf !== undefined) return options.countPartsOf(ids);
      return (await parts.listPartsOf(ids)).length;
    },
  };
  return store;
}
