import type { Workspace } from '../../common/domain/workspace';
import type { EntitySummary } from '../../common/workspace/entities';
import { type RecordKind, recordKind, recordKinds } from '../../common/workspace/kinds';
import type { MemoryRecords } from '../../common/workspace/memory-record-store';

// The in-memory workspace's records as the workspace core's memory record store holds them, so that
// the browser's test repository creates, changes and deletes them by the very rules the data API runs.

/**
 * The workspace's lists of records by the core's record kinds, read and written in place: the record
 * store's writes (which replace a kind's list) land in the workspace.
 */
export function liveRecords(ws: Workspace): MemoryRecords {
  const lists = ws as unknown as Record<string, MemoryRecords[RecordKind]>;
  const view: MemoryRecords = {};
  for (const kind of recordKinds) {
    const { collection } = recordKind(kind);
    Object.defineProperty(view, kind, {
      enumerable: true,
      get: () => lists[collection],
      set: (list: MemoryRecords[RecordKind]) => {
        lists[collection] = list;
      },
    });
  }
  return view;
}

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

/**
 * Every record of the workspace as the data API summarises it (server/db/entity-store.ts): its name,
 * the record whose page shows it, and its universe (a location's is its world's).
 */
export function recordSummaries(ws: Workspace): EntitySummary[] {
  const worldUniverse = new Map(ws.worlds.map((world) => [world.id, world.universeId]));
  const records = liveRecords(ws);
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

/** `{ imageUrl }` when there is a picture, else nothing (the summaries leave the field out). */
export const pictureEntry = (imageUrl: string | undefined) => (imageUrl === undefined ? {} : { imageUrl });

/** Each character's portrait by its id, from the record summaries (an appearance is drawn with it). */
export function portraitsOf(
  summaries: readonly EntitySummary[],
): (characterId: string) => string | undefined {
  const portraits = new Map(
    summaries.flatMap((entry) =>
      entry.kind === 'character' && entry.imageUrl !== undefined ? [[entry.id, entry.imageUrl] as const] : [],
    ),
  );
  return (characterId) => portraits.get(characterId);
}
