import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportReport } from '../../common/api/import';
import type { Workspace } from '../../common/domain/workspace';
import { BACKENDS, startTestServer, type TestServer } from '../test/test-server';
import { api, type ErrorBody, newUserToken } from './api-test-helpers';

// The import runs the checks the API applies (issue 25 item 4, decision 050): what the chapter text,
// relation and text version routes refuse, the import refuses too, naming its row — never a 500, never
// stored — on both databases.

const paragraph = (text: string) => ({
  version: 1,
  doc: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text }] }] },
});

/** A blockquote inside a blockquote, `depth` times. */
function nested(depth: number): unknown {
  let node: unknown = { type: 'paragraph', content: [{ type: 'text', text: 'deep' }] };
  for (let level = 0; level < depth; level += 1) node = { type: 'blockquote', content: [node] };
  return { version: 1, doc: { type: 'doc', content: [node] } };
}

describe.each(BACKENDS)('the import checks what the API checks on %s', (backend) => {
  let server: TestServer;
  let token: string;
  let file: Workspace;
  beforeAll(async () => {
    server = await startTestServer(backend, { ENABLE_SIGNUP: 'true' });
    token = await newUserToken(server, 'checks');
    file = (await api<Workspace>(server, 'GET', '/workspace', { token })).body;
  });
  afterAll(() => server.close());

  const novel = () => file.novels[0] as Workspace['novels'][number];
  const textOf = (text: unknown) => ({
    novelId: novel().id,
    chapterId: novel().chapters[0]?.id,
    text,
  });
  const importing = (workspace: Record<string, unknown>) =>
    api<ImportReport & ErrorBody>(server, 'POST', '/import', {
      token,
      body: { workspace: { ...file, ...workspace }, replaceExisting: true },
    });

  it.each([
    [
      'a NUL in a chapter text',
      () => ({ chapterTexts: [textOf(paragraph('before\u0000after'))] }),
      /control characters/,
    ],
    ['a text nested past the limit', () => ({ chapterTexts: [textOf(nested(40))] }), /nest at most/],
    [
      'a text nested past the body’s limit',
      () => ({ chapterTexts: [textOf(nested(200))] }),
      /nest at most 64/,
    ],
    [
      'a null node',
      () => ({ chapterTexts: [textOf({ version: 1, doc: { type: 'doc', content: [null] } })] }),
      /./,
    ],
    [
      'a chapter over 4 million characters',
      () => ({ chapterTexts: [textOf(paragraph('w '.repeat(2_100_000)))] }),
      /at most about 250,000 words/,
    ],
    [
      'a NUL in a relation',
      () => ({
        relations: [
          {
            id: 'r-nul',
            from: { kind: 'character', id: file.characters[0]?.id },
            to: { kind: 'character', id: file.characters[1]?.id },
            type: 'ally',
            note: 'a\u0000b',
          },
        ],
      }),
      /control characters/,
    ],
    [
      'a NUL in a text version',
      () => ({
        textVersions: [{ id: 'v-1', kind: 'novels/chapters', text: paragraph('x\u0000'), plainText: 'x' }],
      }),
      /control characters/,
    ],
    [
      'a calendar of a universe the file does not hold',
      () => ({
        calendars: [
          {
            id: 'cal-x',
            ownerKind: 'universe',
            ownerId: 'u-nowhere',
            calendar: { name: 'x' },
            createdAt: '2026-01-01T00:00:00.000Z',
            updatedAt: '2026-01-01T00:00:00.000Z',
          },
        ],
      }),
      /./,
    ],
    [
      'an image whose bytes are not a WebP',
      () => ({
        images: [
          { id: 'img-x', type: 'image/webp', width: 1, height: 1, size: 2, createdAt: '', data: 'TVo=' },
        ],
      }),
      /not a WebP image/,
    ],
  ])('refuses %s with its row, writing nothing', async (_name, make, message) => {
    const before = await api(server, 'GET', '/workspace', { token });
    const answer = await importing(make() as Record<string, unknown>);
    expect(answer.status, answer.text).toBe(422);
    expect(answer.body.error.message).toMatch(message);
    expect(answer.body.error.details?.[0]?.field).toMatch(/\[1\]/);
    expect((await api(server, 'GET', '/workspace', { token })).body).toEqual(before.body);
  });

  it('answers the preview with the same problems, before anything is written', async () => {
    const preview = await api<ImportReport>(server, 'POST', '/import', {
      token,
      body: {
        workspace: { ...file, chapterTexts: [textOf(paragraph('a\u0000'))] },
        replaceExisting: true,
        dryRun: true,
      },
    });
    expect(preview.status).toBe(200);
    expect(preview.body.problems).toEqual([
      expect.objectContaining({
        table: 'novels',
        row: 1,
        field: expect.stringMatching(/^chapterTexts\.text/),
      }),
    ]);
  });
});
