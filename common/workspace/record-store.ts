import type { Link, RecordKind } from './links';

/** The records that exist once and appear in many places through parts. */
export type AppearingKind = Extract<RecordKind, 'character' | 'item'>;

/**
 * What the core's record commands need of storage, for one user's workspace (the server implements it
 * over its tables; tests over memory).
 */
export interface RecordStore {
  transaction<T>(work: (store: RecordStore) => Promise<T>): Promise<T>;
  /** Whether the record exists; inside a transaction it stays so until the end (a row lock). */
  exists(kind: RecordKind, id: string): Promise<boolean>;
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
