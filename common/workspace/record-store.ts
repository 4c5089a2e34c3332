import type { Link, RecordKind } from './kinds';
import type { PartStore } from './store';

/** A record as stored: its own fields (not its parts), its id and, once written, its version. */
export type StoredRecord = { id: string; version?: number } & Record<string, unknown>;

/** The records that exist once and appear in many places through parts. */
export type AppearingKind = Extract<RecordKind, 'character' | 'item'>;

/**
 * What the core's record commands need of storage, for one user's workspace (the server implements it
 * over its tables; tests over memory).
 */
export interface RecordStore {
  transaction<T>(work: (store: RecordStore) => Promise<T>): Promise<T>;
  /** The part store of the same workspace, in the same transaction (a save's appearances). */
  parts(): PartStore;
  /** Whether the record exists; inside a transaction it stays so until the end (a row lock). */
  exists(kind: RecordKind, id: string): Promise<boolean>;
  /** The record, locked until the transaction ends; undefined when it is not there. */
  getRecord(kind: RecordKind, id: string): Promise<StoredRecord | undefined>;
  /** The records of a kind in list order, those whose `field` is `equals` when a filter is given. */
  listRecords(kind: RecordKind, filter?: { field: string; equals: string }): Promise<StoredRecord[]>;
  /** Adds a record at the start or the end of its kind's list. */
  insertRecord(kind: RecordKind, record: StoredRecord, at: 'first' | 'last'): Promise<void>;
  /** Writes every field of a record that is there (checked by the caller, in the same transaction). */
  writeRecord(kind: RecordKind, record: StoredRecord): Promise<void>;
  /**
   * Sets a record's stamp of the last change (`lastUpdated`) and nothing else: something it holds
   * changed, not the record itself, so its version stays (an event's save stamps its timeline).
   */
  stampRecord(kind: RecordKind, id: string, now: string): Promise<void>;
  /** The ids of `link.from` records whose link field names one of `targetIds` (and match `link.when`). */
  linking(link: Link, targetIds: readonly string[]): Promise<string[]>;
  /** Deletes the records, and their parts. */
  removeRecords(kind: RecordKind, ids: readonly string[]): Promise<void>;
  /** Clears the link field of `link.from` records that name one of `targetIds` (or drops the ids from a list). */
  unlink(link: Link, targetIds: readonly string[]): Promise<void>;
  /**
   * The ids of the appearances of these characters (parts in novels and campaigns) or items (parts in
   * campaigns).
   */
  appearancesOf(kind: AppearingKind, ids: readonly string[]): Promise<string[]>;
  /** Deletes parts by id (a deleted character's or item's appearances). */
  removeParts(ids: readonly string[]): Promise<void>;
  /** How many parts these records hold. */
  countPartsOf(ids: readonly string[]): Promise<number>;
}
