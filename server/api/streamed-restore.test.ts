import { strToU8, unzipSync, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZIP_JSON_PATH } from '../../common/api/backup';
import type { ImportReport, ImportUndone } from '../../common/api/import';
import type { Novel } from '../../common/domain/novel';
import { countStaged } from '../db/restore-staging';
import { createWorkspaceStore } from '../db/workspace-store';
import { startTestServer, type TestServer } from '../test/test-server';
import { api, type ErrorBody, newUserToken, userIdOf } from './api-test-helpers';
import { restoreStreamed } from './streamed-restore';
import type { ZipFile } from './zip-file';

// Decision 102: a replacing restore of a backup `.zip` on SQLite stages each record as the file's JSON
// is read, never holding the parsed workspace. The order asserted (a slice staged before the last
// chunk was read) is what happened, not a timing. PostgreSQL's restore is one transaction, unchanged.

type Exported = Record<string, unknown> & { novels: Novel[]; chapterTexts: unknown[]; events?: unknown[] };

const paragraph = (words: string) => ({ type: 'paragraph', content: [{ type: 'text', text: words }] });

/** Six novels of 40 chapters with texts, a universe with a character, and a relation between them. */
function workspace() {
  const chapterTexts: unknown[] = [];
  const novels = Array.from({ length: 6 }, (_, n) => ({
    id: `piece-novel-${n}`,
    title: `Novel in pieces ${n}`,
    status: 'draft',
    wordCount: 0,
    lastUpdated: '2026-01-01T00:00:00.000Z',
    coverUrl: '/images/covers/default-novel.svg',
    description: `Novel ${n}, staged as it is read.`,
    isFavorite: false,
    chapters: Array.from({ length: 40 }, (_, at) => {
      const id = `piece-${n}-ch-${at}`;
      chapterTexts.push({
        novelId: `piece-novel-${n}`,
        chapterId: id,
        text: { version: 1, doc: { type: 'doc', content: [paragraph(`Passage ${at} of novel ${n}.`)] } },
      });
      return { id, title: `Chapter ${at + 1}`, wordCount: 0 };
    }),
    characters: [],
    storyArcs: [],
    assets: { images: [], documents: [], music: [] },
  }));
  return { novels, chapterTexts };
}

/** A `ZipFile` over `files` whose JSON is read `chunkBytes` at a time, counting the chunks handed out. */
function zipOver(files: Record<string, Uint8Array>, chunkBytes: number) {
  const counter = { read: 0, total: 0 };
  const entries = new Map(
    Object.entries(files).map(([name, bytes]) => [
      name,
      { name, method: 0, compressedSize: bytes.length, size: bytes.length, headerOffset: 0 },
    ]),
  );
  const bytesOf = (name: string) => files[name] ?? new Uint8Array();
  const zip: ZipFile = {
    entries,
    read: async (name) => bytesOf(name),
    head: async (name, length) => bytesOf(name).subarray(0, length),
    stream: async function* (name) {
      const bytes = bytesOf(name);
      counter.total = Math.ceil(bytes.length / chunkBytes);
      for (let at = 0; at < bytes.length; at += chunkBytes) {
        counter.read += 1;
        yield bytes.subarray(at, at + chunkBytes);
      }
    },
    close: async () => {},
  };
  return { zip, counter };
}

