import type { PartStore } from '../../common/workspace/store';
import type { DatabaseKind } from './database';
import type { HistoryLog } from './history-log';
import type { RecordTableName } from './record-schema';
import type { ColumnOf, Row, RowOf, TableSpec, WorkspaceDb } from './workspace-tables';

// What a store over one user's workspace offers (created by workspace-store.ts). Apart from it because
// the stores that file composes take a WorkspaceStore too: declared there, they imported each other.

/** Column filters: equal to a value, or (an array) one of several values. */
export type Filter = Record<string, string | readonly string[]>;

/**
 * Rows of one user's workspace. Every query names the owner, so a record of someone else is simply
 * not there. Obtain one per request with `createWorkspaceStore(db, kind, userId)`; `transaction` runs a
 * function against a store bound to one transaction.
 */
export type WorkspaceStore = {
  userId: string;
  kind: DatabaseKind;
  /** The connection (or transaction) the store is bound to, for stores of tables it does not cover. */
  db: WorkspaceDb;
  /** Runs `work` in one transaction: it all happens, or (when it throws) none of it does. */
  transaction<T>(work: (store: WorkspaceStore) => Promise<T>): Promise<T>;
  list<R>(table: TableSpec<R>, filter?: Filter): Promise<R[]>;
  /** Only the named columns, as rows of the table's type (for counts and names of linked records). */
  rows<Name extends RecordTableName, Column extends ColumnOf<Name> | 'id'>(
    table: TableSpec<unknown, Name>,
    columns: readonly Column[],
    filter?: Filter,
  ): Promise<RowOf<Name, Column>[]>;
  /** The same for columns known only at run time (a link's, by its field): untyped rows. */
  rows(table: TableSpec<unknown>, columns: readonly string[], filter?: Filter): Promise<Row[]>;
  /**
   * One record, or undefined. `forUpdate` locks the row until the transaction ends (PostgreSQL; SQLite
   * runs one writer at a time anyway), so that a read-modify-write cannot lose a concurrent change.
   */
  find<R>(table: TableSpec<R>, id: string, options?: { forUpdate?: boolean }): Promise<R | undefined>;
  exists(table: TableSpec<unknown>, id: string): Promise<boolean>;
  count(table: TableSpec<unknown>, filter?: Filter): Promise<number>;
  /** Adds a record at the start or the end of its list. */
  insert<R extends { id: string }>(table: TableSpec<R>, record: R, at: 'first' | 'last'): Promise<void>;
  /** Adds records in the order given, after any already there. */
  insertMany<R extends { id: string }>(table: TableSpec<R>, records: readonly R[]): Promise<void>;
  /** Notes `count` rows of `table` written elsewhere (a staged restore) as one change that counts them. */
  recordAdded(table: TableSpec<unknown>, count: number): Promise<void>;
  /** Writes every column of the record; false when it is not (or no longer) there. */
  update<R extends { id: string }>(table: TableSpec<R>, record: R): Promise<boolean>;
  /** Sets columns of every record matching the filter (unlinking records from a deleted one). */
  updateWhere(table: TableSpec<unknown>, filter: Filter, columns: Row): Promise<void>;
  /** Deletes the records matching the filter; returns how many went. */
  remove(table: TableSpec<unknown>, filter: Filter): Promise<number>;
  /** The same user's parts, in the same transaction (if any). */
  parts(): PartStore;
  /** Where the store's writes record their changes (decision 039). */
  history: HistoryLog;
  /** The same store, naming the changes it writes after a command ('import', 'restore', ...). */
  withAction(action: string): WorkspaceStore;
  /** Whether the user's workspace was ever seeded with the sample. */
  isSeeded(): Promise<boolean>;
  /** Records that the workspace is seeded; false when it already was (another request got there first). */
  markSeeded(at: string): Promise<boolean>;
};
