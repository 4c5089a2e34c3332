import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InvitationSummary, MemberRole, SharedContainer } from '../../common/api/sharing';
import type { CampaignDetail } from '../../common/domain/campaign';
import type { MemberView, ViewHit } from '../../common/workspace/shared-view';
import { BACKENDS, createAuthClient, signIn, startTestServer, type TestServer } from '../test/test-server';
import { api, type ErrorBody } from './api-test-helpers';

// Sharing a campaign end to end (issue 28, decision 057), with open sign-up off as it is by default: the
// GM (the demo account) makes links; a player signs up with the official auth client through one and
// accepts it; what they read obeys the policy (a campaign's notes are the GM's unless shared); the GM
// hides a session, names a note for the player, changes roles, revokes links and removes members, and
// each takes effect on the member's next request. Members and links travel in the GM's export.

type Invitation = InvitationSummary & { token: string; path: string };
type Part = { id: string; version: number; title: string };

describe.each(BACKENDS)('sharing a campaign on %s', (backend) => {
  let server: TestServer;
  let gm: string;
  let campaign: CampaignDetail;

  const as = (token: string) => ({
    get: <T>(path: string) => api<T>(server, 'GET', path, { token }),
    send: <T>(method: string, path: string, body?: unknown) => api<T>(server, method, path, { token, body }),
  });

  /** Signs up through a link with the official client, as the browser does; answers the access token. */
  async function signUpWith(token: string, name: string): Promise<{ token?: string; error?: string }> {
    const client = createAuthClient(server);
    const { data, error } = await client.signUp({
      email: `${name}-${crypto.randomUUID().slice(0, 6)}@example.com`,
      password: 'a-long-password',
      options: { data: { full_name: name, invitation: token } },
    });
    if (error !== null) return { error: error.message };
    expect(data.user?.user_metadata).toEqual({ full_name: name });
    return { token: data.session?.access_token ?? '' };
  }

  beforeAll(async () => {
    server = await startTestServer(backend);
    gm = (await signIn(server)).access_token;
    const [first] = (await as(gm).get<{ id: string }[]>('/campaigns')).body;
    campaign = (await as(gm).get<CampaignDetail>(`/campaigns/${first?.id}`)).body;
    expect(campaign.notes.length).toBeGreaterThan(0);
    expect(campaign.sessions.length).toBeGreaterThan(1);
  });
  afterAll(() => server.close());

  const base = () => `/sharing/campaign/${campaign.id}`;
  const invite = async (body: object) => {
    const answer = await as(gm).send<Invitation>('POST', `${base()}/invitations`, body);
    expect(answer.status).toBe(201);
    return answer.body;
  };

  it('refuses a sign-up without a link, and one with a made-up link, while sign-up is off', async () => {
    const client = createAuthClient(server);
    const plain = await client.signUp({ email: 'nobody@example.com', password: 'a-long-password' });
    expect(plain.error?.message).toBe('Signups not allowed for this instance');
    expect((await signUpWith('x'.repeat(43), 'guesser')).error).toBe('Signups not allowed for this instance');
  });

  it('lets a player in through a single-use link, once, and shows them the campaign without the GM’s notes', async () => {
    const link = await invite({ role: 'player' });
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(link.path).toBe(`/invite/${link.token}`);
    const player = await signUpWith(link.token, 'Pia');
    expect(player.error).toBeUndefined();
    const pia = as(player.token ?? '');
    const accepted = await pia.send<SharedContainer>('POST', '/invitations/accept', { token: link.token });
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({
      kind: 'campaign',
      id: campaign.id,
      name: campaign.title,
      role: 'player',
    });

    // Spent: nobody else signs up or gets in with it.
    expect((await signUpWith(link.token, 'late')).error).toBe('Signups not allowed for this instance');

    const shared = await pia.get<{ containers: SharedContainer[] }>('/shared');
    expect(shared.body.containers).toEqual([accepted.body]);
    const { ownerId } = accepted.body;
    const view = await pia.get<MemberView>(`/shared/${ownerId}/campaign/${campaign.id}`);
    expect(view.status).toBe(200);
    expect(view.body.name).toBe(campaign.title);
    expect(view.body.parts.filter((part) => part.kind === 'campaigns/notes')).toEqual([]);
    expect(view.body.counts['campaigns/notes']).toBeUndefined();
    expect(view.body.counts['campaigns/sessions']).toBe(campaign.sessions.length);
    expect(view.body.record).not.toHaveProperty('universeId');
    for (const note of campaign.notes) expect(view.text).not.toContain(note.title);

    const members = await as(gm).get<{ members: { email: string; role: string }[] }>(`${base()}/members`);
    expect(members.body.members).toEqual([
      expect.objectContaining({ role: 'player', email: expect.stringMatching(/^pia-/) }),
    ]);
  });

  it('hides a session from players, shows a note named for one, and follows role changes on the next request', async () => {
    const link = await invite({ role: 'player' });
    const player = await signUpWith(link.token, 'Quinn');
    const quinn = as(player.token ?? '');
    const { ownerId } = (
      await quinn.send<SharedContainer>('POST', '/invitations/accept', { token: link.token })
    ).body;
    const me = (await createAuthClientUser(player.token ?? '')).id;
    const door = `/shared/${ownerId}/campaign/${campaign.id}`;
    const [hidden, shown] = campaign.sessions;
    const [note] = campaign.notes;
    if (hidden === undefined || shown === undefined || note === undefined) throw new Error('sample changed');

    const set = (body: object) => as(gm).send('PUT', `${base()}/visibility`, body);
    expect(
      (await set({ entityKind: 'campaigns/sessions', entityId: hidden.id, level: 'editors' })).status,
    ).toBe(200);
    expect(
      (await set({ entityKind: 'campaigns/notes', entityId: note.id, level: 'named', named: [me] })).status,
    ).toBe(200);
    // Only a part of this campaign, of its own kind.
    expect((await set({ entityKind: 'campaigns/notes', entityId: hidden.id, level: 'members' })).status).toBe(
      422,
    );

    const view = (await quinn.get<MemberView>(door)).body;
    expect(view.parts.map((part) => part.id)).not.toContain(hidden.id);
    expect(view.parts.map((part) => part.id)).toContain(shown.id);
    expect(view.parts.map((part) => part.id)).toContain(note.id);
    expect(view.counts['campaigns/sessions']).toBe(campaign.sessions.length - 1);
    const search = await quinn.get<{ results: ViewHit[] }>(
      `${door}/search?q=${encodeURIComponent(hidden.title)}`,
    );
    expect(search.body.results.map((hit) => hit.id)).not.toContain(hidden.id);
    expect(search.text).not.toContain(hidden.id);
    const found = await quinn.get<{ results: ViewHit[] }>(
      `${door}/search?q=${encodeURIComponent(shown.title)}`,
    );
    expect(found.body.results.map((hit) => hit.id)).toContain(shown.id);
    const suggest = await quinn.get<{ suggestions: { id: string }[] }>(
      `${door}/suggest?q=${encodeURIComponent(hidden.title.slice(0, 4))}`,
    );
    expect(suggest.body.suggestions.map((hit) => hit.id)).not.toContain(hidden.id);
    const exported = await quinn.get(`${door}/export`);
    expect(exported.text).not.toContain(hidden.id);
    const graph = await quinn.get<{ nodes: { id: string }[] }>(`${door}/graph`);
    expect(graph.body.nodes.map((node) => node.id)).toContain(shown.id);
    expect(graph.text).not.toContain(hidden.id);

    // Secret blocks in a shown session: the GM's is left out of Quinn's page and search; the one naming
    // Quinn is his, marked.
    const secret = (level: string, named: string[], text: string) => ({
      type: 'secret',
      attrs: { level, named },
      content: [{ type: 'paragraph', content: [{ type: 'text', text }] }],
    });
    const summaryDoc = {
      version: 1,
      doc: {
        type: 'doc',
        content: [
          { type: 'paragraph', content: [{ type: 'text', text: 'The party rests.' }] },
          secret('editors', [], 'Lichgate opens tonight'),
          secret('named', [me, 'someone-else'], 'Quinn hears whispers'),
        ],
      },
    };
    const sessionPath = `/campaigns/${campaign.id}/sessions/${shown.id}`;
    const current = (await as(gm).get<Part>(sessionPath)).body;
    const wrote = await as(gm).send('PATCH', sessionPath, { summaryDoc, version: current.version });
    expect(wrote.status).toBe(200);
    const page = await quinn.get<MemberView>(door);
    const read = page.body.parts.find((part) => part.id === shown.id);
    expect(read?.data.summary).toBe('The party rests.\n\nQuinn hears whispers');
    expect(JSON.stringify(read?.data.summaryDoc)).toContain(`{"level":"named","named":["${me}"]}`);
    expect(page.text).not.toMatch(/Lichgate|someone-else/);
    const lichgate = async () =>
      (await quinn.get<{ results: ViewHit[] }>(`${door}/search?q=lichgate`)).body.results.length;
    expect(await lichgate()).toBe(0);

    // An editor sees everything, the GM's secrets too; back to player, hidden again.
    const patch = (role: string) => as(gm).send('PATCH', `${base()}/members/${me}`, { role });
    expect((await patch('editor')).status).toBe(200);
    expect((await quinn.get<MemberView>(door)).body.parts.map((part) => part.id)).toContain(hidden.id);
    expect(await lichgate()).toBe(1);
    expect((await patch('owner')).status).toBe(422);
    await patch('player');
    expect((await quinn.get<MemberView>(door)).body.parts.map((part) => part.id)).not.toContain(hidden.id);
    expect(await lichgate()).toBe(0);

    // Removed: the next request is refused, as for a container that does not exist.
    expect((await as(gm).send('DELETE', `${base()}/members/${me}`)).status).toBe(204);
    const refused = await quinn.get<ErrorBody>(door);
    expect(refused.status).toBe(404);
    expect(refused.body.error.message).toBe('Shared container not found');
    expect((await quinn.get<{ containers: unknown[] }>('/shared')).body.containers).toEqual([]);
  });

  it('shows a member every change on their next read, however often they read in between (decision 084)', async () => {
    const link = await invite({ role: 'player' });
    const player = await signUpWith(link.token, 'Rook');
    const rook = as(player.token ?? '');
    const { ownerId } = (
      await rook.send<SharedContainer>('POST', '/invitations/accept', { token: link.token })
    ).body;
    const door = `/shared/${ownerId}/campaign/${campaign.id}`;
    const session = campaign.sessions.at(-1);
    if (session === undefined) throw new Error('sample changed');
    const reads = async () => [
      await rook.get(door),
      await rook.get(`${door}/graph`),
      await rook.get(`${door}/export`),
      await rook.get(`${door}/relations`),
    ];
    // Read twice: the second answer may be the kept view.
    for (const answer of [...(await reads()), ...(await reads())]) expect(answer.status).toBe(200);
    expect((await rook.get(door)).text).toContain(session.id);

    const sessionPath = `/campaigns/${campaign.id}/sessions/${session.id}`;
    const current = (await as(gm).get<Part>(sessionPath)).body;
    const renamed = await as(gm).send('PATCH', sessionPath, {
      title: 'Night at the Ferry',
      version: current.version,
    });
    expect(renamed.status).toBe(200);
    expect((await rook.get(door)).text).toContain('Night at the Ferry');

    // Hidden by the campaign's default for sessions (the session has no visibility of its own).
    const setDefault = (level: string) =>
      as(gm).send('PUT', `${base()}/defaults`, { entityKind: 'campaigns/sessions', level });
    expect((await setDefault('editors')).status).toBe(200);
    for (const answer of await reads()) {
      expect(answer.text).not.toContain(session.id);
      expect(answer.text).not.toContain('Night at the Ferry');
    }
    // Back as the sample has it, for the tests after this one.
    expect((await setDefault('members')).status).toBe(200);
    expect((await rook.get(door)).text).toContain('Night at the Ferry');
    const again = (await as(gm).get<Part>(sessionPath)).body;
    await as(gm).send('PATCH', sessionPath, { title: session.title, version: again.version });
    expect((await rook.get(door)).text).not.toContain('Night at the Ferry');
    expect((await rook.send('DELETE', `${door}/membership`)).status).toBe(204);
  });

  it('keeps a reusable link working until it is revoked or expires, and lets a member leave', async () => {
    const link = await invite({ role: 'reader', isReusable: true, expiresInDays: 1 });
    const first = await signUpWith(link.token, 'Ria');
    const second = await signUpWith(link.token, 'Sol');
    expect(first.error).toBeUndefined();
    expect(second.error).toBeUndefined();
    const ria = as(first.token ?? '');
    const sol = as(second.token ?? '');
    const joined = await ria.send<SharedContainer>('POST', '/invitations/accept', { token: link.token });
    expect(joined.body.role).toBe('reader');
    expect((await as(gm).send('DELETE', `${base()}/invitations/${link.id}`)).status).toBe(204);
    expect((await sol.send('POST', '/invitations/accept', { token: link.token })).status).toBe(404);
    const listed = await as(gm).get<{ invitations: InvitationSummary[] }>(`${base()}/invitations`);
    expect(listed.text).not.toContain(link.token);
    expect(listed.body.invitations.find((row) => row.id === link.id)).toMatchObject({
      uses: 1,
      revokedAt: expect.any(String),
    });

    const door = `/shared/${joined.body.ownerId}/campaign/${campaign.id}`;
    expect((await ria.send('DELETE', `${door}/membership`)).status).toBe(204);
    expect((await ria.get(door)).status).toBe(404);

    // The owner's own link is not for the owner.
    const own = await invite({ role: 'player' });
    expect((await as(gm).send('POST', '/invitations/accept', { token: own.token })).status).toBe(422);
    // Past its expiry a link opens nothing, not even a sign-up.
    const expiring = await invite({ role: 'player' });
    server.advance(8 * 86_400_000);
    expect((await signUpWith(expiring.token, 'late')).error).toBe('Signups not allowed for this instance');
    gm = (await signIn(server)).access_token;
  });

  it('takes the campaign’s own default for a kind where a part has none, as the owner set it', async () => {
    const link = await invite({ role: 'player' });
    const player = await signUpWith(link.token, 'Uma');
    const uma = as(player.token ?? '');
    const { ownerId } = (
      await uma.send<SharedContainer>('POST', '/invitations/accept', { token: link.token })
    ).body;
    const door = `/shared/${ownerId}/campaign/${campaign.id}`;
    const seen = async (kind: string) =>
      (await uma.get<MemberView>(door)).body.parts
        .filter((part) => part.kind === kind)
        .map((part) => part.id);
    const [, , third] = campaign.sessions;
    if (third === undefined) throw new Error('the sample has three sessions');
    const setThird = await as(gm).send('PUT', `${base()}/visibility`, {
      entityKind: 'campaigns/sessions',
      entityId: third.id,
      level: 'members',
    });
    expect(setThird.status).toBe(200);
    const before = await seen('campaigns/sessions');
    expect(before).toContain(third.id);
    expect(before.length).toBeGreaterThan(1);

    const setDefault = (body: object) => as(gm).send('PUT', `${base()}/defaults`, body);
    expect((await setDefault({ entityKind: 'campaigns/sessions', level: 'editors' })).body).toEqual({
      entityKind: 'campaigns/sessions',
      level: 'editors',
      named: [],
      isChosen: true,
    });
    // Only the session with a visibility of its own is left; the others take the campaign's default.
    expect(await seen('campaigns/sessions')).toEqual([third.id]);
    expect(await seen('campaigns/notes')).toEqual([]);
    expect((await setDefault({ entityKind: 'campaigns/notes', level: 'members' })).status).toBe(200);
    expect((await seen('campaigns/notes')).length).toBeGreaterThan(0);
    const listed = await as(gm).get<{ defaults: { entityKind: string; level: string; isChosen: boolean }[] }>(
      `${base()}/visibility`,
    );
    expect(listed.body.defaults).toContainEqual(
      expect.objectContaining({ entityKind: 'campaigns/quests', level: 'members', isChosen: false }),
    );
    expect(listed.body.defaults).toContainEqual(
      expect.objectContaining({ entityKind: 'campaigns/sessions', level: 'editors', isChosen: true }),
    );
    const wrong = await setDefault({ entityKind: 'novels/chapters', level: 'editors' });
    expect(wrong.status).toBe(422);
    expect((wrong.body as ErrorBody).error.message).toBe('A campaign has no parts of kind novels/chapters');
    // Back as the sample has it, for the tests after this one; the chosen defaults stay in the export.
    await setDefault({ entityKind: 'campaigns/sessions', level: 'members' });
    await setDefault({ entityKind: 'campaigns/notes', level: 'editors' });
  });

  it('names the owner’s own kinds on a member’s page in the owner’s order, and nothing of what is hidden in them (decision 095)', async () => {
    type Kind = { id: string; version: number };
    const defineKind = async (name: string, plural: string, icon: string) => {
      const made = await as(gm).send<Kind>('POST', '/kinds', { name, plural, icon, livesIn: 'campaigns' });
      expect(made.status).toBe(201);
      return made.body;
    };
    const addThing = async (kind: Kind, name: string) => {
      const made = await as(gm).send<{ id: string }>('POST', `/campaigns/${campaign.id}/k-${kind.id}`, {
        name,
        description: `${name}, told at the table.`,
      });
      expect(made.status).toBe(201);
      return made.body;
    };
    const starship = await defineKind('Starship', 'Starships', 'Ship');
    const spell = await defineKind('Spell', 'Spells', 'Sparkles');
    const deity = await defineKind('Deity', 'Deities', 'Church');
    const keel = await addThing(starship, 'The Hollow Keel');
    const ward = await addThing(spell, 'Cinder Ward');
    const unmaking = await addThing(spell, 'Word of Unmaking');
    await addThing(deity, 'Ashmother');
    expect((await as(gm).send('POST', `/kinds/${deity.id}/move`, { toIndex: 0 })).status).toBe(200);
    // The GM keeps a spell and the only starship to editors.
    for (const [kind, thing] of [
      [spell, unmaking],
      [starship, keel],
    ] as const) {
      const set = await as(gm).send('PUT', `${base()}/visibility`, {
        entityKind: `campaigns/k-${kind.id}`,
        entityId: thing.id,
        level: 'editors',
      });
      expect(set.status).toBe(200);
    }

    const link = await invite({ role: 'player' });
    const player = await signUpWith(link.token, 'Kit');
    const kit = as(player.token ?? '');
    const { ownerId } = (
      await kit.send<SharedContainer>('POST', '/invitations/accept', { token: link.token })
    ).body;
    const door = `/shared/${ownerId}/campaign/${campaign.id}`;
    const page = await kit.get<MemberView>(door);
    expect(page.status).toBe(200);
    // A kind whose every thing is hidden is not named at all.
    expect(page.body.kinds).toEqual([
      { kind: `campaigns/k-${deity.id}`, name: 'Deity', plural: 'Deities', icon: 'Church' },
      { kind: `campaigns/k-${spell.id}`, name: 'Spell', plural: 'Spells', icon: 'Sparkles' },
    ]);
    const spells = page.body.parts.filter((part) => part.kind === `campaigns/k-${spell.id}`);
    expect(spells.map((part) => part.name)).toEqual(['Cinder Ward']);
    expect(page.body.counts[`campaigns/k-${spell.id}`]).toBe(1);
    expect(page.body.counts[`campaigns/k-${starship.id}`]).toBeUndefined();
    expect(page.text).not.toMatch(/Unmaking|Hollow Keel|Starship/);
    expect(page.text).not.toContain(unmaking.id);

    for (const typed of ['unmaking', 'hollow keel']) {
      const search = await kit.get<{ results: ViewHit[] }>(`${door}/search?q=${encodeURIComponent(typed)}`);
      expect(search.body.results).toEqual([]);
    }
    const found = await kit.get<{ results: ViewHit[] }>(`${door}/search?q=cinder%20ward`);
    expect(found.body.results.map((hit) => hit.id)).toContain(ward.id);
    const exported = await kit.get<{ kinds: MemberView['kinds'] }>(`${door}/export`);
    expect(exported.body.kinds.map((kind) => kind.name)).toEqual(['Deity', 'Spell']);
    expect(exported.text).not.toMatch(/Unmaking|Hollow Keel|Starship/);
    expect(exported.text).not.toContain(keel.id);

    // A rename shows on the member's next read.
    const renamed = await as(gm).send('PATCH', `/kinds/${spell.id}`, {
      name: 'Incantation',
      plural: 'Incantations',
      version: spell.version,
    });
    expect(renamed.status).toBe(200);
    const again = await kit.get<MemberView>(door);
    expect(again.body.kinds.map((kind) => kind.plural)).toEqual(['Deities', 'Incantations']);
    // Kit leaves, so the members the later tests count are theirs.
    const kitId = (await createAuthClientUser(player.token ?? '')).id;
    expect((await as(gm).send('DELETE', `${base()}/members/${kitId}`)).status).toBe(204);
  });

  it('keeps members and links in the GM’s export, and brings them back from its import', async () => {
    const exported = await as(gm).get<Record<string, unknown[]>>('/workspace');
    expect(exported.body.members?.length).toBeGreaterThan(0);
    expect(exported.body.invitations?.length).toBeGreaterThan(0);
    expect(exported.body.visibility?.length).toBeGreaterThan(0);
    expect(exported.text).not.toMatch(/token_?hash/i);
    for (const row of exported.body.invitations ?? [])
      expect(Object.keys(row as object)).not.toContain('token');
    const imported = await as(gm).send('POST', '/import', {
      workspace: exported.body,
      replaceExisting: true,
    });
    expect(imported.status).toBe(200);
    const again = await as(gm).get<Record<string, unknown[]>>('/workspace');
    for (const key of ['members', 'invitations', 'visibility'])
      expect(again.body[key]).toEqual(exported.body[key]);
    // A campaign's own defaults travel as visibility rows on the campaign.
    expect(again.body.visibility).toContainEqual(
      expect.objectContaining({ entityKind: 'default:campaigns/sessions', entityId: campaign.id }),
    );
    // Pia and Uma, still members, still get in.
    const members = (await as(gm).get<{ members: unknown[] }>(`${base()}/members`)).body.members;
    expect(members).toHaveLength(2);
  });

  it('leaves out of the export the sharing rows of what was deleted, so the file imports again', async () => {
    const added = await as(gm).send<Part>('POST', `/campaigns/${campaign.id}/sessions`, {
      title: 'Cut scene',
      status: 'planned',
      date: '2026-01-02',
      summary: '',
    });
    expect(added.status).toBe(201);
    const hide = { entityKind: 'campaigns/sessions', entityId: added.body.id, level: 'editors' };
    expect((await as(gm).send('PUT', `${base()}/visibility`, hide)).status).toBe(200);
    expect((await as(gm).send('DELETE', `/campaigns/${campaign.id}/sessions/${added.body.id}`)).status).toBe(
      204,
    );
    const exported = await as(gm).get<{ visibility: { entityId: string }[] }>('/workspace');
    expect(exported.body.visibility.map((row) => row.entityId)).not.toContain(added.body.id);
    const imported = await as(gm).send('POST', '/import', {
      workspace: exported.body,
      replaceExisting: true,
    });
    expect(imported.status, imported.text).toBe(200);
  });

  describe('members writing into it', () => {
    const members = {} as Record<MemberRole, { token: string; door: string }>;
    const session = (id: string) => `/campaigns/${campaign.id}/sessions/${id}`;
    const send = <T>(token: string, method: string, path: string, body?: unknown) =>
      api<T>(server, method, path, { token, body });

    beforeAll(async () => {
      for (const role of ['editor', 'player', 'reader'] as const) {
        const link = await invite({ role });
        const signedUp = await signUpWith(link.token, role);
        const token = signedUp.token ?? '';
        const joined = await send<SharedContainer>(token, 'POST', '/invitations/accept', {
          token: link.token,
        });
        members[role] = { token, door: `/shared/${joined.body.ownerId}/campaign/${campaign.id}/parts` };
      }
    });

    it('lets an editor add, change and delete parts, the GM’s notes too, in the owner’s campaign', async () => {
      const { token, door } = members.editor;
      const added = await send<Part>(token, 'POST', `${door}/sessions`, {
        title: 'Co-GM prep',
        status: 'planned',
        date: '2026-01-02',
        summary: '',
      });
      expect(added.status).toBe(201);
      const stored = await send<Part>(gm, 'GET', session(added.body.id));
      expect(stored.body.title).toBe('Co-GM prep');

      const changed = await send<Part>(token, 'PATCH', `${door}/sessions/${added.body.id}`, {
        title: 'Co-GM prep, revised',
        version: stored.body.version,
      });
      expect(changed.status).toBe(200);
      expect((await send<Part>(gm, 'GET', session(added.body.id))).body.title).toBe('Co-GM prep, revised');

      const [note] = campaign.notes;
      if (note === undefined) throw new Error('the sample has notes');
      const noteChanged = await send<Part>(token, 'PATCH', `${door}/notes/${note.id}`, {
        title: `${note.title} (co-GM)`,
        version: (await send<Part>(gm, 'GET', `/campaigns/${campaign.id}/notes/${note.id}`)).body.version,
      });
      expect(noteChanged.status).toBe(200);

      expect((await send(token, 'DELETE', `${door}/sessions/${added.body.id}`)).status).toBe(204);
      expect((await send(gm, 'GET', session(added.body.id))).status).toBe(404);
      // A stale version is a conflict, as for the owner.
      const stale = await send(token, 'PATCH', `${door}/notes/${note.id}`, { title: 'x', version: 1 });
      expect(stale.status).toBe(409);
    });

    it.each(['player', 'reader'] as const)(
      'refuses a %s’s writes with a 403 and changes nothing',
      async (role) => {
        const { token, door } = members[role];
        const [, shown] = campaign.sessions;
        if (shown === undefined) throw new Error('the sample has sessions');
        const before = (await send<Part>(gm, 'GET', session(shown.id))).body;

        const patched = await send<ErrorBody>(token, 'PATCH', `${door}/sessions/${shown.id}`, {
          title: 'Renamed by a member',
          version: before.version,
        });
        expect(patched.status).toBe(403);
        expect(patched.body.error).toEqual({
          code: 'forbidden',
          message: `A ${role} cannot change a session of this campaign: only its owner and editors can`,
        });
        const added = await send<ErrorBody>(token, 'POST', `${door}/sessions`, {
          title: 'Mine',
          date: '2026-01-02',
        });
        expect(added.status).toBe(403);
        expect((await send(token, 'DELETE', `${door}/sessions/${shown.id}`)).status).toBe(403);
        expect((await send<Part>(gm, 'GET', session(shown.id))).body).toEqual(before);
        const sessions = (await send<Part[]>(gm, 'GET', `/campaigns/${campaign.id}/sessions`)).body;
        expect(sessions.map((part) => part.title)).not.toContain('Mine');

        // The GM's note is hidden from them: refused as a part that does not exist, nothing told.
        const [note] = campaign.notes;
        if (note === undefined) throw new Error('the sample has notes');
        const hidden = await send<ErrorBody>(token, 'PATCH', `${door}/notes/${note.id}`, {
          title: 'x',
          version: 1,
        });
        const missing = await send<ErrorBody>(token, 'PATCH', `${door}/notes/no-such-note`, {
          title: 'x',
          version: 1,
        });
        expect(hidden.status).toBe(404);
        expect(hidden.body).toEqual(missing.body);
        // A player adds notes of their own (decision 083; this body lacks a note's fields), a reader none.
        expect((await send(token, 'POST', `${door}/notes`, { title: 'Mine' })).status).toBe(
          role === 'player' ? 422 : 403,
        );
      },
    );

    it('lets an editor, and no one else, set who sees a part through the door', async () => {
      const [, , third] = campaign.sessions;
      const body = { entityKind: 'campaigns/sessions', entityId: third?.id, level: 'editors' };
      const door = (role: MemberRole) => members[role].door.replace(/\/parts$/, '/visibility');
      for (const role of ['player', 'reader'] as const) {
        const refused = await send<ErrorBody>(members[role].token, 'PUT', door(role), body);
        expect(refused.status).toBe(403);
        expect(refused.body.error.message).toBe(
          `A ${role} cannot change who sees what in this campaign: only its owner and editors can`,
        );
      }
      const seenBy = async (role: MemberRole) =>
        (
          await send<MemberView>(members[role].token, 'GET', door(role).replace(/\/visibility$/, ''))
        ).body.parts.map((part) => part.id);
      expect(await seenBy('player')).toContain(third?.id);
      const set = await send(members.editor.token, 'PUT', door('editor'), body);
      expect(set.status).toBe(200);
      expect(await seenBy('player')).not.toContain(third?.id);
      expect(await seenBy('editor')).toContain(third?.id);
      // Only the container's own parts, as for the owner.
      const foreign = await send(members.editor.token, 'PUT', door('editor'), {
        ...body,
        entityId: 'no-such-part',
      });
      expect(foreign.status).toBe(422);
      await send(members.editor.token, 'PUT', door('editor'), { ...body, level: 'members' });
    });

    it('refuses someone who is not a member, and lists what the owner set', async () => {
      const stranger = (await signUpWith((await invite({ role: 'reader' })).token, 'stranger')).token ?? '';
      const [, shown] = campaign.sessions;
      const refused = await send<ErrorBody>(
        stranger,
        'PATCH',
        `${members.player.door}/sessions/${shown?.id}`,
        {
          title: 'x',
          version: 1,
        },
      );
      expect(refused.status).toBe(404);
      expect(refused.body.error.message).toBe('Shared container not found');

      const player = await send<MemberView>(
        members.player.token,
        'GET',
        members.player.door.replace(/\/parts$/, ''),
      );
      expect(player.status).toBe(200);
      const listed = async () =>
        (await send<{ visibility: { entityId: string }[] }>(gm, 'GET', `${base()}/visibility`)).body
          .visibility;
      expect((await listed()).map((row) => row.entityId)).not.toContain(shown?.id);
      await send(gm, 'PUT', `${base()}/visibility`, {
        entityKind: 'campaigns/sessions',
        entityId: shown?.id,
        level: 'editors',
      });
      expect(await listed()).toContainEqual({
        entityKind: 'campaigns/sessions',
        entityId: shown?.id,
        level: 'editors',
        named: [],
      });
      // Now hidden from the player, a write to it is a 404, not a 403.
      const hidden = await send(
        members.player.token,
        'PATCH',
        `${members.player.door}/sessions/${shown?.id}`,
        {
          title: 'x',
          version: 1,
        },
      );
      expect(hidden.status).toBe(404);
    });
  });

  it('lets a reader read a shared novel’s chapter text without mentions of what is hidden from them', async () => {
    const [first] = (await as(gm).get<{ id: string }[]>('/novels')).body;
    const novel = (
      await as(gm).get<{
        id: string;
        chapters: { id: string }[];
        characters: { id: string; name: string }[];
      }>(`/novels/${first?.id}`)
    ).body;
    const [chapter, hiddenChapter] = novel.chapters;
    const [secret] = novel.characters;
    if (chapter === undefined || hiddenChapter === undefined || secret === undefined) {
      throw new Error('the sample novel has two chapters and a character');
    }
    const link = await as(gm).send<Invitation>('POST', `/sharing/novel/${novel.id}/invitations`, {
      role: 'reader',
    });
    const reader = as((await signUpWith(link.body.token, 'Vera')).token ?? '');
    const { ownerId } = (
      await reader.send<SharedContainer>('POST', '/invitations/accept', { token: link.body.token })
    ).body;
    const textPath = `/novels/${novel.id}/chapters/${chapter.id}/text`;
    const current = (await as(gm).get<{ version: number }>(textPath)).body;
    const doc = {
      version: 1,
      doc: {
        type: 'doc',
        content: [
          {
            type: 'paragraph',
            content: [
              { type: 'text', text: 'The ferry waits for ' },
              { type: 'mention', attrs: { kind: 'novels/characters', id: secret.id, label: secret.name } },
            ],
          },
        ],
      },
    };
    expect((await as(gm).send('PUT', textPath, { text: doc, version: current.version })).status).toBe(200);
    for (const [kind, id] of [
      ['novels/characters', secret.id],
      ['novels/chapters', hiddenChapter.id],
    ] as const) {
      const hidden = await as(gm).send('PUT', `/sharing/novel/${novel.id}/visibility`, {
        entityKind: kind,
        entityId: id,
        level: 'editors',
      });
      expect(hidden.status).toBe(200);
    }

    const door = `/shared/${ownerId}/novel/${novel.id}/chapters`;
    const read = await reader.get<{ text: unknown }>(`${door}/${chapter.id}/text`);
    expect(read.status).toBe(200);
    expect(read.text).toContain('The ferry waits for');
    expect(read.text).not.toContain(secret.id);
    expect(read.text).not.toContain(secret.name);
    const hiddenText = await reader.get<ErrorBody>(`${door}/${hiddenChapter.id}/text`);
    const missing = await reader.get<ErrorBody>(`${door}/no-such-chapter/text`);
    expect(hiddenText.status).toBe(404);
    expect(hiddenText.body).toEqual(missing.body);
  });

  async function createAuthClientUser(token: string): Promise<{ id: string }> {
    const client = createAuthClient(server);
    const { data } = await client.getUser(token);
    return { id: data.user?.id ?? '' };
  }
});