describe('a backup restored as it is read, on SQLite', () => {
  let server: TestServer;
  let owner: string;
  let zip: Uint8Array;

  beforeAll(async () => {
    server = await startTestServer('sqlite', { ENABLE_SIGNUP: 'true' });
    owner = await newUserToken(server, 'pieces-owner');
    const made = await api<ImportReport>(server, 'POST', '/import', {
      token: owner,
      body: { workspace: workspace() },
    });
    expect(made.status).toBe(200);
    zip = await backupOf(owner);
  }, 120_000);
  afterAll(() => server.close());

  async function backupOf(token: string): Promise<Uint8Array> {
    const answer = await fetch(`${server.url}/api/v1/workspace/backup.zip`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(answer.status).toBe(200);
    return new Uint8Array(await answer.arrayBuffer());
  }

  /** The backup's JSON, without the moment it was made. */
  const fileOf = (bytes: Uint8Array) => {
    const text = new TextDecoder().decode(unzipSync(bytes)[ZIP_JSON_PATH]);
    const { about, ...rest } = JSON.parse(text) as Exported & { about: Record<string, unknown> };
    const { exportedAt: _exportedAt, ...kept } = about;
    return { about: kept, ...rest };
  };

  const sendZip = (token: string, body: Uint8Array) =>
    fetch(`${server.url}/api/v1/import/backup?replaceExisting=true`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/zip' },
      body: body as BodyInit,
    });

  it('stages records before the file is read to its end, and gives back the same workspace', async () => {
    const restorer = await newUserToken(server, 'pieces-restorer');
    // Its workspace made (an account's first request makes it), as the route's would be by now.
    expect((await api(server, 'GET', '/novels', { token: restorer })).status).toBe(200);
    const store = createWorkspaceStore(server.db, 'sqlite', userIdOf(restorer));
    const { zip: reading, counter } = zipOver(unzipSync(zip), 2048);
    const readAtSlice: number[] = [];
    const restored = await restoreStreamed(
      store,
      {
        now: () => Date.now(),
        onRestoreSlice: async () => {
          readAtSlice.push(counter.read);
        },
      },
      reading,
      { replaceExisting: true },
    );
    expect(restored?.report.isApplied).toBe(true);
    const novels = restored?.report.tables.novels;
    expect((novels?.added ?? 0) + (novels?.replaced ?? 0)).toBe(fileOf(zip).novels.length);
    // The first novels were staged while most of the file was still unread.
    expect(readAtSlice[0]).toBeLessThan(counter.total);
    expect(fileOf(await backupOf(restorer))).toEqual(fileOf(zip));
    expect(await countStaged(server.db, userIdOf(restorer))).toBe(0);
  }, 90_000);

  it('restores through the route, and its Undo brings back what it replaced', async () => {
    const restorer = await newUserToken(server, 'pieces-undo');
    const before = await api<Novel[]>(server, 'GET', '/novels', { token: restorer });
    const answer = await sendZip(restorer, zip);
    expect(answer.status).toBe(200);
    const report = (await answer.json()) as ImportReport;
    const inFile = new Set(fileOf(zip).novels.map((novel) => novel.id));
    expect(report.tables.novels.added).toBe([...inFile].filter((id) => id.startsWith('piece-')).length);
    expect(report.tables.novels.removed).toBe(before.body.filter((novel) => !inFile.has(novel.id)).length);
    const undone = await api<ImportUndone>(server, 'POST', `/import/${report.undo?.batchId}/undo`, {
      token: restorer,
    });
    expect(undone.status).toBe(200);
    const after = await api<Novel[]>(server, 'GET', '/novels', { token: restorer });
    expect(after.body.map((novel) => novel.id).sort()).toEqual(before.body.map((novel) => novel.id).sort());
  }, 90_000);

  it('refuses a file whose record points at nothing, naming it, with nothing written or left staged', async () => {
    const restorer = await newUserToken(server, 'pieces-refused');
    const before = await api(server, 'GET', '/workspace', { token: restorer });
    const file = fileOf(zip);
    const [first, ...others] = file.novels;
    const broken = {
      ...file,
      novels: [{ ...first, universeId: 'no-such-universe' }, ...others],
    };
    const answer = await sendZip(restorer, zipSync({ [ZIP_JSON_PATH]: strToU8(JSON.stringify(broken)) }));
    expect(answer.status).toBe(422);
    const { message } = ((await answer.json()) as ErrorBody).error;
    expect(message).toContain('novels row 1');
    expect(message).toContain('no-such-universe');
    expect((await api(server, 'GET', '/workspace', { token: restorer })).body).toEqual(before.body);
    expect(await countStaged(server.db, userIdOf(restorer))).toBe(0);
  }, 90_000);

  it("reads a previous release's file (a novel with its own events) over the whole workspace instead", async () => {
    const restorer = await newUserToken(server, 'pieces-old-file');
    expect((await api(server, 'GET', '/novels', { token: restorer })).status).toBe(200);
    const store = createWorkspaceStore(server.db, 'sqlite', userIdOf(restorer));
    const file = fileOf(zip);
    const [first, ...others] = file.novels;
    const old = {
      ...file,
      novels: [
        {
          ...first,
          timelineEvents: [
            {
              id: 'old-event',
              title: 'The storm',
              date: 'Day 1',
              description: '',
              type: 'major',
              characters: [],
            },
          ],
        },
        ...others,
      ],
    };
    const files = { [ZIP_JSON_PATH]: strToU8(JSON.stringify(old)) };
    const { zip: reading } = zipOver(files, 4096);
    expect(await restoreStreamed(store, { now: () => Date.now() }, reading, { replaceExisting: true })).toBe(
      undefined,
    );
    expect(await countStaged(server.db, userIdOf(restorer))).toBe(0);
    const answer = await sendZip(restorer, zipSync(files));
    expect(answer.status).toBe(200);
    // Lifted into the novel's timeline, as the plan over the whole workspace does.
    expect(JSON.stringify(fileOf(await backupOf(restorer)).events)).toContain('The storm');
  }, 90_000);
});
