import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChangePage } from '../../common/api/history';
import type { SharedContainer } from '../../common/api/sharing';
import { BACKENDS, createAuthClient, signIn, startTestServer, type TestServer } from '../test/test-server';
import { api, type ErrorBody } from './api-test-helpers';

// Reveal on a chapter's text (issue 28, decision 104): the author reveals a secret block from their
// page, an editor of the shared novel from theirs; a reader is refused and reads the block only once it
// is revealed; the reveal is named in History and the text it replaced is kept as a version, whose
// restore hides the block again.

const paragraph = (text: string) => ({ type: 'paragraph', content: [{ type: 'text', text }] });
const secret = (text: string) => ({
  type: 'secret',
  attrs: { level: 'editors', named: [] },
  content: [paragraph(text)],
});
type TextView = { version: number; text: { doc: { content: unknown[] } } | null };

describe.each(BACKENDS)('secrets of a chapter’s text on %s', (backend) => {
  let server: TestServer;
  let author: string;
  let novelId = '';
  let chapterId = '';
  const as = (token: string) => ({
    get: <T>(path: string) => api<T>(server, 'GET', path, { token }),
    send: <T>(method: string, path: string, body?: unknown) => api<T>(server, method, path, { token, body }),
  });

  async function joinAs(role: 'editor' | 'reader'): Promise<{ token: string; door: string }> {
    const sharing = `/sharing/novel/${novelId}`;
    const link = await as(author).send<{ token: string }>('POST', `${sharing}/invitations`, { role });
    const { data } = await createAuthClient(server).signUp({
      email: `${role}-${crypto.randomUUID().slice(0, 6)}@example.com`,
      password: 'a-long-password',
      options: { data: { invitation: link.body.token } },
    });
    const token = data.session?.access_token ?? '';
    const joined = await as(token).send<SharedContainer>('POST', '/invitations/accept', {
      token: link.body.token,
    });
    return { token, door: `/shared/${joined.body.ownerId}/novel/${novelId}` };
  }

  const textPath = () => `/novels/${novelId}/chapters/${chapterId}/text`;
  async function writeSecrets(): Promise<number> {
    const current = (await as(author).get<TextView>(textPath())).body;
    const saved = await as(author).send<TextView>('PUT', textPath(), {
      text: {
        version: 1,
        doc: {
          type: 'doc',
          content: [
            paragraph('Mira crossed.'),
            secret('The bridge is a trap.'),
            secret('The river remembers.'),
          ],
        },
      },
      version: current.version,
    });
    expect(saved.status, saved.text).toBe(200);
    return saved.body.version;
  }

  beforeAll(async () => {
    server = await startTestServer(backend);
    author = (await signIn(server)).access_token;
    const [first] = (await as(author).get<{ id: string }[]>('/novels')).body;
    novelId = first?.id ?? '';
    const novel = (await as(author).get<{ chapters: { id: string }[] }>(`/novels/${novelId}`)).body;
    chapterId = novel.chapters[0]?.id ?? '';
  });
  afterAll(() => server.close());

  it('lets an editor reveal from their page, refuses a reader, and keeps the text before it', async () => {
    const version = await writeSecrets();
    const editor = await joinAs('editor');
    const reader = await joinAs('reader');
    const readerText = async () =>
      (await as(reader.token).get<TextView>(`${reader.door}/chapters/${chapterId}/text`)).text;
    expect(await readerText()).not.toContain('The bridge is a trap.');
    const reveal = (token: string, door: string, at: number, index = 0) =>
      as(token).send<TextView & ErrorBody>(
        'POST',
        `${door}/parts/chapters/${chapterId}/text/secrets/${index}`,
        { action: 'reveal', version: at },
      );

    const refused = await reveal(reader.token, reader.door, version);
    expect([refused.status, refused.body.error.message]).toEqual([
      403,
      'A reader cannot change a chapter of this novel: only its owner and editors can',
    ]);
    expect((await reveal(editor.token, editor.door, version + 5)).status).toBe(409);
    const missing = await reveal(editor.token, editor.door, version, 2);
    expect([missing.status, missing.body.error.message]).toEqual([
      422,
      'That secret is no longer in the text: reload to see it as it is now',
    ]);
    // Only a chapter has this text: another part's segment is not a door to it.
    expect(
      (
        await as(editor.token).send('POST', `${editor.door}/parts/characters/${chapterId}/text/secrets/0`, {
          action: 'reveal',
          version,
        })
      ).status,
    ).toBe(404);

    const revealed = await reveal(editor.token, editor.door, version);
    expect(revealed.status, revealed.text).toBe(200);
    expect(revealed.body.version).toBe(version + 1);
    expect(await readerText()).toContain('The bridge is a trap.');
    expect(await readerText()).not.toContain('The river remembers.');

    const history = (await as(author).get<ChangePage>(`/history?recordId=${novelId}`)).body;
    expect(history.changes[0]).toMatchObject({ action: 'reveal-secret', entityId: chapterId });
    // The text before the reveal is a version of the chapter; restoring it hides the block again.
    const versionsPath = `/novels/${novelId}/chapters/${chapterId}/versions`;
    const [before] = (await as(author).get<{ id: string }[]>(versionsPath)).body;
    const restored = await as(author).send('POST', `${versionsPath}/${before?.id}/restore`, {
      version: version + 1,
    });
    expect(restored.status, restored.text).toBe(200);
    expect(await readerText()).not.toContain('The bridge is a trap.');
  });

  it('lets the author reveal from their own page, or name who reads a block', async () => {
    const version = await writeSecrets();
    const reader = await joinAs('reader');
    const readerId = (
      await fetch(`${server.authUrl}/user`, {
        headers: { Authorization: `Bearer ${reader.token}`, apikey: 'fablehold-local-anon-key' },
      }).then((answer) => answer.json() as Promise<{ id: string }>)
    ).id;
    const named = await as(author).send<TextView>('POST', `${textPath()}/secrets/1`, {
      action: 'readers',
      named: [readerId],
      version,
    });
    expect(named.status, named.text).toBe(200);
    const readerText = async () =>
      (await as(reader.token).get<TextView>(`${reader.door}/chapters/${chapterId}/text`)).text;
    expect(await readerText()).toContain('The river remembers.');
    expect(await readerText()).not.toContain('The bridge is a trap.');
    const revealed = await as(author).send<TextView>('POST', `${textPath()}/secrets/0`, {
      action: 'reveal',
      version: named.body.version,
    });
    expect(revealed.status, revealed.text).toBe(200);
    expect(await readerText()).toContain('The bridge is a trap.');
    const history = (await as(author).get<ChangePage>(`/history?recordId=${novelId}`)).body;
    expect(history.changes.slice(0, 2).map((change) => change.action)).toEqual([
      'reveal-secret',
      'secret-readers',
    ]);
    // No version named: refused as any save of the text is.
    expect((await as(author).send('POST', `${textPath()}/secrets/0`, { action: 'reveal' })).status).toBe(428);
  });
});
