import { type Link, type RecordKind, recordKind, recordKinds } from '../../common/workspace/kinds';
import { appearanceIdsOf } from '../../common/workspace/operations/linked-parts';
import type { RecordStore, StoredRecord } from '../../common/workspace/record-store';
import type { WorkspaceStore } from './workspace-store-type';
import { type TableSpec, tableSpecs } from './workspace-tables';

// The core's record store over the workspace tables: a link's field is found through the table's spec.

function tableOf(kind: RecordKind): TableSpec<StoredRecord> {
  const spec = tableSpecs.find((each) => each.table === recordKind(kind).table);
  if (spec === undefined) throw new Error(`No table spec for ${kind}`);
  return spec as TableSpec<StoredRecord>;
}
for (const kind of recordKinds) tableOf(kind);

/**
 * The table of each kind of record: the spec of the table its declaration names (kinds.ts), looked up
 * when asked, so a kind a test registers later (with its table's spec) is found as a built-in one is.
 */
export const recordTables = new Proxy({} as Record<RecordKind, TableSpec<StoredRecord>>, {
  get: (_target, kind) => tableOf(kind as RecordKind),
});

/** The column holding a record field (a link), by the table's spec. */
export function columnOf(kind: RecordKind, field: string): string {
  const column = recordTables[kind].columns.find(([prop]) => prop === field)?.[1];
  if (column === undefined) throw new Error(`No column for ${kind}.${field}`);
  return column;
}

export function createRecordStore(store: WorkspaceStore): RecordStore {
  return {
    transaction: (work) => store.transaction((trx) => work(createRecordStore(trx))),

    parts: () => store.parts(),

    async exists(kind, id) {
      return (await store.find(recordTables[kind], id, { forUpdate: true })) !== undefined;
    },

    async getRecord(kind, id) {
      return store.find(recordTables[kind], id, { forUpdate: true });
    },

    async listRecords(kind, filter) {
      const where = filter === undefined ? {} : { [columnOf(kind, filter.field)]: filter.equals };
      return store.list(recordTables[kind], where);
    },

    async insertRecord(kind, record, at) {
      await store.insert(recordTables[kind], record, at);
    },

    async writeRecord(kind, record) {
      await store.update(recordTables[kind], record);
    },

    async stampRecord(kind, id, now) {
      await store.updateWhere(recordTables[kind], { id }, { [columnOf(kind, 'lastUpdated')]: now });
    },

    async linking(link: Link, targetIds) {
      const table = recordTables[link.from];
      const column = columnOf(link.from, link.field);
      const whenColumn = link.when === undefined ? undefined : columnOf(link.from, link.when.field);
      if (link.isMany === true) {
        const rows = await store.rows(table, ['id', column]);
        const wanted = new Set(targetIds);
        return rows
          .filter((row) => (JSON.parse(String(row[column])) as string[]).some((id) => wanted.has(id)))
          .map((row) => String(row.id));
      }
      const rows = await store.rows(table, ['id', ...(whenColumn === undefined ? [] : [whenColumn])], {
        [column]: targetIds,
      });
      return rows
        .filter((row) => whenColumn === undefined || row[whenColumn] === link.when?.equals)
        .map((row) => String(row.id));
    },

    async removeRecords(kind, ids) {
      await store.remove(recordTables[kind], { id: ids });
    },

    async unlink(link, targetIds) {
      const table = recordTables[link.from];
      const column = columnOf(link.from, link.field);
      if (link.isMany !== true) {
        await store.updateWhere(table, { [column]: targetIds }, { [column]: null });
        return;
      }
      const gone = new Set(targetIds);
      for (const row of await store.rows(table, ['id', column])) {
        const ids = JSON.parse(String(row[column])) as string[];
        if (ids.some((id) => gone.has(id))) {
          await store.updateWhere(
            table,
            { id: String(row.id) },
            { [column]: JSON.stringify(ids.filter((id) => !gone.has(id))) },
          );
        }
      }
    },

    appearancesOf: (kind, ids) => appearanceIdsOf(store.parts(), kind, ids),

    async removeParts(ids) {
      await store.parts().deleteParts(ids);
    },

    async countPartsOf(ids) {
      const parts = await store.parts().listPartsOf(ids);
      return parts.length;
    },
  };
}
