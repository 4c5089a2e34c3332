import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportReport, ImportUndone } from '../../common/api/import';
import type { Novel } from '../../common/domain/novel';
import type { AnyDb } from '../db/migration-support';
import { countStaged } from '../db/restore-staging';
import { readUsage, recountUsage } from '../db/usage-counters';
import { BACKENDS, startTestServer, type TestServer } from '../test/test-server';
import { api, newUserToken } from './api-test-helpers';

// A replacing restore never holds other accounts up (decision 080): on SQLite it is staged a slice at a
// time and swapped in by one short transaction; on PostgreSQL it is one transaction beside which others
// run. Other accounts' requests are made *between* two slices of the restore (the server's
// `onRestoreSlice`, which the restore waits for), so nothing here depends on timing.

type Exported = Record<string, unknown> & { novels: Novel[] };

const text = (words: string) => ({
  version: 1,
  doc: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: words }] }] },
});

/** Two novels of 40 chapters with texts: the texts alone are several slices. */
function bigWorkspace() {
  const chapterTexts: unknown[] = [];
  const novels = [1, 2].map((n) => ({
    id: `staged-novel-${n}`,
    title: `Staged novel ${n}`,
    status: 'draft',
    wordCount: 0,
    lastUpdated: '2026-01-01T00:00:00.000Z',
    coverUrl: '/images/covers/default-novel.svg',
    description: `Novel ${n} restored in slices.`,
    isFavorite: false,
    chapters: Array.from({ length: 40 }, (_, at) => {
      const id = `staged-${n}-ch-${at}`;
      chapterTexts.push({ novelId: `staged-novel-${n}`, chapterId: id, text: text(`Passage ${n} ${at}.`) });
      return { id, title: `Chapter ${at + 1}`, wordCount: 2 };
    }),
    characters: [],
    storyArcs: [],
    assets: { images: [], documents: [], music: [] },
  }));
  return { novels, chapterTexts };
}

