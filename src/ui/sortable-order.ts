// The pure side of sortable-list.tsx: where a move lands, counted as the data API counts it (the index in
// the list without the moving item; past the end is last).

/** The index a move of `id` one step up (-1) or down (+1) lands on, or undefined at either end. */
export function stepTarget(ids: readonly string[], id: string, step: -1 | 1): number | undefined {
  const index = ids.indexOf(id);
  if (index === -1) return undefined;
  const target = index + step;
  return target < 0 || target >= ids.length ? undefined : target;
}

/** The index a drop of `id` before or after `targetId` lands on, or undefined when it stays put. */
export function dropTarget(
  ids: readonly string[],
  id: string,
  targetId: string,
  side: 'before' | 'after',
): number | undefined {
  if (id === targetId || !ids.includes(id)) return undefined;
  const others = ids.filter((entry) => entry !== id);
  const at = others.indexOf(targetId);
  if (at === -1) return undefined;
  const target = side === 'before' ? at : at + 1;
  return target === ids.indexOf(id) ? undefined : target;
}

/** The shown order after moving `id` to `toIndex`. */
export function reordered(ids: readonly string[], id: string, toIndex: number): string[] {
  const others = ids.filter((entry) => entry !== id);
  others.splice(Math.max(0, Math.min(toIndex, others.length)), 0, id);
  return others;
}

/**
 * A move in a shown list as an index in the stored list, when the screen shows the parts in an order of
 * its own that keeps the stored order within it (players before NPCs, say): the part goes just before
 * the part it passed moving up, or just after the one it passed moving down.
 */
export function storedIndex(
  storedIds: readonly string[],
  shownIds: readonly string[],
  id: string,
  toIndex: number,
): number {
  const shown = reordered(shownIds, id, toIndex);
  const position = shown.indexOf(id);
  const stored = storedIds.filter((entry) => entry !== id);
  const isUp = position < shownIds.indexOf(id);
  const passed = isUp ? shown[position + 1] : shown[position - 1];
  if (passed === undefined || !stored.includes(passed)) return Math.min(toIndex, stored.length);
  return isUp ? stored.indexOf(passed) : stored.indexOf(passed) + 1;
}
