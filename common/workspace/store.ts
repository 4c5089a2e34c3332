import type { PartParent } from '../api/parts';
import type { RichText } from '../text/rich-text';
import type { PartKind } from './part-kinds';

/**
 * A kept version of a long text (a chapter's, a part's field) as a list shows it: no text (decision 037).
 * Declared here, below the chapter texts, because the part store lists these too.
 */
export type TextVersionSummary = {
  id: string;
  /** The author's name for it; '' for an automatic one. */
  name: string;
  isNamed: boolean;
  wordCount: number;
  /** The text's version it captured. */
  textVersion: number;
  createdAt: string;
};

/**
 * A part as stored: one row of its own with its owner (implicit in the store), parent, place in the
 * parent's list and version. `data` holds every field of the part but its id, long texts included; a
 * store keeps the long texts apart from the row (see part-kinds.ts `longFields`).
 */
export type StoredPart = {
  id: string;
  kind: PartKind;
  parentId: string;
  position: number;
  /** 1 when created; every write adds one. A write naming an older version is refused. */
  version: number;
  createdAt: string;
  updatedAt: string;
  data: Record<string, unknown>;
  /**
   * The member who made the part in a container shared with them (decision 083); absent when its owner
   * did. A player changes the notes they made, and only those.
   */
  createdBy?: string;
};

/**
 * The record a part stands for (an appearance's character or item), kept in a column of its own for
 * lookups.
 */
export function linkIdOf(data: Record<string, unknown>): string | null {
  if (typeof data.characterId === 'string') return data.characterId;
  return typeof data.itemId === 'string' ? data.itemId : null;
}

/**
 * What the workspace core needs of storage, for one user's workspace. The server implements it over
 * Kysely (SQLite and PostgreSQL); unit tests use the in-memory store. Every method sees only the
 * store's own user: another user's rows are not there.
 */
export interface PartStore {
  /** Runs `work` in one transaction: all of it happens or (when it throws) none of it does. */
  transaction<T>(work: (store: PartStore) => Promise<T>): Promise<T>;
  /** Whether the record a part would belong to exists. */
  parentExists(parent: PartParent, id: string): Promise<boolean>;
  /** Stamps the parent's `lastUpdated` (novels, universes, campaigns; a no-op for the others). */
  touchParent(parent: PartParent, id: string, stamp: string): Promise<void>;
  /** A parent's parts, of one kind or of all, in list order (position, then id). */
  listParts(parentId: string, kind?: PartKind): Promise<StoredPart[]>;
  /** The parts of several parents at once (a workspace read). */
  listPartsOf(parentIds: readonly string[]): Promise<StoredPart[]>;
  getPart(id: string): Promise<StoredPart | undefined>;
  /** The parts linked to one record (a character's appearances: `data.characterId`, see `linkIdOf`). */
  listLinkedParts(linkId: string): Promise<StoredPart[]>;
  /** How many parts of one kind each of these parents has (parents without any are left out). */
  countParts(kind: PartKind, parentIds: readonly string[]): Promise<Map<string, number>>;
  /** The highest position in a parent's list of one kind, or -1 when the list is empty. */
  lastPosition(parentId: string, kind: PartKind): Promise<number>;
  insertParts(parts: readonly StoredPart[]): Promise<void>;
  /**
   * Writes the part if its stored version is still `expectedVersion`; false when it is not (changed or
   * deleted meanwhile). The part passed in carries the new version. `changed` names the fields that
   * changed, when known: a store may then leave the long texts that did not change as they are.
   */
  updatePart(part: StoredPart, expectedVersion: number, changed?: readonly string[]): Promise<boolean>;
  /**
   * Writes several parts whose short fields changed (no long text), each at the version after the
   * expected one and only if its stored version is still that; false when any is not (the caller's
   * transaction then undoes the rest).
   */
  updateShortFields(updates: readonly { part: StoredPart; expectedVersion: number }[]): Promise<boolean>;
  /** Sets the positions of parts of one parent, leaving their versions. */
  setPositions(moves: readonly { id: string; position: number }[]): Promise<void>;
  /** Deletes parts by id; returns how many went. */
  deleteParts(ids: readonly string[]): Promise<number>;
  /** Deletes every part of these parents; returns how many went. */
  deletePartsOf(parentIds: readonly string[]): Promise<number>;
  /** The kept versions of one long text of a part (decision 037), newest first, without their texts. */
  listTextVersions(partId: string, field: string): Promise<TextVersionSummary[]>;
  getTextVersion(
    partId: string,
    field: string,
    versionId: string,
  ): Promise<StoredPartTextVersion | undefined>;
  /** Keeps a version; the store names it with a new id. */
  addTextVersion(version: Omit<StoredPartTextVersion, 'id'>): Promise<StoredPartTextVersion>;
  /** Deletes these versions of the part's text; answers how many there were. */
  deleteTextVersions(partId: string, field: string, versionIds: readonly string[]): Promise<number>;
}

/**
 * A part's long text as it was once (a lore entry's content, a quest's description): kept automatically
 * after a stretch of writing, or on demand with a name. Deleting the part or its record deletes them.
 */
export type StoredPartTextVersion = {
  id: string;
  kind: PartKind;
  partId: string;
  parentId: string;
  /** The long field: 'description', 'content' or 'summary'. */
  field: string;
  /** The author's name for it; '' for an automatic one. */
  name: string;
  isNamed: boolean;
  /** The field's document (`descriptionDoc`); null for a text written plain. */
  text: RichText | null;
  /** The field's text (`description`), what cards and the comparison read. */
  plainText: string;
  wordCount: number;
  /** The part's version it captured. */
  textVersion: number;
  createdAt: string;
};