describe.each(BACKENDS)('a replacing restore on %s', (backend) => {
  let server: TestServer;
  /** What the next slices of a restore do before it goes on. */
  let duringRestore: (() => Promise<void>) | undefined;
  let slices = 0;
  let backup: Exported;

  beforeAll(async () => {
    server = await startTestServer(
      backend,
      { ENABLE_SIGNUP: 'true' },
      {
        onRestoreSlice: async () => {
          slices += 1;
          await duringRestore?.();
        },
      },
    );
    const owner = await newUserToken(server, 'staged-owner');
    const made = await api(server, 'POST', '/import', { token: owner, body: { workspace: bigWorkspace() } });
    expect(made.status).toBe(200);
    backup = (await api<Exported>(server, 'GET', '/workspace', { token: owner })).body;
  });
  afterAll(() => server.close());

  const titlesOf = async (token: string) =>
    (await api<Novel[]>(server, 'GET', '/novels', { token })).body.map((novel) => novel.title).sort();

  /** A new account (with the sample workspace) and a novel of its own, titled `title`. */
  async function accountWith(name: string, title: string): Promise<string> {
    const token = await newUserToken(server, name);
    expect((await api(server, 'POST', '/novels', { token, body: { title } })).status).toBe(201);
    return token;
  }

  it('lets another account read and write while it runs, and shows nothing of it before the end', async () => {
    const restorer = await accountWith('staged-restorer', 'What was there');
    const bystander = await accountWith('staged-bystander', 'Someone else');
    const restorerBefore = await titlesOf(restorer);
    const bystanderBefore = await titlesOf(bystander);
    expect(restorerBefore).toContain('What was there');
    const seen: { status: number; titles: string[]; restorerTitles: string[] }[] = [];
    slices = 0;
    duringRestore = async () => {
      if (seen.length >= 2) return;
      const written = await api(server, 'POST', '/novels', {
        token: bystander,
        body: { title: `Written during slice ${slices}` },
      });
      seen.push({
        status: written.status,
        titles: await titlesOf(bystander),
        restorerTitles: await titlesOf(restorer),
      });
    };
    const restored = await api<ImportReport>(server, 'POST', '/import', {
      token: restorer,
      body: { workspace: backup, replaceExisting: true },
    });
    duringRestore = undefined;
    expect(restored.status).toBe(200);
    expect(seen).toHaveLength(2);
    for (const [index, moment] of seen.entries()) {
      expect(moment.status).toBe(201);
      expect(moment.titles).toHaveLength(bystanderBefore.length + index + 1);
      // The restore is not there until it is whole.
      expect(moment.restorerTitles).toEqual(restorerBefore);
    }
    expect(await titlesOf(restorer)).toEqual(backup.novels.map((novel) => novel.title).sort());
    expect(await titlesOf(restorer)).toContain('Staged novel 2');
    const restoredExport = (await api<Exported>(server, 'GET', '/workspace', { token: restorer })).body;
    expect(restoredExport.chapterTexts).toEqual(backup.chapterTexts);
    // What the other account wrote meanwhile is still there.
    expect(await titlesOf(bystander)).toHaveLength(bystanderBefore.length + 2);
    // The storage counters count what is stored, moved rows and all.
    const userId = await userIdOf(server, restorer);
    const db = server.db as unknown as AnyDb;
    expect(await readUsage(db, userId)).toEqual((await recountUsage(db, userId)).get(userId));
    // The Undo brings back what was replaced.
    const undone = await api<ImportUndone>(server, 'POST', `/import/${restored.body.undo?.batchId}/undo`, {
      token: restorer,
    });
    expect(undone.status).toBe(200);
    expect(await titlesOf(restorer)).toEqual(restorerBefore);
    expect(await readUsage(db, userId)).toEqual((await recountUsage(db, userId)).get(userId));
    if (backend === 'sqlite') expect(await countStaged(server.db, userId)).toBe(0);
  });

  it('leaves the workspace exactly as it was when it fails halfway', async () => {
    const restorer = await accountWith('staged-failer', 'Kept whole');
    const before = await api<Exported>(server, 'GET', '/workspace', { token: restorer });
    const trashBefore = await api(server, 'GET', '/trash', { token: restorer });
    let calls = 0;
    duringRestore = async () => {
      calls += 1;
      if (calls === 3) throw new Error('the disk filled up');
    };
    const failed = await api(server, 'POST', '/import', {
      token: restorer,
      body: { workspace: backup, replaceExisting: true },
    });
    duringRestore = undefined;
    expect(failed.status).toBe(500);
    // A file that fails only at the swap (a relation to a character no record holds): refused whole.
    const broken = {
      ...backup,
      relations: [
        {
          id: 'staged-broken-relation',
          from: { kind: 'novel', id: 'staged-novel-1' },
          to: { kind: 'character', id: 'nobody' },
          type: 'ally',
        },
      ],
    };
    const slicesBefore = slices;
    const refused = await api(server, 'POST', '/import', {
      token: restorer,
      body: { workspace: broken, replaceExisting: true },
    });
    expect(refused.status).toBe(422);
    // Refused once its records were written (staged, on SQLite), not by the plan.
    expect(slices).toBeGreaterThan(slicesBefore);
    expect((await api(server, 'GET', '/workspace', { token: restorer })).body).toEqual(before.body);
    expect((await api(server, 'GET', '/trash', { token: restorer })).body).toEqual(trashBefore.body);
    if (backend === 'sqlite') {
      expect(await countStaged(server.db, await userIdOf(server, restorer))).toBe(0);
    }
  });
});

async function userIdOf(server: TestServer, token: string): Promise<string> {
  const answer = await fetch(`${server.authUrl}/user`, {
    headers: { Authorization: `Bearer ${token}`, apikey: 'fablehold-local-anon-key' },
  });
  return ((await answer.json()) as { id: string }).id;
}
