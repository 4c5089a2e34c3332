import type { RichTextDoc } from '../../common/text/rich-text';
import type { SharedChapter, SharedPartField } from '../../common/workspace/co-editing';
import type { BlobStore } from '../db/blob-store';
import type { WorkspaceStore } from '../db/workspace-store';
import type { TableSpec } from '../db/workspace-tables';
import { apiErrors } from './api-error';
import type { TileGrant, TileSigner } from './tile-links';
import type { Caller } from './token-verifier';

/**
 * What the middleware hands every handler: the caller, a store of their workspace only, where map
 * tiles are kept (the database or an object store, decision 087), the signer of tile links and, for a
 * tile asked for through one, what its link grants (decision 106).
 */
export type ApiEnv = {
  Variables: {
    caller: Caller;
    store: WorkspaceStore;
    blobs: BlobStore;
    tiles: TileSigner;
    tileGrant: TileGrant | undefined;
  };
};

export type RouteDeps = {
  /** The clock for `lastUpdated` and similar stamps (tests move it). */
  now: () => number;
  /** Co-editing's shared texts, where the server keeps them (decision 086). */
  sharedTexts?: SharedTexts;
};

/** What a route that replaces a chapter's stored text, or a part's long field, tells co-editing (decisions 086, 105). */
export type SharedTexts = {
  replaced(
    text: SharedChapter | SharedPartField,
    doc: RichTextDoc,
    reason: 'restore' | 'save',
  ): Promise<void>;
};

export const newId = (): string => crypto.randomUUID();

export const isoNow = (deps: RouteDeps): string => new Date(deps.now()).toISOString();

/** The record, or a 404 that reads the same whether the id is unknown or someone else's. */
export async function findOrNotFound<R>(
  store: WorkspaceStore,
  table: TableSpec<R>,
  id: string,
  label: string,
  options: { forUpdate?: boolean } = {},
): Promise<R> {
  const record = await store.find(table, id, options);
  if (record === undefined) throw apiErrors.notFound(label);
  return record;
}

/** Deletes the record with this id, or throws the 404 named by `label` when there was none. */
export async function removeOrNotFound(
  store: WorkspaceStore,
  table: TableSpec<unknown>,
  id: string,
  label: string,
): Promise<void> {
  if ((await store.remove(table, { id })) === 0) throw apiErrors.notFound(label);
}

/** Copies only the keys present in the patch, so an omitted field keeps its value. */
export function applyPatch<T extends object>(record: T, patch: object): T {
  const next: Record<string, unknown> = { ...(record as Record<string, unknown>) };
  for (const [key, value] of Object.entries(patch)) if (value !== undefined) next[key] = value;
  return next as T;
}
