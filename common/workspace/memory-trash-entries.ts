import type { StoredEntryRow, TrashEntryRows } from './trash-entries';

/**
 * The Trash's entries in memory (the browser's test repository, unit tests), newest first as the
 * server lists them; an entry's size is its snapshot's bytes as JSON, as the server counts it.
 */
export function createMemoryTrashEntryRows(): TrashEntryRows {
  let rows: StoredEntryRow[] = [];
  let retention: number | undefined;
  // Stable: of entries deleted at the same moment (a test's fixed clock), the one kept last comes first.
  const newestFirst = (a: StoredEntryRow, b: StoredEntryRow) =>
    a.deletedAt === b.deletedAt ? 0 : a.deletedAt < b.deletedAt ? 1 : -1;
  const drop = (going: (row: StoredEntryRow) => boolean) => {
    const before = rows.length;
    rows = rows.filter((row) => !going(row));
    return before - rows.length;
  };
  return {
    retentionDays: async () => retention,
    async setRetentionDays(days) {
      retention = days;
    },
    list: async () => rows.map(({ payload: _payload, ...row }) => structuredClone(row)),
    get: async (id) => structuredClone(rows.find((row) => row.id === id)),
    mayHold: async () => structuredClone(rows),
    async put(row) {
      const size = new TextEncoder().encode(JSON.stringify(row.payload)).length;
      rows = [{ ...structuredClone(row), size }, ...rows].sort(newestFirst);
    },
    remove: async (id) => drop((row) => row.id === id) > 0,
    removeDeletedBefore: async (cutoff) => drop((row) => row.deletedAt < cutoff),
    removeAll: async () => drop(() => true),
  };
}
