import { strToU8, unzipSync, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportReport } from '../../common/api/import';
import type { Novel } from '../../common/domain/novel';
import { BACKENDS, startTestServer, type TestServer } from '../test/test-server';
import { api, newUserToken } from './api-test-helpers';

// Decision 093: an uploaded backup's JSON (and an import request's body) is read as a stream, and the
// exports give way between slices. Others' requests are made *at* a slice of an export (the server's
// `onExportSlice`, which the export waits for), so the order asserted is what happened, not a timing.

type Exported = Record<string, unknown> & { novels: Novel[]; chapterTexts: unknown[]; about?: unknown };
type ErrorBody = { error: { code: string; message: string } };

const paragraph = (words: string) => ({ type: 'paragraph', content: [{ type: 'text', text: words }] });

/** Two novels of 60 chapters, each with a text of about two thousand characters. */
function bigWorkspace() {
  const chapterTexts: unknown[] = [];
  const novels = [1, 2].map((n) => ({
    id: `stream-novel-${n}`,
    title: `Streamed novel ${n}`,
    status: 'draft',
    wordCount: 0,
    lastUpdated: '2026-01-01T00:00:00.000Z',
    coverUrl: '/images/covers/default-novel.svg',
    description: `Novel ${n}, read a chunk at a time — é, ü, 中文, 🐉.`,
    isFavorite: false,
    chapters: Array.from({ length: 60 }, (_, at) => {
      const id = `stream-${n}-ch-${at}`;
      const words = `Chapter ${at} of novel ${n}: the dragon 🐉 crossed the river Ürd, “quoted”, \\ and / slashes. `;
      chapterTexts.push({
        novelId: `stream-novel-${n}`,
        chapterId: id,
        text: { version: 1, doc: { type: 'doc', content: [paragraph(words.repeat(12)), paragraph(words)] } },
      });
      return { id, title: `Chapter ${at + 1}`, wordCount: 0 };
    }),
    characters: [],
    storyArcs: [],
    assets: { images: [], documents: [], music: [] },
  }));
  return { novels, chapterTexts };
}

