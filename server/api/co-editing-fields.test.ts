import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as Y from 'yjs';
import { CLOSE_REFUSED } from '../../common/api/co-editing';
import type { InvitationSummary } from '../../common/api/sharing';
import type { CampaignDetail } from '../../common/domain/campaign';
import { RICH_TEXT_VERSION, type RichText } from '../../common/text/rich-text';
import { readRichText, SHARED_TEXT_FIELD } from '../../common/text/y-rich-text';
import { type CoEditClient, openCoEdit } from '../test/co-edit-client';
import { type LiveClient, openLive } from '../test/live-client';
import { BACKENDS, startTestServer, type TestServer } from '../test/test-server';
import { api, newUserToken } from './api-test-helpers';

// Every long text field written together (issue 29 item 2, decision 105): two sockets on one quest's
// description see each other's keystrokes and end alike; the stored JSON (the part's `descriptionDoc`
// and its plain `description`) is derived through the core's part change, its version moving on; a
// form's save reaches those writing; only the owner and the campaign's editors get in — never a player,
// even of a quest they see, nor anyone of a part hidden from them, who hears no live event of it either.
// With PostgreSQL, two servers on one database carry each other's keystrokes.

type Quest = { id: string; version: number; description: string; descriptionDoc?: RichText };

const textOf = (client: CoEditClient) =>
  JSON.stringify(readRichText(client.doc.getXmlFragment(SHARED_TEXT_FIELD)));

/** Types `words` at the end of the last paragraph, one keystroke per character. */
function typeInto(client: CoEditClient, words: string) {
  const fragment = client.doc.getXmlFragment(SHARED_TEXT_FIELD);
  const paragraph = fragment.get(fragment.length - 1) as Y.XmlElement;
  let text = paragraph.get(0) as Y.XmlText | undefined;
  if (text === undefined) {
    paragraph.insert(0, [new Y.XmlText()]);
    text = paragraph.get(0) as Y.XmlText;
  }
  let position = text.length;
  for (const character of words) {
    text.insert(position, character);
    position += 1;
  }
}

const paragraphOf = (text: string): RichText => ({
  version: RICH_TEXT_VERSION,
  doc: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text }] }] },
});

