import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChangePage } from '../../common/api/history';
import type { InvitationSummary, SharedContainer } from '../../common/api/sharing';
import type { CampaignDetail } from '../../common/domain/campaign';
import type { MemberView } from '../../common/workspace/shared-view';
import { BACKENDS, createAuthClient, signIn, startTestServer, type TestServer } from '../test/test-server';
import { api, type ErrorBody } from './api-test-helpers';

// Play together (issue 28, decision 072): the GM reveals a secret block of a session's summary, and the
// player reads it on their next request; the reveal is a change in History, and restoring what was
// before it hides the paragraph again; the GM names the player as a reader of a secret, and the player
// reads that one only.

type Invitation = InvitationSummary & { token: string; path: string };
type Part = { id: string; version: number; title: string; summary: string };

const paragraph = (text: string) => ({ type: 'paragraph', content: [{ type: 'text', text }] });
const secret = (text: string) => ({
  type: 'secret',
  attrs: { level: 'editors', named: [] },
  content: [paragraph(text)],
});

describe.each(BACKENDS)('play together on %s', (backend) => {
  let server: TestServer;
  let gm: string;
  let campaign: CampaignDetail;
  let player: string;
  let playerId: string;
  let door: string;

  const as = (token: string) => ({
    get: <T>(path: string) => api<T>(server, 'GET', path, { token }),
    send: <T>(method: string, path: string, body?: unknown) => api<T>(server, method, path, { token, body }),
  });

  beforeAll(async () => {
    server = await startTestServer(backend);
    gm = (await signIn(server)).access_token;
    const [first] = (await as(gm).get<{ id: string }[]>('/campaigns')).body;
    campaign = (await as(gm).get<CampaignDetail>(`/campaigns/${first?.id}`)).body;
    const link = (
      await as(gm).send<Invitation>('POST', `/sharing/campaign/${campaign.id}/invitations`, {
        role: 'player',
      })
    ).body;
    const client = createAuthClient(server);
    const { data } = await client.signUp({
      email: `ana-${crypto.randomUUID().slice(0, 6)}@example.com`,
      password: 'a-long-password',
      options: { data: { invitation: link.token } },
    });
    player = data.session?.access_token ?? '';
    playerId = data.user?.id ?? '';
    const { ownerId } = (
      await as(player).send<SharedContainer>('POST', '/invitations/accept', { token: link.token })
    ).body;
    door = `/shared/${ownerId}/campaign/${campaign.id}`;
  });
  afterAll(() => server.close());

  const sessionPath = (id: string) => `/campaigns/${campaign.id}/sessions/${id}`;
  const playerSummary = async (id: string) =>
    (await as(player).get<MemberView>(door)).body.parts.find((part) => part.id === id)?.data.summary;

  async function writeSecrets(): Promise<Part> {
    const shown = campaign.sessions.at(-1);
    if (shown === undefined) throw new Error('sample changed');
    const current = (await as(gm).get<Part>(sessionPath(shown.id))).body;
    const summaryDoc = {
      version: 1,
      doc: {
        type: 'doc',
        content: [
          paragraph('The party rests.'),
          secret('The innkeeper is a lich.'),
          secret('The well is cursed.'),
        ],
      },
    };
    const wrote = await as(gm).send<Part>('PATCH', sessionPath(shown.id), {
      summary: 'The party rests.\n\nThe innkeeper is a lich.\n\nThe well is cursed.',
      summaryDoc,
      version: current.version,
    });
    expect(wrote.status).toBe(200);
    return wrote.body;
  }

  it('reveals a secret to the player, as a change in History that a restore undoes', async () => {
    const session = await writeSecrets();
    expect(await playerSummary(session.id)).toBe('The party rests.');

    const reveal = (version: number, index = 0) =>
      as(gm).send<Part & ErrorBody>('POST', `${sessionPath(session.id)}/texts/summary/secrets/${index}`, {
        action: 'reveal',
        version,
      });
    // A block that is not there, or a stale version, is refused with the reason.
    const missing = await reveal(session.version, 2);
    expect([missing.status, missing.body.error.message]).toEqual([
      422,
      'That secret is no longer in the text: reload to see it as it is now',
    ]);
    expect((await reveal(session.version - 1)).status).toBe(409);

    const revealed = await reveal(session.version);
    expect(revealed.status).toBe(200);
    expect(revealed.body.summary).toBe('The party rests.\n\nThe innkeeper is a lich.\n\nThe well is cursed.');
    expect(await playerSummary(session.id)).toBe('The party rests.\n\nThe innkeeper is a lich.');

    const history = (await as(gm).get<ChangePage>(`/history?recordId=${campaign.id}`)).body;
    const change = history.changes[0];
    expect(change).toMatchObject({ action: 'reveal-secret', entityId: session.id });
    const undo = await as(gm).send<{ change: { action: string } | null }>(
      'POST',
      `/history/${change?.id}/restore`,
      { side: 'before' },
    );
    expect(undo.status).toBe(200);
    expect(undo.body.change).toMatchObject({ action: 'restore' });
    expect(await playerSummary(session.id)).toBe('The party rests.');
  });

  it('names the player as a reader of one secret: they read that one, not the other', async () => {
    const session = await writeSecrets();
    const named = await as(gm).send<Part>('POST', `${sessionPath(session.id)}/texts/summary/secrets/1`, {
      action: 'readers',
      named: [playerId],
      version: session.version,
    });
    expect(named.status).toBe(200);
    expect(await playerSummary(session.id)).toBe('The party rests.\n\nThe well is cursed.');
    const history = (await as(gm).get<ChangePage>(`/history?recordId=${campaign.id}`)).body;
    expect(history.changes[0]).toMatchObject({ action: 'secret-readers', entityId: session.id });
    const bad = await as(gm).send<ErrorBody>('POST', `${sessionPath(session.id)}/texts/summary/secrets/0`, {
      action: 'hide',
      version: named.body.version,
    });
    expect(bad.status).toBe(422);
  });

  it('shows the GM exactly the player’s view with ?as=, every read of it; a player cannot ask for it', async () => {
    const session = await writeSecrets();
    const note = campaign.notes[0];
    if (note === undefined) throw new Error('sample changed');
    const reads = [
      '',
      '/search?q=lich',
      '/search?q=rests',
      `/suggest?q=${encodeURIComponent(note.title.slice(0, 4))}`,
      '/relations',
      '/graph',
      '/export',
    ];
    for (const read of reads) {
      const own = await as(player).get(`${door}${read}`);
      const viewed = await as(gm).get(`${door}${read}${read.includes('?') ? '&' : '?'}as=${playerId}`);
      expect(own.status, read).toBe(200);
      expect([viewed.status, viewed.text], read).toEqual([200, own.text]);
    }
    const viewed = (await as(gm).get<MemberView>(`${door}?as=${playerId}`)).body;
    expect(viewed.role).toBe('player');
    expect(viewed.parts.map((part) => part.id)).not.toContain(note.id);
    expect(viewed.parts.find((part) => part.id === session.id)?.data.summary).toBe('The party rests.');

    // The player may not view as anyone (themselves included); the GM not as a stranger; nobody writes by it.
    const refused = await as(player).get<ErrorBody>(`${door}?as=${playerId}`);
    expect([refused.status, refused.body.error.message]).toEqual([
      403,
      'Only the owner and editors can view this as one of its members',
    ]);
    expect((await as(gm).get(`${door}?as=someone-else`)).status).toBe(404);
    expect((await as(gm).get(`${door}`)).status).toBe(404);
    const write = await as(gm).send('PATCH', `${door}/parts/sessions/${session.id}?as=${playerId}`, {
      title: 'Renamed',
      version: session.version,
    });
    expect(write.status).toBe(400);
    expect(
      (await as(gm).get<CampaignDetail>(`/campaigns/${campaign.id}`)).body.sessions.map((one) => one.title),
    ).not.toContain('Renamed');
  });

  it('lets an editor reveal through the member’s door, and refuses a player', async () => {
    const session = await writeSecrets();
    const reveal = (token: string, version: number) =>
      as(token).send<Part & ErrorBody>(
        'POST',
        `${door}/parts/sessions/${session.id}/texts/summary/secrets/0`,
        {
          action: 'reveal',
          version,
        },
      );
    const refused = await reveal(player, session.version);
    expect([refused.status, refused.body.error.message]).toEqual([
      403,
      'A player cannot change a session of this campaign: only its owner and editors can',
    ]);
    const role = (name: string) =>
      as(gm).send('PATCH', `/sharing/campaign/${campaign.id}/members/${playerId}`, { role: name });
    expect((await role('editor')).status).toBe(200);
    try {
      const revealed = await reveal(player, session.version);
      expect(revealed.status).toBe(200);
      expect(revealed.body.version).toBe(session.version + 1);
      const history = (await as(gm).get<ChangePage>(`/history?recordId=${campaign.id}`)).body;
      expect(history.changes[0]).toMatchObject({ action: 'reveal-secret', entityId: session.id });
    } finally {
      await role('player');
    }
    expect(await playerSummary(session.id)).toBe('The party rests.\n\nThe innkeeper is a lich.');
  });
});
