import { type PartParent, withTextsFromDocs } from '../api/parts';
import { type PartKindSpec, partKindsOf } from './part-kinds';
import { presentPart } from './present';
import type { StoredPart } from './store';

// A record's detail view holds its parts as lists (a novel's `chapters`, its `assets.images`); storage
// holds one row per part. These two functions cross between the shapes: import, seeding and the
// migration split a record into rows; reads and export put the rows back into lists.

function readPath(record: object, prop: string): unknown {
  let value: unknown = record;
  for (const key of prop.split('.')) value = (value as Record<string, unknown> | undefined)?.[key];
  return value;
}

function writePath(record: Record<string, unknown>, prop: string, value: unknown): void {
  const keys = prop.split('.');
  const last = keys.pop() as string; // a prop has at least one key
  let target = record;
  for (const key of keys) {
    target[key] ??= {};
    target = target[key] as Record<string, unknown>;
  }
  target[last] = value;
}

type SplitOptions = {
  /** When the parts were made (the record's lastUpdated, or now). */
  stamp: string;
  /** The id a part is stored under: its own, unless another part of the workspace already has it. */
  claimId?: (id: string, spec: PartKindSpec) => string;
};

/** The record without its lists, and its parts as rows (positions in list order). */
export function splitRecord<R extends { id: string }>(
  parent: PartParent,
  record: R,
  options: SplitOptions,
): { record: R; parts: StoredPart[] } {
  const rest: Record<string, unknown> = { ...(record as Record<string, unknown>) };
  const parts: StoredPart[] = [];
  for (const spec of partKindsOf(parent)) {
    const list = (readPath(record, spec.prop) ?? []) as { id: string }[];
    list.forEach(({ id, ...data }, position) => {
      parts.push({
        id: options.claimId?.(id, spec) ?? id,
        kind: spec.kind,
        parentId: record.id,
        position,
        version: 1,
        createdAt: options.stamp,
        updatedAt: options.stamp,
        // A long text is its document's, whatever the file's plain copy says.
        data: withTextsFromDocs(spec.longFields, data, false),
      });
    });
    const [top] = spec.prop.split('.');
    if (top !== undefined) delete rest[top];
  }
  return { record: rest as R, parts };
}

/**
 * The record with every list of its kind filled from its parts (a kind without parts is an empty
 * list). `withVersions` adds each part's version (API reads); export leaves it out.
 */
export function joinRecord<R extends object>(
  parent: PartParent,
  record: R,
  parts: readonly StoredPart[],
  withVersions: boolean,
): R {
  const joined: Record<string, unknown> = { ...(record as Record<string, unknown>) };
  const byKind = new Map<string, StoredPart[]>();
  for (const part of parts) {
    const list = byKind.get(part.kind);
    if (list === undefined) byKind.set(part.kind, [part]);
    else list.push(part);
  }
  for (const spec of partKindsOf(parent)) {
    const list = (byKind.get(spec.kind) ?? []).sort(
      (a, b) => a.position - b.position || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
    );
    writePath(
      joined,
      spec.prop,
      list.map((part) => {
        if (withVersions) return presentPart(part);
        return { id: part.id, ...part.data };
      }),
    );
  }
  return joined as R;
}