describe.each(BACKENDS)('streamed transfers on %s', (backend) => {
  let server: TestServer;
  /** What the next slice of an export does before it goes on. */
  let atSlice: (() => Promise<void>) | undefined;
  let owner: string;

  beforeAll(async () => {
    server = await startTestServer(
      backend,
      { ENABLE_SIGNUP: 'true' },
      { onExportSlice: async () => atSlice?.() },
    );
    owner = await newUserToken(server, 'stream-owner');
    const made = await api<ImportReport>(server, 'POST', '/import', {
      token: owner,
      body: { workspace: bigWorkspace() },
    });
    expect(made.status).toBe(200);
  }, 120_000);
  afterAll(() => server.close());

  const sendZip = (token: string, query: string, body: Uint8Array) =>
    fetch(`${server.url}/api/v1/import/backup${query}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/zip' },
      body: body as BodyInit,
    });

  const backupOf = async (token: string) => {
    const answer = await fetch(`${server.url}/api/v1/workspace/backup.zip`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(answer.status).toBe(200);
    return new Uint8Array(await answer.arrayBuffer());
  };

  /** The backup's JSON, without the moment it was made. */
  const fileOf = (zip: Uint8Array) => {
    const text = new TextDecoder().decode(unzipSync(zip)['fablehold-backup.json']);
    const { about, ...rest } = JSON.parse(text) as Exported & { about: Record<string, unknown> };
    const { exportedAt: _exportedAt, ...kept } = about;
    return { size: text.length, file: { about: kept, ...rest } };
  };

  it('restores a large backup whole through the streamed reader', async () => {
    const zip = await backupOf(owner);
    const original = fileOf(zip);
    // The JSON spans many chunks of the reader (64 KB each at most).
    expect(original.size).toBeGreaterThan(150_000);
    const restorer = await newUserToken(server, 'stream-restorer');
    const restored = await sendZip(restorer, '?replaceExisting=true', zip);
    expect(restored.status).toBe(200);
    const again = fileOf(await backupOf(restorer));
    expect(again.file).toEqual(original.file);
    expect((again.file.chapterTexts as unknown[]).length).toBe(120);
  }, 90_000);

  it('refuses a broken file with the message it gave before, writing nothing', async () => {
    const restorer = await newUserToken(server, 'stream-refused');
    const before = await api<Exported>(server, 'GET', '/workspace', { token: restorer });
    const { file } = fileOf(await backupOf(owner));
    const whole = JSON.stringify(file);
    const zipOf = (text: string) => zipSync({ 'fablehold-backup.json': strToU8(text) });
    for (const [broken, detail] of [
      [whole.slice(0, Math.floor(whole.length / 2)), 'the text ends too early'],
      // A comma lost between two values, past the first chunks.
      [`${whole.slice(0, 100_000)}${whole.slice(100_000).replace('},{', '}{')}`, 'at character'],
      // A broken value inside a record.
      [
        whole.replace('"title":"Streamed novel 1"', '"title":Streamed novel 1"'),
        'in the value that begins at character',
      ],
      [`${whole} {}`, `unexpected text after the value at character ${whole.length + 2}`],
      ['', 'the text is empty'],
    ] as const) {
      const answer = await sendZip(restorer, '?replaceExisting=true', zipOf(broken));
      expect(answer.status).toBe(400);
      const { message } = ((await answer.json()) as ErrorBody).error;
      expect(message).toMatch(/^fablehold-backup\.json is not valid JSON: /);
      expect(message).toContain(detail);
    }
    const notObject = await sendZip(restorer, '?replaceExisting=true', zipOf('[1, 2]'));
    expect(notObject.status).toBe(400);
    expect(((await notObject.json()) as ErrorBody).error.message).toBe(
      'fablehold-backup.json must hold one JSON object',
    );
    // The same body read as a stream by `POST /import`.
    const body = await fetch(`${server.url}/api/v1/import`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${restorer}`, 'Content-Type': 'application/json' },
      body: `{"workspace":${whole.slice(0, 100_000)}`,
    });
    expect(body.status).toBe(400);
    expect(((await body.json()) as ErrorBody).error.message).toBe('The request body must be JSON');
    expect((await api(server, 'GET', '/workspace', { token: restorer })).body).toEqual(before.body);
  });

  it.each([
    ['the JSON export', '/workspace'],
    ['the backup .zip', '/workspace/backup.zip'],
    ['the Markdown vault', '/workspace/markdown.zip'],
  ])("answers another account's read while %s runs, and the export comes whole", async (_name, path) => {
    const bystander = await newUserToken(server, 'stream-bystander');
    const events: string[] = [];
    let slices = 0;
    atSlice = async () => {
      slices += 1;
      if (slices !== 2) return;
      events.push('export paused');
      const read = await api<Novel[]>(server, 'GET', '/novels', { token: bystander });
      events.push(`other account read ${read.status}`);
    };
    const exported = await fetch(`${server.url}/api/v1${path}`, {
      headers: { Authorization: `Bearer ${owner}` },
    });
    const bytes = new Uint8Array(await exported.arrayBuffer());
    events.push('export ended');
    atSlice = undefined;
    expect(exported.status).toBe(200);
    expect(events).toEqual(['export paused', 'other account read 200', 'export ended']);
    // Whole: every chapter's text is in it.
    if (path === '/workspace') {
      expect((JSON.parse(new TextDecoder().decode(bytes)) as Exported).chapterTexts).toHaveLength(120);
    } else if (path.endsWith('backup.zip')) {
      expect(fileOf(bytes).file.chapterTexts).toHaveLength(120);
    } else {
      const notes = unzipSync(bytes);
      const texts = Object.values(notes).map((bytes) => new TextDecoder().decode(bytes));
      expect(texts.filter((note) => note.includes('the dragon 🐉 crossed the river Ürd'))).toHaveLength(120);
      expect(texts.some((note) => note.includes('Chapter 59 of novel 2'))).toBe(true);
    }
  });
});
