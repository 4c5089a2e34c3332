import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as Y from 'yjs';
import { XmlText as YText } from 'yjs';
import {
  CLOSE_REFUSED,
  CLOSE_RENEW,
  CLOSE_STALE,
  generationOf,
  STALE_COPY_VERSION_NAME,
} from '../../common/api/co-editing';
import type { InvitationSummary } from '../../common/api/sharing';
import type { TrashList } from '../../common/api/trash';
import { RICH_TEXT_VERSION, type RichText } from '../../common/text/rich-text';
import { readRichText, SHARED_TEXT_FIELD } from '../../common/text/y-rich-text';
import { type CoEditClient, openCoEdit } from '../test/co-edit-client';
import { BACKENDS, startTestServer, type TestServer } from '../test/test-server';
import { api, newUserToken } from './api-test-helpers';

// Co-editing a chapter (issue 29, decision 073): two sockets on one chapter see each other's keystrokes
// and end with the same text; the shared text starts from the stored one; what they typed is derived
// into the stored JSON through the core's save (words counted, searchable); only the owner and the
// novel's editors get in, and an editor removed loses the socket. With PostgreSQL, two servers on one
// database carry each other's keystrokes.

const ASHEN = '/novels/n-ashen-crown';
type TextView = { version: number; text: RichText | null; wordCount: number };

const paragraph = (text: string): RichText => ({
  version: RICH_TEXT_VERSION,
  doc: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text }] }] },
});

/** The text a client's copy holds, as the server would store it. */
const textOf = (client: CoEditClient) =>
  JSON.stringify(readRichText(client.doc.getXmlFragment(SHARED_TEXT_FIELD)));

/** Types `words` at the end of the first paragraph, one keystroke per character. */
function typeInto(client: CoEditClient, words: string, at: 'start' | 'end') {
  const paragraphNode = client.doc.getXmlFragment(SHARED_TEXT_FIELD).get(0) as Y.XmlElement;
  const text = paragraphNode.get(0) as Y.XmlText;
  let position = at === 'start' ? 0 : text.length;
  for (const character of words) {
    text.insert(position, character);
    position += 1;
  }
}

