import type { FieldDefinition } from './custom-fields';
import type { EntityRef } from './entities';
import type { FieldRestoreSite } from './field-trash';
import type { RecordKind } from './kinds';
import type { RestoreProblem } from './operations/trash-restore';
import type { RecordStore, StoredRecord } from './record-store';
import type { SnapshotRow, TrashedField, TrashPayload } from './trash';

/** What hangs on records and parts beside their parts, kept as the store holds it (decision 079). */
export type HeldRows = Pick<
  TrashPayload,
  'chapterTexts' | 'textVersions' | 'writingGoals' | 'writingDays' | 'calendars'
>;

/**
 * What the Trash's snapshot and write-back (`operations/trash-snapshot.ts`) need of storage, row by
 * row: the server implements it over its tables (`server/db/trash-snapshot.ts`), the browser and unit
 * tests over memory (`memory-trash-store.ts`). A snapshot's rows are the store's own (a table's columns
 * on the server), kept whole and handed back as they were read.
 */
export interface TrashStore {
  /** Runs `work` in one transaction: all of it happens or (when it throws) none of it does. */
  transaction<T>(work: (store: TrashStore) => Promise<T>): Promise<T>;
  /** The records and parts of the same workspace, in the same transaction. */
  records(): RecordStore;
  /** The records of a kind with these ids as stored, with their place in the kind's list. */
  recordRows(kind: RecordKind, ids: readonly string[]): Promise<SnapshotRow[]>;
  /** A stored row read as a record (fields, not columns). */
  recordOf(kind: RecordKind, row: SnapshotRow): StoredRecord;
  /** Puts records of one kind back, each at its row's place in the list, as `record` says. */
  putRecords(kind: RecordKind, back: readonly { record: StoredRecord; row: SnapshotRow }[]): Promise<void>;
  /** The texts, versions, writing goals and days and calendars of these records and parts. */
  heldBy(records: ReadonlyMap<string, RecordKind>, partIds: readonly string[]): Promise<HeldRows>;
  putHeld(held: HeldRows): Promise<void>;
  /** The relations with one of these at either end, as stored, each once, by id. */
  relationRows(ends: readonly EntityRef[]): Promise<SnapshotRow[]>;
  /** A stored relation's two ends. */
  relationEnds(row: SnapshotRow): readonly [EntityRef, EntityRef];
  /** Puts a relation back under its id. */
  putRelation(row: SnapshotRow): Promise<void>;
  /**
   * Takes the values of added fields these records and parts hold (decision 063), as stored: read and
   * removed, in the delete's transaction.
   */
  takeFieldValues(thingIds: readonly string[]): Promise<SnapshotRow[]>;
  /** Puts taken values back (over any a thing made since under the same id holds). */
  putFieldValues(rows: readonly SnapshotRow[]): Promise<void>;
  /** What a deleted field's restore finds now: its id, its scope, its siblings' names (decision 077). */
  fieldRestoreSite(field: FieldDefinition): Promise<FieldRestoreSite>;
  /** Puts a deleted field back with every value it held. */
  putField(trashed: TrashedField): Promise<void>;
  /**
   * What only this store checks before a restore (a thing of a user's kind needs its kind, decision
   * 085), after the core's own checks; undefined when it can go ahead.
   */
  extraProblem(payload: TrashPayload): Promise<RestoreProblem | undefined>;
  /**
   * Last in a write-back: what else a snapshot holds that only this store keeps (an import's saved
   * queries, images and profile on the server) and its indexes of what came back.
   */
  putExtras(payload: TrashPayload): Promise<void>;
}
