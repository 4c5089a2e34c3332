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
  mayWritePart,
  type PartWrite,
  PLAYER_ADDED_KINDS,
  partWriteRefusal,
  playsRefusal,
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

// A player's own things (decision 083): every role against every kind of part and write.
describe('who writes which part', () => {
  const myNote = { kind: 'campaigns/notes', id: 'n-1', createdBy: me };
  const theirNote = { kind: 'campaigns/notes', id: 'n-2', createdBy: other };
  const gmNote = { kind: 'campaigns/notes', id: 'n-3' };
  const myCharacter = { kind: 'campaigns/characters', id: 'pc-1' };
  const theirCharacter = { kind: 'campaigns/characters', id: 'pc-2' };
  const session = { kind: 'campaigns/sessions', id: 's-1' };
  const player: Viewer = { userId: me, role: 'player', plays: 'pc-1' };
  const writes: PartWrite[] = ['create', 'change', 'delete'];

  it('lets the owner and editors write every part of every container', () => {
    for (const role of ['owner', 'editor'] as const) {
      for (const part of [myNote, theirNote, gmNote, myCharacter, theirCharacter, session]) {
        for (const write of writes)
          expect(mayWritePart({ userId: me, role }, 'campaign', part, write)).toBe(true);
      }
    }
  });

  it('lets a player add notes, change and delete their own, and change the character they play', () => {
    const allowed: [object, PartWrite][] = [
      [{ kind: 'campaigns/notes' }, 'create'],
      [myNote, 'change'],
      [myNote, 'delete'],
      [myCharacter, 'change'],
    ];
    for (const [part, write] of allowed) {
      expect(
        mayWritePart(player, 'campaign', part as typeof myNote, write),
        `${write} ${JSON.stringify(part)}`,
      ).toBe(true);
    }
    const refused: [object, PartWrite][] = [
      [theirNote, 'change'],
      [theirNote, 'delete'],
      [gmNote, 'change'],
      [myCharacter, 'delete'],
      [{ kind: 'campaigns/characters' }, 'create'],
      [theirCharacter, 'change'],
      [session, 'change'],
      [{ kind: 'campaigns/sessions' }, 'create'],
    ];
    for (const [part, write] of refused) {
      expect(
        mayWritePart(player, 'campaign', part as typeof myNote, write),
        `${write} ${JSON.stringify(part)}`,
      ).toBe(false);
    }
    // Playing nothing, no character is theirs; a novel or universe has no player's notes.
    expect(
      mayWritePart({ userId: me, role: 'player' }, 'campaign', { kind: 'campaigns/characters' }, 'change'),
    ).toBe(false);
    expect(mayWritePart(player, 'novel', { kind: 'campaigns/notes' }, 'create')).toBe(false);
  });

  it('lets a reader write nothing, even a note they made or the character named theirs', () => {
    const reader: Viewer = { userId: me, role: 'reader', plays: 'pc-1' };
    for (const part of [myNote, myCharacter, { kind: 'campaigns/notes' }]) {
      for (const write of writes) expect(mayWritePart(reader, 'campaign', part, write)).toBe(false);
    }
  });

  it('says why a write is refused', () => {
    expect(partWriteRefusal(player, 'campaign', theirNote, 'change', 'Note')).toBe(
      'A player can change only the notes they added: this note is someone else’s',
    );
    expect(partWriteRefusal(player, 'campaign', theirCharacter, 'change', 'Character')).toBe(
      'A player can change only the character they play: this character is not assigned to them',
    );
    expect(partWriteRefusal(player, 'campaign', { kind: 'campaigns/sessions' }, 'create', 'Session')).toBe(
      'A player cannot add a session to this campaign: only its owner and editors can',
    );
    expect(partWriteRefusal(player, 'campaign', myCharacter, 'delete', 'Character')).toBe(
      'A player cannot delete a character of this campaign: only its owner and editors can',
    );
    expect(partWriteRefusal(player, 'campaign', myNote, 'delete', 'Note')).toBeUndefined();
  });
});