describe.each(BACKENDS)('co-editing a part’s long field on %s', (backend) => {
  let server: TestServer;
  let owner: string;
  let ownerId: string;
  let campaign: CampaignDetail;
  let quest: Quest;
  let questPath: string;
  const opened: CoEditClient[] = [];
  const streams: LiveClient[] = [];
  const open = async (token: string, partId: string, extra: { ownerId?: string; field?: string } = {}) => {
    const client = await openCoEdit(server, token, {
      partId,
      field: extra.field ?? 'description',
      ...(extra.ownerId === undefined ? {} : { ownerId: extra.ownerId }),
    });
    opened.push(client);
    return client;
  };
  const newQuest = async (title: string, text: string): Promise<Quest> => {
    const made = await api<Quest>(server, 'POST', `/campaigns/${campaign.id}/quests`, {
      token: owner,
      body: { title, status: 'planned', xp: 0, description: text, descriptionDoc: paragraphOf(text) },
    });
    expect(made.status, made.text).toBe(201);
    return made.body;
  };
  const readQuest = async (path = questPath) =>
    (await api<Quest>(server, 'GET', path, { token: owner })).body;

  beforeAll(async () => {
    server = await startTestServer(backend, { ENABLE_SIGNUP: 'true' });
    owner = await newUserToken(server, 'gm');
    ownerId = await userIdOf(server, owner);
    const [first] = (await api<{ id: string }[]>(server, 'GET', '/campaigns', { token: owner })).body;
    campaign = (await api<CampaignDetail>(server, 'GET', `/campaigns/${first?.id}`, { token: owner })).body;
    quest = await newQuest('The Drowned Bell', 'The bell rang at low tide.');
    questPath = `/campaigns/${campaign.id}/quests/${quest.id}`;
  });
  afterAll(async () => {
    for (const client of opened) client.close();
    for (const stream of streams) stream.close();
    await server.close();
  });

  it('starts from the stored text, carries each keystroke, and derives the part’s JSON', async () => {
    const ana = await open(owner, quest.id);
    const ben = await open(owner, quest.id);
    for (const client of [ana, ben]) await client.waitFor(() => textOf(client).includes('low tide.'));
    typeInto(ana, ' Ana heard it.');
    await ben.waitFor(() => textOf(ben).includes('Ana heard it.'));
    typeInto(ben, ' Ben rowed.');
    for (const client of [ana, ben]) await client.waitFor(() => textOf(client).includes('Ben rowed.'));
    expect(textOf(ana)).toBe(textOf(ben));
    await ana.saved();
    await ben.saved();
    const stored = await readQuest();
    expect(stored.description).toBe('The bell rang at low tide. Ana heard it. Ben rowed.');
    expect(stored.descriptionDoc?.doc).toEqual(paragraphOf(stored.description).doc);
    expect(stored.version).toBeGreaterThan(quest.version);
    // Searchable as any saved description.
    const found = await api(server, 'GET', '/search?q=rowed', { token: owner });
    expect(found.text).toContain(quest.id);
    // A writer who comes later reads it from the shared state.
    const late = await open(owner, quest.id);
    await late.waitFor(() => textOf(late).includes('Ben rowed.'));
  });

  it('gives a form’s save of the field to everyone writing it together', async () => {
    const ana = await open(owner, quest.id);
    await ana.waitFor(() => textOf(ana).includes('Ben rowed.'));
    await server.coEdit.flush();
    const current = await readQuest();
    const saved = await api(server, 'PATCH', questPath, {
      token: owner,
      body: {
        description: 'Rewritten in the form.',
        descriptionDoc: paragraphOf('Rewritten in the form.'),
        version: current.version,
      },
    });
    expect(saved.status, saved.text).toBe(200);
    await ana.waitFor(() => textOf(ana) === JSON.stringify(paragraphOf('Rewritten in the form.').doc));
    typeInto(ana, ' And typed on.');
    await ana.saved();
    expect((await readQuest()).description).toBe('Rewritten in the form. And typed on.');
  });

  it('refuses a stranger, a player who sees the quest, a short field and a part not there', async () => {
    const stranger = await newUserToken(server, 'stranger');
    await expect(open(stranger, quest.id, { ownerId })).rejects.toThrow('404');
    const player = await member(server, owner, campaign.id, 'player');
    const seen = await api(server, 'GET', `/shared/${ownerId}/campaign/${campaign.id}`, {
      token: player.token,
    });
    expect(seen.text).toContain(quest.id);
    await expect(open(player.token, quest.id, { ownerId })).rejects.toThrow('404');
    await expect(open(owner, quest.id, { field: 'title' })).rejects.toThrow('404');
    await expect(open(owner, 'no-such-part')).rejects.toThrow('404');
  });

  it('lets an editor in, and closes their socket once they are removed', async () => {
    const editor = await member(server, owner, campaign.id, 'editor');
    const socket = await open(editor.token, quest.id, { ownerId });
    await socket.waitFor(() => textOf(socket).includes('And typed on.'));
    const ownerSocket = await open(owner, quest.id);
    typeInto(socket, ' Edited.');
    await ownerSocket.waitFor(() => textOf(ownerSocket).includes('Edited.'));
    const removed = await api(server, 'DELETE', `/sharing/campaign/${campaign.id}/members/${editor.userId}`, {
      token: owner,
    });
    expect(removed.status, removed.text).toBe(204);
    expect(await socket.closed).toBe(CLOSE_REFUSED);
    typeInto(ownerSocket, ' After.');
    await ownerSocket.saved();
    expect(textOf(socket)).not.toContain('After.');
  });

  it('tells a reader nothing of a hidden part written together, and names a visible one', async () => {
    // Hidden before the reader joins: what they hear from then on is what the policy lets through.
    const hidden = await newQuest('The Sealed Vault', 'Only the GM.');
    const hid = await api(server, 'PUT', `/sharing/campaign/${campaign.id}/visibility`, {
      token: owner,
      body: { entityKind: 'campaigns/quests', entityId: hidden.id, level: 'editors' },
    });
    expect(hid.status, hid.text).toBe(200);
    const reader = await member(server, owner, campaign.id, 'reader');
    const stream = await openLive(server.url, reader.token);
    streams.push(stream);
    await expect(open(reader.token, hidden.id, { ownerId })).rejects.toThrow('404');
    const gmHidden = await open(owner, hidden.id);
    await gmHidden.waitFor(() => textOf(gmHidden).includes('Only the GM.'));
    typeInto(gmHidden, ' The vault key is vaultword.');
    await gmHidden.saved();
    // Then a visible quest written together: once the reader hears of it, they would have heard the other.
    const gmVisible = await open(owner, quest.id);
    await gmVisible.waitFor(() => textOf(gmVisible).includes('After.'));
    typeInto(gmVisible, ' Seen.');
    await gmVisible.saved();
    await stream.waitFor((message) => message.data.includes(quest.id), 20_000);
    const all = stream.messages.map((message) => message.data).join('\n');
    expect(all).not.toContain(hidden.id);
    expect(all).not.toContain('vaultword');
    const view = await api(server, 'GET', `/shared/${ownerId}/campaign/${campaign.id}`, {
      token: reader.token,
    });
    expect(view.text).not.toContain('vaultword');
    expect((await readQuest(`/campaigns/${campaign.id}/quests/${hidden.id}`)).description).toContain(
      'vaultword',
    );
  });

  it('closes the sockets on a part deleted, and its shared text goes with it', async () => {
    const made = { body: await newQuest('Soon gone', 'Gone.') };
    const socket = await open(owner, made.body.id);
    await socket.waitFor(() => textOf(socket).includes('Gone.'));
    typeInto(socket, ' Typed.');
    await socket.saved();
    const deleted = await api(server, 'DELETE', `/campaigns/${campaign.id}/quests/${made.body.id}`, {
      token: owner,
    });
    expect(deleted.status, deleted.text).toBe(204);
    expect(await socket.closed).toBe(CLOSE_REFUSED);
    await server.coEdit.flush();
    await vi.waitFor(async () => {
      const rows = await server.db
        .selectFrom('shared_texts')
        .select('part_id')
        .where('part_id', '=', made.body.id)
        .execute();
      expect(rows).toEqual([]);
    });
  });

  it.runIf(backend === 'postgres')(
    'carries a field’s keystrokes between two servers on one database',
    async () => {
      const second = await startTestServer(backend, { DATABASE_URL: server.databaseUrl ?? '' });
      try {
        const here = await open(owner, quest.id);
        const there = await openCoEdit(second, owner, { partId: quest.id, field: 'description' });
        opened.push(there);
        await there.waitFor(() => textOf(there) === textOf(here));
        typeInto(there, ' From B.');
        await here.waitFor(() => textOf(here).includes('From B.'));
        typeInto(here, ' From A.');
        await there.waitFor(() => textOf(there).includes('From A.'));
        there.close();
      } finally {
        await second.close();
      }
    },
  );
});

async function userIdOf(server: TestServer, token: string): Promise<string> {
  const answer = await fetch(`${server.authUrl}/user`, {
    headers: { Authorization: `Bearer ${token}`, apikey: 'fablehold-local-anon-key' },
  });
  return ((await answer.json()) as { id: string }).id;
}

/** A new user who joined the owner's campaign through a link with `role`. */
async function member(
  server: TestServer,
  owner: string,
  campaignId: string,
  role: 'editor' | 'player' | 'reader',
) {
  const link = await api<InvitationSummary & { token: string }>(
    server,
    'POST',
    `/sharing/campaign/${campaignId}/invitations`,
    { token: owner, body: { role } },
  );
  expect(link.status, link.text).toBe(201);
  const token = await newUserToken(server, role);
  const accepted = await api(server, 'POST', '/invitations/accept', {
    token,
    body: { token: link.body.token },
  });
  expect(accepted.status, accepted.text).toBe(200);
  return { token, userId: await userIdOf(server, token) };
}
