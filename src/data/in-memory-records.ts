import type { Workspace } from '../../common/domain/workspace';
import type { EntitySummary } from '../../common/workspace/entities';
import { WorkspaceError } from '../../common/workspace/errors';
import { type RecordKind, recordKind, recordKinds } from '../../common/workspace/kinds';
import { createMemoryRecordStore, type MemoryRecords } from '../../common/workspace/memory-record-store';
import { createRecord, updateRecord } from '../../common/workspace/operations/record-commands';
import type { RecordStore } from '../../common/workspace/record-store';
import { NotFoundError, ValidationError } from './errors';

// The in-memory workspace's records through the workspace core's record commands, so that the browser's
// test repository creates and changes them by the very rules the data API runs (kinds.ts).

/** The workspace's records by the core's record kinds (the same arrays, not copies). */
export function recordsOf(ws: Workspace): MemoryRecords {
  const lists = ws as unknown as Record<string, MemoryRecords[RecordKind]>;
  return Object.fromEntries(recordKinds.map((kind) => [kind, lists[recordKind(kind).collection]]));
}

/** The store replaces a kind's array when it writes to it: puts the new arrays in the workspace. */
export function putBack(ws: Workspace, records: MemoryRecords): void {
  const lists = ws as unknown as Record<string, unknown>;
  for (const kind of recordKinds) lists[recordKind(kind).collection] = records[kind];
}

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

/**
 * Every record of the workspace as the data API summarises it (server/db/entity-store.ts): its name,
 * the record whose page shows it, and its universe (a location's is its world's).
 */
export function recordSummaries(ws: Workspace): EntitySummary[] {
  const worldUniverse = new Map(ws.worlds.map((world) => [world.id, world.universeId]));
  const records = recordsOf(ws);
  return recordKinds.flatMap((kind) => {
    const { nameField, parentField, links } = recordKind(kind);
    const isInWorld = links.some((link) => link.field === parentField && link.to === 'world');
    return (records[kind] ?? []).map((record) => {
      const parentId = parentField === undefined ? undefined : text(record[parentField]);
      const universeId = isInWorld ? worldUniverse.get(parentId ?? '') : text(record.universeId);
      const imageUrl = kind === 'character' ? text(record.portraitUrl) : undefined;
      return {
        kind,
        id: record.id,
        name: String(record[nameField] ?? ''),
        parentId,
        universeId,
        ...(imageUrl === undefined ? {} : { imageUrl }),
      };
    });
  });
}

/** The core's refusals as the errors every repository throws (src/data/errors.ts). */
function asDataError(error: unknown): unknown {
  if (!(error instanceof WorkspaceError)) return error;
  if (error.reason === 'not_found') return new NotFoundError(error.message);
  if (error.reason === 'invalid') return new ValidationError(error.message, error.field || undefined);
  return new Error(error.message);
}

async function withStore<T>(ws: Workspace, work: (store: RecordStore) => Promise<T>): Promise<T> {
  const records = recordsOf(ws);
  try {
    return await work(createMemoryRecordStore(records));
  } catch (error) {
    throw asDataError(error);
  } finally {
    putBack(ws, records);
  }
}

/** Creates a record of a kind from its checked input (and, in memory, its empty lists of parts). */
export function createIn<R>(
  ws: Workspace,
  kind: RecordKind,
  input: object,
  id: string,
  now: string,
): Promise<R> {
  const fields = input as Record<string, unknown>;
  return withStore(ws, (store) => createRecord(store, { kind, input: fields, id, now })) as Promise<R>;
}

/** Changes the fields a checked patch names; a link set to null goes. */
export function updateIn<R>(
  ws: Workspace,
  kind: RecordKind,
  id: string,
  patch: object,
  now: string,
): Promise<R> {
  const fields = patch as Record<string, unknown>;
  return withStore(ws, (store) => updateRecord(store, { kind, id, patch: fields, now })) as Promise<R>;
}
