/**
 * Adds what was typed to a list of names or tags: trimmed, and ignored when empty or already there
 * (the same rule the data layer applies when it saves). Returns the same array when nothing changes.
 */
export function addChip(list: readonly string[], raw: string): readonly string[] {
  const value = raw.trim();
  if (value === '' || list.includes(value)) return list;
  return [...list, value];
}

export function removeChip(list: readonly string[], value: string): readonly string[] {
  return list.filter((entry) => entry !== value);
}

/** Card view: at most `max` tags, then a '+N' chip for the rest. */
export function visibleTags(
  tags: readonly string[],
  max = 3,
): { shown: readonly string[]; hiddenCount: number } {
  return { shown: tags.slice(0, max), hiddenCount: Math.max(tags.length - max, 0) };
}
