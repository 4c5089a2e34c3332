import {
  type EntityKind,
  type EntitySummary,
  entityKindLabel,
  isRecordKind,
} from '../../../common/workspace/entities';

// The @ menu's options, pure: what the server suggested, the current universe's first, grouped by kind
// (each group where its best entry falls), then "Create '{name}' as a character" when no character has
// that name yet, and "... as a lore entry" of the text's universe when its lore has no entry of that name.
// The options' order is the order on screen, so the arrow keys follow what is seen.

/** What a name typed after @ can be made as. */
export type CreatableKind = 'character' | 'universes/lore';

export type MenuOption =
  | { type: 'entity'; key: string; entity: EntitySummary }
  | { type: 'create'; key: string; name: string; as: CreatableKind };

export type MenuGroup = { key: string; label: string; options: MenuOption[] };

/** Whether a suggestion belongs to the universe the text is written in. */
export function isInUniverse(entity: EntitySummary, universeId: string | undefined): boolean {
  if (universeId === undefined) return false;
  if (entity.kind === 'universe') return entity.id === universeId;
  if (entity.kind.startsWith('universes/')) return entity.parentId === universeId;
  return entity.universeId === universeId;
}

const RECORD_NOUN: Record<string, string> = {
  novels: 'a novel',
  universes: 'a universe',
  worlds: 'a world',
  campaigns: 'a campaign',
};
const RECORD_LABELS = new Set(['Character', 'Item', 'Location']);

/**
 * A group's heading: the kind's label, and where a part lives when a record has the same label (a
 * novel's cast are 'Character in a novel', apart from the References 'Character').
 */
export function groupLabel(kind: EntityKind): string {
  const label = entityKindLabel(kind);
  if (isRecordKind(kind) || !RECORD_LABELS.has(label)) return label;
  return `${label} in ${RECORD_NOUN[kind.split('/')[0] ?? ''] ?? 'a record'}`;
}

const CREATE_NOUN: Record<CreatableKind, string> = {
  character: 'a character',
  'universes/lore': 'a lore entry',
};

export function createOptionLabel(name: string, as: CreatableKind = 'character'): string {
  return `Create ‘${name}’ as ${CREATE_NOUN[as]}`;
}

export function suggestionGroups(
  items: readonly EntitySummary[],
  {
    query,
    universeId,
    creatable = ['character'],
  }: { query: string; universeId?: string | undefined; creatable?: readonly CreatableKind[] },
): MenuGroup[] {
  const ordered = [
    ...items.filter((entity) => isInUniverse(entity, universeId)),
    ...items.filter((entity) => !isInUniverse(entity, universeId)),
  ];
  const groups = new Map<EntityKind, MenuGroup>();
  for (const entity of ordered) {
    const key = `${entity.kind}:${entity.id}`;
    const group = groups.get(entity.kind) ?? {
      key: entity.kind,
      label: groupLabel(entity.kind),
      options: [],
    };
    group.options.push({ type: 'entity', key, entity });
    groups.set(entity.kind, group);
  }
  const result = [...groups.values()];
  const name = query.trim();
  const lower = name.toLocaleLowerCase();
  const isTaken = (as: CreatableKind) =>
    items.some(
      (entity) =>
        entity.kind === as &&
        entity.name.toLocaleLowerCase() === lower &&
        (as === 'character' || entity.parentId === universeId),
    );
  // A lore entry is made in the text's universe: without one there is nowhere to put it.
  const makeable = creatable.filter((as) => (as === 'character' || universeId !== undefined) && !isTaken(as));
  if (name !== '' && name.length <= 100 && makeable.length > 0) {
    result.push({
      key: 'create',
      label: 'New',
      options: makeable.map((as) => ({ type: 'create', key: `create:${as}`, name, as })),
    });
  }
  return result;
}

/** Every option, in the order shown. */
export function optionsOf(groups: readonly MenuGroup[]): MenuOption[] {
  return groups.flatMap((group) => group.options);
}

/**
 * The option active when the list changes: the first suggestion. A list holding only "Create" starts
 * with none active, so Enter after a stray @ keeps making a new line and never makes a character.
 */
export function initialActive(options: readonly MenuOption[]): number {
  return options[0]?.type === 'entity' ? 0 : -1;
}

/** The active option after an arrow key, wrapping around; -1 when there are none. */
export function moveActive(active: number, count: number, key: 'ArrowDown' | 'ArrowUp'): number {
  if (count === 0) return -1;
  if (key === 'ArrowDown') return active < 0 || active >= count - 1 ? 0 : active + 1;
  return active <= 0 ? count - 1 : active - 1;
}
