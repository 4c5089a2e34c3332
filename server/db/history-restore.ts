import type { OtherKind, RestoreStore } from '../../common/workspace/operations/restore-change';
import type { StoredRecord } from '../../common/workspace/record-store';
import { createRecordStore } from './record-store';
import { createRelationStore } from './relation-store';
import type { WorkspaceStore } from './workspace-store-type';
import { profileTable, savedQueryTable, type TableSpec } from './workspace-tables';

// The storage a restore from the history needs (the command is common/workspace/operations/
// restore-change.ts): the workspace's stores, its writes named 'restore' in the history.

const otherTables: Record<OtherKind, TableSpec<StoredRecord>> = {
  profile: profileTable as TableSpec<StoredRecord>,
  'saved-query': savedQueryTable as TableSpec<StoredRecord>,
};

export function createRestoreStore(store: WorkspaceStore): RestoreStore {
  return {
    transaction: (work) => store.withAction('restore').transaction((trx) => work(createRestoreStore(trx))),
    records: () => createRecordStore(store),
    relations: () => createRelationStore(store),
    getOther: (kind, id) => store.find(otherTables[kind], id, { forUpdate: true }),
    async writeOther(kind, value) {
      await store.update(otherTables[kind], value);
    },
  };
}
