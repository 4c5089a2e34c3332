import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LiveClient, openLive } from '../test/live-client';
import { BACKENDS, signIn, startTestServer, type TestServer } from '../test/test-server';
import { api, newUserToken } from './api-test-helpers';

// Live updates (issue 29, decision 062): every write reaches every open connection of its owner, and
// nobody else's; a connection that resumes from the last id it saw gets what it missed, once; with
// PostgreSQL, a write on one server reaches a connection held by another.

const newNovel = (title: string) => ({ title, status: 'draft', genre: 'Fantasy', wordGoal: 1000 });

const changesOf = (client: LiveClient, entityId: string) =>
  client.events().filter((event) => event.entityId === entityId);

describe.each(BACKENDS)('live updates on %s', (backend) => {
  let server: TestServer;
  let token: string;
  const opened: LiveClient[] = [];
  const open = async (as: string, lastEventId?: string, on = server) => {
    const client = await openLive(on.url, as, lastEventId);
    opened.push(client);
    await client.waitFor((message) => message.id !== null);
    return client;
  };

  const openTab = async (as: string, tab: string) => {
    const client = await openLive(server.url, as, undefined, undefined, tab);
    opened.push(client);
    await client.waitFor((message) => message.id !== null);
    return client;
  };

  beforeAll(async () => {
    server = await startTestServer(backend, { ENABLE_SIGNUP: 'true' });
    token = (await signIn(server)).access_token;
  });
  afterAll(async () => {
    for (const client of opened) client.close();
    await server.close();
  });

  it("tells every tab of the owner about a change, and another user's tab nothing", async () => {
    const [first, second] = [await open(token), await open(token)];
    const strangerToken = await newUserToken(server, 'stranger');
    const stranger = await open(strangerToken);
    const created = await api<{ id: string }>(server, 'POST', '/novels', {
      token,
      body: newNovel('Live one'),
    });
    expect(created.status, created.text).toBe(201);
    for (const tab of [first, second]) {
      await tab.waitFor((message) => message.data.includes(created.body.id));
      expect(changesOf(tab, created.body.id)).toContainEqual(
        expect.objectContaining({ table: 'novels', op: 'insert', entityId: created.body.id }),
      );
    }
    // The stranger's first event is their own change: nothing of the owner's came before it.
    const own = await api<{ id: string }>(server, 'POST', '/novels', {
      token: strangerToken,
      body: newNovel('Mine'),
    });
    await stranger.waitFor((message) => message.data.includes(own.body.id));
    expect(stranger.events().some((event) => event.entityId === created.body.id)).toBe(false);
    expect(stranger.events().every((event) => event.entityId !== null)).toBe(true);
  });

  it("ends a removed player's access at once: their next request is refused and their open tab told nothing more", async () => {
    const sessions = '/campaigns/c-cinder-road/sessions';
    const newSession = (title: string) => ({ title, status: 'planned', date: '2026-12-24', summary: '' });
    const link = await api<{ token: string }>(server, 'POST', '/sharing/campaign/c-cinder-road/invitations', {
      token,
      body: { role: 'player' },
    });
    const playerToken = await newUserToken(server, 'removed-player');
    const joined = await api<{ ownerId: string }>(server, 'POST', '/invitations/accept', {
      token: playerToken,
      body: { token: link.body.token },
    });
    expect(joined.status, joined.text).toBe(200);
    const door = `/shared/${joined.body.ownerId}/campaign/c-cinder-road`;
    const tab = await open(playerToken);
    const before = await api<{ id: string }>(server, 'POST', sessions, { token, body: newSession('Seen') });
    await tab.waitFor((message) => message.data.includes(before.body.id));

    const members = await api<{ members: { memberId: string }[] }>(
      server,
      'GET',
      '/sharing/campaign/c-cinder-road/members',
      { token },
    );
    const memberId = members.body.members[0]?.memberId ?? '';
    expect(
      (await api(server, 'DELETE', `/sharing/campaign/c-cinder-road/members/${memberId}`, { token })).status,
    ).toBe(204);
    expect((await api(server, 'GET', door, { token: playerToken })).status).toBe(404);
    expect((await api(server, 'GET', `${door}/search?q=Seen`, { token: playerToken })).status).toBe(404);

    // The GM's next change does not reach the tab the player still holds open: their own next change
    // comes, and nothing of the campaign's before it.
    const after = await api<{ id: string }>(server, 'POST', sessions, { token, body: newSession('Unseen') });
    expect(after.status, after.text).toBe(201);
    const own = await api<{ id: string }>(server, 'POST', '/novels', {
      token: playerToken,
      body: newNovel('After leaving'),
    });
    await tab.waitFor((message) => message.data.includes(own.body.id));
    expect(tab.events().some((event) => event.entityId === after.body.id)).toBe(false);
    expect(
      tab
        .events()
        .some(
          (event) =>
            event.ownerId === joined.body.ownerId &&
            event.entityId !== before.body.id &&
            event.table === 'parts',
        ),
    ).toBe(false);
  });

  it('resumes after the last id seen with nothing missed and nothing twice', async () => {
    const tab = await open(token);
    const before = await api<{ id: string }>(server, 'POST', '/novels', { token, body: newNovel('Before') });
    await tab.waitFor((message) => message.data.includes(before.body.id));
    const resumeFrom = tab.lastId() ?? '';
    tab.close();
    const missed: string[] = [];
    for (const title of ['Missed one', 'Missed two']) {
      missed.push(
        (await api<{ id: string }>(server, 'POST', '/novels', { token, body: newNovel(title) })).body.id,
      );
    }
    const resumed = await open(token, resumeFrom);
    await resumed.waitFor((message) => message.data.includes(missed[1] ?? '-'));
    const novels = resumed.events().filter((event) => event.table === 'novels');
    expect(novels.map((event) => event.entityId)).toEqual(missed);
    const ids = resumed.messages.flatMap((message) => (message.id === null ? [] : [Number(message.id)]));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(ids[0]).toBeGreaterThan(Number(resumeFrom));
  });

  it("opens a browser's stream with a one-use ticket, never the token in the address", async () => {
    const { body, status } = await api<{ ticket: string }>(server, 'POST', '/live/tickets', { token });
    expect(status).toBe(201);
    const address = `${server.url}/api/v1/live?ticket=${encodeURIComponent(body.ticket)}`;
    const controller = new AbortController();
    const opened = await fetch(address, { signal: controller.signal });
    expect(opened.status).toBe(200);
    expect(opened.headers.get('content-type')).toMatch(/^text\/event-stream/);
    controller.abort();
    // Spent: EventSource's own retry with it is refused, and the browser asks for another.
    expect((await fetch(address)).status).toBe(401);
    expect((await fetch(`${server.url}/api/v1/live?ticket=made-up`)).status).toBe(401);
  });

  it('answers 400 to a Last-Event-ID it never sent and 401 without a token', async () => {
    const bad = await api(server, 'GET', '/live', { token, headers: { 'Last-Event-ID': 'abc' } });
    expect(bad.status).toBe(400);
    expect((await api(server, 'GET', '/live', { token: null })).status).toBe(401);
  });

  it('tells who is on a page to those who may see it, and ends it with the stream', async () => {
    const novel = await api<{ id: string }>(server, 'POST', '/novels', { token, body: newNovel('Shared') });
    const link = await api<{ token: string }>(server, 'POST', `/sharing/novel/${novel.body.id}/invitations`, {
      token,
      body: { role: 'reader' },
    });
    expect(link.status, link.text).toBe(201);
    const anaToken = await newUserToken(server, 'ana');
    const joined = await api<{ ownerId: string }>(server, 'POST', '/invitations/accept', {
      token: anaToken,
      body: { token: link.body.token },
    });
    expect(joined.status, joined.text).toBe(200);
    const strangerToken = await newUserToken(server, 'stranger');
    const ownerTab = await openTab(token, 'owner-tab-1');
    const strangerTab = await openTab(strangerToken, 'stranger-tab-1');
    const anaTab = await openTab(anaToken, 'ana-tab-001');
    const page = {
      ownerId: joined.body.ownerId,
      table: 'novels',
      kind: null,
      entityId: novel.body.id,
      parentId: null,
    };
    const here = (as: string, tab: string, on: object | null) =>
      api<{ page: string; people: { name: string; tab: string }[] }>(server, 'POST', '/live/presence', {
        token: as,
        body: { tab, page: on },
      });

    const owner = await here(token, 'owner-tab-1', { ...page, ownerId: undefined });
    expect(owner.status, owner.text).toBe(200);
    const ana = await here(anaToken, 'ana-tab-001', page);
    expect(ana.body.page).toBe(owner.body.page);
    expect(ana.body.people.map((person) => person.tab).sort()).toEqual(['ana-tab-001', 'owner-tab-1']);
    const told = await ownerTab.waitFor(
      (message) => message.event === 'presence' && message.data.includes('ana-tab-001'),
    );
    expect(JSON.parse(told.data).people).toContainEqual({
      userId: expect.any(String),
      name: expect.stringMatching(/^Ana/),
      tab: 'ana-tab-001',
    });
    expect(told.id).toBeNull();
    // The stranger may not see the novel: refused, and never told who is there.
    expect((await here(strangerToken, 'stranger-tab-1', page)).status).toBe(404);
    expect((await here(token, 'no-such-tab', page)).status).toBe(404);
    expect((await here(token, 'x', page)).status).toBe(422);
    anaTab.close();
    await ownerTab.waitFor(
      (message) => message.event === 'presence' && !message.data.includes('ana-tab-001'),
    );
    expect(strangerTab.messages.some((message) => message.event === 'presence')).toBe(false);
  });

  it.runIf(backend === 'postgres')('carries a change on one server to a tab held by another', async () => {
    const other = await startTestServer(backend, { DATABASE_URL: server.databaseUrl ?? '' });
    try {
      // Presence too: a tab on server B on the page a tab on server A shows is seen by both.
      const onA = await openTab(token, 'tab-on-server-a');
      const onBTab = await openLive(other.url, token, undefined, undefined, 'tab-on-server-b');
      opened.push(onBTab);
      await onBTab.waitFor((message) => message.id !== null);
      const page = { table: 'novels', kind: null, entityId: 'across-page', parentId: null };
      const report = (on: TestServer, tab: string) =>
        api(on, 'POST', '/live/presence', { token, body: { tab, page } });
      expect((await report(server, 'tab-on-server-a')).status).toBe(200);
      expect((await report(other, 'tab-on-server-b')).status).toBe(200);
      await onA.waitFor(
        (message) => message.event === 'presence' && message.data.includes('tab-on-server-b'),
      );
      await onBTab.waitFor(
        (message) => message.event === 'presence' && message.data.includes('tab-on-server-a'),
      );
      onBTab.close();
      await onA.waitFor(
        (message) =>
          message.event === 'presence' &&
          message.data.includes('tab-on-server-a') &&
          !message.data.includes('tab-on-server-b'),
      );

      const onB = await open(token, undefined, other);
      const created = await api<{ id: string }>(server, 'POST', '/novels', {
        token,
        body: newNovel('Across'),
      });
      await onB.waitFor((message) => message.data.includes(created.body.id));
      expect(changesOf(onB, created.body.id)).toContainEqual(expect.objectContaining({ op: 'insert' }));
    } finally {
      await other.close();
    }
  });
});
