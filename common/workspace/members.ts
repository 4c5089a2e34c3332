// A part's list of other parts of its record (a story arc's chapters, decision 061), as pure steps the
// arc's page takes before it saves the whole list.

/**
 * The list with `id` added where the story puts it: before the first member that comes after it in
 * `storyOrder` (the record's own order of those parts), else at the end. Already there: unchanged.
 */
export function withMember(ids: readonly string[], id: string, storyOrder: readonly string[]): string[] {
  if (ids.includes(id)) return [...ids];
  const place = storyOrder.indexOf(id);
  const before = ids.findIndex((member) => {
    const at = storyOrder.indexOf(member);
    return place !== -1 && at > place;
  });
  return before === -1 ? [...ids, id] : [...ids.slice(0, before), id, ...ids.slice(before)];
}

/** The list with `id` moved to `toIndex`, counted without it (the data API's `toIndex`). */
export function movedMember(ids: readonly string[], id: string, toIndex: number): string[] {
  if (!ids.includes(id)) return [...ids];
  const rest = ids.filter((member) => member !== id);
  const at = Math.max(0, Math.min(toIndex, rest.length));
  return [...rest.slice(0, at), id, ...rest.slice(at)];
}

/** The members that are still parts of the record, in the list's order (an id gone meanwhile is left out). */
export function presentMembers<T extends { id: string }>(
  ids: readonly unknown[] | undefined,
  parts: readonly T[],
): T[] {
  const byId = new Map(parts.map((part) => [part.id, part]));
  return (ids ?? []).flatMap((id) => {
    const part = byId.get(String(id));
    return part === undefined ? [] : [part];
  });
}
