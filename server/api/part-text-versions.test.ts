import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { richTextFromPlain } from '../../common/text/rich-text';
import { VERSION_STRETCH_MS } from '../../common/workspace/operations/keep-version';
import { call as authCall, BACKENDS, signIn, startTestServer, type TestServer } from '../test/test-server';
import { api, type ErrorBody, newUserToken } from './api-test-helpers';

// Versions of a part's long text (decision 037): a lore entry's content gets an automatic version per
// stretch of writing and named ones on demand, restored as a change of the entry through its version;
// private to its user; in the export on request; and the chapter's routes answer as before.

type Part = { id: string; version: number; content?: string; contentDoc?: unknown; title?: string };
type Summary = { id: string; name: string; isNamed: boolean; createdAt: string; wordCount: number };
type VersionView = Summary & {
  text: unknown;
  plainText: string;
  textVersion: number;
  kind: string;
  field: string;
};

const UNIVERSE = '/universes/u-emberreach';

describe.each(BACKENDS)('versions of part texts on %s', (backend) => {
  let server: TestServer;
  let token: string;
  let entry: Part;
  const email = `part-versions-${crypto.randomUUID().slice(0, 8)}@example.com`;
  const password = 'a-long-password';

  beforeAll(async () => {
    server = await startTestServer(backend, { ENABLE_SIGNUP: 'true' });
    await authCall(server, 'POST', '/signup', { body: { email, password } });
    token = (await signIn(server, email, password)).access_token;
    const created = await api<Part>(server, 'POST', `${UNIVERSE}/lore`, {
      token,
      body: {
        title: 'The Ember Oath',
        category: 'Oaths',
        era: 'First Age',
        contentDoc: richTextFromPlain('The oath was sworn at dawn.'),
      },
    });
    expect(created.status).toBe(201);
    entry = created.body;
  });
  afterAll(() => server.close());

  const call = <T>(method: string, path: string, body?: unknown, as = token) =>
    api<T>(server, method, path, { token: as, body });
  const partPath = () => `${UNIVERSE}/lore/${entry.id}`;
  const versionsPath = (field = 'content') => `${partPath()}/texts/${field}/versions`;
  const list = async () => (await call<Summary[]>('GET', versionsPath())).body;
  const write = async (plain: string) => {
    const current = (await call<Part>('GET', partPath())).body;
    const saved = await call<Part>('PATCH', partPath(), {
      contentDoc: richTextFromPlain(plain),
      version: current.version,
    });
    expect(saved.status).toBe(200);
    entry = saved.body;
    return saved.body;
  };

  it('keeps one automatic version per stretch of writing, and none for other fields', async () => {
    expect(await list()).toEqual([]);
    await write('The oath was sworn at dawn, by three.');
    const first = await list();
    expect(first).toHaveLength(1);
    expect(first[0]).toMatchObject({ name: '', isNamed: false, wordCount: 6 });
    await write('The oath was sworn at dawn, by four.');
    expect(await list()).toHaveLength(1);
    // A change of the title alone keeps no version of the text.
    server.advance(VERSION_STRETCH_MS);
    token = (await signIn(server, email, password)).access_token;
    const renamed = await call<Part>('PATCH', partPath(), { title: 'The Oath', version: entry.version });
    expect(renamed.status).toBe(200);
    entry = renamed.body;
    expect(await list()).toHaveLength(1);
    await write('The oath was broken at dusk.');
    const after = await list();
    expect(after).toHaveLength(2);
    const kept = (await call<VersionView>('GET', `${versionsPath()}/${after[0]?.id}`)).body;
    expect(kept).toMatchObject({
      kind: 'universes/lore',
      field: 'content',
      plainText: 'The oath was sworn at dawn, by four.',
    });
    expect(kept.text).toEqual(richTextFromPlain('The oath was sworn at dawn, by four.'));
  });

  it('keeps a named version on demand and checks its name', async () => {
    const named = await call<VersionView>('POST', versionsPath(), { name: '  Before the betrayal ' });
    expect(named.status).toBe(201);
    expect(named.body).toMatchObject({ name: 'Before the betrayal', isNamed: true, wordCount: 6 });
    expect((await list()).map((each) => each.name)).toEqual(['Before the betrayal', '', '']);
    const empty = await call<ErrorBody>('POST', versionsPath(), { name: ' ' });
    expect(empty.status).toBe(422);
    expect(empty.body.error.message).toBe('Name the version');
    // Not a long field of lore: 404, like an unknown part.
    expect((await call<ErrorBody>('GET', versionsPath('title'))).status).toBe(404);
    expect((await call<ErrorBody>('GET', `${UNIVERSE}/lore/nope/texts/content/versions`)).status).toBe(404);
  });

  it('restores a version as a change of the part, keeping the replaced text; refuses a stale one', async () => {
    const oldest = (await list()).at(-1);
    await write('Nothing is left of the oath.');
    const stale = await call<ErrorBody & { error: { current: Part } }>(
      'POST',
      `${versionsPath()}/${oldest?.id}/restore`,
      { version: entry.version - 1 },
    );
    expect(stale.status).toBe(409);
    expect(stale.body.error.current.content).toBe('Nothing is left of the oath.');
    expect((await call<ErrorBody>('POST', `${versionsPath()}/${oldest?.id}/restore`, {})).status).toBe(428);

    const before = await list();
    const restored = await call<Part>('POST', `${versionsPath()}/${oldest?.id}/restore`, {
      version: entry.version,
    });
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({
      version: entry.version + 1,
      content: 'The oath was sworn at dawn.',
    });
    expect(restored.body.contentDoc).toEqual(richTextFromPlain('The oath was sworn at dawn.'));
    expect(restored.headers.get('etag')).toBe(`"${entry.version + 1}"`);
    entry = restored.body;
    const after = await list();
    expect(after).toHaveLength(before.length + 1);
    const replaced = (await call<VersionView>('GET', `${versionsPath()}/${after[0]?.id}`)).body;
    expect(replaced.plainText).toBe('Nothing is left of the oath.');
    const found = await call<unknown>('GET', '/search?q=dawn');
    expect(JSON.stringify(found.body)).toContain(entry.id);
  });

  it("answers 404 for another user's versions on every route", async () => {
    const mine = (await list())[0];
    const other = await newUserToken(server, 'part-versions-other');
    expect((await call<ErrorBody>('GET', versionsPath(), undefined, other)).status).toBe(404);
    expect((await call<ErrorBody>('GET', `${versionsPath()}/${mine?.id}`, undefined, other)).status).toBe(
      404,
    );
    expect((await call<ErrorBody>('POST', versionsPath(), { name: 'Mine now' }, other)).status).toBe(404);
    const restore = await call<ErrorBody>(
      'POST',
      `${versionsPath()}/${mine?.id}/restore`,
      { version: 1 },
      other,
    );
    expect(restore.status).toBe(404);
    expect((await call<ErrorBody>('DELETE', `${versionsPath()}/${mine?.id}`, undefined, other)).status).toBe(
      404,
    );
    // Their own copy of the sample universe has a lore list of its own, and no versions of mine.
    const theirs = await call<Part[]>('GET', `${UNIVERSE}/lore`, undefined, other);
    expect(theirs.body.some((part) => part.id === entry.id)).toBe(false);
    expect((await call<ErrorBody>('GET', `${versionsPath()}/${mine?.id}`)).status).toBe(200);
  });

  it('puts every text version in the export on request, beside the Trash, and imports the file back', async () => {
    const chapters = (await call<{ id: string }[]>('GET', '/novels/n-ashen-crown/chapters')).body;
    const chapterId = chapters[0]?.id ?? '';
    const chapterText = `/novels/n-ashen-crown/chapters/${chapterId}/text`;
    await call('PUT', chapterText, { text: richTextFromPlain('Chapter one.'), version: 0 });
    expect(
      (await call('POST', `/novels/n-ashen-crown/chapters/${chapterId}/versions`, { name: 'Kept' })).status,
    ).toBe(201);
    type Export = { textVersions?: VersionView[]; trash?: unknown[]; universes: unknown[] };
    expect((await call<Export>('GET', '/workspace')).body.textVersions).toBeUndefined();
    const both = await call<Export>('GET', '/workspace?include=trash,versions');
    expect(both.status).toBe(200);
    expect(both.body.trash).toEqual([]);
    const versions = both.body.textVersions ?? [];
    expect(versions.filter((each) => each.field === 'content')).toHaveLength((await list()).length);
    expect(versions.find((each) => each.field === 'text')).toMatchObject({
      kind: 'novels/chapters',
      name: 'Kept',
      plainText: 'Chapter one.',
    });
    const repeated = await call<Export>('GET', '/workspace?include=versions&include=trash');
    expect(repeated.body.textVersions).toEqual(versions);
    expect((await call('GET', '/workspace?include=versions,everything')).status).toBe(400);

    // The file comes back in: the records are replaced, and the versions the replaced records took with them written back.
    const { textVersions, trash, ...records } = both.body;
    const imported = await call<{ isApplied: boolean }>('POST', '/import', {
      workspace: { ...records, textVersions, trash },
      replaceExisting: true,
    });
    expect(imported.status).toBe(200);
    expect(imported.body.isApplied).toBe(true);
    const again = await call<Export>('GET', '/workspace?include=versions');
    expect(again.body.textVersions).toEqual(versions);
    expect((await call<Part>('GET', partPath())).body.content).toBe(entry.content);
  });

  it('deletes the versions with their part', async () => {
    const rows = () =>
      server.db.selectFrom('text_versions').select('id').where('chapter_id', '=', entry.id).execute();
    expect((await rows()).length).toBeGreaterThan(0);
    expect((await call('DELETE', partPath())).status).toBe(204);
    expect(await rows()).toEqual([]);
  });
});
