import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { richTextFromPlain } from '../../common/text/rich-text';
import { MAX_AUTOMATIC_VERSIONS, VERSION_STRETCH_MS } from '../../common/workspace/operations/keep-version';
import { call as authCall, BACKENDS, signIn, startTestServer, type TestServer } from '../test/test-server';
import { api, type ErrorBody, newUserToken } from './api-test-helpers';

// Versions of a chapter's text (decision 037): one automatic version per stretch of writing, named ones
// on demand, restored as a new save, bounded, private, and gone with their chapter.

type TextView = { chapterId: string; version: number; text: unknown; wordCount: number };
type Summary = { id: string; name: string; isNamed: boolean; createdAt: string; wordCount: number };
type VersionView = Summary & { text: unknown; textVersion: number };
type Chapter = { id: string };

const ASHEN = '/novels/n-ashen-crown';

describe.each(BACKENDS)('text versions on %s', (backend) => {
  let server: TestServer;
  let token: string;
  let chapterId: string;
  let secondChapterId: string;
  const email = `versions-${crypto.randomUUID().slice(0, 8)}@example.com`;
  const password = 'a-long-password';
  /** Moves the server's clock, signing in again so the token stays fresh. */
  const advance = async (ms: number) => {
    server.advance(ms);
    token = (await signIn(server, email, password)).access_token;
  };

  beforeAll(async () => {
    server = await startTestServer(backend, { ENABLE_SIGNUP: 'true' });
    await authCall(server, 'POST', '/signup', { body: { email, password } });
    token = (await signIn(server, email, password)).access_token;
    const chapters = await api<Chapter[]>(server, 'GET', `${ASHEN}/chapters`, { token });
    chapterId = chapters.body[0]?.id ?? '';
    secondChapterId = chapters.body[1]?.id ?? '';
  });
  afterAll(() => server.close());

  const call = <T>(method: string, path: string, body?: unknown, as = token) =>
    api<T>(server, method, path, { token: as, body });
  const textPath = (id = chapterId) => `${ASHEN}/chapters/${id}/text`;
  const versionsPath = (id = chapterId) => `${ASHEN}/chapters/${id}/versions`;
  const save = async (plain: string, id = chapterId) => {
    const current = (await call<TextView>('GET', textPath(id))).body;
    const saved = await call<TextView>('PUT', textPath(id), {
      text: richTextFromPlain(plain),
      version: current.version,
    });
    expect(saved.status).toBe(200);
    return saved.body;
  };
  const list = async (id = chapterId) => (await call<Summary[]>('GET', versionsPath(id))).body;

  it('keeps one automatic version per stretch of writing, not one per autosave', async () => {
    await save('First words.');
    expect(await list()).toEqual([]);
    // The first save over a stored text keeps it: there was no version.
    await save('First words, and more.');
    const first = await list();
    expect(first).toHaveLength(1);
    expect(first[0]).toMatchObject({ name: '', isNamed: false, wordCount: 2 });
    // Autosaves within the stretch keep none.
    await save('First words, and more, and more.');
    server.advance(VERSION_STRETCH_MS - 60_000);
    await save('First words, and more, and more again.');
    expect(await list()).toHaveLength(1);
    // A save after the stretch keeps the text it replaces.
    server.advance(2 * 60_000);
    await save('A new morning.');
    const after = await list();
    expect(after).toHaveLength(2);
    expect(after[0]).toMatchObject({ isNamed: false, wordCount: 7 });
    const kept = (await call<VersionView>('GET', `${versionsPath()}/${after[0]?.id}`)).body;
    expect(kept.text).toEqual(richTextFromPlain('First words, and more, and more again.'));
  });

  it('keeps a named version on demand, newest first, and checks its name', async () => {
    server.advance(1000);
    const named = await call<VersionView>('POST', versionsPath(), { name: '  Before the duel  ' });
    expect(named.status).toBe(201);
    expect(named.body).toMatchObject({ name: 'Before the duel', isNamed: true, wordCount: 3 });
    expect(named.body.text).toEqual(richTextFromPlain('A new morning.'));
    const listed = await list();
    expect(listed.map((each) => each.name)).toEqual(['Before the duel', '', '']);
    expect(JSON.stringify(listed)).not.toContain('A new morning');
    const times = listed.map((each) => each.createdAt);
    expect([...times].sort().reverse()).toEqual(times);

    const empty = await call<ErrorBody>('POST', versionsPath(), { name: '   ' });
    expect(empty.status).toBe(422);
    expect(empty.body.error.message).toBe('Name the version');
    const long = await call<ErrorBody>('POST', versionsPath(), { name: 'x'.repeat(101) });
    expect(long.status).toBe(422);
    expect(long.body.error.message).toBe("A version's name can be at most 100 characters");
    expect((await call<ErrorBody>('POST', versionsPath(), {})).status).toBe(422);
    const unwritten = await call<ErrorBody>('POST', versionsPath(secondChapterId), { name: 'Nothing' });
    expect(unwritten.status).toBe(422);
  });

  it('restores a version as a new save, keeping the replaced text; refuses a stale one', async () => {
    const named = (await list()).find((each) => each.isNamed);
    await save('Something else entirely, later.');
    const current = (await call<TextView>('GET', textPath())).body;
    const stale = await call<ErrorBody>('POST', `${versionsPath()}/${named?.id}/restore`, {
      version: current.version - 1,
    });
    expect(stale.status).toBe(409);
    expect((await call<ErrorBody>('POST', `${versionsPath()}/${named?.id}/restore`, {})).status).toBe(428);

    const before = await list();
    const restored = await call<TextView>('POST', `${versionsPath()}/${named?.id}/restore`, {
      version: current.version,
    });
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({ version: current.version + 1, wordCount: 3 });
    expect(restored.body.text).toEqual(richTextFromPlain('A new morning.'));
    expect(restored.headers.get('etag')).toBe(`"${current.version + 1}"`);
    const read = (await call<TextView>('GET', textPath())).body;
    expect(read).toMatchObject({ version: current.version + 1, text: richTextFromPlain('A new morning.') });
    const chapter = (await call<{ chapters: { id: string; wordCount: number }[] }>('GET', ASHEN)).body;
    expect(chapter.chapters.find((each) => each.id === chapterId)?.wordCount).toBe(3);
    // The replaced text was kept first, even within the stretch.
    const after = await list();
    expect(after).toHaveLength(before.length + 1);
    const replaced = (await call<VersionView>('GET', `${versionsPath()}/${after[0]?.id}`)).body;
    expect(replaced.text).toEqual(richTextFromPlain('Something else entirely, later.'));
    expect(replaced.textVersion).toBe(current.version);
    // The search index has the restored words.
    const found = await call<unknown>('GET', '/search?q=morning');
    expect(found.status).toBe(200);
    expect(JSON.stringify(found.body)).toContain(chapterId);
  });

  it('keeps at most the bound of automatic versions and every named one', async () => {
    for (let index = 0; index < MAX_AUTOMATIC_VERSIONS + 3; index += 1) {
      await advance(VERSION_STRETCH_MS);
      await save(`Draft number ${index}.`);
    }
    const listed = await list();
    expect(listed.filter((each) => !each.isNamed)).toHaveLength(MAX_AUTOMATIC_VERSIONS);
    expect(listed.filter((each) => each.isNamed).map((each) => each.name)).toEqual(['Before the duel']);
  });

  it("answers 404 for another user's versions on every route", async () => {
    const mine = (await list())[0];
    await advance(0);
    const other = await newUserToken(server, 'versions-other');
    expect((await call<ErrorBody>('GET', `${versionsPath()}/${mine?.id}`, undefined, other)).status).toBe(
      404,
    );
    expect((await call<Summary[]>('GET', versionsPath(), undefined, other)).body).toEqual([]);
    const restore = await call<ErrorBody>(
      'POST',
      `${versionsPath()}/${mine?.id}/restore`,
      { version: 0 },
      other,
    );
    expect(restore.status).toBe(404);
    expect((await call<ErrorBody>('DELETE', `${versionsPath()}/${mine?.id}`, undefined, other)).status).toBe(
      404,
    );
    expect((await call<ErrorBody>('GET', `${versionsPath()}/${mine?.id}`)).status).toBe(200);
    expect((await call<ErrorBody>('GET', `${ASHEN}/chapters/nope/versions`)).status).toBe(404);
    expect((await call<ErrorBody>('GET', `${versionsPath()}/nope`)).status).toBe(404);
  });

  it('deletes a version, and every version with its chapter', async () => {
    const [first] = await list();
    expect((await call('DELETE', `${versionsPath()}/${first?.id}`)).status).toBe(204);
    expect((await list()).some((each) => each.id === first?.id)).toBe(false);
    expect((await call('DELETE', `${versionsPath()}/${first?.id}`)).status).toBe(404);

    const some = (await list())[0];
    expect((await call('DELETE', `${ASHEN}/chapters/${chapterId}`)).status).toBe(204);
    expect((await call<ErrorBody>('GET', versionsPath())).status).toBe(404);
    expect((await call<ErrorBody>('GET', `${versionsPath()}/${some?.id}`)).status).toBe(404);
  });

  it('deletes every version of a novel with the novel', async () => {
    await save('Second chapter.', secondChapterId);
    await save('Second chapter, again.', secondChapterId);
    expect(await list(secondChapterId)).toHaveLength(1);
    const rows = () =>
      server.db.selectFrom('text_versions').select('id').where('novel_id', '=', 'n-ashen-crown').execute();
    // The other user's versions of their own copy of the sample stay.
    const other = await newUserToken(server, 'versions-keeper');
    const theirs = `${ASHEN}/chapters/${secondChapterId}`;
    await call('PUT', `${theirs}/text`, { text: richTextFromPlain('Theirs.'), version: 0 }, other);
    await call('POST', `${theirs}/versions`, { name: 'Theirs' }, other);
    expect((await rows()).length).toBe(2);
    expect((await call('DELETE', ASHEN)).status).toBe(204);
    expect((await rows()).length).toBe(1);
    expect((await call<Summary[]>('GET', `${theirs}/versions`, undefined, other)).body).toHaveLength(1);
  });
});