describe.each(BACKENDS)('co-editing a chapter on %s', (backend) => {
  let server: TestServer;
  let owner: string;
  let chapterId: string;
  const opened: CoEditClient[] = [];
  const open = async (token: string, extra: { ownerId?: string } = {}, on: TestServer = server) => {
    const client = await openCoEdit(on, token, { novelId: 'n-ashen-crown', chapterId, ...extra });
    opened.push(client);
    return client;
  };
  const readText = (token = owner) =>
    api<TextView>(server, 'GET', `${ASHEN}/chapters/${chapterId}/text`, { token });

  beforeAll(async () => {
    server = await startTestServer(backend, { ENABLE_SIGNUP: 'true' });
    owner = await newUserToken(server, 'writer');
    const chapters = await api<{ id: string }[]>(server, 'GET', `${ASHEN}/chapters`, { token: owner });
    chapterId = chapters.body[0]?.id ?? '';
    const saved = await api(server, 'PUT', `${ASHEN}/chapters/${chapterId}/text`, {
      token: owner,
      body: { text: paragraph('The forge was cold.'), version: 0 },
    });
    expect(saved.status, saved.text).toBe(200);
  });
  afterAll(async () => {
    for (const client of opened) client.close();
    await server.close();
  });

  it('starts from the stored text, carries each keystroke to the other writer, and both end alike', async () => {
    const ana = await open(owner);
    const ben = await open(owner);
    for (const client of [ana, ben])
      await client.waitFor(() => textOf(client).includes('The forge was cold.'));
    typeInto(ana, 'Ana wrote. ', 'start');
    typeInto(ben, ' Ben wrote.', 'end');
    for (const client of [ana, ben]) {
      await client.waitFor(
        () => textOf(client).includes('Ana wrote. ') && textOf(client).includes(' Ben wrote.'),
      );
    }
    expect(textOf(ana)).toBe(textOf(ben));
    expect(readRichText(ana.doc.getXmlFragment(SHARED_TEXT_FIELD)).content).toEqual([
      { type: 'paragraph', content: [{ type: 'text', text: 'Ana wrote. The forge was cold. Ben wrote.' }] },
    ]);
  });

  it('derives the stored JSON through the core save: its words counted, found by search', async () => {
    const ana = await open(owner);
    await ana.waitFor(() => textOf(ana).includes('The forge'));
    typeInto(ana, ' Quillwright', 'end');
    await ana.saved();
    const stored = await readText();
    expect(JSON.stringify(stored.body.text)).toContain('Quillwright');
    expect(stored.body.text?.doc.content[0]?.content?.[0]?.text).toBe(
      'Ana wrote. The forge was cold. Ben wrote. Quillwright',
    );
    expect(stored.body.wordCount).toBe(9);
    const found = await api<{ results?: { id: string }[] }>(server, 'GET', '/search?q=quillwright', {
      token: owner,
    });
    expect(found.text).toContain(chapterId);
    // A writer who comes later reads what was typed, from the shared state.
    const late = await open(owner);
    await late.waitFor(() => textOf(late).includes('Quillwright'));
  });

  it('refuses a stranger, and a player of the shared novel, who never hear a keystroke', async () => {
    const stranger = await newUserToken(server, 'stranger');
    const ownerId = await userIdOf(server, owner);
    await expect(open(stranger, { ownerId })).rejects.toThrow('404');
    const player = await member(server, owner, 'player');
    // A player may read the chapter (its secrets removed by their view) but not hold its shared text.
    expect(
      (
        await api(server, 'GET', `/shared/${ownerId}/novel/n-ashen-crown/chapters/${chapterId}/text`, {
          token: player.token,
        })
      ).status,
    ).toBe(200);
    await expect(open(player.token, { ownerId })).rejects.toThrow('404');
    const noTicket = await fetch(`${server.url}/api/v1/live/novels/n-ashen-crown/chapters/${chapterId}`, {
      headers: { Connection: 'Upgrade', Upgrade: 'websocket' },
    }).catch(() => null);
    expect(noTicket?.status ?? 401).not.toBe(101);
  });

  it('lets an editor of the shared novel in, and closes their socket once they are removed', async () => {
    const ownerId = await userIdOf(server, owner);
    const editor = await member(server, owner, 'editor');
    const socket = await open(editor.token, { ownerId });
    await socket.waitFor(() => textOf(socket).includes('Quillwright'));
    const ownerSocket = await open(owner);
    await ownerSocket.waitFor(() => textOf(ownerSocket).includes('Quillwright'));
    typeInto(socket, ' Edited.', 'end');
    await ownerSocket.waitFor(() => textOf(ownerSocket).includes('Edited.'));
    const removed = await api(server, 'DELETE', `/sharing/novel/n-ashen-crown/members/${editor.userId}`, {
      token: owner,
    });
    expect(removed.status).toBe(204);
    expect(await socket.closed).toBe(CLOSE_REFUSED);
    // Nothing the owner types afterwards reaches the removed editor's copy.
    typeInto(ownerSocket, ' After.', 'end');
    await ownerSocket.saved();
    expect(textOf(socket)).not.toContain('After.');
  });

  it('takes in a text stored without it (a restored version, an import) when the chapter is next opened', async () => {
    const chapters = await api<{ id: string }[]>(server, 'GET', `${ASHEN}/chapters`, { token: owner });
    const other = { novelId: 'n-ashen-crown', chapterId: chapters.body[1]?.id ?? '' };
    const textPath = `${ASHEN}/chapters/${other.chapterId}/text`;
    const first = await openCoEdit(server, owner, other);
    // A chapter never written in is one empty paragraph that every writer binds to.
    await first.waitFor(() => first.doc.getXmlFragment(SHARED_TEXT_FIELD).length === 1);
    (first.doc.getXmlFragment(SHARED_TEXT_FIELD).get(0) as Y.XmlElement).insert(0, [new YText('Draft one.')]);
    await first.saved();
    // Closed by its last writer, the chapter's document is stored and dropped from memory.
    const documentsBefore = server.coEdit.size().documents;
    first.close();
    await vi.waitFor(() => expect(server.coEdit.size().documents).toBe(documentsBefore - 1), {
      timeout: 10_000,
    });
    const stored = await api<TextView>(server, 'GET', textPath, { token: owner });
    expect(stored.body.text?.doc.content).toEqual([
      { type: 'paragraph', content: [{ type: 'text', text: 'Draft one.' }] },
    ]);
    const replaced = await api(server, 'PUT', textPath, {
      token: owner,
      body: { text: paragraph('Restored text.'), version: stored.body.version },
    });
    expect(replaced.status, replaced.text).toBe(200);
    const next = await openCoEdit(server, owner, other);
    opened.push(next);
    await next.waitFor(() => textOf(next) === JSON.stringify(paragraph('Restored text.').doc));
  });

  it('closes the sockets on a chapter deleted, and its shared text goes with it', async () => {
    const chapters = await api<{ id: string }[]>(server, 'GET', `${ASHEN}/chapters`, { token: owner });
    const doomed = { novelId: 'n-ashen-crown', chapterId: chapters.body[2]?.id ?? '' };
    const socket = await openCoEdit(server, owner, doomed);
    opened.push(socket);
    await socket.waitFor(() => socket.doc.getXmlFragment(SHARED_TEXT_FIELD).length === 1);
    (socket.doc.getXmlFragment(SHARED_TEXT_FIELD).get(0) as Y.XmlElement).insert(0, [
      new YText('Soon gone.'),
    ]);
    await socket.saved();
    const deleted = await api(server, 'DELETE', `${ASHEN}/chapters/${doomed.chapterId}`, { token: owner });
    expect(deleted.status, deleted.text).toBe(204);
    expect(await socket.closed).toBe(CLOSE_REFUSED);
    await server.coEdit.flush();
    const rows = await server.db
      .selectFrom('chapter_ydocs')
      .select('chapter_id')
      .where('chapter_id', '=', doomed.chapterId)
      .execute();
    expect(rows).toEqual([]);
  });

  it('gives a version restored from another tab to everyone writing together, and stores it, not theirs', async () => {
    const chapters = await api<{ id: string }[]>(server, 'GET', `${ASHEN}/chapters`, { token: owner });
    const target = { novelId: 'n-ashen-crown', chapterId: chapters.body.at(-2)?.id ?? '' };
    const textPath = `${ASHEN}/chapters/${target.chapterId}/text`;
    const versionsPath = `${ASHEN}/chapters/${target.chapterId}/versions`;
    const before = await api<TextView>(server, 'GET', textPath, { token: owner });
    const drafted = await api(server, 'PUT', textPath, {
      token: owner,
      body: { text: paragraph('First draft.'), version: before.body.version },
    });
    expect(drafted.status, drafted.text).toBe(200);
    const named = await api<{ id: string }>(server, 'POST', versionsPath, {
      token: owner,
      body: { name: 'First draft' },
    });
    expect(named.status, named.text).toBe(201);
    const ana = await openCoEdit(server, owner, target);
    const ben = await openCoEdit(server, owner, target);
    opened.push(ana, ben);
    for (const client of [ana, ben]) await client.waitFor(() => textOf(client).includes('First draft.'));
    typeInto(ana, ' Ana typed on.', 'end');
    await ana.saved();
    await ben.waitFor(() => textOf(ben).includes('Ana typed on.'));

    // Another tab restores the first draft while both have the chapter open.
    const current = await api<TextView>(server, 'GET', textPath, { token: owner });
    expect(JSON.stringify(current.body.text)).toContain('Ana typed on.');
    const restored = await api(server, 'POST', `${versionsPath}/${named.body.id}/restore`, {
      token: owner,
      body: { version: current.body.version },
    });
    expect(restored.status, restored.text).toBe(200);
    const draft = JSON.stringify(paragraph('First draft.').doc);
    for (const client of [ana, ben]) await client.waitFor(() => textOf(client) === draft);

    // What Ben types next joins the restored text; nothing puts back what the restore replaced.
    typeInto(ben, ' Ben after.', 'end');
    await ben.saved();
    await ana.waitFor(() => textOf(ana).includes('Ben after.'));
    await server.coEdit.flush();
    const stored = await api<TextView>(server, 'GET', textPath, { token: owner });
    expect(stored.body.text?.doc.content).toEqual([
      { type: 'paragraph', content: [{ type: 'text', text: 'First draft. Ben after.' }] },
    ]);
    expect(textOf(ana)).toBe(textOf(ben));

    // A tab not writing together (its page has not joined yet) saves: its text reaches both.
    const latest = await api<TextView>(server, 'GET', textPath, { token: owner });
    const alone = await api(server, 'PUT', textPath, {
      token: owner,
      body: { text: paragraph('Saved alone.'), version: latest.body.version },
    });
    expect(alone.status, alone.text).toBe(200);
    const savedAlone = JSON.stringify(paragraph('Saved alone.').doc);
    for (const client of [ana, ben]) await client.waitFor(() => textOf(client) === savedAlone);
    await server.coEdit.flush();
    expect((await api<TextView>(server, 'GET', textPath, { token: owner })).body.text?.doc).toEqual(
      paragraph('Saved alone.').doc,
    );
  });

  it('gives a secret revealed from another page to everyone writing together, and never writes it back', async () => {
    const chapters = await api<{ id: string }[]>(server, 'GET', `${ASHEN}/chapters`, { token: owner });
    const target = { novelId: 'n-ashen-crown', chapterId: chapters.body.at(-3)?.id ?? '' };
    const textPath = `${ASHEN}/chapters/${target.chapterId}/text`;
    const before = await api<TextView>(server, 'GET', textPath, { token: owner });
    const withSecret: RichText = {
      version: RICH_TEXT_VERSION,
      doc: {
        type: 'doc',
        content: [
          { type: 'paragraph', content: [{ type: 'text', text: 'Open.' }] },
          {
            type: 'secret',
            attrs: { level: 'editors', named: [] },
            content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Hidden.' }] }],
          },
        ],
      },
    };
    const saved = await api<TextView>(server, 'PUT', textPath, {
      token: owner,
      body: { text: withSecret, version: before.body.version },
    });
    expect(saved.status, saved.text).toBe(200);
    const ana = await openCoEdit(server, owner, target);
    opened.push(ana);
    await ana.waitFor(() => textOf(ana).includes('"secret"'));

    // The reveal (decision 104) while Ana writes: her copy takes it as one edit, and what she types
    // next is stored with the block gone, not put back by her state.
    const revealed = await api(server, 'POST', `${textPath}/secrets/0`, {
      token: owner,
      body: { action: 'reveal', version: saved.body.version },
    });
    expect(revealed.status, revealed.text).toBe(200);
    await ana.waitFor(() => !textOf(ana).includes('"secret"'));
    typeInto(ana, ' Ana after.', 'end');
    await ana.saved();
    await server.coEdit.flush();
    const stored = await api<TextView>(server, 'GET', textPath, { token: owner });
    expect(stored.body.text?.doc.content).toEqual([
      { type: 'paragraph', content: [{ type: 'text', text: 'Open. Ana after.' }] },
      { type: 'paragraph', content: [{ type: 'text', text: 'Hidden.' }] },
    ]);
  });

  it('keeps a copy typed offline against a deleted-and-restored chapter as a version, never merged twice', async () => {
    const chapters = await api<{ id: string }[]>(server, 'GET', `${ASHEN}/chapters`, { token: owner });
    const target = { novelId: 'n-ashen-crown', chapterId: chapters.body.at(-1)?.id ?? '' };
    const chapterPath = `${ASHEN}/chapters/${target.chapterId}`;
    const first = await openCoEdit(server, owner, target);
    opened.push(first);
    await first.waitFor(() => generationOf(first.doc) !== undefined);
    const fragment = first.doc.getXmlFragment(SHARED_TEXT_FIELD);
    fragment.delete(0, fragment.length);
    fragment.insert(0, [new Y.XmlElement('paragraph')]);
    (fragment.get(0) as Y.XmlElement).insert(0, [new YText('Before the delete.')]);
    await first.saved();
    const generation = generationOf(first.doc) ?? '';
    first.close();
    // Offline, the copy on the device gets more words.
    const copy = new Y.Doc();
    Y.applyUpdate(copy, Y.encodeStateAsUpdate(first.doc));
    const words = (copy.getXmlFragment(SHARED_TEXT_FIELD).get(0) as Y.XmlElement).get(0) as Y.XmlText;
    words.insert(words.length, ' Typed offline.');

    // Meanwhile the chapter is deleted and restored from the Trash: a new generation of its shared text.
    expect((await api(server, 'DELETE', chapterPath, { token: owner })).status).toBe(204);
    const trash = await api<TrashList>(server, 'GET', '/trash', { token: owner });
    const entry = trash.body.entries.find((each) => each.entityId === target.chapterId);
    const back = await api(server, 'POST', `/trash/${entry?.id ?? ''}/restore`, { token: owner });
    expect(back.status, back.text).toBe(200);

    const stale = await openCoEdit(server, owner, target, {
      state: Y.encodeStateAsUpdate(copy),
      generation,
    });
    expect(await stale.closed).toBe(CLOSE_STALE);
    expect(stale.staleFor()).toMatch(/^[0-9a-f-]{36}$/);
    expect(stale.staleFor()).not.toBe(generation);
    // The copy's text is a version of the chapter, whole.
    const versions = await api<{ id: string; name: string | null }[]>(
      server,
      'GET',
      `${chapterPath}/versions`,
      {
        token: owner,
      },
    );
    const kept = versions.body.find((version) => version.name === STALE_COPY_VERSION_NAME);
    const keptText = await api<{ text: RichText }>(
      server,
      'GET',
      `${chapterPath}/versions/${kept?.id ?? ''}`,
      {
        token: owner,
      },
    );
    expect(keptText.body.text.doc.content).toEqual([
      { type: 'paragraph', content: [{ type: 'text', text: 'Before the delete. Typed offline.' }] },
    ]);
    // The shared text and the stored one hold the chapter's words once, not a second copy.
    const fresh = await openCoEdit(server, owner, target);
    opened.push(fresh);
    await fresh.waitFor(() => generationOf(fresh.doc) === stale.staleFor());
    expect(textOf(fresh)).toBe(JSON.stringify(paragraph('Before the delete.').doc));
    await server.coEdit.flush();
    const stored = await api<TextView>(server, 'GET', `${chapterPath}/text`, { token: owner });
    expect(stored.body.text?.doc).toEqual(paragraph('Before the delete.').doc);
  });

  it.runIf(backend === 'postgres')('carries keystrokes between two servers on one database', async () => {
    const other = await startTestServer(backend, { DATABASE_URL: server.databaseUrl ?? '' });
    try {
      const onA = await open(owner);
      const onB = await open(owner, {}, other);
      for (const client of [onA, onB]) await client.waitFor(() => textOf(client).includes('Quillwright'));
      typeInto(onA, 'A: ', 'start');
      typeInto(onB, ' :B', 'end');
      for (const client of [onA, onB]) {
        await client.waitFor(() => textOf(client).includes('A: ') && textOf(client).includes(' :B'));
      }
      expect(textOf(onA)).toBe(textOf(onB));
      await onA.saved();
      await onB.saved();
      onB.close();
      await other.coEdit.flush();
    } finally {
      await other.close();
    }
    await server.coEdit.flush();
    const stored = await readText();
    expect(stored.body.text?.doc.content[0]?.content?.[0]?.text).toMatch(/^A: .* :B$/);
  });

  it('retires a document whose chapter an import replaced: its writer comes back to the imported text', async () => {
    const exported = await api(server, 'GET', '/workspace', { token: owner });
    expect(exported.status).toBe(200);
    const writer = await open(owner);
    await writer.waitFor(
      () => generationOf(writer.doc) !== undefined && textOf(writer).includes('Quillwright'),
    );
    const generation = generationOf(writer.doc) ?? '';
    typeInto(writer, ' Not in the file.', 'end');
    await writer.saved();
    const imported = await api(server, 'POST', '/import', {
      token: owner,
      body: { workspace: exported.body, replaceExisting: true },
    });
    expect(imported.status, imported.text).toBe(200);
    expect(await writer.closed).toBe(CLOSE_RENEW);
    // Back with its copy of the replaced text: kept as a version, not merged into the imported one.
    const back = await openCoEdit(
      server,
      owner,
      { novelId: 'n-ashen-crown', chapterId },
      { state: Y.encodeStateAsUpdate(writer.doc), generation },
    );
    expect(await back.closed).toBe(CLOSE_STALE);
    const fresh = await open(owner);
    await fresh.waitFor(() => generationOf(fresh.doc) === back.staleFor());
    expect(textOf(fresh)).toContain('Quillwright');
    expect(textOf(fresh)).not.toContain('Not in the file.');
    await server.coEdit.flush();
    expect(JSON.stringify((await readText()).body.text)).not.toContain('Not in the file.');
  });
});

async function userIdOf(server: TestServer, token: string): Promise<string> {
  const answer = await fetch(`${server.authUrl}/user`, {
    headers: { Authorization: `Bearer ${token}`, apikey: 'fablehold-local-anon-key' },
  });
  return ((await answer.json()) as { id: string }).id;
}

/** A new user who joined the owner's Ashen Crown through a link with `role`. */
async function member(server: TestServer, owner: string, role: 'editor' | 'player') {
  const link = await api<InvitationSummary & { token: string }>(
    server,
    'POST',
    '/sharing/novel/n-ashen-crown/invitations',
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