// What else a player adds to a campaign (decision 091): places and leads, never the GM's machinery.
describe('which kinds a player adds', () => {
  const player: Viewer = { userId: me, role: 'player', plays: 'pc-1' };

  it('lets a player add notes, locations and quests, and change and delete only those they added', () => {
    expect(PLAYER_ADDED_KINDS).toEqual(['campaigns/notes', 'campaigns/locations', 'campaigns/quests']);
    for (const kind of PLAYER_ADDED_KINDS) {
      const mine = { kind, id: 'p-1', createdBy: me };
      const theirs = { kind, id: 'p-2', createdBy: other };
      const gms = { kind, id: 'p-3' };
      expect(mayWritePart(player, 'campaign', { kind }, 'create'), kind).toBe(true);
      for (const write of ['change', 'delete'] as const) {
        expect(mayWritePart(player, 'campaign', mine, write), `${write} own ${kind}`).toBe(true);
        expect(mayWritePart(player, 'campaign', theirs, write), `${write} another’s ${kind}`).toBe(false);
        expect(mayWritePart(player, 'campaign', gms, write), `${write} the GM’s ${kind}`).toBe(false);
      }
    }
  });

  it('keeps sessions, encounters, arcs, characters and items the GM’s to add', () => {
    for (const kind of ['sessions', 'encounters', 'arcs', 'characters', 'items']) {
      expect(mayWritePart(player, 'campaign', { kind: `campaigns/${kind}` }, 'create'), kind).toBe(false);
    }
    // A universe or a novel has no player's parts at all, and a reader adds nothing.
    expect(mayWritePart(player, 'universe', { kind: 'universes/locations' }, 'create')).toBe(false);
    expect(
      mayWritePart({ userId: me, role: 'reader' }, 'campaign', { kind: 'campaigns/quests' }, 'create'),
    ).toBe(false);
  });

  it('says why another’s location or quest is refused', () => {
    const theirs = { kind: 'campaigns/locations', id: 'l-1', createdBy: other };
    expect(partWriteRefusal(player, 'campaign', theirs, 'delete', 'Location')).toBe(
      'A player can delete only the locations they added: this location is someone else’s',
    );
    expect(
      partWriteRefusal(player, 'campaign', { kind: 'campaigns/quests', id: 'q-1' }, 'change', 'Quest'),
    ).toBe('A player can change only the quests they added: this quest is someone else’s');
  });
});

// Who hands out the characters (decision 091): the owner and editors, to players only.
describe('who sets the character a member plays', () => {
  const aPlayer = { role: 'player' as const };

  it('lets the owner and editors give a player a character, or take it back', () => {
    for (const role of ['owner', 'editor'] as const) {
      expect(playsRefusal({ userId: me, role }, 'campaign', aPlayer, 'pc-1')).toBeUndefined();
      expect(playsRefusal({ userId: me, role }, 'campaign', aPlayer, null)).toBeUndefined();
    }
  });

  it('refuses players and readers, a character for an editor or a reader, and a container without characters', () => {
    expect(playsRefusal({ userId: me, role: 'player' }, 'campaign', aPlayer, 'pc-1')).toBe(
      'A player cannot choose who plays which character: only the campaign’s owner and editors can',
    );
    expect(playsRefusal({ userId: me, role: 'reader' }, 'campaign', aPlayer, null)).toBe(
      'A reader cannot choose who plays which character: only the campaign’s owner and editors can',
    );
    const editor: Viewer = { userId: me, role: 'editor' };
    expect(playsRefusal(editor, 'campaign', { role: 'reader' }, 'pc-1')).toBe(
      'Only a player plays a character: this member is a reader',
    );
    expect(playsRefusal(editor, 'campaign', { role: 'editor' }, 'pc-1')).toBe(
      'Only a player plays a character: this member is an editor',
    );
    expect(playsRefusal(editor, 'campaign', { role: 'reader' }, null)).toBeUndefined();
    expect(playsRefusal(editor, 'novel', aPlayer, 'c-1')).toBe('A novel has no characters to play');
  });
});
