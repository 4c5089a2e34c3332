import { describe, expect, it } from 'vitest';
import type { Visibility } from '../api/sharing';
import {
  type AccessAction,
  containerDefaultKey,
  defaultVisibility,
  editorsOnly,
  everyMember,
  mayAccess,
  mayManageMembers,
  resolveVisibility,
  type Viewer,
} from './access';

// The policy as a table of cases: every role against every visibility, for every action.

const me = 'u-me';
const other = 'u-other';
const members: Visibility = { level: 'members', named: [] };
const editors: Visibility = { level: 'editors', named: [] };
const namesMe: Visibility = { level: 'named', named: [me] };
const namesOther: Visibility = { level: 'named', named: [other] };
const namesNobody: Visibility = { level: 'named', named: [] };

type Case = [Viewer['role'], Visibility, AccessAction, boolean];

const cases: Case[] = [
  // The owner and editors: everything, always.
  ...(['owner', 'editor'] as const).flatMap((role) =>
    [members, editors, namesMe, namesOther, namesNobody].flatMap((visibility) =>
      (['see', 'see-name', 'change'] as const).map((action): Case => [role, visibility, action, true]),
    ),
  ),
  // Players and readers: what all members see, and what names them; never editors-only; never change.
  ...(['player', 'reader'] as const).flatMap((role): Case[] => [
    [role, members, 'see', true],
    [role, members, 'see-name', true],
    [role, members, 'change', false],
    [role, editors, 'see', false],
    [role, editors, 'see-name', false],
    [role, editors, 'change', false],
    [role, namesMe, 'see', true],
    [role, namesMe, 'see-name', true],
    [role, namesMe, 'change', false],
    [role, namesOther, 'see', false],
    [role, namesOther, 'see-name', false],
    [role, namesNobody, 'see', false],
    [role, namesNobody, 'change', false],
  ]),
];

describe('the access policy', () => {
  it.each(cases)('%s, visibility %o, %s → %s', (role, visibility, action, expected) => {
    expect(mayAccess({ userId: me, role }, visibility, action)).toBe(expected);
  });

  it('gives a campaign’s notes to the GM and everything else to every member by default', () => {
    expect(defaultVisibility('campaign', 'campaigns/notes').level).toBe('editors');
    expect(defaultVisibility('campaign', 'campaigns/sessions').level).toBe('members');
    expect(defaultVisibility('campaign', 'campaign').level).toBe('members');
    expect(defaultVisibility('novel', 'novels/chapters').level).toBe('members');
    expect(defaultVisibility('universe', 'universes/factions').level).toBe('members');
  });

  it('takes a thing’s own visibility, else its container’s default for its kind, else the kind’s', () => {
    const campaign = { kind: 'campaign' as const, id: 'c-1' };
    const named = { level: 'named' as const, named: [me] };
    const rows = new Map([
      ['campaigns/sessions:s-1', everyMember],
      [containerDefaultKey('c-1', 'campaigns/sessions'), editorsOnly],
      [containerDefaultKey('c-1', 'campaigns/notes'), named],
      [containerDefaultKey('c-2', 'campaigns/quests'), editorsOnly],
    ]);
    expect(resolveVisibility(rows, campaign, 'campaigns/sessions', 's-1')).toBe(everyMember);
    expect(resolveVisibility(rows, campaign, 'campaigns/sessions', 's-2')).toBe(editorsOnly);
    expect(resolveVisibility(rows, campaign, 'campaigns/sessions', undefined)).toBe(editorsOnly);
    expect(resolveVisibility(rows, campaign, 'campaigns/notes', 'n-1')).toBe(named);
    // Another campaign's default is not this one's.
    expect(resolveVisibility(rows, campaign, 'campaigns/quests', 'q-1')).toEqual(everyMember);
    expect(resolveVisibility(new Map(), campaign, 'campaigns/notes', 'n-1')).toEqual(editorsOnly);
  });

  it('lets the owner alone manage members', () => {
    expect(mayManageMembers({ userId: me, role: 'owner' })).toBe(true);
    for (const role of ['editor', 'player', 'reader'] as const) {
      expect(mayManageMembers({ userId: me, role })).toBe(false);
    }
  });
});
