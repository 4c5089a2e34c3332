import type { PartView } from '../../common/workspace/present';

// Pure changes to a cached detail record's list of parts (a campaign's `quests`, a novel's
// `assets.images`), used by the optimistic part mutations in parts.ts. Nothing here mutates its input.

/** The list at a dotted prop ('quests', 'assets.images'), or an empty list when there is none. */
export function partsAt(detail: unknown, prop: string): PartView[] {
  let value: unknown = detail;
  for (const key of prop.split('.')) value = (value as Record<string, unknown> | undefined)?.[key];
  return Array.isArray(value) ? (value as PartView[]) : [];
}

/** A copy of the detail with the list at `prop` replaced by `change(list)`. */
export function withParts<D>(detail: D, prop: string, change: (list: PartView[]) => PartView[]): D {
  const [key, ...rest] = prop.split('.');
  if (key === undefined || typeof detail !== 'object' || detail === null) return detail;
  const record = detail as Record<string, unknown>;
  const next =
    rest.length === 0
      ? change(partsAt(record, key))
      : withParts((record[key] ?? {}) as unknown, rest.join('.'), change);
  return { ...record, [key]: next } as D;
}

export function appendPart(list: readonly PartView[], part: PartView): PartView[] {
  return [...list, part];
}

/** The part with `id` replaced by `part` (a placeholder by the stored part, or a patch applied). */
export function replacePart(list: readonly PartView[], id: string, part: PartView): PartView[] {
  return list.map((entry) => (entry.id === id ? part : entry));
}

export function patchPart(list: readonly PartView[], id: string, patch: Record<string, unknown>): PartView[] {
  return list.map((entry) => (entry.id === id ? { ...entry, ...patch } : entry));
}

export function removePart(list: readonly PartView[], id: string): PartView[] {
  return list.filter((entry) => entry.id !== id);
}

/**
 * The list with the part moved to `toIndex`, counted in the list without it, as the data API's move does
 * (past the end means last). An unknown id leaves the list as it is.
 */
export function movePartTo(list: readonly PartView[], id: string, toIndex: number): PartView[] {
  const moving = list.find((entry) => entry.id === id);
  if (moving === undefined) return [...list];
  const others = list.filter((entry) => entry.id !== id);
  others.splice(Math.max(0, Math.min(toIndex, others.length)), 0, moving);
  return others;
}
