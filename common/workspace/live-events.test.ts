import { describe, expect, it } from 'vitest';
import type { Visibility } from '../api/sharing';
import { type LiveEvent, type LiveMembership, mayReceive, visibilityKey } from './live-events';

// Who is told about a written row (decision 062): the owner always; a member only about the shared
// container and its parts, as the one access policy lets them see each; nobody else ever.

const quest = (over: Partial<LiveEvent> = {}): LiveEvent => ({
  id: 1,
  ownerId: 'gm',
  table: 'parts',
  kind: 'campaigns/quests',
  entityId: 'q1',
  parentId: 'c1',
  op: 'insert',
  version: 1,
  ...over,
});
const player: LiveMembership = {
  ownerId: 'gm',
  containerKind: 'campaign',
  containerId: 'c1',
  role: 'player',
};
const none = new Map();

describe('mayReceive', () => {
  it.each([
    ['the owner, about anything of theirs', 'gm', quest({ table: 'trash' }), [], true],
    ['a stranger, about a quest', 'x', quest(), [], false],
    ['a player, about a quest of their campaign', 'p', quest(), [player], true],
    [
      'a player, about the campaign itself',
      'p',
      quest({ table: 'campaigns', kind: null, entityId: 'c1' }),
      [player],
      true,
    ],
    ['a player, about a quest of another campaign', 'p', quest({ parentId: 'c2' }), [player], false],
    [
      'a player, about a GM note (editors only by default)',
      'p',
      quest({ kind: 'campaigns/notes' }),
      [player],
      false,
    ],
    [
      'an editor, about a GM note',
      'e',
      quest({ kind: 'campaigns/notes' }),
      [{ ...player, role: 'editor' as const }],
      true,
    ],
    ['a player, about the owner’s trash', 'p', quest({ table: 'trash' }), [player], false],
    [
      'a player, about a part text whose part is gone (no kind)',
      'p',
      quest({ table: 'part_texts', kind: null }),
      [player],
      false,
    ],
    [
      'a player, about a visibility row of a quest they see',
      'p',
      quest({ table: 'visibility' }),
      [player],
      true,
    ],
    [
      'a player, about a visibility row of a GM note',
      'p',
      quest({ table: 'visibility', kind: 'campaigns/notes' }),
      [player],
      false,
    ],
    ['a player, about their own membership', 'p', quest({ table: 'members', entityId: 'p' }), [], true],
    ['a player, about another member', 'p', quest({ table: 'members', entityId: 'q' }), [player], false],
    ['a player of another owner', 'p', quest({ ownerId: 'someone' }), [player], false],
  ])('%s', (_case, receiver, event, memberships, expected) => {
    expect(mayReceive(receiver, event, memberships, none)).toBe(expected);
  });

  it('follows a stored visibility: hidden from players, shown to a named one', () => {
    const hidden = new Map([
      [visibilityKey('gm', 'campaigns/quests', 'q1'), { level: 'editors' as const, named: [] }],
    ]);
    expect(mayReceive('p', quest(), [player], hidden)).toBe(false);
    const named = new Map([
      [visibilityKey('gm', 'campaigns/quests', 'q1'), { level: 'named' as const, named: ['p'] }],
    ]);
    expect(mayReceive('p', quest(), [player], named)).toBe(true);
    expect(mayReceive('r', quest(), [{ ...player, role: 'reader' }], named)).toBe(false);
  });

  it('follows the campaign’s own default for a kind where the part has none, as the pages do', () => {
    const questsGmOnly = new Map<string, Visibility>([
      [visibilityKey('gm', 'default:campaigns/quests', 'c1'), { level: 'editors' as const, named: [] }],
    ]);
    expect(mayReceive('p', quest(), [player], questsGmOnly)).toBe(false);
    expect(mayReceive('p', quest({ table: 'part_texts' }), [player], questsGmOnly)).toBe(false);
    const own = new Map([
      ...questsGmOnly,
      [visibilityKey('gm', 'campaigns/quests', 'q1'), { level: 'members' as const, named: [] }],
    ]);
    expect(mayReceive('p', quest(), [player], own)).toBe(true);
  });
});
