import type { EntityKind } from '../../../common/workspace/entities';
import { groupLabel } from '../mentions/suggestion-groups';
import { entityKindDescription } from '../relations/relation-format';

/**
 * What each kind is called beside the others listed: its short label ('Lore entry'), or where it lives
 * when two kinds shown would read the same ('Lore entry in a universe', 'Lore entry in a world').
 */
export function kindLabels(kinds: readonly EntityKind[]): Map<EntityKind, string> {
  const short = kinds.map((kind) => [kind, groupLabel(kind)] as const);
  const seen = new Map<string, number>();
  for (const [, label] of short) seen.set(label, (seen.get(label) ?? 0) + 1);
  return new Map(
    short.map(([kind, label]) => [kind, (seen.get(label) ?? 0) > 1 ? entityKindDescription(kind) : label]),
  );
}
