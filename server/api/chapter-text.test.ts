import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { richTextFromPlain } from '../../common/text/rich-text';
import { BACKENDS, startTestServer, type TestServer } from '../test/test-server';
import { api, type ErrorBody, newUserToken } from './api-test-helpers';

// A chapter's text (decision 021): read, saved with the version read, counted into the chapter and
// the novel, refused when stale or not a document, private, and gone with its chapter.

type TextView = {
  chapterId: string;
  version: number;
  text: unknown;
  wordCount: number;
  updatedAt: string | null;
};
type Chapter = { id: string; title: string; wordCount: number; version: number };

const ASHEN = '/novels/n-ashen-crown';

describe.each(BACKENDS)('chapter text on %s', (backend) => {
  let server: TestServer;
  let token: string;
  let otherToken: string;
  let chapterId: string;

  beforeAll(async () => {
    server = await startTestServer(backend, { ENABLE_SIGNUP: 'true' });
    token = await newUserToken(server, 'writer');
    otherToken = await newUserToken(server, 'writer-other');
    const chapters = await api<Chapter[]>(server, 'GET', `${ASHEN}/chapters`, { token });
    chapterId = chapters.body[0]?.id ?? '';
  });
  afterAll(() => server.close());

  const call = <T>(
    method: string,
    path: string,
    body?: unknown,
    as = token,
    headers?: Record<string, string>,
  ) => api<T>(server, method, path, { token: as, body, ...(headers === undefined ? {} : { headers }) });
  const textPath = () => `${ASHEN}/chapters/${chapterId}/text`;

  it('reads a chapter never written in as version 0 with its sample count', async () => {
    const read = await call<TextView>('GET', textPath());
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ chapterId, version: 0, text: null, updatedAt: null });
    expect(read.body.wordCount).toBeGreaterThan(0);
  });

  it('saves with the version read; the chapter and the novel count its words', async () => {
    const before = (await call<{ wordCount: number; chapters: Chapter[] }>('GET', ASHEN)).body;
    const sampleCount = before.chapters[0]?.wordCount ?? 0;
    const text = richTextFromPlain('The forge was cold.\nMira waited by the anvil.');
    const saved = await call<TextView>('PUT', textPath(), { text, version: 0 });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ version: 1, wordCount: 9, text });
    expect(saved.headers.get('etag')).toBe('"1"');
    const after = (await call<{ wordCount: number; chapters: Chapter[] }>('GET', ASHEN)).body;
    expect(after.chapters[0]?.wordCount).toBe(9);
    expect(after.wordCount).toBe(
      before.chapters.reduce((sum, each) => sum + each.wordCount, 0) - sampleCount + 9,
    );
    // The novel's detail never carries the manuscript.
    expect(JSON.stringify(after)).not.toContain('Mira waited by the anvil');
    expect((await call<TextView>('GET', textPath())).body).toMatchObject({ version: 1, text });

    const next = await call<TextView>('PUT', textPath(), { text: richTextFromPlain('Shorter.') }, token, {
      'If-Match': '"1"',
    });
    expect(next.body).toMatchObject({ version: 2, wordCount: 1 });
  });

  it('refuses a save without a version (428), a stale one with the current text (409), and a bad document (422)', async () => {
    const text = richTextFromPlain('Mine.');
    expect((await call<ErrorBody>('PUT', textPath(), { text })).status).toBe(428);
    const stale = await call<ErrorBody & { error: { current: TextView } }>('PUT', textPath(), {
      text,
      version: 1,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.error.current).toMatchObject({ version: 2, wordCount: 1 });
    const bad = await call<ErrorBody>('PUT', textPath(), {
      text: {
        version: 1,
        doc: {
          type: 'doc',
          content: [
            {
              type: 'paragraph',
              content: [
                {
                  type: 'text',
                  text: 'x',
                  marks: [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }],
                },
              ],
            },
          ],
        },
      },
      version: 2,
    });
    expect(bad.status).toBe(422);
    expect(bad.body.error.message).toBe('A link must start with https://, http://, mailto: or /');
    expect((await call<ErrorBody>('PUT', textPath(), { text: 'plain', version: 2 })).status).toBe(422);
    expect((await call<ErrorBody>('GET', `${ASHEN}/chapters/nope/text`)).status).toBe(404);
  });

  it('takes a long chapter, and refuses a body over its limit with 413', async () => {
    const long = richTextFromPlain('word '.repeat(10_000).trim());
    const current = (await call<TextView>('GET', textPath())).body;
    const saved = await call<TextView>('PUT', textPath(), { text: long, version: current.version });
    expect(saved.status).toBe(200);
    expect(saved.body.wordCount).toBe(10_000);
    const huge = await call<ErrorBody>('PUT', textPath(), {
      text: richTextFromPlain('x'.repeat(9_000_000)),
      version: saved.body.version,
    });
    expect(huge.status).toBe(413);
  });

  it('keeps a chapter’s text private, and deletes it with its chapter', async () => {
    // The other user's sample has a chapter of the same id: theirs, never written in, whatever mine holds.
    const theirs = await call<TextView>('GET', textPath(), undefined, otherToken);
    expect(theirs.body).toMatchObject({ version: 0, text: null });
    const written = await call<TextView>(
      'PUT',
      textPath(),
      { text: richTextFromPlain('Theirs.'), version: 0 },
      otherToken,
    );
    expect(written.body).toMatchObject({ version: 1, wordCount: 1 });
    expect((await call<TextView>('GET', textPath())).body.wordCount).toBe(10_000);

    expect((await call('DELETE', `${ASHEN}/chapters/${chapterId}`)).status).toBe(204);
    expect((await call<ErrorBody>('GET', textPath())).status).toBe(404);
  });
});
