import { randomBytes } from 'node:crypto';
import { strToU8, unzipSync, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workspaceFromZip } from '../../common/api/backup-zip';
import type { ImportReport, ImportUndone } from '../../common/api/import';
import type { Workspace } from '../../common/domain/workspace';
import { BACKENDS, startTestServer, type TestServer } from '../test/test-server';
import { api, type ErrorBody, newUserToken } from './api-test-helpers';

// A backup larger than one import request (decision 069): `POST /import/backup` takes the `.zip` as a
// stream, with the same preview, checks, single write and Undo. The request limit is made 1 MB here
// (IMPORT_REQUEST_MAX_MB), so a backup of a few megabytes is over it and the test stays fast.

type Exported = Workspace & Record<string, unknown>;

/** A WebP's signature, then noise that does not compress. */
function webpBytes(size: number): Uint8Array {
  const bytes = new Uint8Array(randomBytes(size));
  bytes.set([0x52, 0x49, 0x46, 0x46], 0);
  new DataView(bytes.buffer).setUint32(4, size - 8, true);
  bytes.set([0x57, 0x45, 0x42, 0x50], 8);
  return bytes;
}

const IMAGE_BYTES = 600_000;

describe.each(BACKENDS)('a backup .zip over the request limit restored on %s', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(backend, {
      ENABLE_SIGNUP: 'true',
      IMPORT_REQUEST_MAX_MB: '1',
      IMPORT_BACKUP_MAX_MB: '4',
    });
  });
  afterAll(() => server.close());

  const sendZip = (
    token: string,
    query: string,
    body: BodyInit | Uint8Array,
    headers: Record<string, string> = {},
  ) =>
    fetch(`${server.url}/api/v1/import/backup${query}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/zip', ...headers },
      body: body as BodyInit,
      duplex: 'half',
    } as RequestInit);

  /** Someone's workspace: a novel with chapter texts and three images (1.8 MB), and its backup. */
  async function backupOfNewWorkspace(): Promise<{ owner: string; zip: Uint8Array; images: Uint8Array[] }> {
    const owner = await newUserToken(server, 'backup-owner');
    const send = <T>(path: string, body: unknown) => api<T>(server, 'POST', path, { token: owner, body });
    const novel = {
      id: 'zip-novel',
      title: 'The Long Tide',
      status: 'draft',
      wordCount: 0,
      lastUpdated: '2026-01-01T00:00:00.000Z',
      coverUrl: '/images/covers/default-novel.svg',
      description: 'A novel restored from a large backup.',
      isFavorite: false,
      chapters: [
        { id: 'zip-ch-1', title: 'Ebb', wordCount: 3 },
        { id: 'zip-ch-2', title: 'Flow', wordCount: 3 },
      ],
      characters: [],
      storyArcs: [],
      assets: { images: [], documents: [], music: [] },
    };
    const text = (words: string) => ({
      version: 1,
      doc: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: words }] }] },
    });
    const chapterTexts = [
      { novelId: 'zip-novel', chapterId: 'zip-ch-1', text: text('The sea went out.') },
      { novelId: 'zip-novel', chapterId: 'zip-ch-2', text: text('The sea came back.') },
    ];
    expect((await send('/import', { workspace: { novels: [novel], chapterTexts } })).status).toBe(200);
    // One image per request: each request stays under the 1 MB this server takes.
    const images = [0, 1, 2].map(() => webpBytes(IMAGE_BYTES));
    for (const [index, bytes] of images.entries()) {
      const image = {
        id: `zip-image-${index}`,
        type: 'image/webp',
        width: 800,
        height: 600,
        size: bytes.length,
        createdAt: '2026-01-02T00:00:00.000Z',
        data: Buffer.from(bytes).toString('base64'),
      };
      expect((await send('/import', { workspace: { images: [image] }, skipDuplicates: true })).status).toBe(
        200,
      );
    }
    const response = await fetch(`${server.url}/api/v1/workspace/backup.zip`, {
      headers: { Authorization: `Bearer ${owner}` },
    });
    expect(response.status).toBe(200);
    return { owner, zip: new Uint8Array(await response.arrayBuffer()), images };
  }

  it('previews, restores whole and undoes a backup the JSON import refuses as too large', async () => {
    const { owner, zip, images } = await backupOfNewWorkspace();
    expect(zip.length).toBeGreaterThan(1024 * 1024);
    const restorer = await newUserToken(server, 'restorer');

    const preview = await sendZip(restorer, '?replaceExisting=true&dryRun=true', zip);
    expect(preview.status).toBe(200);
    const report = (await preview.json()) as ImportReport;
    expect(report.problems).toEqual([]);
    expect(report.isApplied).toBe(false);
    expect(report.tables.novels.added).toBe(1);
    expect(report.extras?.images).toEqual({ added: 3, replaced: 0, skipped: 0, removed: 0 });
    expect((report.notCarried ?? []).some((line) => line.includes('bytes'))).toBe(false);
    const untouched = await api<Exported>(server, 'GET', '/workspace', { token: restorer });
    expect(untouched.body.novels.map((novel) => novel.id)).not.toContain('zip-novel');

    const applied = await sendZip(restorer, '?replaceExisting=true', zip);
    expect(applied.status).toBe(200);
    const done = (await applied.json()) as ImportReport;
    expect(done.isApplied).toBe(true);

    const theirs = await api<Exported>(server, 'GET', '/workspace', { token: owner });
    const restored = await api<Exported>(server, 'GET', '/workspace', { token: restorer });
    for (const key of ['novels', 'chapterTexts', 'images'] as const)
      expect(restored.body[key]).toEqual(theirs.body[key]);
    for (const [index, bytes] of images.entries()) {
      const image = await fetch(`${server.url}/api/v1/images/zip-image-${index}`, {
        headers: { Authorization: `Bearer ${restorer}` },
      });
      // Byte for byte (compared as Buffers: a deep equality of 600,000 numbers takes seconds).
      expect(Buffer.from(await image.arrayBuffer()).equals(bytes)).toBe(true);
    }

    // Undo takes the backup's records and images away again.
    const undoId = done.undo?.batchId;
    expect(undoId).toBeDefined();
    const undone = await api<ImportUndone>(server, 'POST', `/import/${undoId}/undo`, { token: restorer });
    expect(undone.status).toBe(200);
    const after = await api<Exported>(server, 'GET', '/workspace', { token: restorer });
    expect(after.body.novels.map((novel) => novel.id)).not.toContain('zip-novel');
    expect(((after.body.images ?? []) as { id: string }[]).map((image) => image.id)).toEqual([]);

    // The one-request door refuses the same backup: its images as base64 are more than it takes.
    // (Last: the server answers before reading the body, then drops the connection.)
    const reading = workspaceFromZip(unzipSync(zip));
    if (!('workspace' in reading)) throw new Error(reading.problem);
    const refused = await api<ErrorBody>(server, 'POST', '/import', {
      token: restorer,
      body: { workspace: reading.workspace, replaceExisting: true },
    });
    expect(refused.status).toBe(413);
  });

  it('refuses a damaged image, a file that is no backup and a file over its limit, writing nothing', async () => {
    const restorer = await newUserToken(server, 'refused');
    const about = { format: 'fablehold-backup', version: 1 };
    const image = (id: string) => ({
      id,
      type: 'image/webp',
      width: 10,
      height: 10,
      size: 4,
      createdAt: '2026-01-02T00:00:00.000Z',
    });
    const novel = {
      id: 'refused-novel',
      title: 'Never written',
      status: 'draft',
      wordCount: 0,
      lastUpdated: '2026-01-01T00:00:00.000Z',
      coverUrl: '/images/covers/default-novel.svg',
      description: '',
      isFavorite: false,
      chapters: [],
      characters: [],
      storyArcs: [],
      assets: { images: [], documents: [], music: [] },
    };
    const damaged = zipSync({
      'fablehold-backup.json': strToU8(
        JSON.stringify({ about, novels: [novel], images: [image('good'), image('bad')] }),
      ),
      'images/good.webp': [webpBytes(64), { level: 0 }],
      'images/bad.webp': [strToU8('<svg>not a webp</svg>'), { level: 0 }],
    });
    const answer = await sendZip(restorer, '', damaged);
    expect(answer.status).toBe(422);
    const body = (await answer.json()) as ErrorBody;
    expect(body.error.details).toContainEqual({
      field: 'images[2].data',
      message: 'The image’s bytes are not a WebP image',
    });
    const stored = await api<Exported>(server, 'GET', '/workspace', { token: restorer });
    expect(stored.body.novels.map((entry) => entry.id)).not.toContain('refused-novel');

    const vault = zipSync({ 'Notes/A.md': strToU8('# A') });
    const notBackup = await sendZip(restorer, '', vault);
    expect(notBackup.status).toBe(400);
    expect(((await notBackup.json()) as ErrorBody).error.message).toBe(
      'The .zip holds no fablehold-backup.json: it is not a Fablehold backup',
    );
    const notZip = await sendZip(restorer, '', strToU8('{"novels": []}'));
    expect(notZip.status).toBe(400);
    expect(((await notZip.json()) as ErrorBody).error.message).toBe('The file is not a .zip');

    // Over the 4 MB this server takes: refused by its declared length, and counted when it declares none.
    const tooLarge = new Uint8Array(5 * 1024 * 1024);
    const declared = await sendZip(restorer, '', tooLarge);
    expect(declared.status).toBe(413);
    const streamed = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let index = 0; index < 5; index += 1) controller.enqueue(new Uint8Array(1024 * 1024));
        controller.close();
      },
    });
    const counted = await sendZip(restorer, '', streamed);
    expect(counted.status).toBe(413);
    expect(((await counted.json()) as ErrorBody).error.message).toBe(
      'The request body is larger than 4 MB (a backup .zip)',
    );
  });
});
