import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InvitationSummary, MemberSummary, SharedContainer } from '../../common/api/sharing';
import type { CampaignDetail } from '../../common/domain/campaign';
import type { MemberView } from '../../common/workspace/shared-view';
import { BACKENDS, createAuthClient, signIn, startTestServer, type TestServer } from '../test/test-server';
import { api, type ErrorBody } from './api-test-helpers';

// A player's own things (issue 28, decision 083): in a campaign they play in, a player adds notes and
// changes and deletes the ones they wrote, and changes the character the GM assigned to them; another
// player's note, another character and the GM's things are refused with a 403 that says why, and a
// refused write changes nothing.

type Invitation = InvitationSummary & { token: string; path: string };
type Note = { id: string; version: number; title: string; content: string };
type Character = { id: string; version: number; name: string; class: string };

const paragraph = (text: string) => ({ type: 'paragraph', content: [{ type: 'text', text }] });

describe.each(BACKENDS)('a player’s own notes and character on %s', (backend) => {
  let server: TestServer;
  let gm: string;
  let campaign: CampaignDetail;
  let base: string;
  const members: Record<'ana' | 'bo' | 'cy' | 'ed', { token: string; id: string; door: string }> = {
    ana: { token: '', id: '', door: '' },
    bo: { token: '', id: '', door: '' },
    cy: { token: '', id: '', door: '' },
    ed: { token: '', id: '', door: '' },
  };

  const as = (token: string) => ({
    get: <T>(path: string) => api<T>(server, 'GET', path, { token }),
    send: <T>(method: string, path: string, body?: unknown) => api<T>(server, method, path, { token, body }),
  });

  async function join(name: keyof typeof members, role: 'player' | 'reader' | 'editor') {
    const link = (await as(gm).send<Invitation>('POST', `${base}/invitations`, { role, isReusable: false }))
      .body;
    const { data } = await createAuthClient(server).signUp({
      email: `${name}-${crypto.randomUUID().slice(0, 6)}@example.com`,
      password: 'a-long-password',
      options: { data: { invitation: link.token } },
    });
    const token = data.session?.access_token ?? '';
    const { ownerId } = (
      await as(token).send<SharedContainer>('POST', '/invitations/accept', { token: link.token })
    ).body;
    members[name] = { token, id: data.user?.id ?? '', door: `/shared/${ownerId}/campaign/${campaign.id}` };
  }

  beforeAll(async () => {
    server = await startTestServer(backend);
    gm = (await signIn(server)).access_token;
    const [first] = (await as(gm).get<{ id: string }[]>('/campaigns')).body;
    campaign = (await as(gm).get<CampaignDetail>(`/campaigns/${first?.id}`)).body;
    base = `/sharing/campaign/${campaign.id}`;
    await join('ana', 'player');
    await join('bo', 'player');
    await join('cy', 'reader');
    await join('ed', 'editor');
  });
  afterAll(() => server.close());

  const notesOf = async (name: keyof typeof members) =>
    (await as(members[name].token).get<MemberView>(members[name].door)).body.parts
      .filter((part) => part.kind === 'campaigns/notes')
      .map((part) => part.name);
  const gmNote = (id: string) => as(gm).get<Note>(`/campaigns/${campaign.id}/notes/${id}`);

  it('lets a player add a note, read it, change it and delete it; the GM reads it, the other player does not', async () => {
    const { token, door } = members.ana;
    const added = await as(token).send<Note>('POST', `${door}/parts/notes`, {
      title: 'Ana’s suspicions',
      category: 'Player',
      content: 'The miller lies.',
      tags: [],
    });
    expect(added.status).toBe(201);
    expect(await notesOf('ana')).toEqual(['Ana’s suspicions']);
    expect(await notesOf('bo')).toEqual([]);
    expect((await gmNote(added.body.id)).body.title).toBe('Ana’s suspicions');

    const changed = await as(token).send<Note>('PATCH', `${door}/parts/notes/${added.body.id}`, {
      title: 'Ana’s certainties',
      version: added.body.version,
    });
    expect(changed.status).toBe(200);
    expect((await gmNote(added.body.id)).body.title).toBe('Ana’s certainties');

    expect((await as(token).send('DELETE', `${door}/parts/notes/${added.body.id}`)).status).toBe(204);
    expect((await gmNote(added.body.id)).status).toBe(404);
    expect(await notesOf('ana')).toEqual([]);
  });

  it('refuses a player another’s note they can read, with a 403 that says why, and changes nothing', async () => {
    const added = (
      await as(members.ana.token).send<Note>('POST', `${members.ana.door}/parts/notes`, {
        title: 'Shared map notes',
        category: 'Player',
        content: '',
        tags: [],
      })
    ).body;
    // The GM shares Ana's note with the whole table: Bo reads it, and may still not change it.
    const shared = await as(gm).send('PUT', `${base}/visibility`, {
      entityKind: 'campaigns/notes',
      entityId: added.id,
      level: 'members',
    });
    expect(shared.status).toBe(200);
    expect(await notesOf('bo')).toContain('Shared map notes');
    const { token, door } = members.bo;
    const patched = await as(token).send<ErrorBody>('PATCH', `${door}/parts/notes/${added.id}`, {
      title: 'Bo was here',
      version: added.version,
    });
    expect([patched.status, patched.body.error.message]).toEqual([
      403,
      'A player can change only the notes they added: this note is someone else’s',
    ]);
    expect((await as(token).send('DELETE', `${door}/parts/notes/${added.id}`)).status).toBe(403);
    // A GM's note stays hidden from players: answered as a note that is not there.
    const [gmsOwn] = campaign.notes;
    if (gmsOwn === undefined) throw new Error('the sample has notes');
    expect((await as(token).send('PATCH', `${door}/parts/notes/${gmsOwn.id}`, { title: 'x' })).status).toBe(
      404,
    );
    expect((await gmNote(added.id)).body.title).toBe('Shared map notes');
  });

  it('lets a player change the character assigned to them, and no other, and not delete it', async () => {
    const [mine, theirs] = campaign.characters;
    if (mine === undefined || theirs === undefined) throw new Error('the sample has two characters');
    const assigned = await as(gm).send<MemberSummary>('PATCH', `${base}/members/${members.ana.id}`, {
      plays: mine.id,
    });
    expect([assigned.status, assigned.body.plays, assigned.body.role]).toEqual([200, mine.id, 'player']);
    const listed = (await as(gm).get<{ members: MemberSummary[] }>(`${base}/members`)).body.members;
    expect(listed.find((member) => member.memberId === members.ana.id)?.plays).toBe(mine.id);

    const { token, door } = members.ana;
    const character = (path: string) => as(gm).get<Character>(`/campaigns/${campaign.id}/characters/${path}`);
    const before = (await character(mine.id)).body;
    const changed = await as(token).send<Character>('PATCH', `${door}/parts/characters/${mine.id}`, {
      class: 'Bard of the Marches',
      version: before.version,
    });
    expect(changed.status).toBe(200);
    expect((await character(mine.id)).body.class).toBe('Bard of the Marches');

    const other = (await character(theirs.id)).body;
    const refused = await as(token).send<ErrorBody>('PATCH', `${door}/parts/characters/${theirs.id}`, {
      class: 'Stolen',
      version: other.version,
    });
    expect([refused.status, refused.body.error.message]).toEqual([
      403,
      'A player can change only the character they play: this character is not assigned to them',
    ]);
    expect((await character(theirs.id)).body.class).toBe(other.class);
    const deleted = await as(token).send<ErrorBody>('DELETE', `${door}/parts/characters/${mine.id}`);
    expect([deleted.status, deleted.body.error.message]).toEqual([
      403,
      'A player cannot delete a character of this campaign: only its owner and editors can',
    ]);
    // Bo plays nothing: Ana's character is not his either.
    expect(
      (
        await as(members.bo.token).send('PATCH', `${members.bo.door}/parts/characters/${mine.id}`, {
          class: 'x',
        })
      ).status,
    ).toBe(403);
  });

  it('refuses a change that would drop a secret the player cannot read', async () => {
    const [mine] = campaign.characters;
    if (mine === undefined) throw new Error('the sample has characters');
    const current = (await as(gm).get<Character>(`/campaigns/${campaign.id}/characters/${mine.id}`)).body;
    const descriptionDoc = {
      version: 1,
      doc: {
        type: 'doc',
        content: [
          paragraph('A wandering bard.'),
          {
            type: 'secret',
            attrs: { level: 'editors', named: [] },
            content: [paragraph('Cursed at birth.')],
          },
        ],
      },
    };
    const written = await as(gm).send<Character>('PATCH', `/campaigns/${campaign.id}/characters/${mine.id}`, {
      descriptionDoc,
      version: current.version,
    });
    expect(written.status).toBe(200);
    const refused = await as(members.ana.token).send<ErrorBody>(
      'PATCH',
      `${members.ana.door}/parts/characters/${mine.id}`,
      { descriptionDoc: { version: 1, doc: { type: 'doc', content: [paragraph('A wandering bard.')] } } },
    );
    expect([refused.status, refused.body.error.message]).toEqual([
      403,
      'This character’s description holds a secret you cannot read: only its owner and editors can change it',
    ]);
    // Her other fields stay hers to change.
    const renamed = await as(members.ana.token).send(
      'PATCH',
      `${members.ana.door}/parts/characters/${mine.id}`,
      {
        race: 'Half-elf',
        version: written.body.version,
      },
    );
    expect(renamed.status).toBe(200);
  });

  it('refuses a player the GM’s things and a reader every write, and an assignment of no character', async () => {
    const { token, door } = members.ana;
    const [session] = campaign.sessions;
    if (session === undefined) throw new Error('the sample has sessions');
    const added = await as(token).send<ErrorBody>('POST', `${door}/parts/sessions`, {
      title: 'Mine',
      date: '2026-01-02',
    });
    expect([added.status, added.body.error.message]).toEqual([
      403,
      'A player cannot add a session to this campaign: only its owner and editors can',
    ]);
    expect(
      (await as(token).send('PATCH', `${door}/parts/sessions/${session.id}`, { title: 'x' })).status,
    ).toBe(403);
    const reader = await as(members.cy.token).send<ErrorBody>('POST', `${members.cy.door}/parts/notes`, {
      title: 'A reader’s note',
      category: '',
      content: '',
      tags: [],
    });
    expect([reader.status, reader.body.error.message]).toEqual([
      403,
      'A reader cannot add a note to this campaign: only its owner and editors can',
    ]);
    const nowhere = await as(gm).send<ErrorBody>('PATCH', `${base}/members/${members.bo.id}`, {
      plays: session.id,
    });
    expect([nowhere.status, nowhere.body.error.message]).toEqual([
      422,
      'That is not a character of this campaign',
    ]);
  });

  it('lists the members to an editor, for View as and Who reads this, and to no player or reader', async () => {
    for (const name of ['ana', 'cy'] as const) {
      const refused = await as(members[name].token).get<ErrorBody>(`${members[name].door}/members`);
      expect(refused.status).toBe(403);
    }
    const role = (value: string) => as(gm).send('PATCH', `${base}/members/${members.cy.id}`, { role: value });
    expect((await role('editor')).status).toBe(200);
    try {
      const listed = await as(members.cy.token).get<{ members: MemberSummary[] }>(
        `${members.cy.door}/members`,
      );
      expect(listed.status).toBe(200);
      expect(listed.body.members).toEqual(
        (await as(gm).get<{ members: MemberSummary[] }>(`${base}/members`)).body.members,
      );
      // The editor views the campaign as Ana: her note is there, as on her own page.
      const asAna = await as(members.cy.token).get<MemberView>(`${members.cy.door}?as=${members.ana.id}`);
      expect(asAna.body).toEqual((await as(members.ana.token).get<MemberView>(members.ana.door)).body);
    } finally {
      expect((await role('reader')).status).toBe(200);
    }
  });

  it('keeps who wrote a note and who plays a character through the export and its import', async () => {
    const exported = await as(gm).get<Record<string, unknown[]>>('/workspace');
    const authors = exported.body.partAuthors as { partId: string; createdBy: string }[];
    expect(authors).toContainEqual(expect.objectContaining({ createdBy: members.ana.id }));
    expect(exported.body.members).toContainEqual(
      expect.objectContaining({ memberId: members.ana.id, plays: campaign.characters[0]?.id }),
    );
    const imported = await as(gm).send('POST', '/import', {
      workspace: exported.body,
      replaceExisting: true,
    });
    expect(imported.status).toBe(200);
    const again = await as(gm).get<Record<string, unknown[]>>('/workspace');
    for (const key of ['partAuthors', 'members']) expect(again.body[key]).toEqual(exported.body[key]);
    // Ana still changes the note she wrote, and Bo still may not.
    const [authored] = authors.filter((row) => row.createdBy === members.ana.id);
    const note = (await gmNote(String(authored?.partId))).body;
    const mine = await as(members.ana.token).send('PATCH', `${members.ana.door}/parts/notes/${note.id}`, {
      title: 'Restored and still mine',
      version: note.version,
    });
    expect(mine.status).toBe(200);
    const his = await as(members.bo.token).send('PATCH', `${members.bo.door}/parts/notes/${note.id}`, {
      title: 'x',
    });
    expect(his.status).toBe(403);
  });

  // Decision 091: a player adds places and leads too, each theirs as their notes are.
  it('lets a player add a location and a quest, keep them, and read them with the GM alone', async () => {
    const { token, door } = members.ana;
    const page = (await as(token).get<MemberView & { writes: { canAdd: string[] } }>(door)).body;
    expect(page.writes.canAdd).toEqual(['campaigns/quests', 'campaigns/locations', 'campaigns/notes']);
    const place = await as(token).send<Note & { name: string }>('POST', `${door}/parts/locations`, {
      name: 'The drowned mill',
      type: 'Ruin',
      description: 'Found on the second night.',
    });
    expect(place.status).toBe(201);
    const lead = await as(token).send<Note>('POST', `${door}/parts/quests`, {
      title: 'Who paid the miller?',
      status: 'in-progress',
      xp: 0,
      description: '',
    });
    expect(lead.status).toBe(201);
    const namesOf = async (name: keyof typeof members) =>
      (await as(members[name].token).get<MemberView>(members[name].door)).body.parts.map((part) => part.name);
    expect(await namesOf('ana')).toEqual(
      expect.arrayContaining(['The drowned mill', 'Who paid the miller?']),
    );
    const bos = await namesOf('bo');
    expect(bos).not.toContain('The drowned mill');
    expect(bos).not.toContain('Who paid the miller?');
    expect((await as(gm).get(`/campaigns/${campaign.id}/locations/${place.body.id}`)).status).toBe(200);
    // Leak probes: Bo finds neither by search, the @ list, the graph or his export; Ana finds hers.
    const reads = ['search?q=drowned', 'suggest?q=drow', 'graph', 'export'];
    for (const read of reads) {
      const answer = await as(members.bo.token).get<unknown>(`${members.bo.door}/${read}`);
      expect(answer.status, read).toBe(200);
      expect(JSON.stringify(answer.body), read).not.toMatch(/drowned|paid the miller/i);
    }
    const found = await as(token).get<{ results: { name: string }[] }>(`${door}/search?q=drowned`);
    expect(found.body.results.map((hit) => hit.name)).toContain('The drowned mill');

    const renamed = await as(token).send<{ name: string }>(
      'PATCH',
      `${door}/parts/locations/${place.body.id}`,
      {
        name: 'The sunken mill',
        version: place.body.version,
      },
    );
    expect([renamed.status, renamed.body.name]).toEqual([200, 'The sunken mill']);
    // Shared with the table, Bo reads the lead and may not change or delete it.
    await as(gm).send('PUT', `${base}/visibility`, {
      entityKind: 'campaigns/quests',
      entityId: lead.body.id,
      level: 'members',
    });
    expect(await namesOf('bo')).toContain('Who paid the miller?');
    const his = await as(members.bo.token).send<ErrorBody>(
      'DELETE',
      `${members.bo.door}/parts/quests/${lead.body.id}`,
    );
    expect([his.status, his.body.error.message]).toEqual([
      403,
      'A player can delete only the quests they added: this quest is someone else’s',
    ]);
    // The GM's own quests and encounters stay the GM's.
    const [gmsQuest] = campaign.quests;
    if (gmsQuest === undefined) throw new Error('the sample has quests');
    expect(
      (await as(token).send('PATCH', `${door}/parts/quests/${gmsQuest.id}`, { title: 'x' })).status,
    ).toBe(403);
    const encounter = await as(token).send<ErrorBody>('POST', `${door}/parts/encounters`, { title: 'Mine' });
    expect(encounter.status).toBe(403);
    expect((await as(token).send('DELETE', `${door}/parts/quests/${lead.body.id}`)).status).toBe(204);
    expect((await as(token).send('DELETE', `${door}/parts/locations/${place.body.id}`)).status).toBe(204);
  });

  it('lets an editor hand out the characters, and no player or reader', async () => {
    const [, theirs] = campaign.characters;
    if (theirs === undefined) throw new Error('the sample has two characters');
    const { token, door } = members.ed;
    const assigned = await as(token).send<MemberSummary>('PATCH', `${door}/members/${members.bo.id}`, {
      plays: theirs.id,
    });
    expect([assigned.status, assigned.body.plays, assigned.body.role]).toEqual([200, theirs.id, 'player']);
    const listed = (await as(gm).get<{ members: MemberSummary[] }>(`${base}/members`)).body.members;
    expect(listed.find((member) => member.memberId === members.bo.id)?.plays).toBe(theirs.id);
    // Bo now changes the character the editor gave him.
    const current = (await as(gm).get<Character>(`/campaigns/${campaign.id}/characters/${theirs.id}`)).body;
    const changed = await as(members.bo.token).send(
      'PATCH',
      `${members.bo.door}/parts/characters/${theirs.id}`,
      {
        class: 'Ranger',
        version: current.version,
      },
    );
    expect(changed.status).toBe(200);

    for (const name of ['ana', 'cy'] as const) {
      const refused = await as(members[name].token).send<ErrorBody>(
        'PATCH',
        `${members[name].door}/members/${members.ana.id}`,
        { plays: theirs.id },
      );
      expect(refused.status).toBe(403);
    }
    expect(listed.find((member) => member.memberId === members.ana.id)?.plays).toBe(
      campaign.characters[0]?.id,
    );
    const toReader = await as(token).send<ErrorBody>('PATCH', `${door}/members/${members.cy.id}`, {
      plays: theirs.id,
    });
    expect([toReader.status, toReader.body.error.message]).toEqual([
      422,
      'Only a player plays a character: this member is a reader',
    ]);
    const notACharacter = await as(token).send<ErrorBody>('PATCH', `${door}/members/${members.bo.id}`, {
      plays: campaign.sessions[0]?.id,
    });
    expect([notACharacter.status, notACharacter.body.error.message]).toEqual([
      422,
      'That is not a character of this campaign',
    ]);
    expect((await as(token).send('PATCH', `${door}/members/nobody`, { plays: null })).status).toBe(404);
    // Taken back, Bo's next change of it is refused.
    const back = await as(token).send<MemberSummary>('PATCH', `${door}/members/${members.bo.id}`, {
      plays: null,
    });
    expect([back.status, back.body.plays]).toEqual([200, null]);
    const after = await as(members.bo.token).send(
      'PATCH',
      `${members.bo.door}/parts/characters/${theirs.id}`,
      {
        class: 'x',
      },
    );
    expect(after.status).toBe(403);
  });
});
