import { describe, expect, it } from 'vitest';
import type { EntitySummary } from '../../../common/workspace/entities';
import {
  createOptionLabel,
  groupLabel,
  initialActive,
  moveActive,
  optionsOf,
  suggestionGroups,
} from './suggestion-groups';

const mira: EntitySummary = { kind: 'character', id: 'ch-1', name: 'Mira Coldwater', universeId: 'u-2' };
const miraU1: EntitySummary = { kind: 'character', id: 'ch-2', name: 'Mirabel', universeId: 'u-1' };
const mire: EntitySummary = {
  kind: 'location',
  id: 'l-1',
  name: 'The Mire',
  parentId: 'w-1',
  universeId: 'u-1',
};
const lore: EntitySummary = { kind: 'universes/lore', id: 'lo-1', name: 'Mirror lore', parentId: 'u-1' };

const labels = (groups: ReturnType<typeof suggestionGroups>) =>
  groups.map((group) => [
    group.label,
    group.options.map((o) => (o.type === 'entity' ? o.entity.name : o.name)),
  ]);

describe('suggestionGroups', () => {
  it('groups by kind in the order the best entries came', () => {
    expect(labels(suggestionGroups([mira, mire, miraU1], { query: 'Mi' }))).toEqual([
      ['Character', ['Mira Coldwater', 'Mirabel']],
      ['Location', ['The Mire']],
      ['New', ['Mi']],
    ]);
  });

  it('puts the current universe’s entries first, its parts too', () => {
    expect(labels(suggestionGroups([mira, lore, mire, miraU1], { query: 'Mir', universeId: 'u-1' }))).toEqual(
      [
        ['Lore entry', ['Mirror lore']],
        ['Location', ['The Mire']],
        ['Character', ['Mirabel', 'Mira Coldwater']],
        ['New', ['Mir']],
      ],
    );
  });

  it('offers no "Create" for a character that exists, or for nothing typed', () => {
    expect(labels(suggestionGroups([mira], { query: 'mira coldwater ' }))).toEqual([
      ['Character', ['Mira Coldwater']],
    ]);
    expect(suggestionGroups([], { query: '  ' })).toEqual([]);
  });
});

describe('creating from a name', () => {
  it('offers a lore entry only in a universe, and not one whose lore has that name', () => {
    const creatable = ['character', 'universes/lore'] as const;
    const labels = (items: EntitySummary[], universeId?: string) =>
      suggestionGroups(items, { query: 'The Bell', universeId, creatable })
        .flatMap((group) => group.options)
        .flatMap((option) => (option.type === 'create' ? [createOptionLabel(option.name, option.as)] : []));
    expect(labels([], 'u-1')).toEqual([
      'Create ‘The Bell’ as a character',
      'Create ‘The Bell’ as a lore entry',
    ]);
    expect(labels([])).toEqual(['Create ‘The Bell’ as a character']);
    const bell: EntitySummary = { kind: 'universes/lore', id: 'l-1', name: 'The Bell', parentId: 'u-1' };
    expect(labels([bell], 'u-1')).toEqual(['Create ‘The Bell’ as a character']);
    // The same name in another universe's lore does not stop one here.
    expect(labels([bell], 'u-2')).toHaveLength(2);
  });
});

describe('groupLabel', () => {
  it('tells a novel’s or campaign’s cast from References characters', () => {
    expect(groupLabel('character')).toBe('Character');
    expect(groupLabel('novels/characters')).toBe('Character in a novel');
    expect(groupLabel('campaigns/items')).toBe('Item in a campaign');
    expect(groupLabel('universes/lore')).toBe('Lore entry');
  });
});

describe('the active option', () => {
  it('starts on the first suggestion, and on none when only "Create" is offered', () => {
    expect(initialActive(optionsOf(suggestionGroups([mira], { query: 'Mi' })))).toBe(0);
    expect(initialActive(optionsOf(suggestionGroups([], { query: 'Zed' })))).toBe(-1);
  });

  it('moves with the arrows and wraps around', () => {
    expect(moveActive(0, 3, 'ArrowDown')).toBe(1);
    expect(moveActive(2, 3, 'ArrowDown')).toBe(0);
    expect(moveActive(0, 3, 'ArrowUp')).toBe(2);
    expect(moveActive(-1, 3, 'ArrowDown')).toBe(0);
    expect(moveActive(-1, 3, 'ArrowUp')).toBe(2);
    expect(moveActive(0, 0, 'ArrowDown')).toBe(-1);
  });
});
